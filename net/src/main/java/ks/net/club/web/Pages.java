package ks.net.club.web;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import ks.engine.record.Action;
import ks.engine.record.KriegspielPgn;
import ks.engine.record.Tags;
import ks.engine.rules.RuleSets;
import ks.net.club.ClubNames;
import ks.net.club.RatingBand;
import ks.net.club.Tables;
import ks.net.club.db.Accounts;
import ks.net.club.db.Games;
import ks.net.club.db.Seeks;
import ks.net.protocol.Json;

/** The HTML of the club's pages; every value from the database is escaped. */
final class Pages {

    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);

    private static final String STYLE = """
            body{font-family:sans-serif;margin:2em;max-width:70em;color:#222}
            h1{margin-bottom:.2em} h2{margin-top:1.5em;border-bottom:1px solid #ccc}
            table{border-collapse:collapse} td,th{padding:.2em .8em;text-align:left}
            tr:nth-child(even){background:#f3f3f3} .empty{color:#777;font-style:italic}
            .board{display:inline-block;margin-right:2em;vertical-align:top}
            .board table td{width:2em;height:2em;text-align:center;font-size:1.4em;padding:0}
            .light{background:#eee} .dark{background:#b9c6d3} pre{background:#f6f6f6;padding:1em;white-space:pre-wrap}
            """;

    private Pages() {
    }

    static String front(List<Accounts.Rated> ratings, List<Seeks.Seek> seeks, List<Tables.Playing> playing,
            List<Games.Game> finished) {
        StringBuilder b = head("ks club");
        b.append("<h1>ks club</h1><p>Kriegspiel refereed by the club: neither player sees the other's men.</p>");
        b.append("<h2 id=\"ratings\">Ratings</h2>");
        table(b, List.of("member", "rating", "games"), ratings.stream()
                .map(r -> List.of(r.name(), String.valueOf(r.rating()), String.valueOf(r.games()))).toList(),
                "no members yet");
        b.append("<h2 id=\"seeks\">Open seeks</h2>");
        List<Integer> all = ratings.stream().map(Accounts.Rated::rating).toList();
        table(b, List.of("seek", "who", "rating", "time control", "rules"), seeks.stream()
                .map(s -> List.of(String.valueOf(s.id()), s.anonymous() ? ClubNames.ANONYMOUS : s.name(),
                        s.anonymous() ? RatingBand.text(RatingBand.lowerBound(s.rating(), all))
                                : String.valueOf(s.rating()), s.timeControl(), s.rules())).toList(), "no open seeks");
        b.append("<h2 id=\"playing\">Games in progress</h2>");
        table(b, List.of("game", "white", "black", "time control", "rules", "plies", "to move"), playing.stream()
                .map(p -> List.of(p.id().substring(0, 8), p.white(), p.black(), p.timeControl(), p.rules(),
                        String.valueOf(p.plies()), p.toMove())).toList(), "no games in progress");
        b.append("<h2 id=\"finished\">Finished games</h2>");
        if (finished.isEmpty()) {
            b.append("<p class=\"empty\">no finished games</p>");
        } else {
            b.append("<table><tr><th>game</th><th>white</th><th>black</th><th>result</th><th>how</th>"
                    + "<th>ratings after</th></tr>");
            for (Games.Game g : finished) {
                b.append("<tr><td><a href=\"/game/").append(g.id()).append("\">").append(g.id(), 0, 8)
                        .append("</a></td><td>").append(esc(g.white())).append("</td><td>").append(esc(g.black()))
                        .append("</td><td>").append(esc(g.result())).append("</td><td>").append(esc(g.reason()))
                        .append("</td><td>").append(g.whiteAfter()).append(" / ").append(g.blackAfter())
                        .append("</td></tr>");
            }
            b.append("</table>");
        }
        return b.append("</body></html>").toString();
    }

    static String game(Games.Game g, List<Games.Action> actions, List<Replay.Step> steps) {
        StringBuilder b = head("ks club: " + g.white() + " v " + g.black());
        b.append("<p><a href=\"/\">the club</a></p><h1>").append(esc(g.white())).append(" v ").append(esc(g.black()))
                .append("</h1><p>").append(esc(g.result())).append(" (").append(esc(g.reason())).append("), ")
                .append(esc(g.timeControl())).append(", ").append(esc(g.rules())).append("</p>");
        b.append("<h2>Replay: both players' views</h2><p><button id=\"prev\">&larr; back</button> "
                + "<button id=\"next\">forward &rarr;</button> <span id=\"label\"></span></p>");
        for (String side : List.of("white", "black")) {
            b.append("<div class=\"board\"><h3>").append(side.equals("white") ? esc(g.white()) : esc(g.black()))
                    .append(" (").append(side).append(") sees</h3><table id=\"").append(side)
                    .append("-board\"></table><ul id=\"").append(side).append("-heard\"></ul></div>");
        }
        b.append("<h2>PGN</h2><pre id=\"pgn\">").append(esc(pgn(g, actions))).append("</pre>");
        b.append("<script>const steps=").append(json(steps)).append(";").append(SCRIPT).append("</script>");
        return b.append("</body></html>").toString();
    }

    private static final String SCRIPT = """
            const glyph={K:'\\u2654',Q:'\\u2655',R:'\\u2656',B:'\\u2657',N:'\\u2658',P:'\\u2659',
              k:'\\u265a',q:'\\u265b',r:'\\u265c',b:'\\u265d',n:'\\u265e',p:'\\u265f','.':''};
            let at=0;
            function draw(){
              const s=steps[at];
              document.getElementById('label').textContent=(at)+'/'+(steps.length-1)+': '+s.label;
              for(const side of ['white','black']){
                const v=s[side], t=document.getElementById(side+'-board');
                t.innerHTML='';
                for(let rank=7;rank>=0;rank--){
                  const tr=document.createElement('tr');
                  for(let file=0;file<8;file++){
                    const td=document.createElement('td');
                    td.className=(rank+file)%2?'light':'dark';
                    td.textContent=glyph[v.board[rank*8+file]];
                    tr.appendChild(td);
                  }
                  t.appendChild(tr);
                }
                const ul=document.getElementById(side+'-heard');
                ul.innerHTML='';
                for(const h of v.heard){const li=document.createElement('li');li.textContent=h;ul.appendChild(li);}
              }
            }
            document.getElementById('prev').onclick=()=>{if(at>0){at--;draw();}};
            document.getElementById('next').onclick=()=>{if(at<steps.length-1){at++;draw();}};
            at=Number(new URLSearchParams(location.search).get('step')||steps.length-1);
            at=Math.max(0,Math.min(steps.length-1,at));
            draw();
            """;

    private static String pgn(Games.Game g, List<Games.Action> actions) {
        List<Action> record = actions.stream().map(a -> a.move() == null ? Action.any(a.colour())
                : Action.attempt(a.colour(), a.move())).toList();
        String date = g.endedMs() == null ? null : PGN_DATE.format(Instant.ofEpochMilli(g.endedMs()));
        Tags tags = Tags.of(g.white(), g.black(), date).withEvent("ks club").withResult(g.result())
                .withEnd(g.result(), null, g.reason())
                .withTimeControl(ks.engine.clock.TimeControl.parse(g.timeControl()));
        try {
            return KriegspielPgn.replay(g.startFen(), RuleSets.byName(g.rules()), record, tags).unfiltered();
        } catch (IllegalArgumentException e) {
            return "(the record does not replay: " + e.getMessage() + ")";
        }
    }

    static String failed(String why) {
        return head("ks club").append("<p>").append(esc(why)).append("</p></body></html>").toString();
    }

    static String notFound(String why) {
        return head("ks club").append("<p>").append(esc(why)).append(" <a href=\"/\">The club</a></p></body></html>")
                .toString();
    }

    private static StringBuilder head(String title) {
        return new StringBuilder("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(esc(title)).append("</title><style>").append(STYLE).append("</style></head><body>");
    }

    private static void table(StringBuilder b, List<String> headers, List<List<String>> rows, String empty) {
        if (rows.isEmpty()) {
            b.append("<p class=\"empty\">").append(esc(empty)).append("</p>");
            return;
        }
        b.append("<table><tr>");
        headers.forEach(h -> b.append("<th>").append(esc(h)).append("</th>"));
        b.append("</tr>");
        for (List<String> row : rows) {
            b.append("<tr>");
            row.forEach(v -> b.append("<td>").append(esc(v)).append("</td>"));
            b.append("</tr>");
        }
        b.append("</table>");
    }

    private static String json(Object o) {
        try {
            // Inside a script element "</" must not appear.
            return Json.MAPPER.writeValueAsString(o).replace("</", "<\\/");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the replay", e);
        }
    }

    static String esc(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder b = new StringBuilder(s.length());
        for (char c : s.toCharArray()) {
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
