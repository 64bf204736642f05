package ks.engine;

import java.util.Arrays;

/**
 * A chess position: men, side to move, castling rights, en passant square, move counters and a
 * Zobrist hash kept up to date move by move. Mutable for speed: {@link #make} plays a move and
 * pushes what {@link #unmake} needs onto an internal undo stack; {@link #copy} gives an
 * independent position, undo history included. Men are held both as bitboards (one per colour
 * and type) and as a square-indexed board for constant-time "what stands here".
 */
public final class Position {

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;

    /** The standard starting position. */
    public static final String STARTPOS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

    /** Castling rights kept when a move touches a square: moving or capturing on a king or rook home loses rights. */
    private static final int[] CASTLING_KEPT = new int[64];

    static {
        Arrays.fill(CASTLING_KEPT, 15);
        CASTLING_KEPT[4] = 15 & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
        CASTLING_KEPT[7] = 15 & ~WHITE_KINGSIDE;
        CASTLING_KEPT[0] = 15 & ~WHITE_QUEENSIDE;
        CASTLING_KEPT[60] = 15 & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
        CASTLING_KEPT[63] = 15 & ~BLACK_KINGSIDE;
        CASTLING_KEPT[56] = 15 & ~BLACK_QUEENSIDE;
    }

    /** Bitboards indexed by {@code color * 6 + type}. */
    final long[] pieces = new long[12];
    final long[] byColor = new long[2];
    long all;
    /** {@code color * 6 + type} per square, or -1 when empty. */
    final int[] board = new int[64];
    int sideToMove;
    int castling;
    int enPassant = Square.NONE;
    int halfmoveClock;
    int fullmoveNumber = 1;
    long hash;

    private int ply;
    private int[] undoMove = new int[256];
    private int[] undoCaptured = new int[256];
    private int[] undoCastling = new int[256];
    private int[] undoEnPassant = new int[256];
    private int[] undoHalfmove = new int[256];
    private long[] undoHash = new long[256];

    Position() {
        Arrays.fill(board, -1);
    }

    /** The standard starting position. */
    public static Position startpos() {
        return fromFen(STARTPOS_FEN);
    }

    /** Parses a FEN string; throws {@link FenException} naming the first problem found. */
    public static Position fromFen(String fen) {
        return Fen.parse(fen);
    }

    /** The position as a six-field FEN string. */
    public String toFen() {
        return Fen.format(this);
    }

    @Override
    public String toString() {
        return toFen();
    }

    /** An independent copy, including the undo history. */
    public Position copy() {
        Position p = new Position();
        System.arraycopy(pieces, 0, p.pieces, 0, 12);
        System.arraycopy(byColor, 0, p.byColor, 0, 2);
        System.arraycopy(board, 0, p.board, 0, 64);
        p.all = all;
        p.sideToMove = sideToMove;
        p.castling = castling;
        p.enPassant = enPassant;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        p.hash = hash;
        p.ply = ply;
        p.undoMove = undoMove.clone();
        p.undoCaptured = undoCaptured.clone();
        p.undoCastling = undoCastling.clone();
        p.undoEnPassant = undoEnPassant.clone();
        p.undoHalfmove = undoHalfmove.clone();
        p.undoHash = undoHash.clone();
        return p;
    }

    public int sideToMove() {
        return sideToMove;
    }

    /** The type of the man on {@code sq}, or {@link PieceType#NONE}. */
    public int pieceTypeAt(int sq) {
        int p = board[sq];
        return p < 0 ? PieceType.NONE : p % 6;
    }

    /** The colour of the man on {@code sq}, or {@link Color#NONE}. */
    public int colorAt(int sq) {
        int p = board[sq];
        return p < 0 ? Color.NONE : p / 6;
    }

    public long pieces(int color, int type) {
        return pieces[color * 6 + type];
    }

    public long occupancy(int color) {
        return byColor[color];
    }

    public long occupancy() {
        return all;
    }

    public int kingSquare(int color) {
        return Long.numberOfTrailingZeros(pieces[color * 6 + PieceType.KING]);
    }

    /** Castling rights as a set of {@link #WHITE_KINGSIDE} etc. */
    public int castlingRights() {
        return castling;
    }

    /**
     * The square a pawn passed over with a double step on the last move, or {@link Square#NONE}.
     * Set after every double step, as FEN writes it, whether or not a capture there is possible.
     */
    public int enPassantSquare() {
        return enPassant;
    }

    public int halfmoveClock() {
        return halfmoveClock;
    }

    public int fullmoveNumber() {
        return fullmoveNumber;
    }

    /** The number of moves {@link #make made} and not yet undone. */
    public int ply() {
        return ply;
    }

