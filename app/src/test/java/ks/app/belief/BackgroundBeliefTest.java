package ks.app.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The belief's computation away from the game: one at a time, news joining it, cancelled at the end. */
@Timeout(60)
class BackgroundBeliefTest {

    private static final Terms WOLFE = new Terms("bob", "alice", "wolfe", false, false);

    /** The computations started, each on a thread that waits for a permit of {@link #gate} before it runs. */
    private final List<Thread> computations = new CopyOnWriteArrayList<>();
    private final Semaphore gate = new Semaphore(0);
    private final Executor gated = task -> {
        Thread t = new Thread(() -> {
            gate.acquireUninterruptibly();
            task.run();
        });
        computations.add(t);
        t.start();
    };

    @Test
    void newsThatComesWhileAComputationWaitsJoinsItAndOneMapCoversAll() throws InterruptedException {
        BackgroundBelief belief = new BackgroundBelief(gated);
        AtomicInteger maps = new AtomicInteger();
        belief.onReady(maps::incrementAndGet);

        for (Event e : whiteHears("e2e4", "e7e5")) {
            belief.heard(e);
        }
        gate.release();
        computations.get(0).join();

        assertThat(computations).hasSize(1);
        assertThat(maps.get()).isEqualTo(1);
        assertThat(belief.latest().events()).isEqualTo(3);
        assertThat(belief.latest().behind()).isFalse();
        assertThat(belief.latest().shown()).isTrue();
    }

    @Test
    void aClosedBeliefTakesInNothingMoreAndTellsNobody() throws InterruptedException {
        BackgroundBelief belief = new BackgroundBelief(gated);
        AtomicInteger maps = new AtomicInteger();
        belief.onReady(maps::incrementAndGet);
        List<Event> events = whiteHears("e2e4", "e7e5");
        belief.heard(events.get(0));
        belief.heard(events.get(1));

        belief.close();
        belief.heard(events.get(2));
        gate.release();
        computations.get(0).join();

        assertThat(computations).hasSize(1);
        assertThat(maps.get()).isZero();
        assertThat(belief.latest().events()).isZero();
        assertThat(belief.latest().shown()).isFalse();
    }

    @Test
    void eventsThatTellNothingOfTheEnemyStartNoComputation() {
        BackgroundBelief belief = new BackgroundBelief(gated);

        belief.heard(new Event.Note("bob offers a draw"));

        assertThat(computations).isEmpty();
        assertThat(belief.latest().behind()).isFalse();
    }

    /** What white's session gives white in a game of {@code moves} (UCI) from the start: the start, then each move's news. */
    private static List<Event> whiteHears(String... moves) {
        List<Event> events = new java.util.ArrayList<>();
        events.add(new Event.Started("alice", "bob", Color.WHITE, WOLFE, Position.STARTPOS_FEN, ""));
        Referee referee = new Referee(Position.startpos(), WOLFE.rules());
        for (String uci : moves) {
            Ruling r = referee.attempt(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))));
            events.add(r.mover() == Color.WHITE ? new Event.Answered(r.move(), r.verdict(), r.heardBy(Color.WHITE))
                    : new Event.Heard(r.isLegal(), -1, r.heardBy(Color.WHITE)));
        }
        return events;
    }
}
