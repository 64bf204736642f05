package ks.engine.belief;

import java.util.function.IntPredicate;
import ks.engine.Move;

/**
 * The men of one phase of an enemy turn as {@link ManChooser} ranks them, by the longest try each
 * has left (rank 0 for a try of seven squares); men of one rank in any order. For each, by its place
 * {@code j}: its index among the turn's men, its rank, its tries left, the length of its first tries
 * with a legal move (-1 when none), the tries of that length and the legal ones among them, the
 * longer tries refused before them, and how many of the legal ones fit the news (-1 not yet known).
 */
final class RankedMen {

    private static final int LONGEST = 7;

    final int[] man;
    final int[] rank;
    final int[] left;
    final int[] stand;
    final int[] classTries;
    final int[] classLegal;
    final int[] refusedFirst;
    final int[] classFits;
    int count;
    /** Whether the men are ranked for the turn at hand. */
    boolean ready;

    RankedMen(int most) {
        man = new int[most];
        rank = new int[most];
        left = new int[most];
        stand = new int[most];
        classTries = new int[most];
        classLegal = new int[most];
        refusedFirst = new int[most];
        classFits = new int[most];
    }

    /**
     * Ranks the {@code menCount} men standing on {@code squares} by their tries {@code inPhase} among
     * the first {@code triesCount} of {@code tries}, whose legal twins are {@code standing} (or NONE).
     */
    void rank(int menCount, int[] squares, int triesCount, int[] tries, int[] standing, IntPredicate inPhase) {
        ready = true;
        count = 0;
        for (int m = 0; m < menCount; m++) {
            int longest = -1;
            int tried = 0;
            int standAt = -1;
            for (int k = 0; k < triesCount; k++) {
                if (Move.from(tries[k]) == squares[m] && inPhase.test(k)) {
                    longest = Math.max(longest, Move.length(tries[k]));
                    standAt = standing[k] != Move.NONE ? Math.max(standAt, Move.length(tries[k])) : standAt;
                    tried++;
                }
            }
            if (tried == 0) {
                continue;
            }
            int at = count++;
            man[at] = m;
            rank[at] = LONGEST - longest;
            left[at] = tried;
            stand[at] = standAt;
            classTries[at] = 0;
            classLegal[at] = 0;
            refusedFirst[at] = 0;
            classFits[at] = -1;
            for (int k = 0; k < triesCount && standAt >= 0; k++) {
                if (Move.from(tries[k]) == squares[m] && inPhase.test(k)) {
                    int length = Move.length(tries[k]);
                    refusedFirst[at] += length > standAt ? 1 : 0;
                    classTries[at] += length == standAt ? 1 : 0;
                    classLegal[at] += length == standAt && standing[k] != Move.NONE ? 1 : 0;
                }
            }
        }
    }

    /** The place of man {@code m}, or -1 when it has no tries in this phase. */
    int placeOf(int m) {
        for (int j = 0; j < count; j++) {
            if (man[j] == m) {
                return j;
            }
        }
        return -1;
    }

    /** Whether the man in place {@code j} is not set aside in {@code mask} and has tries left. */
    boolean open(int mask, int j) {
        return (mask & 1 << man[j]) == 0 && left[j] > 0;
    }

    /** Whether the men in places {@code a} and {@code b} both fail after tries of one rank and number. */
    boolean failAlike(int a, int b) {
        return stand[a] < 0 && stand[b] < 0 && rank[a] == rank[b] && left[a] == left[b];
    }
}
