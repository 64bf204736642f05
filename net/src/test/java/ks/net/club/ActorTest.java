package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Two games' actors on a pool of one thread: a game whose task awaits its commit runs nothing else
 * until its continuation has, and the other game runs on the one thread meanwhile. A pool that
 * stops (with the club) leaves what was queued unrun, quietly.
 */
@Timeout(30)
class ActorTest {

    private final ExecutorService pool = Executors.newSingleThreadExecutor();

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    @Test
    void aGameWaitingForItsCommitHoldsNoThreadAndRunsItsNextTaskOnlyAfterItsContinuation() throws Exception {
        Actor first = new Actor(pool);
        Actor second = new Actor(pool);
        CompletableFuture<Void> commit = new CompletableFuture<>();
        List<String> order = new CopyOnWriteArrayList<>();
        CountDownLatch otherRan = new CountDownLatch(1);
        CountDownLatch allRan = new CountDownLatch(1);
        first.execute(() -> {
            order.add("move");
            first.await(commit, () -> order.add("announced"));
        });
        first.execute(() -> {
            order.add("next move");
            allRan.countDown();
        });
        second.execute(() -> {
            order.add("other game");
            otherRan.countDown();
        });
        assertThat(otherRan.await(60, TimeUnit.SECONDS)).as("the other game ran on the one thread").isTrue();
        assertThat(order).containsExactly("move", "other game");
        commit.complete(null);
        assertThat(allRan.await(60, TimeUnit.SECONDS)).isTrue();
        assertThat(order).containsExactly("move", "other game", "announced", "next move");
    }

    @Test
    void aContinuationThatThrowsGoesToTheFailureHandlerAndTheNextTaskStillRuns() throws Exception {
        Actor actor = new Actor(pool);
        List<String> failures = new CopyOnWriteArrayList<>();
        actor.onFailure(e -> failures.add(e.getMessage()));
        CountDownLatch next = new CountDownLatch(1);
        actor.execute(() -> actor.await(CompletableFuture.failedFuture(new IllegalStateException("not stored")), () -> {
            throw new IllegalStateException("the commit failed");
        }));
        actor.execute(next::countDown);
        assertThat(next.await(60, TimeUnit.SECONDS)).isTrue();
        assertThat(failures).containsExactly("the commit failed");
    }

    @Test
    void aPoolThatStopsBetweenTwoTasksOfAGameThrowsNothingOnItsThread() throws Exception {
        List<Throwable> escaped = new CopyOnWriteArrayList<>();
        Executor watched = task -> pool.execute(() -> {
            try {
                task.run();
            } catch (RuntimeException e) {
                escaped.add(e);
            }
        });
        Actor actor = new Actor(watched);
        actor.execute(() -> {
            actor.execute(() -> { });
            pool.shutdown();
        });
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        assertThat(escaped).as("what the stopping pool's thread saw thrown").isEmpty();
    }
}
