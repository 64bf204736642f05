package ks.app;

import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.notation.MoveEcho;
import ks.engine.notation.NotationStyle;
import ks.engine.notation.Perspective;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;

/**
 * The words both views use for the session's events, so that dumb mode and the full-screen board
 * say the same thing the same way: the answer to a move, a man lost, a message, a note, the end
 * of the game. What the views word differently (the start, the opponent's move) stays with each
 * view. Men are named from the men the seat holds before it applies the event, so a man just
 * taken can still be named.
 */
final class EventText {

    /** The question before "quit" in a game where leaving resigns. */
    static final String QUIT_RESIGNS = "Quit? It counts as resigning. (y/n) ";

    private EventText() {
    }

    /** The umpire's answer to our move: {@code e2-e4: accepted}. */
    static String answer(int move, Verdict verdict, OwnMen men, Perspective perspective) {
        return echo(move, men, perspective) + ": " + verdict(verdict);
    }

    /** Our move as the player would write it, or in UCI before we know our men. */
    static String echo(int move, OwnMen men, Perspective perspective) {
        return men == null ? Uci.format(move) : MoveEcho.write(move, men, NotationStyle.LONG_ALGEBRAIC, perspective);
    }

    /** A verdict in a word or two, or nothing for an answer that judged no move. */
    static String verdict(Verdict v) {
        if (v == null) {
            return "";
        }
        return switch (v) {
            case LEGAL -> "accepted";
            case ILLEGAL -> "refused (illegal)";
            case IMPOSSIBLE -> "refused (impossible with your men)";
        };
    }

    /** Our man on {@code square} has been taken: {@code Your knight on f3 was taken.} */
    static String lost(int square, OwnMen men) {
        int type = men == null ? PieceType.NONE : men.typeAt(square);
        return "Your " + (type == PieceType.NONE ? "man" : PieceType.name(type)) + " on " + Square.name(square)
                + " was taken.";
    }

    static String said(Event.Said s) {
        return s.from() + " says: " + s.text();
    }

    static String note(Event.Note n) {
        return "-- " + n.text();
    }

    /**
     * The result in one line: {@code Game over: 1-0 (black resigned)}; a game that stops without a
     * result ({@code *}: adjourned, a turn by file sealed) says why: {@code Stopped: adjourned by agreement}.
     */
    static String result(Event.Over o) {
        if ("*".equals(o.result())) {
            return "Stopped: " + o.reason();
        }
        return "Game over: " + o.result() + " (" + o.reason() + ")";
    }

    /** The end of the game as printed on the ordinary terminal: the result, the whole board, the audit. */
    static String ending(Event.Over o, int colour) {
        StringBuilder b = new StringBuilder(result(o));
        if (o.finalFen() != null) {
            b.append("\nThe whole board:\n").append(Pictures.board(o.finalFen(), colour));
        }
        if (o.audit() != null && !o.audit().isEmpty()) {
            b.append('\n').append(o.audit());
        }
        return b.toString();
    }
}
