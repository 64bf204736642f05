package ks.app.seat;

import java.util.List;
import ks.app.fileplay.FileSession;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Uci;
import ks.engine.notation.MoveEcho;
import ks.engine.notation.NotationStyle;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;

/**
 * The words both views use for the session's events, so that dumb mode and the full-screen board
 * say the same thing the same way: the answer to a move, a man lost, the umpire's words, a
 * message, a note, the end of the game. What the views word differently (the start, the
 * opponent's move) stays with each view. Men are named from the men the seat holds before it
 * applies the event, so a man just taken can still be named; squares are named as the player
 * reads them ({@link SquareNames}).
 */
public final class EventText {

    /** The question before "quit" in a game where leaving resigns. */
    public static final String QUIT_RESIGNS = "Quit? It counts as resigning. (y/n) ";

    /**
     * Said with {@link #QUIT_RESIGNS} while the game goes on: how a player who wants to stop, not to
     * lose, does it. In 40 columns, the narrowest board's status line.
     */
    public static final String QUIT_ADJOURNS_INSTEAD = "To stop without losing: n, then adjourn.";

    /**
     * The question before "quit" in place of {@link #QUIT_RESIGNS} while the link to the opponent is
     * down: a quit then ends at once, the game saved and nothing resigned.
     */
    public static final String QUIT_SAVES = "Quit? Nothing is resigned. (y/n) ";

    /**
     * Said with {@link #QUIT_SAVES}: the game goes on later (the exact command is printed on
     * leaving). In 40 columns.
     */
    public static final String QUIT_SAVED_HINT = "Saved; continue it later: ks --resume";

    /**
     * The question before "quit" in a daily club game: the player gets up from the board and the game
     * goes on at the club, nothing resigned (docs/club.md, leaving a daily game). In 40 columns.
     */
    public static final String QUIT_LEAVES = "Get up? The game goes on. (y/n) ";

    /**
     * What a yes to {@code asked} (a quit question, the words last asked) stands for: after
     * {@link #QUIT_SAVES}, leaving with nothing resigned; else a quit.
     */
    public static Command quitting(String asked) {
        return QUIT_SAVES.equals(asked) ? new Command.Leave() : new Command.Resign(true);
    }

    /**
     * What is said of the clocks when {@code o} adjourns a timed game: they stand as the last moves
     * left them ({@link Seat#standingClocks}), which is where they go on from (docs/club.md, the
     * clock of an adjourned game); empty for any other end, or an untimed game.
     */
    public static String clocksStand(Event.Over o, Seat seat) {
        String clocks = seat.standingClocks();
        return !o.adjourned() || clocks.isEmpty() ? ""
                : "Clocks stand as the last moves left them: " + clocks
                        + " (the thinking before adjourning is charged to nobody).";
    }

    /** Columns of the opponent's words on one line after {@code NAME says: }, when the name leaves that many. */
    static final int SAID_WIDTH = 60;
    /** The fewest columns of the opponent's words on a line, however long the name before them. */
    private static final int SAID_LEAST = 8;
    private static final String NOTE = "-- ";

    private EventText() {
    }

    /**
     * The question to ask before quitting a game whose quit asks {@code question}: where quitting
     * resigns but the link to the opponent is down, {@link #QUIT_SAVES}, which is what a quit then does.
     */
    public static String quitQuestion(String question, Seat seat) {
        return QUIT_RESIGNS.equals(question) && seat.reconnecting() ? QUIT_SAVES : question;
    }

    /**
     * What is said with {@code question} before quitting: {@link #QUIT_ADJOURNS_INSTEAD} where
     * quitting resigns a game that goes on and the player has not proposed to adjourn yet;
     * {@link #QUIT_SAVED_HINT} while the link is down (adjourning is held then too); else nothing.
     */
    public static String quitHint(String question, Seat seat) {
        if (!QUIT_RESIGNS.equals(question) || !seat.started() || seat.over() != null) {
            return "";
        }
        return seat.reconnecting() ? QUIT_SAVED_HINT : seat.adjourning() ? "" : QUIT_ADJOURNS_INSTEAD;
    }

