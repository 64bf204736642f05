package ks.crypto.twopc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import ks.crypto.PeerMisbehaved;
import ks.crypto.gc.Published;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A run's equality check cut off on the link is finished on a new connection with the parts both
 * sides kept before sending them ({@link Party#finish}), never computed again: the part sent again
 * is the very one sent first, so a party that held its part back until it had ours learns nothing
 * new, and a part that differs fails the check.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class FinishedCheckTest {

    private static final SecureRandom RANDOM = new SecureRandom();

    /** The two parts kept, and each side's checking of the run, when party 0 held its part back and left. */
    private record CutOff(Party.Checking cheat, Party.Checking honest) {
    }

    @Test
    void aCheckCutOffAfterOurPartWentOutIsFinishedOnANewConnectionWithTheKeptParts() {
        CutOff cut = cutOff();
        assertThat(cut.honest().outputs()).isEqualTo(Published.bits(10L));
        Object[] out = finish(cut.cheat().part(), cut.honest().part());
        assertThat(((Duel.Outcome<?>) out[0]).failure()).isNull();
        assertThat(((Duel.Outcome<?>) out[1]).failure()).isNull();
    }

    @Test
    void aPartThatDiffersFromTheOneFirstMadeFailsTheFinishedCheck() {
        CutOff cut = cutOff();
        Party.CheckPart first = cut.cheat().part();
        byte[] other = first.value();
        other[0] ^= 1;
        Object[] out = finish(new Party.CheckPart(first.run(), first.role(), first.sessionId(), other),
                cut.honest().part());
        assertThat(((Duel.Outcome<?>) out[1]).failure()).isInstanceOf(PeerMisbehaved.class)
                .hasMessage("the equality check of run 1, finished on a new connection, failed: the other party"
                        + " cheated or its program is broken; nothing it computed can be trusted");
    }

    @Test
    void thePartSentAgainIsTheSameBytesAsTheFirstUnderSequenceOne() throws IOException {
        // Recomputed with Python's hashlib from docs/joint-referee.md ("The garbling's bytes", "Saves and
        // resume"): kind 12, run 5, sequence 1, then SHA-256 of the tagged parts ks/2pc/equality-proof/v1,
        // the role byte 1, the session "a test session", the run as 8 bytes, the value 00 01 .. 1f.
        String expected = "0c000000000000000500000001"
                + "7b63044e5caf0ed12c327e1796138ecab75b3dcbdd98164f71ee793955b3d9a2";
        byte[] value = new byte[32];
        for (int i = 0; i < value.length; i++) {
            value[i] = (byte) i;
        }
        Party.CheckPart part = new Party.CheckPart(5, 1, Duel.SESSION, value);
        InMemoryTransport[] t = InMemoryTransport.pair();
        List<byte[]> sent = new ArrayList<>();
        Transport watched = Tampering.outgoing(t[1], m -> {
            synchronized (sent) {
                sent.add(m.clone());
            }
            return m;
        });
        Duel.both(() -> {
            Party p = Party.connect(t[0], 0, Duel.SESSION, RANDOM, 5);
            p.finish(new Party.CheckPart(5, 0, Duel.SESSION, value));
            return p;
        }, () -> {
            Party p = Party.connect(watched, 1, Duel.SESSION, RANDOM, 5);
            p.finish(part);
            return p;
        });
        synchronized (sent) {
            assertThat(HexFormat.of().formatHex(sent.get(sent.size() - 1))).isEqualTo(expected);
        }
    }

    /**
     * Party 0 never sends its part of run 1's check and closes the connection once it has party 1's:
     * party 1's run fails, having kept its part; party 0's passed, with its part kept too.
     */
    private static CutOff cutOff() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        Transport cheating = new Tampering(t[0], m -> Tampering.is(m, Kind.EQUALITY, 1, 0) ? null : m, m -> {
            if (Tampering.is(m, Kind.EQUALITY, 1, 0)) {
                t[0].close();
            }
            return m;
        });
        AtomicReference<Party.Checking> cheat = new AtomicReference<>();
        AtomicReference<Party.Checking> honest = new AtomicReference<>();
        Object[] out = Duel.both(() -> Party.connect(cheating, 0, Duel.SESSION, RANDOM)
                .compute(Published.circuit("adder64"), Published.bits(5L), cheat::set),
                () -> Party.connect(t[1], 1, Duel.SESSION, RANDOM)
                        .compute(Published.circuit("adder64"), Published.bits(5L), honest::set));
        assertThat(((Duel.Outcome<?>) out[1]).failure()).isInstanceOf(IOException.class);
        assertThat(honest.get()).as("the honest side kept its part before it went out").isNotNull();
        assertThat(cheat.get()).isNotNull();
        return new CutOff(cheat.get(), honest.get());
    }

    /** Both finish run 1's check on a new connection, party 0 with {@code cheat}, party 1 with {@code honest}. */
    private static Object[] finish(Party.CheckPart cheat, Party.CheckPart honest) {
        InMemoryTransport[] t = InMemoryTransport.pair();
        return Duel.both(() -> {
            Party p = Party.connect(t[0], 0, "a new link".getBytes(), RANDOM, 1);
            p.finish(cheat);
            return p;
        }, () -> {
            Party p = Party.connect(t[1], 1, "a new link".getBytes(), RANDOM, 1);
            p.finish(honest);
            return p;
        });
    }
}
