package ks.engine.record;

import java.util.regex.Pattern;
import ks.engine.Color;
import ks.engine.Uci;

/**
 * One thing a player did at the board, in game order: attempted a move ({@code uci} is its UCI
 * text, legal or not, e.g. {@code e2e4}, {@code e7e8q}) or asked "any?" ({@code uci} is null).
 * The app builds these from the signed record's entries: {@code Action.of(colour, kind, move)}.
 */
public record Action(int colour, String uci) {

    /** Compiled once: a record's replay builds an action per ply. */
    private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][nbrq]?");

    public Action {
        if (colour != Color.WHITE && colour != Color.BLACK) {
            throw new IllegalArgumentException("no such colour: " + colour);
        }
        if (uci != null && !UCI.matcher(uci).matches()) {
            throw new IllegalArgumentException("not a UCI move (like e2e4 or e7e8q): '" + uci + "'");
        }
    }

    /** An attempted move given as UCI text. */
    public static Action attempt(int colour, String uci) {
        return new Action(colour, uci);
    }

    /** An attempted move given as an engine move. */
    public static Action attempt(int colour, int move) {
        return new Action(colour, Uci.format(move));
    }

    /** The question "any pawn captures?". */
    public static Action any(int colour) {
        return new Action(colour, null);
    }

    /** From a record entry's kind, {@code "try"} (with its UCI move) or {@code "any"}. */
    public static Action of(int colour, String kind, String move) {
        return switch (kind == null ? "" : kind) {
            case "try" -> attempt(colour, move);
            case "any" -> any(colour);
            default -> throw new IllegalArgumentException("unknown action kind '" + kind + "'; known: try, any");
        };
    }

    public boolean isAny() {
        return uci == null;
    }
}
