package ks.engine.belief.region;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.referee.Capture;

/**
 * How our news narrows the regions ({@link ManRegions}), each rule only where it is sound: our
 * capture takes a man off its square (gone when one man alone of the kind heard may stand there);
 * the board's refusal of our move puts a man on its path, or none on a pawn's target, unless a pin
 * or a check could explain it; no pawn capture, either side's, keeps the men off the squares where
 * one would take.
 */
final class Narrowing {

    private Narrowing() {
    }

    /**
     * Our {@code move} (of {@code ours}, for {@code colour}), refused by the board. Unless our king
     * is in check, or the man that moved stands on a line through our king (it might be pinned),
     * or is the king: a pawn's capture finds no enemy man on its square; a pawn's step or a
     * slider's move is blocked by some enemy man on the squares it would pass or (a pawn) land on,
     * and when one man alone may stand there, it does. A knight's refusal is then impossible, and
     * tells nothing.
     */
    static void refusedByBoard(Men m, OwnMen ours, int colour, boolean weInCheck, int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = ours.typeAt(from);
        if (weInCheck || type == PieceType.KING || type == PieceType.KNIGHT || type == PieceType.NONE
                || Bitboards.contains(Attacks.queen(ours.king(), 0), from)) {
            return;
        }
        if (type == PieceType.PAWN && Bitboards.contains(Attacks.pawn(colour, from), to)) {
            m.keepOnly(~Bitboards.bit(to));
            return;
        }
        long blocking = Bitboards.between(from, to) | (type == PieceType.PAWN ? Bitboards.bit(to) : 0);
        int blockers = 0;
        int only = -1;
        for (int i = 0; i < m.count; i++) {
            if (!m.gone[i] && (m.where(i) & blocking) != 0) {
                blockers++;
                only = i;
            }
        }
        if (blockers == 1) {
            m.squares[only] &= blocking;
            m.promoted[only] &= blocking;
        }
    }

    /**
     * Our capture on {@code square}: one man standing there is taken. With one man that may stand
     * there (of the kind heard, when heard) it is gone; otherwise none is known gone, and the
     * square is taken out of every man's squares by the caller.
     */
    static void takeOff(Men m, int square, Capture.Kind heardKind) {
        int candidates = 0;
        int only = -1;
        for (int i = 0; i < m.count; i++) {
            if (m.gone[i] || i == m.king) {
                continue;
            }
            boolean asPawn = m.kind[i] == PieceType.PAWN && Bitboards.contains(m.squares[i], square);
            boolean asPiece = m.kind[i] == PieceType.PAWN ? Bitboards.contains(m.promoted[i], square)
                    : Bitboards.contains(m.squares[i], square);
            boolean fits = heardKind == null ? asPawn || asPiece
                    : heardKind == Capture.Kind.PAWN ? asPawn : asPiece;
            if (fits) {
                candidates++;
                only = i;
            }
        }
        if (candidates == 1) {
            m.remove(only);
        }
    }

    /**
     * No pawn capture for us (no tries, or "no" to our "any?"): no enemy man stands where one of our
     * pawns could take it, unless that pawn may be pinned (on a line through our king) or we are
     * in check, when a capture there could be illegal and so not counted.
     */
    static void noPawnCapturesOfOurs(Men m, OwnMen ours, boolean weInCheck) {
        if (weInCheck) {
            return;
        }
        m.keepOnly(~Moves.surelyTakenByOurPawns(ours));
    }

    /**
     * No pawn capture for the enemy: none of its pawns stands where it could take one of our men,
     * unless it may be pinned (on a line of one of our rooks, bishops or queens) or it is in check.
     */
    static void noPawnCapturesOfTheirs(Men m, OwnMen ours, int enemy, boolean enemyInCheck) {
        if (enemyInCheck) {
            return;
        }
        long wouldTake = Moves.surelyTakingPawnSquares(ours, enemy);
        for (int i = 0; i < m.count; i++) {
            if (!m.gone[i] && m.kind[i] == PieceType.PAWN) {
                m.squares[i] &= ~wouldTake;
                m.settle(i);
            }
        }
    }
}
