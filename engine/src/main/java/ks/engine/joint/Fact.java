package ks.engine.joint;

/**
 * The outputs of the joint referee's circuits, each a fact of the umpire's: the verdict, the
 * end under the pawn-try limit, what the move took and whether it promoted, the checks, the
 * result and the pawn tries of the side now to move, and the answer to "any?". Each has its
 * output name and width; a circuit has only the ones its rule set lets someone hear.
 */
enum Fact {
    /** 1 when the attempt is legal (and played). */
    LEGAL("legal", 1),
    /** 1 when a refused pawn try spent the limit and the mover had only pawn captures left. */
    LIMIT_END("limit-end", 1),
    /** With {@link #LIMIT_END}: 1 when the mover was in check (checkmate), else stalemate. */
    LIMIT_MATE("limit-mate", 1),
    CAPTURED("captured", 1),
    /** Where the taken man stood (for en passant, the taken pawn's square). */
    CAPTURE_SQUARE("capture-square", 6),
    CAPTURE_PAWN("capture-pawn", 1),
    EN_PASSANT("en-passant", 1),
    PROMOTION("promotion", 1),
    /** One bit per {@code CheckDirection}, in its order. */
    CHECKS("checks", 5),
    /** The {@code Outcome} ordinal. */
    RESULT("result", 2),
    TRY_COUNT("pawn-tries", 5),
    TRY_FROM("pawn-try-from", 64),
    TRY_TO("pawn-try-to", 64),
    /** Whether there is a pawn try at all (for sets that say only yes or no). */
    TRY_ANY("pawn-try-any", 1),
    /** The answer to "any pawn captures?". */
    ANY("any", 1);

    private final String wireName;
    private final int width;

    Fact(String wireName, int width) {
        this.wireName = wireName;
        this.width = width;
    }

    /** The output's name in the circuit. */
    String wireName() {
        return wireName;
    }

    /** The name of the pad input that masks this output for one party. */
    String padName() {
        return "pad." + wireName;
    }

    int width() {
        return width;
    }
}
