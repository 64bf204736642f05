package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The check's records shared between the cores one at a time. */
@Timeout(60)
class EveryCoreTest {

    @Test
    void everyIndexIsWorkedOnceAndTheResultsComeInOrder() {
        AtomicIntegerArray times = new AtomicIntegerArray(500);
        List<String> results = EveryCore.map(500, i -> {
            times.incrementAndGet(i);
            return "record " + i;
        });
        assertThat(results).isEqualTo(IntStream.range(0, 500).mapToObj(i -> "record " + i).toList());
        assertThat(IntStream.range(0, 500).map(times::get).distinct().toArray()).containsExactly(1);
    }

    @Test
    void nothingToDoGivesNothing() {
        assertThat(EveryCore.map(0, i -> "never")).isEmpty();
    }

    @Test
    void whileOneRecordTakesLongTheOtherCoreTakesAllTheRest() throws Exception {
        assumeTrue(Runtime.getRuntime().availableProcessors() >= 2, "needs two cores");
        int count = 100;
        CountDownLatch restDone = new CountDownLatch(count - 1);
        List<Boolean> waited = EveryCore.map(count, i -> {
            if (i == 0) {
                try {
                    return restDone.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return false;
                }
            }
            restDone.countDown();
            return true;
        });
        assertThat(waited).containsOnly(true);
    }

    @Test
    void aFailureReachesTheCaller() {
        assertThatThrownBy(() -> EveryCore.map(100, i -> {
            if (i == 57) {
                throw new IllegalStateException("record 57 is bad");
            }
            return i;
        })).isInstanceOf(IllegalStateException.class).hasMessageContaining("record 57 is bad");
    }
}
