package ks.crypto.twopc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import ks.crypto.gc.Published;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@link Party#awaitingCheck}: whether this side's part of an equality check went out and the
 * other's never came, so that the other may hold the check's outcome and this side not.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class AwaitingCheckTest {

    @Test
    void aRunWhoseOtherPartyTakesOurCheckAndLeavesIsAwaitingIt() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        AtomicReference<Party> honest = new AtomicReference<>();
        // The cheat never sends its part of the check, and closes the connection once it has ours.
        Transport cheating = new Tampering(t[0], m -> Tampering.is(m, Kind.EQUALITY, 1, 0) ? null : m, m -> {
            if (Tampering.is(m, Kind.EQUALITY, 1, 0)) {
                t[0].close();
            }
            return m;
        });
        Object[] out = Duel.both(() -> Party.connect(cheating, 0, Duel.SESSION, new SecureRandom())
                .compute(Published.circuit("adder64"), Published.bits(5L)), () -> {
                    honest.set(Party.connect(t[1], 1, Duel.SESSION, new SecureRandom()));
                    return honest.get().compute(Published.circuit("adder64"), Published.bits(5L));
                });
        assertThat(((Duel.Outcome<?>) out[1]).failure()).isInstanceOf(IOException.class);
        assertThat(honest.get().awaitingCheck()).isTrue();
    }

    @Test
    void aRunWhoseCheckEndedIsNotAwaitingIt() {
        Party[] parties = Duel.inMemory();
        Duel.Outcome<boolean[]>[] r = Duel.compute(parties, Published.circuit("adder64"), Published.bits(5L),
                Published.bits(5L));
        assertThat(r[1].get()).isNotNull();
        assertThat(parties[0].awaitingCheck()).isFalse();
        assertThat(parties[1].awaitingCheck()).isFalse();
    }
}