    /** The umpire's answer to our move: {@code e2-e4: accepted}. */
    public static String answer(int move, Verdict verdict, OwnMen men, Perspective perspective) {
        return echo(move, men, perspective) + ": " + verdict(verdict);
    }

    /** Our move as the player would write it, or in UCI before we know our men. */
    public static String echo(int move, OwnMen men, Perspective perspective) {
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

    /** The line that opens the opponent's turn, before any of its news: {@code bob's turn.} */
    public static String theirTurn(String opponent) {
        return opponent + "'s turn.";
    }

    /**
     * The umpire's answer to our attempt or question, and what we heard with it, one line each; a
     * refusal is told once, the umpire's word for it added to the verdict's line where it says more:
     * {@code f3xe4: refused (illegal), umpire: Not possible}.
     */
    public static String answered(Event.Answered a, OwnMen men, SquareNames names, Perspective perspective) {
        StringBuilder b = new StringBuilder();
        List<Announcement> rest = a.heard();
        if (a.move() != Move.NONE) {
            String line = answer(a.move(), a.verdict(), men, perspective);
            if (a.verdict() == Verdict.ILLEGAL || a.verdict() == Verdict.IMPOSSIBLE) {
                rest = a.heard().stream().filter(x -> refusalWord(x) == null).toList();
                for (Announcement x : a.heard()) {
                    String word = refusalWord(x);
                    line += word == null || sameWord(word, x) ? "" : ", umpire: " + names.umpire(x.text());
                }
            }
            append(b, line);
        }
        append(b, heard(rest, -1, men, names));
        return b.toString();
    }

    /**
     * {@code count} refused tries of the opponent in a row, all heard as {@code a}: {@code bob's try:
     * illegal}, {@code bob: 8 illegal tries}, with the umpire's word where it is not that
     * ({@code bob's try: illegal (umpire: No)}).
     */
    static String theirTries(String opponent, Announcement a, int count, SquareNames names) {
        String word = refusalWord(a);
        String umpire = sameWord(word, a) ? "" : " (umpire: " + names.umpire(a.text()) + ")";
        return count == 1 ? opponent + "'s try: " + word + umpire
                : opponent + ": " + count + " " + word + " tries" + umpire;
    }

    /** {@code illegal} or {@code impossible} for the words that refuse an attempt, else null. */
    static String refusalWord(Announcement a) {
        return a.kind() == Announcement.Kind.ILLEGAL ? "illegal"
                : a.kind() == Announcement.Kind.IMPOSSIBLE ? "impossible" : null;
    }

    private static boolean sameWord(String word, Announcement a) {
        return a.text().strip().equalsIgnoreCase(word);
    }

    /** Our man on {@code square} has been taken: {@code Your knight on f3 was taken.} */
    public static String lost(int square, OwnMen men, SquareNames names) {
        return "Your " + manAt(square, men) + " on " + names.name(square) + " was taken.";
    }

    /**
     * The umpire's words heard with the loss of our man on {@code lost} (or -1), one line each.
     * A capture's words are completed with what the player knows of his own loss and the words
     * leave out, so the loss is told once: {@code umpire: Your man on f7 was taken (your pawn)}.
     * When no words tell the loss, it is told in our own.
     */
    public static String heard(List<Announcement> heard, int lost, OwnMen men, SquareNames names) {
        StringBuilder b = new StringBuilder();
        boolean lossTold = lost < 0;
        for (Announcement a : heard) {
            String line = "umpire: " + names.umpire(a.text());
            if (a.kind() == Announcement.Kind.CAPTURE && lost >= 0) {
                lossTold = true;
                String missing = a.square() < 0 ? "your " + manAt(lost, men) + " on " + names.name(lost)
                        : a.captured() == null ? "your " + manAt(lost, men) : "";
                line += missing.isEmpty() ? "" : " (" + missing + ")";
            }
            append(b, line);
        }
        if (!lossTold) {
            append(b, lost(lost, men, names));
        }
        return b.toString();
    }

    private static String manAt(int square, OwnMen men) {
        int type = men == null ? PieceType.NONE : men.typeAt(square);
        return type == PieceType.NONE ? "man" : PieceType.name(type);
    }

    private static void append(StringBuilder b, String line) {
        if (b.length() > 0) {
            b.append('\n');
        }
        b.append(line);
    }

    /**
     * What the opponent said, one line per {@link #SAID_WIDTH} columns or less, each starting with
     * {@code NAME says:}: the text arrives cleaned (no line breaks), and cut here by the columns it
     * takes ({@link Columns}) so that a terminal of 80 wrapping a long line can never start a line with
     * words the opponent chose, such as a fake {@code umpire:}; a long name leaves the words less
     * room.
     */
    public static String said(Event.Said s) {
        String prefix = s.from() + " says: ";
        int room = Math.max(SAID_LEAST, Math.min(SAID_WIDTH, Columns.LINE - Columns.of(prefix)));
        StringBuilder b = new StringBuilder();
        for (String piece : Columns.cut(s.text(), room)) {
            append(b, prefix + piece);
        }
        return b.toString();
    }

    /** Our own message, echoed as sent. */
    public static String saying(String text) {
        return "you say: " + text;
    }

    /** How the terms were settled, one line each, marked as not the umpire's. */
    public static String settled(Event.Settled s) {
        return String.join("\n", s.lines().stream().map(l -> "-- " + l).toList());
    }

    /**
     * A note, marked {@code --} as not the umpire's: a note may come from the other process (500
     * characters), so it is cut as {@link #said} is, each line marked.
     */
    public static String note(Event.Note n) {
        StringBuilder b = new StringBuilder();
        for (String line : n.text().split("\n", -1)) {
            for (String piece : Columns.cut(line, Columns.LINE - NOTE.length())) {
                append(b, NOTE + piece);
            }
        }
        return b.toString();
    }

    /**
     * Who referees the game, as both views say it: {@code you host the referee}, {@code bob hosts the
     * referee}, {@code the club hosts the referee}, or, in play by file, where nobody hosts it, that each
     * turn's ks replays it from the file; with the joint referee, that neither machine holds the board.
     */
    public static String referee(Terms terms, String me, String opponent) {
        if (terms.host().equals(FileSession.NO_HOST)) {
            return "the referee is ks itself, replaying the file on each turn";
        }
        if (terms.joint()) {
            return "the joint referee: neither machine holds the board";
        }
        String who = terms.host().equals(me) ? "you host"
                : terms.host().equals(opponent) ? opponent + " hosts" : "the " + terms.host() + " hosts";
        return who + " the referee";
    }

    /**
     * The result in one line: {@code Game over: 1-0 (black resigned)}; a game that stops without a
     * result ({@code *}) says why instead of showing "*": {@code Game adjourned: adjourned by
     * agreement; ...}, or {@code Stopped: your move is sealed in game.ksf: ...}.
     */
    public static String result(Event.Over o) {
        if (!"*".equals(o.result())) {
            return "Game over: " + o.result() + " (" + o.reason() + ")";
        }
        return (o.reason().startsWith("adjourned") ? "Game adjourned: " : "Stopped: ") + o.reason();
    }

    /** The end of the game as printed on the ordinary terminal: the result, the whole board, the audit. */
    public static String ending(Event.Over o, int colour, SquareNames names) {
        StringBuilder b = new StringBuilder(result(o));
        if (o.finalFen() != null) {
            b.append("\nThe whole board:\n").append(Pictures.board(o.finalFen(), colour, names));
        }
        if (o.audit() != null && !o.audit().isEmpty()) {
            b.append('\n').append(o.audit());
        }
        return b.toString();
    }
}
