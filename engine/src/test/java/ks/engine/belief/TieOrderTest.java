package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** {@link TieOrder}'s closed form against every order of a few tries counted one by one. */
class TieOrderTest {

    @Test
    void theClosedFormIsTheShareOfOrdersInWhichAGivenLegalMoveStandsFirstAfterThatManyRefusals() {
        for (int tries = 1; tries <= 6; tries++) {
            for (int legal = 1; legal <= tries; legal++) {
                long[] firstAfter = new long[tries];
                long orders = count(new int[tries], 0, new boolean[tries], legal, firstAfter);
                for (int refused = 0; refused < tries; refused++) {
                    assertThat(TieOrder.firstAfter(tries, legal, refused))
                            .as("%d tries, %d legal, %d refused", tries, legal, refused)
                            .isCloseTo((double) firstAfter[refused] / orders, within(1e-12));
                }
            }
        }
    }

    /**
     * Counts the orders of tries 0 to n-1 (the first {@code legal} of them legal, try 0 the given
     * move), adding to {@code firstAfter[x]} each order in which try 0 is the first legal one, at place x.
     */
    private static long count(int[] order, int placed, boolean[] used, int legal, long[] firstAfter) {
        if (placed == order.length) {
            int x = 0;
            while (order[x] >= legal) {
                x++;
            }
            firstAfter[x] += order[x] == 0 ? 1 : 0;
            return 1;
        }
        long orders = 0;
        for (int t = 0; t < order.length; t++) {
            if (!used[t]) {
                used[t] = true;
                order[placed] = t;
                orders += count(order, placed + 1, used, legal, firstAfter);
                used[t] = false;
            }
        }
        return orders;
    }
}
