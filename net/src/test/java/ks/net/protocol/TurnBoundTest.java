package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TurnBoundTest {

    @Test
    void aTurnAdmitsTheBoundAndNoMore() {
        TurnBound bound = new TurnBound();
        for (int i = 0; i < TurnBound.ACTIONS; i++) {
            assertThat(bound.admit(7)).isTrue();
        }
        assertThat(bound.admit(7)).isFalse();
    }

    @Test
    void theNextTurnStartsAfresh() {
        TurnBound bound = new TurnBound();
        for (int i = 0; i <= TurnBound.ACTIONS; i++) {
            bound.admit(7);
        }
        assertThat(bound.admit(9)).isTrue();
    }

    @Test
    void askingWhetherATurnHasReachedTheBoundCountsNothing() {
        TurnBound bound = new TurnBound();
        for (int i = 1; i < TurnBound.ACTIONS; i++) {
            bound.admit(7);
        }
        assertThat(bound.reached(7)).isFalse();
        assertThat(bound.reached(7)).isFalse();
        assertThat(bound.admit(7)).isTrue();
        assertThat(bound.reached(7)).isTrue();
        assertThat(bound.reached(8)).isFalse();
    }
}
