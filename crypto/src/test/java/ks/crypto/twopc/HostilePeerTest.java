package ks.crypto.twopc;

import static ks.crypto.gc.Published.bits;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import ks.crypto.PeerMisbehaved;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Published;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Every message party 0 sends while connecting and in one dual execution (twelve of them), in turn
 * replaced by hostile bytes: the honest party 1 must end with one line saying what went wrong (the
 * other party misbehaved, or closed the connection after it caught itself), never with outputs or
 * another exception.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class HostilePeerTest {
    private static final int MESSAGES = 12;

    @ParameterizedTest(name = "message {0}, {1}")
    @CsvSource({
        "0, noise", "1, noise", "2, noise", "3, noise", "4, noise", "5, noise", "6, noise", "7, noise", "8, noise", "9, noise",
        "10, noise", "11, noise", "0, header", "1, header", "2, header", "3, header", "4, header", "5, header", "6, header",
        "7, header", "8, header", "9, header", "10, header", "11, header", "0, length", "3, length", "6, length", "9, length",
    })
    void aHostileMessageEndsTheHonestSideWithOneLine(int target, String how) {
        Random random = new Random(31L * target + how.hashCode());
        AtomicInteger sent = new AtomicInteger();
        InMemoryTransport[] t = InMemoryTransport.pair();
        Object[] out = Duel.both(() -> {
            Party cheat = Party.connect(Tampering.outgoing(t[0], m -> sent.getAndIncrement() == target ? hostile(m, how, random) : m),
                    0, Duel.SESSION, new java.security.SecureRandom());
            return cheat.compute(Published.circuit("adder64"), bits(5L));
        }, () -> {
            Party honest = Party.connect(t[1], 1, Duel.SESSION, new java.security.SecureRandom());
            return honest.compute(Published.circuit("adder64"), bits(6L));
        });
        Duel.Outcome<?> honest = (Duel.Outcome<?>) out[1];
        assertThat(sent.get()).as("messages the cheat sent").isGreaterThan(target).isLessThanOrEqualTo(MESSAGES);
        assertThat(honest.value()).as("the honest side's outputs").isNull();
        assertThat(honest.failure()).isInstanceOfAny(PeerMisbehaved.class, IOException.class);
        assertThat(honest.failure().getMessage()).doesNotContain("\n").isNotBlank();
    }

    private static byte[] hostile(byte[] message, String how, Random random) {
        switch (how) {
            case "noise" -> {
                byte[] noise = new byte[message.length];
                random.nextBytes(noise);
                return noise;
            }
            case "header" -> {
                byte[] header = new byte[Conversation.HEADER_BYTES];
                System.arraycopy(message, 0, header, 0, header.length);
                return header;
            }
            default -> {
                byte[] other = new byte[random.nextInt(2 * message.length + 2)];
                System.arraycopy(message, 0, other, 0, Math.min(message.length, other.length));
                return other;
            }
        }
    }
}
