package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A guest's own check of a time forfeit the host declares against it measures its turn from the
 * moment its process took in the news of it. On a busy machine the news can wait in the process
 * (its worker held by a save, the collector, the scheduler) seconds after its bytes were read: the
 * host's honest measure counts that wait, the guest's did not, and the guest named the host (at a
 * load of 45, 4.5 s late: `the host declared your time out with ... left on your own clock`). The
 * guest's worker is held here by its own save while the news arrives, as the load held it.
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class LateNewsForfeitTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE)
            .withTime("game/1");

    private final HandTicker host = new HandTicker();
    private final HandTicker guest = new HandTicker();

    @Test
    void aForfeitTheGuestsProcessTookTheNewsOfItsTurnLateForIsNotNamedByItsCheck() throws Exception {
        HeldSave saves = new HeldSave();
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), host.options(), guest.options().withStore(saves));
        // bob's worker is held in the save of his own words as alice moves: the news of 1.e4 waits behind it.
        saves.holdWhen(g -> g.game().chat().size() == 1);
        p.bob.submit(new Command.Talk("a moment"));
        saves.awaitHeld();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        Poll.until("the news of 1.e4 read by bob's process and waiting for its worker", Duration.ofSeconds(30),
                Duration.ofMillis(5), p.bob::waitingInputs, n -> n >= 2);
        host.pass(5_000);
        guest.pass(5_000);
        saves.release();
        p.awaitTurn(p.bob);
        // bob never moves: alice's host declares his flag when its measure reaches 60 s and the 2 s a
        // game allows; bob's process took the news 5 s after it was read, so its own measure says 57 s.
        host.pass(60_000 + Charges.TOLERANCE_MILLIS - 5_000);
        guest.pass(60_000 + Charges.TOLERANCE_MILLIS - 5_000);
        p.alice.submit(new Command.Talk("your clock"));

        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(b.audit()).startsWith("Audit: passed");
    }

    /** A store that holds the first save {@link #holdWhen} takes until {@link #release}, as a slow disk would. */
    private static final class HeldSave implements GameStore {
        private volatile Predicate<SavedGame> hold = g -> false;
        private final CountDownLatch held = new CountDownLatch(1);
        private final CountDownLatch released = new CountDownLatch(1);

        void holdWhen(Predicate<SavedGame> when) {
            hold = when;
        }

        void awaitHeld() throws InterruptedException {
            held.await();
        }

        void release() {
            released.countDown();
        }

        @Override
        public void save(SavedGame game) throws IOException {
            if (hold.test(game)) {
                hold = g -> false;
                held.countDown();
                try {
                    released.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }

        @Override
        public void finished(SavedGame game) {
        }
    }
}
