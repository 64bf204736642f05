package ks.net.club.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class PlacesTest {

    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor();
    private final List<String> done = new ArrayList<>();

    @AfterEach
    void stop() {
        timer.shutdownNow();
    }

    private Runnable note(String what) {
        return () -> {
            synchronized (done) {
                done.add(what);
            }
        };
    }

    @Test
    void aPlaceGivenBackGoesToTheRequestThatWaitedLongest() {
        Places places = new Places(1, 2, TimeUnit.MINUTES.toNanos(1), Runnable::run, timer);
        places.enter(note("first"), note("first refused"));
        places.enter(note("second"), note("second refused"));
        places.enter(note("third"), note("third refused"));
        assertThat(done).containsExactly("first");
        places.leave();
        assertThat(done).containsExactly("first", "second");
        places.leave();
        assertThat(done).containsExactly("first", "second", "third");
    }

    @Test
    void aRequestFindingTheWaitingFullIsRefusedAtOnce() {
        Places places = new Places(1, 1, TimeUnit.MINUTES.toNanos(1), Runnable::run, timer);
        places.enter(note("first"), note("first refused"));
        places.enter(note("second"), note("second refused"));
        places.enter(note("third"), note("third refused"));
        assertThat(done).containsExactly("first", "third refused");
    }

    @Test
    void aRequestWaitingPastItsTurnIsRefusedAndNeverWorkedOn() throws InterruptedException {
        Places places = new Places(1, 1, TimeUnit.MILLISECONDS.toNanos(10), Runnable::run, timer);
        CountDownLatch refused = new CountDownLatch(1);
        places.enter(note("first"), note("first refused"));
        places.enter(note("second"), () -> {
            note("second refused").run();
            refused.countDown();
        });
        refused.await();
        places.leave();
        places.enter(note("third"), note("third refused"));
        synchronized (done) {
            assertThat(done).containsExactly("first", "second refused", "third");
        }
    }
}
