package ks.engine.belief.region;

import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.referee.CheckDirection;

/**
 * Where the enemy king may stand when the umpire says our move gave check: a square some man of
 * ours attacks (only our men blocking, so a superset of the true attacks) along one of the
 * directions named, any direction when none is named.
 */
final class Checks {

    private Checks() {
    }

    /** The squares on which a king would be in check from {@code men} along one of {@code directions}. */
    static long squaresChecked(OwnMen men, Set<CheckDirection> directions) {
        long occupied = men.occupancy();
        long checked = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            for (long b = men.men(type); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                for (long k = men.attacksFrom(type, from, occupied) & ~occupied; k != 0; k &= k - 1) {
                    int sq = Long.numberOfTrailingZeros(k);
                    if (directions.isEmpty()
                            || directions.contains(CheckDirection.of(sq, from, type == PieceType.KNIGHT))) {
                        checked |= Bitboards.bit(sq);
                    }
                }
            }
        }
        return checked;
    }
}
