package ks.engine.referee;

import ks.engine.PieceType;
import ks.engine.Square;

/**
 * A capture as the umpire sees it: the square where the taken man stood (for en passant the
 * taken pawn's square, not the capturing pawn's destination) and whether it was a pawn or a
 * piece. Instances are shared, so comparing with {@code equals} or {@code ==} both work.
 */
public record Capture(int square, Kind kind) {

    /** The dichotomy every rule set uses for a taken man. */
    public enum Kind {
        PAWN, PIECE;

        /** {@code "pawn"} or {@code "piece"}. */
        public String wireName() {
            return this == PAWN ? "pawn" : "piece";
        }
    }

    private static final Capture[] SHARED = new Capture[128];

    static {
        for (int sq = 0; sq < 64; sq++) {
            SHARED[sq] = new Capture(sq, Kind.PAWN);
            SHARED[64 + sq] = new Capture(sq, Kind.PIECE);
        }
    }

    public Capture {
        if (square < 0 || square > 63 || kind == null) {
            throw new IllegalArgumentException("bad capture " + square + " " + kind);
        }
    }

    /** The capture of a man of {@code pieceType} on {@code square}, without allocating. */
    public static Capture of(int square, int pieceType) {
        return SHARED[(pieceType == PieceType.PAWN ? 0 : 64) + square];
    }

    @Override
    public String toString() {
        return kind.wireName() + "@" + Square.name(square);
    }
}