    /**
     * The Zobrist hash, updated incrementally by {@link #make} and {@link #unmake}. The en passant
     * file counts only when a pawn of the side to move stands ready to capture there, so positions
     * that differ only by an unusable en passant square hash alike, as repetition rules need.
     */
    public long hash() {
        return hash;
    }

    /** The Zobrist hash computed from scratch; always equal to {@link #hash()}. */
    public long computeHash() {
        long h = 0;
        for (int sq = 0; sq < 64; sq++) {
            if (board[sq] >= 0) {
                h ^= Zobrist.PIECE[board[sq] << 6 | sq];
            }
        }
        h ^= Zobrist.CASTLING[castling];
        if (enPassant != Square.NONE
                && (Attacks.pawn(sideToMove ^ 1, enPassant) & pieces[sideToMove * 6 + PieceType.PAWN]) != 0) {
            h ^= Zobrist.EN_PASSANT_FILE[enPassant & 7];
        }
        if (sideToMove == Color.BLACK) {
            h ^= Zobrist.BLACK_TO_MOVE;
        }
        return h;
    }

    /** The men of {@code byColor} that attack {@code sq} on the current board. */
    public long attackersTo(int sq, int byColor) {
        return attackersTo(sq, byColor, all);
    }

    long attackersTo(int sq, int by, long occ) {
        int b = by * 6;
        return (Attacks.pawn(by ^ 1, sq) & pieces[b])
                | (Attacks.knight(sq) & pieces[b + PieceType.KNIGHT])
                | (Attacks.king(sq) & pieces[b + PieceType.KING])
                | (Attacks.bishop(sq, occ) & (pieces[b + PieceType.BISHOP] | pieces[b + PieceType.QUEEN]))
                | (Attacks.rook(sq, occ) & (pieces[b + PieceType.ROOK] | pieces[b + PieceType.QUEEN]));
    }

    public boolean isAttacked(int sq, int byColor) {
        return attackersTo(sq, byColor) != 0;
    }

    /** The enemy men giving check to the side to move. */
    public long checkers() {
        return attackersTo(kingSquare(sideToMove), sideToMove ^ 1);
    }

    public boolean inCheck() {
        return checkers() != 0;
    }

    /** Fills {@code list} with the legal moves (cleared first). */
    public void legalMoves(MoveList list) {
        MoveGenerator.generate(this, list);
    }

    /** Whether the move (from, to, promotion; flags ignored) is legal here. */
    public boolean isLegal(int move) {
        return legalMove(move) != Move.NONE;
    }

    /** The legal move with the same from, to and promotion, flags set; or {@link Move#NONE}. */
    public int legalMove(int move) {
        MoveList list = new MoveList();
        legalMoves(list);
        return list.find(move);
    }

    /** How the game stands by the board alone. */
    public Outcome outcome() {
        MoveList list = new MoveList();
        legalMoves(list);
        if (list.size() == 0) {
            return inCheck() ? Outcome.CHECKMATE : Outcome.STALEMATE;
        }
        return insufficientMaterial() ? Outcome.INSUFFICIENT_MATERIAL : Outcome.NONE;
    }

    /**
     * Whether neither side can ever mate: no pawns, rooks or queens, and either at most one
     * minor piece, or only bishops all standing on squares of one colour.
     */
    public boolean insufficientMaterial() {
        long heavyOrPawns = pieces[0] | pieces[6] | pieces[3] | pieces[9] | pieces[4] | pieces[10];
        if (heavyOrPawns != 0) {
            return false;
        }
        long knights = pieces[1] | pieces[7];
        long bishops = pieces[2] | pieces[8];
        if (Long.bitCount(knights | bishops) <= 1) {
            return true;
        }
        return knights == 0
                && ((bishops & Bitboards.DARK_SQUARES) == 0 || (bishops & Bitboards.LIGHT_SQUARES) == 0);
    }

