package ks.engine;

import java.util.Arrays;

/**
 * What one player knows for certain: its own men and its castling rights, and nothing of the
 * other side. The only way in from a full {@link Position} is {@link #of} (or {@link #toMove}),
 * which copies that colour's men and rights and leaves the enemy's behind, so nothing built on
 * this type can depend on, or reveal, where the enemy men are. Immutable; {@link #after} (our own
 * move) and {@link #without} (the enemy took one of ours) give new values.
 *
 * <p>It also names the castling geometry of its colour, since the rights are about it: the king's
 * and rooks' home squares ({@link #kingHome}, {@link #rookHome}) and where the rook goes when the
 * king castles ({@link #castlingRookFrom}, {@link #castlingRookTo}).
 */
public final class OwnMen {

    private final int color;
    /** Our men indexed by {@link PieceType}. */
    private final long[] men;
    private final boolean mayCastleKingSide;
    private final boolean mayCastleQueenSide;
    /** Every square holding one of our men (derived from {@link #men}). */
    private final long occupancy;

    private OwnMen(int color, long[] men, boolean mayCastleKingSide, boolean mayCastleQueenSide) {
        this.color = color;
        this.men = men;
        long all = 0;
        for (long m : men) {
            all |= m;
        }
        this.occupancy = all;
        this.mayCastleKingSide = mayCastleKingSide;
        this.mayCastleQueenSide = mayCastleQueenSide;
    }

