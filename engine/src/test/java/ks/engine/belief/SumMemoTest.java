package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** {@link SumMemo}: the chooser's sums of one turn, by state. */
class SumMemoTest {

    @Test
    void aSumKeptIsFoundUntilTheTableIsCleared() {
        SumMemo memo = new SumMemo();
        memo.put(12345, 0.25);
        memo.put(12345 + SumMemo.CAPACITY * 2, 0.5);

        assertThat(memo.get(12345)).isEqualTo(0.25);
        assertThat(memo.get(12345 + SumMemo.CAPACITY * 2)).isEqualTo(0.5);
        memo.clear();
        assertThat(memo.get(12345)).isNaN();
        assertThat(memo.size()).isZero();
    }

    @Test
    void itHoldsNoMoreThanItsCapacity() {
        SumMemo memo = new SumMemo();
        for (int key = 0; key < SumMemo.CAPACITY; key++) {
            memo.put(key * 4, key);
        }

        assertThat(memo.get(4 * (SumMemo.CAPACITY - 1))).isEqualTo(SumMemo.CAPACITY - 1);
        assertThatThrownBy(() -> memo.put(-4, 0)).isInstanceOf(IllegalStateException.class);
    }
}
