package ks.engine;

import java.util.Arrays;

/**
 * A chess position: men, side to move, castling rights, en passant square, move counters and a
 * Zobrist hash kept up to date move by move. Mutable for speed: {@link #make} plays a move and
 * {@link #unmake} takes it back, through the position's {@link MoveHistory}; {@link #copy} gives an
 * independent position, that history included. Men are held both as bitboards (one per colour
 * and type) and as a square-indexed board for constant-time "what stands here".
 */
public final class Position {

    public static final int WHITE_KINGSIDE = 1;
    public static final int WHITE_QUEENSIDE = 2;
    public static final int BLACK_KINGSIDE = 4;
    public static final int BLACK_QUEENSIDE = 8;

    /** The standard starting position. */
    public static final String STARTPOS_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

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

    /** The moves made and not undone; it makes and unmakes them. */
    private final MoveHistory history;

    Position() {
        this(new MoveHistory());
    }

    private Position(MoveHistory history) {
        this.history = history;
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
        Position p = new Position(history.copy());
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
        return p;
    }

    /**
     * A position of its own, with no moves to take back: these men with the man on {@code from}
     * put on the empty square {@code to}, the castling rights of this position that are also in
     * {@code keptRights}, no en passant square, the counters as they are; null when that is no
     * position (a pawn on a back rank, a castling right without its king and rook at home, the side
     * not to move in check). What reading the same men from FEN would give, without the text.
     */
    public Position withManMoved(int from, int to, int keptRights) {
        int piece = board[from];
        if (piece < 0 || board[to] >= 0) {
            throw new IllegalArgumentException("no man on " + Square.name(from) + " or " + Square.name(to) + " taken");
        }
        if (piece % 6 == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7)) {
            return null;
        }
        Position p = new Position();
        System.arraycopy(pieces, 0, p.pieces, 0, 12);
        System.arraycopy(byColor, 0, p.byColor, 0, 2);
        System.arraycopy(board, 0, p.board, 0, 64);
        p.all = all;
        p.shift(from, to, piece);
        p.sideToMove = sideToMove;
        p.castling = castling & keptRights;
        p.halfmoveClock = halfmoveClock;
        p.fullmoveNumber = fullmoveNumber;
        for (int right = 0; right < 4; right++) {
            int colour = right / 2;
            int king = colour == Color.WHITE ? 4 : 60;
            int rook = right % 2 == 0 ? king + 3 : king - 4;
            if ((p.castling & 1 << right) != 0 && (p.board[king] != colour * 6 + PieceType.KING
                    || p.board[rook] != colour * 6 + PieceType.ROOK)) {
                return null;
            }
        }
        if (p.isAttacked(p.kingSquare(sideToMove ^ 1), sideToMove)) {
            return null;
        }
        p.hash = p.computeHash();
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
        return history.ply();
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
        return Zobrist.of(this);
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
        return Outcome.of(this);
    }

    /**
     * Whether neither side can ever mate: no pawns, rooks or queens, and either at most one
     * minor piece, or only bishops all standing on squares of one colour.
     */
    public boolean insufficientMaterial() {
        return Outcome.insufficientMaterial(this);
    }

    /**
     * Plays a legal move (from {@link #legalMoves} or any move with the same from, to and
     * promotion). Castling, en passant and double pushes are recognised from the board, so the
     * descriptive flags are not needed. An illegal move corrupts the position.
     */
    public void make(int move) {
        history.make(this, move);
    }

    /** Takes back the last move {@link #make made}; throws when there is none. */
    public void unmake() {
        history.unmake(this);
    }

    /** The last move made and not undone, or {@link Move#NONE}. */
    public int lastMove() {
        return history.lastMove();
    }

    /* The three edits of the men below keep the bitboards, the occupancies and the board in step;
       FEN reading and the move history change the men only through them. */

    void put(int sq, int piece) {
        long b = 1L << sq;
        pieces[piece] |= b;
        byColor[piece >= 6 ? 1 : 0] |= b;
        all |= b;
        board[sq] = piece;
    }

    void remove(int sq, int piece) {
        long b = ~(1L << sq);
        pieces[piece] &= b;
        byColor[piece >= 6 ? 1 : 0] &= b;
        all &= b;
        board[sq] = -1;
    }

    void shift(int from, int to, int piece) {
        long b = (1L << from) | (1L << to);
        pieces[piece] ^= b;
        byColor[piece >= 6 ? 1 : 0] ^= b;
        all ^= b;
        board[from] = -1;
        board[to] = piece;
    }
}