    /** The men and castling rights of {@code color} in {@code position}; nothing of the other colour is copied. */
    public static OwnMen of(Position position, int color) {
        if (color != Color.WHITE && color != Color.BLACK) {
            throw new IllegalArgumentException("colour must be white (0) or black (1), was " + color);
        }
        long[] men = new long[6];
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            men[type] = position.pieces(color, type);
        }
        if (Long.bitCount(men[PieceType.KING]) != 1) {
            throw new IllegalArgumentException(Color.name(color) + " needs exactly one king");
        }
        int rights = position.castlingRights();
        boolean white = color == Color.WHITE;
        return new OwnMen(color, men,
                (rights & (white ? Position.WHITE_KINGSIDE : Position.BLACK_KINGSIDE)) != 0,
                (rights & (white ? Position.WHITE_QUEENSIDE : Position.BLACK_QUEENSIDE)) != 0);
    }

    /** The men of the side to move in {@code position}. */
    public static OwnMen toMove(Position position) {
        return of(position, position.sideToMove());
    }

    /** Our {@link Color}. */
    public int color() {
        return color;
    }

    /** Our men of one {@link PieceType}, as a bitboard. */
    public long men(int pieceType) {
        if (pieceType < PieceType.PAWN || pieceType > PieceType.KING) {
            throw new IllegalArgumentException("no such piece type: " + pieceType);
        }
        return men[pieceType];
    }

    /** Every square holding one of our men. */
    public long occupancy() {
        return occupancy;
    }

    /** Our king's square. */
    public int king() {
        return Long.numberOfTrailingZeros(men[PieceType.KING]);
    }

    /** The type of our man on {@code sq}, or {@link PieceType#NONE} when none of our men stands there. */
    public int typeAt(int sq) {
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            if (Bitboards.contains(men[type], sq)) {
                return type;
            }
        }
        return PieceType.NONE;
    }

    /** Whether we still hold the castling right on that wing. */
    public boolean mayCastle(boolean kingSide) {
        return kingSide ? mayCastleKingSide : mayCastleQueenSide;
    }

    /**
     * The squares our man of {@code type} on {@code sq} attacks when only {@code occupancy}
     * blocks (a pawn: its two diagonal squares ahead). With our own men as the occupancy this is
     * a superset of the true attacks, since unseen enemy men can only block more.
     */
    public long attacksFrom(int type, int sq, long occupancy) {
        return switch (type) {
            case PieceType.PAWN -> Attacks.pawn(color, sq);
            case PieceType.KNIGHT -> Attacks.knight(sq);
            case PieceType.BISHOP -> Attacks.bishop(sq, occupancy);
            case PieceType.ROOK -> Attacks.rook(sq, occupancy);
            case PieceType.QUEEN -> Attacks.queen(sq, occupancy);
            case PieceType.KING -> Attacks.king(sq);
            default -> throw new IllegalArgumentException("no such piece type: " + type);
        };
    }

    /**
     * The squares our pawn on {@code sq} could push to with only our men on the board: one step
     * ahead, and two from its first rank.
     */
    public long pawnPushes(int sq) {
        int step = color == Color.WHITE ? 8 : -8;
        int one = sq + step;
        long own = occupancy();
        if (one < 0 || one > 63 || Bitboards.contains(own, one)) {
            return 0;
        }
        long targets = Bitboards.bit(one);
        int two = one + step;
        if (Square.rank(sq) == (color == Color.WHITE ? 1 : 6) && !Bitboards.contains(own, two)) {
            targets |= Bitboards.bit(two);
        }
        return targets;
    }

    /** Every square at least one of our men may guard, sliders seeing through all unknown squares. */
    public long guarded() {
        long occupancy = occupancy();
        long guarded = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long m = men[type]; m != 0; m &= m - 1) {
                guarded |= attacksFrom(type, Long.numberOfTrailingZeros(m), occupancy);
            }
        }
        return guarded;
    }

    /** The squares our pawns attack diagonally. */
    public long pawnAttacks() {
        long attacks = 0;
        for (long m = men[PieceType.PAWN]; m != 0; m &= m - 1) {
            attacks |= Attacks.pawn(color, Long.numberOfTrailingZeros(m));
        }
        return attacks;
    }

    /**
     * Whether {@code move} could be made judging only by our men and castling rights, as if the
     * enemy men were invisible: {@link #canReach} from-to, and a promotion piece (knight to
     * queen) named exactly when a pawn reaches the last rank. This is "possible per se": the
     * referee's test for an impossible attempt and the move reader's test of what a player typed.
     */
    public boolean canMake(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (!canReach(from, to)) {
            return false;
        }
        int promotion = Move.promotion(move);
        boolean promotes = typeAt(from) == PieceType.PAWN && Square.rank(to) == lastRank(color);
        return promotes
                ? promotion >= PieceType.KNIGHT && promotion <= PieceType.QUEEN
                : promotion == PieceType.NONE;
    }

    /**
     * Whether our man on {@code from} could go to {@code to} if the enemy men were not there: no
     * own man on {@code to}; a piece by its reach with only our men blocking; a pawn one square
     * ahead, two from its start square over an empty (of ours) square, or one diagonal step
     * (whether there is something to take depends on the enemy); the king one square or castling
     * ({@link #isCastling}). False when none of our men stands on {@code from}.
     */
    public boolean canReach(int from, int to) {
        if (Bitboards.contains(occupancy, to)) {
            return false;
        }
        int type = typeAt(from);
        return switch (type) {
            case PieceType.NONE -> false;
            case PieceType.PAWN -> pawnCanReach(from, to);
            case PieceType.KING -> Bitboards.contains(Attacks.king(from), to) || isCastling(from, to);
            default -> Bitboards.contains(attacksFrom(type, from, occupancy), to);
        };
    }

    private boolean pawnCanReach(int from, int to) {
        if (Bitboards.contains(Attacks.pawn(color, from), to)) {
            return true;
        }
        int forward = color == Color.WHITE ? 8 : -8;
        if (to == from + forward) {
            return true;
        }
        int startRank = color == Color.WHITE ? 1 : 6;
        return Square.rank(from) == startRank && to == from + 2 * forward
                && !Bitboards.contains(occupancy, from + forward);
    }

    /**
     * Whether our king going from {@code from} to {@code to} is a castling our men allow: the king
     * steps two files from its home square and {@link #canCastle} on that wing.
     */
    public boolean isCastling(int from, int to) {
        return from == kingHome(color) && Math.abs(to - from) == 2 && canCastle(to > from);
    }

    /**
     * Whether we may castle on that wing judging by our own men: we hold the right, king and rook
     * stand on their home squares and no man of ours stands between them. (Whether the enemy
     * blocks or attacks the king's path is the referee's business.)
     */
    public boolean canCastle(boolean kingSide) {
        int king = kingHome(color);
        int rook = rookHome(color, kingSide);
        return mayCastle(kingSide)
                && men[PieceType.KING] == Bitboards.bit(king)
                && Bitboards.contains(men[PieceType.ROOK], rook)
                && (occupancy & Bitboards.between(king, rook)) == 0;
    }

    /** The rank (0..7) on which that colour's pawns promote. */
    public static int lastRank(int color) {
        return color == Color.WHITE ? 7 : 0;
    }

    /**
     * Our men after our own legal {@code move}: the man moves (a pawn may promote), and castling,
     * recognised as a two-file king step, also moves the rook. A king move loses both castling
     * rights, a rook leaving its home corner loses that wing's. Enemy men taken do not concern us.
     *
     * @throws IllegalArgumentException if none of our men stands on the move's from square
     */
    public OwnMen after(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = typeAt(from);
        if (type == PieceType.NONE) {
            throw new IllegalArgumentException("no " + Color.name(color) + " man on " + Square.name(from));
        }
        long[] next = men.clone();
        next[type] &= ~Bitboards.bit(from);
        next[Move.isPromotion(move) ? Move.promotion(move) : type] |= Bitboards.bit(to);
        int rookFrom = castlingRookFrom(move);
        if (rookFrom != Square.NONE) {
            next[PieceType.ROOK] &= ~Bitboards.bit(rookFrom);
            next[PieceType.ROOK] |= Bitboards.bit(castlingRookTo(move));
        }
        return new OwnMen(color, next,
                mayCastleKingSide && keepsRight(true, from) && keepsRight(true, to),
                mayCastleQueenSide && keepsRight(false, from) && keepsRight(false, to));
    }

    /**
     * Our men after the enemy took the one on {@code sq}; a rook taken on its home corner takes
     * that wing's castling right with it.
     *
     * @throws IllegalArgumentException if no man of ours but the king stands on {@code sq}
     */
    public OwnMen without(int sq) {
        int type = typeAt(sq);
        if (type == PieceType.NONE || type == PieceType.KING) {
            throw new IllegalArgumentException("no takeable " + Color.name(color) + " man on " + Square.name(sq));
        }
        long[] next = men.clone();
        next[type] &= ~Bitboards.bit(sq);
        return new OwnMen(color, next,
                mayCastleKingSide && keepsRight(true, sq),
                mayCastleQueenSide && keepsRight(false, sq));
    }

    /**
     * Whether the castling right on that wing survives a move from or onto {@code sq}: it does
     * unless {@code sq} is our king's home or that wing's rook home. (Our own move can land on
     * a home square only once it is empty, and so once the right is gone already.)
     */
    private boolean keepsRight(boolean kingSide, int sq) {
        return sq != kingHome(color) && sq != rookHome(color, kingSide);
    }

    /** The king's starting square of {@code color}: e1 or e8. */
    public static int kingHome(int color) {
        return color == Color.WHITE ? 4 : 60;
    }

    /** The starting square of {@code color}'s rook on that wing: h1/a1 or h8/a8. */
    public static int rookHome(int color, boolean kingSide) {
        return kingHome(color) + (kingSide ? 3 : -4);
    }

    /** The rook's home square when {@code move} castles with these men (our king steps two files), else {@link Square#NONE}. */
    public int castlingRookFrom(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (typeAt(from) != PieceType.KING || Math.abs(Square.file(to) - Square.file(from)) != 2) {
            return Square.NONE;
        }
        return rookHome(color, to > from);
    }

    /** The square the rook lands on when {@code move} castles: the one the king passes over. */
    public static int castlingRookTo(int move) {
        return (Move.from(move) + Move.to(move)) / 2;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof OwnMen other && color == other.color && Arrays.equals(men, other.men)
                && mayCastleKingSide == other.mayCastleKingSide && mayCastleQueenSide == other.mayCastleQueenSide;
    }

    @Override
    public int hashCode() {
        return ((31 * color + Arrays.hashCode(men)) * 31 + Boolean.hashCode(mayCastleKingSide)) * 31
                + Boolean.hashCode(mayCastleQueenSide);
    }

    /** E.g. {@code "white: Pa2 Rh1 Ke1, castling: O-O"}; black men in lower case. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder(Color.name(color)).append(':');
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long m = men[type]; m != 0; m &= m - 1) {
                char letter = PieceType.letter(type);
                sb.append(' ').append(color == Color.WHITE ? letter : Character.toLowerCase(letter))
                        .append(Square.name(Long.numberOfTrailingZeros(m)));
            }
        }
        sb.append(", castling:");
        if (!mayCastleKingSide && !mayCastleQueenSide) {
            sb.append(" none");
        }
        if (mayCastleKingSide) {
            sb.append(" O-O");
        }
        if (mayCastleQueenSide) {
            sb.append(" O-O-O");
        }
        return sb.toString();
    }
}
