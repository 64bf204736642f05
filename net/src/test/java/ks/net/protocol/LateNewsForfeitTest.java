package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
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
        // bob's process took the news 5 s after it was read, so its own measure says 57 s when the
        // host's says 62: the 5 s are added to his own.
        Event.Over b = bobLateThenDeclaredAtTheHostsDeadline(5_000);
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(b.audit()).startsWith("Audit: passed");
    }

    @Test
    void aProcessLateBeyondItsLimitAllowsItselfOnlyTheLimit() throws Exception {
        // A host that made bob's process 20 s late (by flooding it) declares his flag 20 s early: bob's
        // check allows itself 5 s of its own lateness, not 20.
        Event.Over b = bobLateThenDeclaredAtTheHostsDeadline(20_000);
        assertThat(b.audit()).startsWith("Audit: FAILED").contains("declared your time out");
    }

    /**
     * bob's worker is held in the save of his own words as alice moves, so the news of 1.e4 waits
     * behind it {@code lateMillis}; bob never moves, and alice's host declares his flag when its
     * measure reaches 60 s and the 2 s a game allows. Returns how bob's game ended.
     */
    private Event.Over bobLateThenDeclaredAtTheHostsDeadline(long lateMillis) throws Exception {
        HeldSave saves = new HeldSave();
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), host.options(), guest.options().withStore(saves));
        saves.arm(g -> g.game().chat().size() == 1);
        p.bob.submit(new Command.Talk("a moment"));
        saves.awaitHeld();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        Poll.until("the news of 1.e4 read by bob's process and waiting for its worker", Duration.ofSeconds(30),
                Duration.ofMillis(5), p.bob::waitingInputs, n -> n >= 2);
        host.pass(lateMillis);
        guest.pass(lateMillis);
        saves.release();
        p.awaitTurn(p.bob);
        host.pass(60_000 + Charges.TOLERANCE_MILLIS - lateMillis);
        guest.pass(60_000 + Charges.TOLERANCE_MILLIS - lateMillis);
        p.alice.submit(new Command.Talk("your clock"));
        return Pair.next(p.bobEvents, Event.Over.class);
    }

    @Test
    void aHostThatHoldsTheGuestsOwnSendGainsNoMoreThanTheLimit() throws Exception {
        HeldSend[] held = new HeldSend[1];
        Pair p = new Pair(Wishes.none(), ALICE_HOSTS_AS_WHITE.withColour(ColourWish.WHITE), guest.options(),
                host.options(), ks.engine.Position.STARTPOS_FEN, link -> held[0] = new HeldSend(link));
        // alice is the guest here: her send of her own words is held by bob, the host, who stops reading.
        held[0].arm(m -> m instanceof Message.Say);
        p.alice.submit(new Command.Talk("a moment"));
        held[0].awaitHeld();
        assertThat(p.play(p.bob, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        Poll.until("the news of 1.e4 read by alice's process and waiting for its worker", Duration.ofSeconds(30),
                Duration.ofMillis(5), p.alice::waitingInputs, n -> n >= 2);
        host.pass(20_000);
        guest.pass(20_000);
        held[0].release();
        p.awaitTurn(p.alice);
        // alice's player saw the board 20 s late; her check allows 5 s of it, and names bob's declaration.
        host.pass(60_000 + Charges.TOLERANCE_MILLIS - 20_000);
        guest.pass(60_000 + Charges.TOLERANCE_MILLIS - 20_000);
        p.bob.submit(new Command.Talk("your clock"));

        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: FAILED").contains("declared your time out");
    }
}
