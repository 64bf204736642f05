package ks.engine.opponent;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * The attempts a player can think of from its own men alone: every move its men could make if
 * the enemy's men stood where they would allow it (captures on any square its men attack, pawn
 * pushes, castling where our men leave the way clear), promotions to a queen.
 */
public final class Candidates {

    private Candidates() {
    }

    /** The candidates of {@code men}, in a fixed order (by kind of man, then square). */
    public static List<Integer> of(OwnMen men) {
        return list(men, false);
    }

    /**
     * The same as {@link #of}, but with castling wherever the rights remain, our men in the way
     * or not: the list level 1 has always shuffled, so that its seeded games draw as before.
     */
    static List<Integer> withEveryCastling(OwnMen men) {
        return list(men, true);
    }

    private static List<Integer> list(OwnMen men, boolean everyCastling) {
        List<Integer> out = new ArrayList<>();
        long own = men.occupancy();
        int colour = men.color();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long pieces = men.men(type);
            while (pieces != 0) {
                int from = Long.numberOfTrailingZeros(pieces);
                pieces &= pieces - 1;
                long targets = men.attacksFrom(type, from, own) & ~own;
                if (type == PieceType.PAWN) {
                    targets |= pushes(from, colour, own);
                }
                while (targets != 0) {
                    int to = Long.numberOfTrailingZeros(targets);
                    targets &= targets - 1;
                    boolean promotes = type == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7);
                    out.add(promotes ? Move.of(from, to, PieceType.QUEEN) : Move.of(from, to));
                }
            }
        }
        int king = men.king();
        if (everyCastling ? men.mayCastle(true) : men.canCastle(true)) {
            out.add(Move.of(king, king + 2));
        }
        if (everyCastling ? men.mayCastle(false) : men.canCastle(false)) {
            out.add(Move.of(king, king - 2));
        }
        return out;
    }

    /** Whether {@code move} is a pawn's diagonal step by one of {@code men}: a pawn-capture attempt. */
    public static boolean isPawnCapture(OwnMen men, int move) {
        return men.typeAt(Move.from(move)) == PieceType.PAWN
                && Square.file(Move.from(move)) != Square.file(Move.to(move));
    }

    private static long pushes(int from, int colour, long own) {
        int step = colour == Color.WHITE ? 8 : -8;
        int one = from + step;
        if (one < 0 || one > 63 || Bitboards.contains(own, one)) {
            return 0;
        }
        long targets = 1L << one;
        int startRank = colour == Color.WHITE ? 1 : 6;
        int two = one + step;
        if (Square.rank(from) == startRank && !Bitboards.contains(own, two)) {
            targets |= 1L << two;
        }
        return targets;
    }
}
