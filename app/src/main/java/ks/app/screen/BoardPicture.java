package ks.app.screen;

import java.util.ArrayList;
import java.util.List;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.app.seat.SquareNames;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.view.PlayerView;
import ks.engine.view.Taken;
import ks.engine.view.Tokens;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;

/**
 * What the full-screen board shows, made from the seat and the console's state: the {@link Frame}
 * of the moment, and the message log's lines for each event. Pure; {@link ScreenConsole} keeps the
 * state and the terminal.
 */
final class BoardPicture {

    private BoardPicture() {
    }

    /**
     * The log's lines for an event, one a message: the panel wraps each to its width. The umpire's
     * words on our own turn and on the opponent's move are in the panel, so the log does not repeat them.
     */
    static List<String> logLines(Event e, Seat seat, Perspective perspective) {
        List<String> out = new ArrayList<>();
        if (e instanceof Event.Started s) {
            out.add("You play " + Color.name(s.colour()) + " against " + s.opponent() + ".");
            if (s.trust() != null && !s.trust().isEmpty()) {
                out.add(s.trust());
            }
            out.add("Type a move, or use the arrow keys and Enter; ? for help.");
        } else if (e instanceof Event.Answered a) {
            if (a.move() != Move.NONE) {
                out.add(EventText.answer(a.move(), a.verdict(), seat.men(), perspective));
            }
        } else if (e instanceof Event.Heard h) {
            if (h.lost() >= 0) {
                out.add(EventText.lost(h.lost(), seat.men(), seat.names()));
            }
            if (h.moved()) {
                out.add(seat.opponent() + " has moved.");
            } else if (!Seat.isTheirRefusal(h)) {
                // The opponent's refused tries are in the panel, folded; other words are logged.
                for (Announcement a : h.heard()) {
                    out.add("umpire: " + seat.names().umpire(a.text()));
                }
            }
        } else if (e instanceof Event.Settled settled) {
            out.addAll(List.of(EventText.settled(settled).split("\n")));
        } else if (e instanceof Event.Said s) {
            // Whole: the panel wraps it to its width, continued lines indented, so no words of the
            // opponent's can start a line of the log (the dumb mode cuts them for an 80-column terminal).
            out.add(s.from() + " says: " + s.text());
        } else if (e instanceof Event.Note n) {
            for (String line : n.text().split("\n", -1)) {
                out.add("-- " + line);
            }
        } else if (e instanceof Event.Over o) {
            out.add(EventText.result(o));
            out.add(o.audit());
            String clocks = EventText.clocksStand(o, seat);
            if (!clocks.isEmpty()) {
                out.add(clocks);
            }
        }
        return out;
    }

    /** What the screen shows now, from the seat and the console's own state. */
    static Frame frame(Seat seat, BoardCursor cursor, boolean showZone, boolean beliefNumbers, List<String> log,
            Frame.Bottom bottom, Frame.Overlay overlay, Frame.Style style) {
        OwnMen men = seat.men();
        Event.Over over = seat.over();
        PlayerView view = seat.view();
        SquareNames names = seat.names();
        int[] board = over != null && over.finalFen() != null ? Frame.menOf(over.finalFen()) : Frame.menOf(men);
        Tokens tokens = seat.tokens();
        int last = seat.lastMove();
        Frame.LastMove lastMove = last == Move.NONE ? Frame.LastMove.NONE : new Frame.LastMove(Move.from(last), Move.to(last));
        Frame.Board b = new Frame.Board(seat.colour(), board, tokens, showZone, over == null ? cursor.square() : Square.NONE,
                cursor.selected(), lastMove, labels(names, seat.colour()), shading(seat, beliefNumbers));
        return new Frame(b, panel(seat, view, over, names, log), bottom, overlay, style);
    }

    /** The chance of an enemy man on each square not ours, as the seat's belief has it. */
    private static Frame.Shading shading(Seat seat, boolean numbers) {
        BeliefMap map = seat.belief();
        OwnMen men = seat.men();
        double[] chances = new double[64];
        for (int sq = 0; sq < 64 && men != null; sq++) {
            chances[sq] = men.typeAt(sq) == PieceType.NONE ? map.occupied(sq) : 0;
        }
        return new Frame.Shading(chances, numbers);
    }

    private static Frame.Panel panel(Seat seat, PlayerView view, Event.Over over, SquareNames names,
            List<String> log) {
        Terms terms = seat.terms();
        String title = seat.started()
                ? seat.me() + " (" + Color.name(seat.colour()) + ") vs " + seat.opponent()
                : "ks: waiting for the game to start";
        String rules = terms == null ? "" : "Rules: " + terms.describeRules() + "; "
                + EventText.referee(terms, seat.me(), seat.opponent())
                + (terms.timeControl().timed() ? "; clocks " + terms.timeControl().text() : "");
        String turn;
        if (over != null) {
            turn = EventText.result(over);
        } else if (!seat.started()) {
            turn = "";
        } else if (seat.myTurn()) {
            turn = "Your move";
        } else {
            turn = "Waiting for " + seat.opponent();
        }
        String took = terms != null && !terms.rules().capturerHearsCaptures() ? "" : tookLine(view, names);
        return new Frame.Panel(title, rules, turn, seat.clockLine(), seat.thisTurn(), seat.lastTurn(), took,
                "You " + seat.lostLine(), log);
    }

    /** The board's labels as this player names the squares. */
    private static Frame.Labels labels(SquareNames names, int colour) {
        boolean flip = colour == Color.BLACK;
        StringBuilder files = new StringBuilder();
        StringBuilder ranks = new StringBuilder();
        for (int i = 0; i < 8; i++) {
            files.append(names.name(Square.of(flip ? 7 - i : i, 0)).charAt(0));
            ranks.append(names.name(Square.of(0, flip ? i : 7 - i)).charAt(1));
        }
        return new Frame.Labels(files.toString(), ranks.toString());
    }

    /**
     * The men we took, as far as the umpire told us. Shown only under rules that tell the
     * capturer (under the others the line would claim a knowledge the player does not have).
     */
    private static String tookLine(PlayerView view, SquareNames names) {
        if (view == null || view.taken().isEmpty()) {
            return "You took: nothing";
        }
        List<String> parts = new ArrayList<>();
        for (Taken t : view.taken()) {
            String what = switch (t.kind()) {
                case PAWN -> "pawn";
                case PIECE -> "piece";
                case UNKNOWN -> "man";
            };
            parts.add(what + " " + names.name(t.square()));
        }
        return "You took: " + String.join(", ", parts);
    }
}
