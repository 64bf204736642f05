package ks.engine;

import java.util.Arrays;

/**
 * The moves made on one {@link Position} and not yet taken back, and the making and taking back
 * themselves: {@link #make} moves the men, updates castling rights, the en passant square, the
 * counters and the Zobrist hash incrementally, and records what {@link #unmake} cannot work out
 * from the board (the man taken, the rights, en passant square, halfmove clock and hash before the
 * move). The record is kept in parallel primitive arrays that double when full, so perft and the
 * referee allocate nothing here once a line is as long as any before it.
 */
final class MoveHistory {

    /** Castling rights kept when a move touches a square: moving or capturing on a king or rook home loses rights. */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[4] = 15 & ~(Position.WHITE_KINGSIDE | Position.WHITE_QUEENSIDE);
        CASTLING_KEPT[7] = 15 & ~Position.WHITE_KINGSIDE;
        CASTLING_KEPT[0] = 15 & ~Position.WHITE_QUEENSIDE;
        CASTLING_KEPT[60] = 15 & ~(Position.BLACK_KINGSIDE | Position.BLACK_QUEENSIDE);
        CASTLING_KEPT[63] = 15 & ~Position.BLACK_KINGSIDE;
        CASTLING_KEPT[56] = 15 & ~Position.BLACK_QUEENSIDE;
    }

    private int ply;
    private int[] undoMove;
    private int[] undoCaptured;
    private int[] undoCastling;
    private int[] undoEnPassant;
    private int[] undoHalfmove;
    private long[] undoHash;

    /** Room for moves beyond those made that a new or copied history starts with; it doubles when full. */
    private static final int ROOM = 16;

    /**
     * No moves yet, room for {@value #ROOM}. The belief makes new positions by the thousand to try
     * one move or two in each; zeroing room for 256 moves was most of what trying one cost.
     */
    MoveHistory() {
        this(0, new int[ROOM], new int[ROOM], new int[ROOM], new int[ROOM], new int[ROOM], new long[ROOM]);
    }

    private MoveHistory(int ply, int[] undoMove, int[] undoCaptured, int[] undoCastling, int[] undoEnPassant,
                        int[] undoHalfmove, long[] undoHash) {
        this.ply = ply;
        this.undoMove = undoMove;
        this.undoCaptured = undoCaptured;
        this.undoCastling = undoCastling;
        this.undoEnPassant = undoEnPassant;
        this.undoHalfmove = undoHalfmove;
        this.undoHash = undoHash;
    }

    /**
     * An independent copy, for a copied position, with the moves made and room for {@value #ROOM}
     * more. Built straight from the copies: the belief copies positions by the thousand, and empty
     * arrays made only to be replaced doubled what each copy allocated.
     */
    MoveHistory copy() {
        int room = ply + ROOM;
        return new MoveHistory(ply, Arrays.copyOf(undoMove, room), Arrays.copyOf(undoCaptured, room),
                Arrays.copyOf(undoCastling, room), Arrays.copyOf(undoEnPassant, room),
                Arrays.copyOf(undoHalfmove, room), Arrays.copyOf(undoHash, room));
    }

    /** The number of moves made and not yet undone. */
    int ply() {
        return ply;
    }

    /** The last move made and not undone, or {@link Move#NONE}. */
    int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    /** Plays a legal move on {@code p}, whose history this is; see {@link Position#make}. */
    void make(Position p, int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int us = p.sideToMove;
        int piece = p.board[from];
        int captured = p.board[to];
        int type = piece - us * 6;

        if (ply == undoMove.length) {
            grow();
        }
        undoMove[ply] = move;
        undoCastling[ply] = p.castling;
        undoEnPassant[ply] = p.enPassant;
        undoHalfmove[ply] = p.halfmoveClock;
        undoHash[ply] = p.hash;

        long h = p.hash ^ Zobrist.BLACK_TO_MOVE;
        int oldEnPassant = p.enPassant;
        if (oldEnPassant != Square.NONE) {
            if ((Attacks.pawn(us ^ 1, oldEnPassant) & p.pieces[us * 6 + PieceType.PAWN]) != 0) {
                h ^= Zobrist.EN_PASSANT_FILE[oldEnPassant & 7];
            }
            p.enPassant = Square.NONE;
        }
        p.halfmoveClock++;

        if (captured >= 0) {
            p.remove(to, captured);
            h ^= Zobrist.PIECE[captured << 6 | to];
            p.halfmoveClock = 0;
        }
        if (type == PieceType.PAWN) {
            p.halfmoveClock = 0;
            int promo = (move >>> 12) & 7;
            if (promo != 0) {
                p.remove(from, piece);
                int promoted = us * 6 + promo;
                p.put(to, promoted);
                h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[promoted << 6 | to];
            } else {
                p.shift(from, to, piece);
                h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[piece << 6 | to];
                if (to == oldEnPassant) {
                    int victimSq = to ^ 8;
                    captured = (us ^ 1) * 6 + PieceType.PAWN;
                    p.remove(victimSq, captured);
                    h ^= Zobrist.PIECE[captured << 6 | victimSq];
                } else if ((from ^ to) == 16) {
                    p.enPassant = (from + to) >>> 1;
                    if ((Attacks.pawn(us, p.enPassant) & p.pieces[(us ^ 1) * 6 + PieceType.PAWN]) != 0) {
                        h ^= Zobrist.EN_PASSANT_FILE[from & 7];
                    }
                }
            }
        } else {
            p.shift(from, to, piece);
            h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[piece << 6 | to];
            if (type == PieceType.KING && (from - to == 2 || to - from == 2)) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = (from + to) >>> 1;
                int rook = us * 6 + PieceType.ROOK;
                p.shift(rookFrom, rookTo, rook);
                h ^= Zobrist.PIECE[rook << 6 | rookFrom] ^ Zobrist.PIECE[rook << 6 | rookTo];
            }
        }
        undoCaptured[ply] = captured;

        int castling = p.castling;
        int newCastling = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        if (newCastling != castling) {
            h ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[newCastling];
            p.castling = newCastling;
        }
        if (us == Color.BLACK) {
            p.fullmoveNumber++;
        }
        p.sideToMove = us ^ 1;
        p.hash = h;
        ply++;
    }

    /** Takes back the last move made on {@code p}; throws when there is none. */
    void unmake(Position p) {
        if (ply == 0) {
            throw new IllegalStateException("no move to unmake");
        }
        ply--;
        int move = undoMove[ply];
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int them = p.sideToMove;
        int us = them ^ 1;
        p.sideToMove = us;
        if (us == Color.BLACK) {
            p.fullmoveNumber--;
        }
        int captured = undoCaptured[ply];
        int oldEnPassant = undoEnPassant[ply];
        int piece = p.board[to];
        if ((move & (7 << 12)) != 0) {
            p.remove(to, piece);
            p.put(from, us * 6 + PieceType.PAWN);
        } else {
            p.shift(to, from, piece);
            int type = piece - us * 6;
            if (type == PieceType.KING && (from - to == 2 || to - from == 2)) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = (from + to) >>> 1;
                p.shift(rookTo, rookFrom, us * 6 + PieceType.ROOK);
            } else if (type == PieceType.PAWN && to == oldEnPassant) {
                p.put(to ^ 8, captured);
                captured = -1;
            }
        }
        if (captured >= 0) {
            p.put(to, captured);
        }
        p.castling = undoCastling[ply];
        p.enPassant = oldEnPassant;
        p.halfmoveClock = undoHalfmove[ply];
        p.hash = undoHash[ply];
    }

    private void grow() {
        int n = undoMove.length * 2;
        undoMove = Arrays.copyOf(undoMove, n);
        undoCaptured = Arrays.copyOf(undoCaptured, n);
        undoCastling = Arrays.copyOf(undoCastling, n);
        undoEnPassant = Arrays.copyOf(undoEnPassant, n);
        undoHalfmove = Arrays.copyOf(undoHalfmove, n);
        undoHash = Arrays.copyOf(undoHash, n);
    }
}
