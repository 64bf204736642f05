package ks.engine.referee;

import ks.engine.PieceType;
import ks.engine.Square;

/**
 * A capture as the umpire sees it: the square where the taken man stood (for en passant the
 * taken pawn's square, not the capturing pawn's destination), whether it was a pawn or a piece,
 * and whether it was taken en passant (then the capturing pawn landed on {@link #landing()}).
 * Instances are shared, so comparing with {@code equals} or {@code ==} both work.
 */
public record Capture(int square, Kind kind, boolean enPassant) {

    /** The dichotomy every rule set uses for a taken man. */
    public enum Kind {
        PAWN, PIECE;

        /** {@code "pawn"} or {@code "piece"}. */
        public String wireName() {
            return this == PAWN ? "pawn" : "piece";
        }
    }

    private static final Capture[] SHARED = new Capture[192];

    static {
        for (int sq = 0; sq < 64; sq++) {
            SHARED[sq] = new Capture(sq, Kind.PAWN, false);
            SHARED[64 + sq] = new Capture(sq, Kind.PIECE, false);
            if (Square.rank(sq) == 3 || Square.rank(sq) == 4) {
                SHARED[128 + sq] = new Capture(sq, Kind.PAWN, true);
            }
        }
    }

    public Capture {
        if (square < 0 || square > 63 || kind == null) {
            throw new IllegalArgumentException("bad capture " + square + " " + kind);
        }
        int rank = Square.rank(square);
        if (enPassant && (kind != Kind.PAWN || rank != 3 && rank != 4)) {
            throw new IllegalArgumentException("no en passant capture of a " + kind + " on " + Square.name(square));
        }
    }

    /** An ordinary capture (not en passant). */
    public Capture(int square, Kind kind) {
        this(square, kind, false);
    }

    /** The capture of a man of {@code pieceType} on {@code square}, without allocating. */
    public static Capture of(int square, int pieceType) {
        return SHARED[(pieceType == PieceType.PAWN ? 0 : 64) + square];
    }

    /** The en passant capture of the pawn on {@code square} (its fifth or fourth rank), without allocating. */
    public static Capture enPassant(int square) {
        Capture c = SHARED[128 + square];
        if (c == null) {
            throw new IllegalArgumentException("no en passant capture of a pawn on " + Square.name(square));
        }
        return c;
    }

    /** Where the capturing man stands after the capture: the taken man's square, or for en passant the square behind it. */
    public int landing() {
        if (!enPassant) {
            return square;
        }
        return Square.rank(square) == 4 ? square + 8 : square - 8;
    }

    @Override
    public String toString() {
        return kind.wireName() + "@" + Square.name(square) + (enPassant ? " e.p." : "");
    }
}
