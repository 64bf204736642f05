package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The referee ends the game while an attempt of the guest's is on its way (docs/protocol.md §7,
 * protocol 7): two real sessions over loopback, on one time source the test moves by hand. The
 * attempt was never answered, so it is in neither side's record, and the host's record, sealed by
 * the guest over the end, is plainly {@code passed}, not unconfirmed.
 */
@Timeout(90)
class EndCrossingAttemptTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON)
            .withColour(ColourWish.WHITE).withTime("game/1");

    @TempDir
    Path home;

    private final HandTicker time = new HandTicker();

    @Test
    void anAttemptCrossingTheGuestsFallenFlagLeavesTheHostsRecordConfirmed() throws Exception {
        try (TcpGame g = new TcpGame(home, ALICE_HOSTS_AS_WHITE, Wishes.none(), null, time.options())) {
            assertThat(g.play(g.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
            g.awaitTurn(g.bob);
            time.pass(60_000 + Charges.TOLERANCE_MILLIS);
            // The host's worker handles its passed deadline before the attempt: the flag falls first.
            g.bob.submit(new Command.Play(Move.of(Square.parse("e7"), Square.parse("e5"))));
            Event.Over host = g.aliceEvents.next(Event.Over.class);
            Event.Over guest = g.bobEvents.next(Event.Over.class);
            assertThat(host.reason()).isEqualTo("bob ran out of time");
            assertThat(guest.audit()).startsWith("Audit: passed (1 ply");
            assertThat(host.audit()).startsWith("Audit: passed (1 ply");
            GameRecord kept = g.alice.awaitEnd();
            assertThat(kept.guestTries()).isEmpty();
            assertThat(Audit.verify(kept).unconfirmed()).isFalse();
        }
    }
}
