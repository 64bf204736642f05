package ks.engine.notation;

/**
 * One way of reading typed text, before it is matched against the player's own men: which kind of
 * man moves (or {@link ks.engine.PieceType#NONE} for whatever own man stands on the from square), where it may come from, where
 * it may go, and, for a pawn, whether it steps straight or takes. The labels are the squares as the
 * player typed them, for messages.
 */
record Intent(int pieceType, long from, long to, PawnStep step, String origin, String target, boolean descriptive) {

    /** Any square: no origin was typed. */
    static final long ANYWHERE = -1L;
}
