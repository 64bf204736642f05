package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CatchUpBudgetTest {

    private static final long T0 = 1_800_000_000_000L;

    @Test
    void aFullBalanceAllowsACatchUp() {
        assertThat(new CatchUpBudget().allows(T0)).isTrue();
    }

    @Test
    void aCatchUpPastTheBalanceWaits() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(CatchUpBudget.MOST, T0);
        b.spend(5_000, T0);

        assertThat(b.allows(T0)).isFalse();
    }

    @Test
    void aCatchUpCostsAtMostAFullBalanceHoweverLargeTheGameTheOpponentGrew() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(5 * CatchUpBudget.MOST, T0);

        assertThat(b.allows(T0)).isTrue();
        b.spend(5 * CatchUpBudget.MOST, T0);
        assertThat(b.allows(T0 + CatchUpBudget.MOST * 1000 / CatchUpBudget.PER_SECOND - 1)).isFalse();
        assertThat(b.allows(T0 + CatchUpBudget.MOST * 1000 / CatchUpBudget.PER_SECOND)).isTrue();
    }

    @Test
    void theBalanceRefillsByItsRateASecond() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(CatchUpBudget.MOST, T0);
        b.spend(5_000, T0);

        assertThat(b.allows(T0 + 4_999)).isFalse();
        assertThat(b.allows(T0 + 5_000)).isTrue();
    }

    @Test
    void theBalanceNeverRefillsPastFull() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(1_000, T0);
        b.allows(T0 + 3_600_000);
        b.spend(CatchUpBudget.MOST, T0 + 3_600_000);

        assertThat(b.allows(T0 + 3_600_000)).isTrue();
        assertThat(b.full(T0 + 3_600_000)).isFalse();
    }

    @Test
    void aClockThatStepsBackGivesNothingBack() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(CatchUpBudget.MOST, T0);
        b.spend(1_000, T0);
        b.allows(T0 - 60_000);

        assertThat(b.allows(T0 + 999)).isFalse();
        assertThat(b.allows(T0 + 1_000)).isTrue();
    }

    @Test
    void aGameIsLetGoOnlyWithAFullBalance() {
        CatchUpBudget b = new CatchUpBudget();
        b.spend(2_000, T0);

        assertThat(b.full(T0 + 1_999)).isFalse();
        assertThat(b.full(T0 + 2_000)).isTrue();
    }
}
