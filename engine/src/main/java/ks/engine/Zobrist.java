package ks.engine;

/**
 * Zobrist keys from a fixed seed, so hashes are the same in every run and on every machine.
 * A position's hash XORs the keys of its men, castling rights, en passant file (when a pawn
 * could capture there) and side to move (when black).
 */
final class Zobrist {

    static final long[] PIECE = new long[12 * 64];
    static final long[] CASTLING = new long[16];
    static final long[] EN_PASSANT_FILE = new long[8];
    static final long BLACK_TO_MOVE;

    static {
        long s = 0x4B53_4B53_2024_0001L;
        for (int i = 0; i < PIECE.length; i++) {
            PIECE[i] = mix(s += 0x9E3779B97F4A7C15L);
        }
        // Key 0 stays zero so "no rights" adds nothing; one key per set of rights.
        for (int i = 1; i < 16; i++) {
            CASTLING[i] = mix(s += 0x9E3779B97F4A7C15L);
        }
        for (int i = 0; i < 8; i++) {
            EN_PASSANT_FILE[i] = mix(s += 0x9E3779B97F4A7C15L);
        }
        BLACK_TO_MOVE = mix(s + 0x9E3779B97F4A7C15L);
    }

    private Zobrist() {
    }

    /** The hash of {@code p} from scratch, as {@link MoveHistory} keeps it move by move. */
    static long of(Position p) {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (p.board[sq] >= 0) {
                h ^= PIECE[p.board[sq] << 6 | sq];
            }
        }
        h ^= CASTLING[p.castling];
        if (p.enPassant != Square.NONE
                && (Attacks.pawn(p.sideToMove ^ 1, p.enPassant) & p.pieces[p.sideToMove * 6 + PieceType.PAWN]) != 0) {
            h ^= EN_PASSANT_FILE[p.enPassant & 7];
        }
        if (p.sideToMove == Color.BLACK) {
            h ^= BLACK_TO_MOVE;
        }
        return h;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
