package ks.engine.record;

/**
 * PGN's word for how a game ended (its {@code Termination} tag, PGN standard 9.8.1), from the
 * kind of end ks signs ({@code board}, {@code resign}, {@code draw}, {@code time}, {@code quit})
 * or, where no kind was kept (a club's game, a record of format 1), from the reason in words. The
 * reason itself goes in a comment before the result, so one place decides the word for two-process,
 * club and file games alike.
 */
public final class Termination {

    /** The game ended on the board, by resignation or by agreement. */
    public static final String NORMAL = "normal";
    /** A flag fell (or a daily game's 24 hours ran out). */
    public static final String TIME_FORFEIT = "time forfeit";
    /** A player left the game (quit: Ctrl-C, the end of input, a closed window). */
    public static final String ABANDONED = "abandoned";
    /** The game has not ended. */
    public static final String UNTERMINATED = "unterminated";

    private Termination() {
    }

    /** The Termination word for a game that ended {@code result} with {@code kind} (may be null) for {@code reason}. */
    public static String of(String result, String kind, String reason) {
        if (result == null || result.equals("*")) {
            return UNTERMINATED;
        }
        if (kind != null) {
            return switch (kind) {
                case "time" -> TIME_FORFEIT;
                case "quit" -> ABANDONED;
                default -> NORMAL;
            };
        }
        String why = reason == null ? "" : reason;
        if (why.contains("ran out of time") || why.contains("within 24 hours")) {
            return TIME_FORFEIT;
        }
        return why.endsWith(" quit") ? ABANDONED : NORMAL;
    }
}
