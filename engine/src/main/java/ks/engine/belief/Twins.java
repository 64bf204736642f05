package ks.engine.belief;

/**
 * Men of one enemy turn that {@link ManChooser} cannot tell apart: each fails after tries of the
 * same rank and number in every phase of the turn. Setting aside one or another of them leaves the
 * same sum to come, so a set of men set aside is remembered by how many of each group it holds
 * ({@link #canonical}): a dozen pawns stuck alike make thirteen sums, not four thousand.
 */
final class Twins {

    /** Whether two men, by their index among the turn's men, fail alike. */
    @FunctionalInterface
    interface Alike {
        boolean test(int m, int n);
    }

    /** Per man, its group as a mask of men's bits (itself alone when it has no twin). */
    private final int[] groups = new int[Integer.SIZE];

    /** Groups {@code men} men, each with the first earlier man {@code alike} it and that man's group. */
    void group(int men, Alike alike) {
        for (int m = 0; m < men; m++) {
            groups[m] = 1 << m;
            for (int n = 0; n < m && groups[m] == 1 << m; n++) {
                if (alike.test(m, n)) {
                    groups[m] = groups[n] | 1 << m;
                }
            }
            for (int n = 0; n < m; n++) {
                groups[n] = (groups[m] & 1 << n) != 0 ? groups[m] : groups[n];
            }
        }
    }

    /** {@code mask} with the men of each group it holds replaced by as many of that group's first ones. */
    int canonical(int mask) {
        int result = 0;
        for (int rest = mask; rest != 0; ) {
            int group = groups[Integer.numberOfTrailingZeros(rest)];
            int held = Integer.bitCount(mask & group);
            for (int g = group; held > 0; g &= g - 1, held--) {
                result |= Integer.lowestOneBit(g);
            }
            rest &= ~group;
        }
        return result;
    }
}
