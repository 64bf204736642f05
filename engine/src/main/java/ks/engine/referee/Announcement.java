package ks.engine.referee;

/**
 * One thing the referee says to one player: what kind of news it is (for programs) and the words
 * of the rule set (for people). Which player hears it is decided by the rule set.
 */
public record Announcement(Kind kind, String text) {

    /** The kinds of news a referee gives. */
    public enum Kind {
        /** Whose turn it is. */
        TURN,
        /** The pawn captures the side to move has: a count, the pawns' squares, or yes/no. */
        PAWN_TRIES,
        /** A player asked whether he has any pawn capture. */
        ANY_QUESTION,
        /** The answer to that question. */
        ANY_ANSWER,
        /** The mover owes a pawn-capture attempt before any other move. */
        PAWN_TRY_OWED,
        /** A man was taken. */
        CAPTURE,
        /** A pawn promoted. */
        PROMOTION,
        /** The side to move is in check, with its direction. */
        CHECK,
        /** An attempt refused given the whole board. */
        ILLEGAL,
        /** An attempt refused by the mover's own men alone. */
        IMPOSSIBLE,
        /** Checkmate, stalemate or insufficient material. */
        GAME_OVER;

        /** The lower-case hyphenated name used on the wire, e.g. {@code "pawn-tries"}. */
        public String wireName() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    public Announcement {
        if (kind == null || text == null) {
            throw new IllegalArgumentException("an announcement needs a kind and a text");
        }
    }
}
