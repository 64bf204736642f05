package ks.net.protocol;

import ks.engine.Color;

/**
 * When a player's signed statement still holds at the end of a game: the one rule the host
 * follows when it ends a game on a statement and the audit checks afterwards. A statement made
 * after {@code p} plies holds at ply {@code e} when its signer made no move in between (the
 * opponent's move that crossed it on the wire does not matter). A draw holds when both players
 * signed one and the later signer made no move since the earlier one was made: an offer lapses
 * with the opponent's next move. Public because the club's referee follows the same rule.
 */
public final class Endings {

    private Endings() {
    }

    /** The colour that made ply {@code ply} (from 1) of a game whose start has {@code startSide} to move. */
    static int moverOf(int ply, int startSide) {
        return ply % 2 == 1 ? startSide : Color.opposite(startSide);
    }

    /** Whether {@code colour} made no move after ply {@code from} up to ply {@code to}. */
    static boolean stillSince(int colour, int from, int to, int startSide) {
        for (int ply = from + 1; ply <= to; ply++) {
            if (moverOf(ply, startSide) == colour) {
                return false;
            }
        }
        return true;
    }

    /** Whether {@code s} (a resignation or a quit) holds at ply {@code plies}. */
    public static boolean holds(Statement s, int plies, int startSide) {
        return s.plies() <= plies && stillSince(s.colour(), s.plies(), plies, startSide);
    }

    /** Whether {@code a} and {@code b}, two {@code draw} statements, make an agreed draw at ply {@code plies}. */
    public static boolean drawAgreed(Statement a, Statement b, int plies, int startSide) {
        if (!"draw".equals(a.kind()) || !"draw".equals(b.kind()) || a.colour() == b.colour()) {
            return false;
        }
        Statement earlier = a.plies() <= b.plies() ? a : b;
        Statement later = earlier == a ? b : a;
        return later.plies() <= plies && stillSince(later.colour(), earlier.plies(), plies, startSide);
    }
}
