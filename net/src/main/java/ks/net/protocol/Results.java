package ks.net.protocol;

import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.clock.TimeOut;

/** Game results in PGN form ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2}) and in words. */
public final class Results {

    private Results() {
    }

    /** The PGN result of a game the board ended, with {@code sideToMove} to move. */
    public static String of(Outcome outcome, int sideToMove) {
        return switch (outcome) {
            case CHECKMATE -> winFor(Color.opposite(sideToMove));
            case STALEMATE, INSUFFICIENT_MATERIAL -> "1/2-1/2";
            case NONE -> "*";
        };
    }

    /** The PGN result of a win for {@code colour}. */
    public static String winFor(int colour) {
        return colour == Color.WHITE ? "1-0" : "0-1";
    }

    /** The PGN result when {@code flagged}'s time ran out in {@code position}: a loss, or a draw when the opponent could never mate. */
    public static String timeOut(Position position, int flagged) {
        return TimeOut.isDraw(position, flagged) ? "1/2-1/2" : winFor(Color.opposite(flagged));
    }

    /**
     * The reason in words when {@code name}, playing {@code flagged}, ran out of time in
     * {@code position}, its reports having left {@code unaccountedMillis} of the referee's measure
     * unexplained (then its committed clock still shows that time).
     */
    public static String timeOutReason(Position position, int flagged, String name, long unaccountedMillis) {
        return name + " ran out of time" + (unaccountedMillis > 0 ? " by the referee's measure (" + name
                + "'s reports left " + seconds(unaccountedMillis) + " of it unaccounted for)" : "")
                + (TimeOut.isDraw(position, flagged)
                ? ", but " + Color.name(Color.opposite(flagged)) + " could never mate: drawn" : "");
    }

    /**
     * {@code millis} (more than none) in the words of a signed end: whole seconds, rounded down, and
     * under a second so, where rounding down said a false {@code 0 s} (docs/clocks.md, a protocol note).
     */
    public static String seconds(long millis) {
        return millis < 1000 ? "under 1 s" : millis / 1000 + " s";
    }

    /** The reason in words for a game the board ended. */
    public static String reason(Outcome outcome, int sideToMove) {
        return switch (outcome) {
            case CHECKMATE -> Color.name(sideToMove) + " is checkmated";
            case STALEMATE -> Color.name(sideToMove) + " is stalemated";
            case INSUFFICIENT_MATERIAL -> "neither side can mate";
            case NONE -> "the game goes on";
        };
    }
}
