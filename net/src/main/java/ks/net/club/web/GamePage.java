package ks.net.club.web;

import static ks.net.club.web.Html.esc;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.record.Action;
import ks.engine.record.KriegspielPgn;
import ks.engine.record.Tags;
import ks.engine.rules.RuleSets;
import ks.net.club.ClubTimeControl;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.Json;

/**
 * A finished game's page ({@code /game/ID}): the result and when it was played; a step-by-step
 * replay on three boards with coordinates, white's view from white's side, black's from black's
 * side, and the referee's with every man; the PGN; and the downloads: the PGN, and each player's
 * signed record, which anyone can check with {@code ks --audit FILE}.
 */
final class GamePage {

    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private GamePage() {
    }

    /**
     * The most stored actions (attempts and questions) a page replays: a long honest game stores
     * one or two thousand (a few hundred plies, a few attempts each); a pair of players can store
     * 1,000 a turn ({@code TurnBound}), and each is a step of three boards built again for every
     * visitor.
     */
    static final int REPLAYED_ACTIONS = 3_000;

    static String of(Games.Game g, String pgn, List<Replay.Step> steps) {
        StringBuilder b = top(g);
        b.append("<h2>Replay</h2><p><button id=\"prev\">&larr; back</button> "
                + "<button id=\"next\">forward &rarr;</button> <span id=\"label\"></span></p>");
        board(b, "white", esc(g.white()) + " (white) sees");
        board(b, "black", esc(g.black()) + " (black) sees");
        board(b, "referee", "the referee sees");
        b.append("<h2>PGN</h2><pre id=\"pgn\">").append(esc(pgn)).append("</pre>");
        b.append("<script>const steps=").append(json(steps)).append(";").append(SCRIPT).append("</script>");
        return Html.end(b);
    }

    /** The page of a game of {@code actions} stored actions, more than {@link #REPLAYED_ACTIONS}: no replay. */
    static String unreplayed(Games.Game g, int actions) {
        return Html.end(top(g).append("<p id=\"unreplayed\">This game has ").append(actions)
                .append(" attempts and questions, more than this page replays (").append(REPLAYED_ACTIONS)
                .append("): its PGN and the signed records hold them all.</p>"));
    }

    /** Who played, the result, when, and the downloads. */
    private static StringBuilder top(Games.Game g) {
        StringBuilder b = Html.head("ks club: " + g.white() + " v " + g.black(), 0);
        b.append("<p><a href=\"/\">the club</a></p><h1>").append(esc(g.white())).append(" v ").append(esc(g.black()))
                .append("</h1><p>").append(esc(g.result())).append(" (").append(esc(g.reason())).append("), ")
                .append(esc(g.timeControl())).append(", ").append(esc(g.rules())).append("; played ")
                .append(Html.date(g.createdMs()));
        if (g.endedMs() != null) {
            b.append(" to ").append(Html.date(g.endedMs()));
        }
        return b.append("</p><p id=\"downloads\">Download: ").append(Html.link("/game/" + g.id() + ".pgn", "PGN"))
                .append(", ").append(Html.link("/game/" + g.id() + "/white.ksg", "the signed record " + g.white()
                        + " keeps")).append(", ").append(Html.link("/game/" + g.id() + "/black.ksg",
                        "the signed record " + g.black() + " keeps"))
                .append(". Anyone can check a signed record with <code>ks --audit FILE</code>.</p>");
    }

    private static void board(StringBuilder b, String id, String title) {
        b.append("<div class=\"board\"><h3>").append(title).append("</h3><table id=\"").append(id)
                .append("-board\"></table><ul id=\"").append(id).append("-heard\"></ul></div>");
    }

    private static final String SCRIPT = """
            const glyph={K:'\\u2654',Q:'\\u2655',R:'\\u2656',B:'\\u2657',N:'\\u2658',P:'\\u2659',
              k:'\\u265a',q:'\\u265b',r:'\\u265c',b:'\\u265d',n:'\\u265e',p:'\\u265f','.':''};
            let at=0;
            function cell(tag,text){const c=document.createElement(tag);c.textContent=text;return c;}
            function board(id,squares,fromBlack){
              const t=document.getElementById(id+'-board');
              t.innerHTML='';
              for(let row=0;row<8;row++){
                const rank=fromBlack?row:7-row, tr=document.createElement('tr');
                tr.appendChild(cell('th',String(rank+1)));
                for(let col=0;col<8;col++){
                  const file=fromBlack?7-col:col, td=cell('td',glyph[squares[rank*8+file]]);
                  td.className=(rank+file)%2?'light':'dark';
                  tr.appendChild(td);
                }
                t.appendChild(tr);
              }
              const files=document.createElement('tr');
              files.appendChild(cell('th',''));
              for(let col=0;col<8;col++){files.appendChild(cell('th','abcdefgh'[fromBlack?7-col:col]));}
              t.appendChild(files);
            }
            function heard(id,lines){
              const ul=document.getElementById(id+'-heard');
              ul.innerHTML='';
              for(const h of lines){ul.appendChild(cell('li',h));}
            }
            function draw(){
              const s=steps[at];
              document.getElementById('label').textContent=(at)+'/'+(steps.length-1)+': '+s.label;
              board('white',s.white.board,false);
              heard('white',s.white.heard);
              board('black',s.black.board,true);
              heard('black',s.black.heard);
              board('referee',s.referee,false);
            }
            document.getElementById('prev').onclick=()=>{if(at>0){at--;draw();}};
            document.getElementById('next').onclick=()=>{if(at<steps.length-1){at++;draw();}};
            at=Number(new URLSearchParams(location.search).get('step')||steps.length-1);
            at=Math.max(0,Math.min(steps.length-1,at));
            draw();
            """;

    /**
     * The game's PGN: the referee's unfiltered record, with PGN's words for how it ended
     * ({@code Termination}), its time control, and each move's clock as the club committed it
     * ({@code committed}, ply 0 first), as a two-process game's PGN has them. A record that does
     * not replay is a damaged one ({@link Damage}), thrown as the engine's exception.
     */
    static String pgn(Games.Game g, List<GameMoves.Action> actions, List<GameMoves.Committed> committed, String endKind) {
        List<Action> record = actions.stream().map(a -> a.move() == null ? Action.any(a.colour())
                : Action.attempt(a.colour(), a.move())).toList();
        String date = g.endedMs() == null ? null : PGN_DATE.format(Instant.ofEpochMilli(g.endedMs()));
        Tags tags = Tags.of(g.white(), g.black(), date).withEvent("ks club").withResult(g.result())
                .withEnd(g.result(), endKind, g.reason()).withTimeControl(ClubTimeControl.parse(g.timeControl()).clock());
        Damage.clocks(committed);
        List<Long> clocks = ClockState.moversLeft(Position.fromFen(g.startFen()).sideToMove(),
                committed.stream().map(GameMoves.Committed::clocks).toList());
        return KriegspielPgn.replay(g.startFen(), RuleSets.byName(g.rules()), record, tags).withClocks(clocks)
                .unfiltered();
    }

    private static String json(Object o) {
        try {
            // Inside a script element "</" must not appear.
            return Json.MAPPER.writeValueAsString(o).replace("</", "<\\/");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the replay", e);
        }
    }
}
