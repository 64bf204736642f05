package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A timed game saved and resumed goes on from the committed clocks, on hand-moved time sources. */
@Timeout(30)
class ClockResumeTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000L);
    private final Ticker ticker = now::get;

    private void pass(long millis) {
        now.addAndGet(TimeUnit.MILLISECONDS.toNanos(millis));
    }

    private SessionOptions on(ResumeTest.Store store) {
        return SessionOptions.defaults().withStore(store).withTicker(ticker)
                .withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1));
    }

    private static Event.Answered play(Session s, EventQueue q, String uci) throws InterruptedException {
        s.submit(new Command.Play(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)))));
        return Pair.next(q, Event.Answered.class);
    }

    @Test
    void aResumedGameGoesOnFromTheCommittedClocksAndPassesTheAudit() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                Wishes.none(), on(saves.host), on(saves.guest));
        pass(2_000);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        pass(5_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        // bob's player sees the clocks of ply 2 only once bob's save holds their commitment.
        while (Pair.next(p.bobEvents, Event.Clocks.class).state().blackMoves() < 1) {
            continue;
        }
        SavedGame host = saves.host.last();
        SavedGame guest = saves.guest.last();
        assertThat(host.game().clocks()).containsExactly("60000 60000 0 0", "58000 60000 1 0", "58000 55000 1 1");

        // Both processes go down; an hour passes, which nobody is charged.
        pass(3_600_000);
        InMemoryLink[] links = InMemoryLink.pair();
        EventQueue aliceEvents = new EventQueue();
        EventQueue bobEvents = new EventQueue();
        CompletableFuture<Session> fa = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.resume(p.aliceSetup, links[0], aliceEvents::add, on(saves.host), host);
            } catch (Exception e) {
                throw new RuntimeException(e);
            }
        });
        Session bob = Session.resume(p.bobSetup, links[1], bobEvents::add, on(saves.guest), guest);
        Session alice = fa.get(60, TimeUnit.SECONDS);
        assertThat(Pair.next(bobEvents, Event.Clocks.class).state()).isEqualTo(new ClockState(58_000, 55_000, 1, 1));
        Pair.next(aliceEvents, Event.Resumed.class);
        pass(3_000);
        assertThat(play(alice, aliceEvents, "g1f3").verdict()).isEqualTo(Verdict.LEGAL);
        Event.Clocks after;
        do {
            after = Pair.next(bobEvents, Event.Clocks.class);
        } while (after.state().whiteMoves() < 2);
        assertThat(after.state()).isEqualTo(new ClockState(55_000, 55_000, 2, 1));
        bob.submit(new Command.Resign(false));
        assertThat(Pair.next(bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (3 plies");
        assertThat(Pair.next(aliceEvents, Event.Over.class).audit()).startsWith("Audit: passed (3 plies");
    }
}
