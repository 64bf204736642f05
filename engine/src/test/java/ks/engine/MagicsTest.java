package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The provenance and exactness of the magic numbers hard-coded in {@link Attacks}: the seeded
 * search that found them is kept here (it once ran at every class load and took most of a
 * second), and every square's every blocker subset is checked against ray walking.
 */
class MagicsTest {

    private static final long SEED = 0x9E3779B97F4A7C15L;

    @Test
    void everyBlockerSubsetOfEverySquareLooksUpItsRayWalkedAttacks() {
        List<String> wrong = new ArrayList<>();
        long subsets = 0;
        for (boolean rook : new boolean[] {true, false}) {
            for (int sq = 0; sq < 64; sq++) {
                long mask = Attacks.mask(sq, rook);
                long subset = 0;
                do {
                    long expected = Attacks.slowSlider(sq, subset, rook);
                    // Squares outside the mask (ray ends, other lines, the slider's own square) never matter.
                    long occupancy = subset | ~mask;
                    long got = rook ? Attacks.rook(sq, subset) : Attacks.bishop(sq, subset);
                    long gotFull = rook ? Attacks.rook(sq, occupancy) : Attacks.bishop(sq, occupancy);
                    if (got != expected || gotFull != Attacks.slowSlider(sq, occupancy, rook)) {
                        wrong.add((rook ? "rook " : "bishop ") + Square.name(sq) + " " + Long.toHexString(subset));
                    }
                    subsets++;
                    subset = (subset - mask) & mask;
                } while (subset != 0);
            }
        }
        assertThat(wrong).isEmpty();
        assertThat(subsets).isEqualTo(102_400 + 5_248);
    }

    @Test
    void everyMagicIsFreeOfDestructiveCollisions() {
        for (boolean rook : new boolean[] {true, false}) {
            for (int sq = 0; sq < 64; sq++) {
                long mask = Attacks.mask(sq, rook);
                assertThat(collisionFree(sq, rook, mask, Attacks.magic(sq, rook)))
                        .as("%s magic of %s", rook ? "rook" : "bishop", Square.name(sq)).isTrue();
            }
        }
    }

    @Test
    void theSeededSearchFindsExactlyTheHardCodedMagics() {
        for (boolean rook : new boolean[] {true, false}) {
            long[] state = {SEED};
            for (int sq = 0; sq < 64; sq++) {
                long mask = Attacks.mask(sq, rook);
                assertThat(findMagic(sq, rook, mask, state))
                        .as("%s magic of %s", rook ? "rook" : "bishop", Square.name(sq))
                        .isEqualTo(Attacks.magic(sq, rook));
            }
        }
    }

    /** Whether every two subsets of {@code mask} that share an index also share their attack set. */
    private static boolean collisionFree(int sq, boolean rook, long mask, long magic) {
        int bits = Long.bitCount(mask);
        long[] table = new long[1 << bits];
        boolean[] used = new boolean[1 << bits];
        long subset = 0;
        do {
            long attacks = Attacks.slowSlider(sq, subset, rook);
            int idx = (int) ((subset * magic) >>> (64 - bits));
            if (used[idx] && table[idx] != attacks) {
                return false;
            }
            used[idx] = true;
            table[idx] = attacks;
            subset = (subset - mask) & mask;
        } while (subset != 0);
        return true;
    }

    /**
     * The search the constants came from: sparse random candidates from a SplitMix64 stream,
     * seeded once per piece kind and shared by the squares a1..h8 in turn; the first candidate
     * free of destructive collisions wins. (The same test as {@link #collisionFree}, with the
     * subsets and the table allocated once per square rather than once per candidate.)
     */
    private static long findMagic(int sq, boolean rook, long mask, long[] state) {
        int bits = Long.bitCount(mask);
        long[] occupancies = new long[1 << bits];
        long[] attacks = new long[1 << bits];
        long subset = 0;
        for (int i = 0; i < occupancies.length; i++) {
            occupancies[i] = subset;
            attacks[i] = Attacks.slowSlider(sq, subset, rook);
            subset = (subset - mask) & mask;
        }
        long[] table = new long[1 << bits];
        int[] epoch = new int[1 << bits];
        for (int attempt = 1;; attempt++) {
            long magic = next(state) & next(state) & next(state);
            if (Long.bitCount((mask * magic) >>> 56) < 6) {
                continue;
            }
            boolean ok = true;
            for (int i = 0; i < occupancies.length && ok; i++) {
                int idx = (int) ((occupancies[i] * magic) >>> (64 - bits));
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    table[idx] = attacks[i];
                } else if (table[idx] != attacks[i]) {
                    ok = false;
                }
            }
            if (ok) {
                return magic;
            }
        }
    }

    private static long next(long[] state) {
        long z = (state[0] += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