    /**
     * Plays a legal move (from {@link #legalMoves} or any move with the same from, to and
     * promotion). Castling, en passant and double pushes are recognised from the board, so the
     * descriptive flags are not needed. An illegal move corrupts the position.
     */
    public void make(int move) {
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int us = sideToMove;
        int piece = board[from];
        int captured = board[to];
        int type = piece - us * 6;

        if (ply == undoMove.length) {
            growUndo();
        }
        undoMove[ply] = move;
        undoCastling[ply] = castling;
        undoEnPassant[ply] = enPassant;
        undoHalfmove[ply] = halfmoveClock;
        undoHash[ply] = hash;

        long h = hash ^ Zobrist.BLACK_TO_MOVE;
        int oldEnPassant = enPassant;
        if (oldEnPassant != Square.NONE) {
            if ((Attacks.pawn(us ^ 1, oldEnPassant) & pieces[us * 6 + PieceType.PAWN]) != 0) {
                h ^= Zobrist.EN_PASSANT_FILE[oldEnPassant & 7];
            }
            enPassant = Square.NONE;
        }
        halfmoveClock++;

        if (captured >= 0) {
            remove(to, captured);
            h ^= Zobrist.PIECE[captured << 6 | to];
            halfmoveClock = 0;
        }
        if (type == PieceType.PAWN) {
            halfmoveClock = 0;
            int promo = (move >>> 12) & 7;
            if (promo != 0) {
                remove(from, piece);
                int promoted = us * 6 + promo;
                put(to, promoted);
                h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[promoted << 6 | to];
            } else {
                shift(from, to, piece);
                h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[piece << 6 | to];
                if (to == oldEnPassant) {
                    int victimSq = to ^ 8;
                    captured = (us ^ 1) * 6 + PieceType.PAWN;
                    remove(victimSq, captured);
                    h ^= Zobrist.PIECE[captured << 6 | victimSq];
                } else if ((from ^ to) == 16) {
                    enPassant = (from + to) >>> 1;
                    if ((Attacks.pawn(us, enPassant) & pieces[(us ^ 1) * 6 + PieceType.PAWN]) != 0) {
                        h ^= Zobrist.EN_PASSANT_FILE[from & 7];
                    }
                }
            }
        } else {
            shift(from, to, piece);
            h ^= Zobrist.PIECE[piece << 6 | from] ^ Zobrist.PIECE[piece << 6 | to];
            if (type == PieceType.KING && (from - to == 2 || to - from == 2)) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = (from + to) >>> 1;
                int rook = us * 6 + PieceType.ROOK;
                shift(rookFrom, rookTo, rook);
                h ^= Zobrist.PIECE[rook << 6 | rookFrom] ^ Zobrist.PIECE[rook << 6 | rookTo];
            }
        }
        undoCaptured[ply] = captured;

        int newCastling = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
        if (newCastling != castling) {
            h ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[newCastling];
            castling = newCastling;
        }
        if (us == Color.BLACK) {
            fullmoveNumber++;
        }
        sideToMove = us ^ 1;
        hash = h;
        ply++;
    }

    /** Takes back the last move {@link #make made}; throws when there is none. */
    public void unmake() {
        if (ply == 0) {
            throw new IllegalStateException("no move to unmake");
        }
        ply--;
        int move = undoMove[ply];
        int from = move & 63;
        int to = (move >>> 6) & 63;
        int them = sideToMove;
        int us = them ^ 1;
        sideToMove = us;
        if (us == Color.BLACK) {
            fullmoveNumber--;
        }
        int captured = undoCaptured[ply];
        int oldEnPassant = undoEnPassant[ply];
        int piece = board[to];
        if ((move & (7 << 12)) != 0) {
            remove(to, piece);
            put(from, us * 6 + PieceType.PAWN);
        } else {
            shift(to, from, piece);
            int type = piece - us * 6;
            if (type == PieceType.KING && (from - to == 2 || to - from == 2)) {
                int rookFrom = to > from ? to + 1 : to - 2;
                int rookTo = (from + to) >>> 1;
                shift(rookTo, rookFrom, us * 6 + PieceType.ROOK);
            } else if (type == PieceType.PAWN && to == oldEnPassant) {
                put(to ^ 8, captured);
                captured = -1;
            }
        }
        if (captured >= 0) {
            put(to, captured);
        }
        castling = undoCastling[ply];
        enPassant = oldEnPassant;
        halfmoveClock = undoHalfmove[ply];
        hash = undoHash[ply];
    }

    /** The last move made and not undone, or {@link Move#NONE}. */
    public int lastMove() {
        return ply == 0 ? Move.NONE : undoMove[ply - 1];
    }

    void put(int sq, int piece) {
        long b = 1L << sq;
        pieces[piece] |= b;
        byColor[piece >= 6 ? 1 : 0] |= b;
        all |= b;
        board[sq] = piece;
    }

    private void remove(int sq, int piece) {
        long b = ~(1L << sq);
        pieces[piece] &= b;
        byColor[piece >= 6 ? 1 : 0] &= b;
        all &= b;
        board[sq] = -1;
    }

    private void shift(int from, int to, int piece) {
        long b = (1L << from) | (1L << to);
        pieces[piece] ^= b;
        byColor[piece >= 6 ? 1 : 0] ^= b;
        all ^= b;
        board[from] = -1;
        board[to] = piece;
    }

    private void growUndo() {
        int n = undoMove.length * 2;
        undoMove = Arrays.copyOf(undoMove, n);
        undoCaptured = Arrays.copyOf(undoCaptured, n);
        undoCastling = Arrays.copyOf(undoCastling, n);
        undoEnPassant = Arrays.copyOf(undoEnPassant, n);
        undoHalfmove = Arrays.copyOf(undoHalfmove, n);
        undoHash = Arrays.copyOf(undoHash, n);
    }
}
