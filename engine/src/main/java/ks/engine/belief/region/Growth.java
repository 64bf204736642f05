package ks.engine.belief.region;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;

/**
 * How the regions grow by an enemy move ({@link ManRegions}): a move that took nothing may have
 * been any man's, so each grows by its moves over our men (a pawn only forward; a pawn that may
 * have reached the last rank grows as any piece from there; with a promotion heard only pawns
 * moved); a move that took our man was made by one man alone, so every man that could not have
 * made it stays where it was, each that could may stand on that square, and one alone that could
 * does.
 */
final class Growth {

    private Growth() {
    }

    /** An enemy move that took nothing: every man may have moved (with a promotion heard, only a pawn, onto the last rank). */
    static void quietMove(Men m, int enemy, OwnMen ours, boolean promotes) {
        long occupied = ours.occupancy();
        long last = lastRank(enemy);
        for (int i = 0; i < m.count; i++) {
            if (m.gone[i]) {
                continue;
            }
            if (m.kind[i] == PieceType.PAWN) {
                long pushes = Moves.pawnPushes(enemy, m.squares[i], occupied);
                long moved = promotes ? 0 : Moves.pieceReach(m.promoted[i], occupied);
                m.promoted[i] |= pushes & last | moved;
                if (!promotes) {
                    m.squares[i] |= pushes & ~last;
                }
            } else if (!promotes) {
                m.squares[i] |= Moves.reach(m.kind[i], enemy, m.squares[i], occupied);
            }
        }
    }

    /**
     * An enemy move that took our man on {@code lost} ({@code ours} still holding it;
     * {@code doublePushed} our pawn it may have taken en passant): the man that made it now stands
     * there (or, en passant, behind it), and every other stands where it stood. Each man that could
     * have made it may be there; one alone that could is there. A king is not taken to capture a
     * man our others defend.
     */
    static void captureOf(Men m, int enemy, OwnMen ours, int lost, int doublePushed, boolean promotes) {
        long occupied = ours.occupancy();
        long target = Bitboards.bit(lost);
        long last = lastRank(enemy);
        long defended = Checks.surelyAttacked(ours.without(lost), target | m.allButKing());
        long[] asPawn = new long[m.count];
        long[] asPiece = new long[m.count];
        int candidates = 0;
        int only = -1;
        for (int i = 0; i < m.count; i++) {
            if (m.gone[i]) {
                continue;
            }
            if (m.kind[i] == PieceType.PAWN) {
                long takes = Moves.pawnAttackers(enemy, target) & m.squares[i];
                long lands = takes != 0 ? target : 0;
                if (lost == doublePushed && (m.squares[i] & Moves.besides(lost)) != 0) {
                    lands |= Bitboards.bit(lost + forward(enemy));
                }
                asPiece[i] = lands & last;
                asPawn[i] = promotes ? 0 : lands & ~last;
                if (!promotes && (Moves.pieceReach(target, occupied) & m.promoted[i]) != 0) {
                    asPiece[i] |= target;
                }
            } else if (!promotes && Moves.reaches(m.kind[i], m.squares[i], occupied, lost)
                    && !(m.kind[i] == PieceType.KING && Bitboards.contains(defended, lost))) {
                asPiece[i] = target;
            }
            if ((asPawn[i] | asPiece[i]) != 0) {
                candidates++;
                only = i;
            }
        }
        for (int i = 0; i < m.count; i++) {
            if ((asPawn[i] | asPiece[i]) == 0) {
                continue;
            }
            boolean pieceKind = m.kind[i] != PieceType.PAWN;
            if (candidates == 1 && i == only) {
                m.squares[i] = pieceKind ? asPiece[i] : asPawn[i];
                m.promoted[i] = pieceKind ? 0 : asPiece[i];
            } else {
                m.squares[i] |= pieceKind ? asPiece[i] : asPawn[i];
                m.promoted[i] |= pieceKind ? 0 : asPiece[i];
            }
        }
    }

    private static long lastRank(int enemy) {
        return Bitboards.RANK_1 << (8 * OwnMen.lastRank(enemy));
    }

    /** One rank forward for {@code side}. */
    static int forward(int side) {
        return side == Color.WHITE ? 8 : -8;
    }
}
