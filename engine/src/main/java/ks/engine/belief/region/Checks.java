package ks.engine.belief.region;

import java.util.List;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.referee.Announcement;
import ks.engine.referee.CheckDirection;

/**
 * Where our men's attacks put the enemy king: when the umpire says our move gave check, a square
 * some man of ours attacks (only our men blocking, so a superset of the true attacks) along one of
 * the directions named; when not, off every square our men attack whatever the enemy's men.
 */
final class Checks {

    private Checks() {
    }

    /** The squares on which a king would be in check from {@code men} as every check in {@code heard} says. */
    static long squaresChecked(OwnMen men, List<Announcement> heard) {
        long checked = Bitboards.ALL;
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.CHECK) {
                checked &= squaresChecked(men, a.checks());
            }
        }
        return checked;
    }

    /** The squares on which a king would be in check from {@code men} along one of {@code directions}. */
    private static long squaresChecked(OwnMen men, Set<CheckDirection> directions) {
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

    /**
     * Every square our men attack whatever the enemy men: a slider's ray stops at the first square
     * of {@code maybeEnemy} (where an enemy man may stand; that square still attacked), so no unseen
     * man can block it.
     */
    static long surelyAttacked(OwnMen ours, long maybeEnemy) {
        long occupancy = ours.occupancy() | maybeEnemy;
        long attacked = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long b = ours.men(type); b != 0; b &= b - 1) {
                attacked |= ours.attacksFrom(type, Long.numberOfTrailingZeros(b), occupancy);
            }
        }
        return attacked;
    }
}
