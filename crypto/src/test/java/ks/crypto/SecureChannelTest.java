package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import ks.crypto.Parties.Player;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SecureChannelTest {
    @TempDir
    Path aliceConfig;
    @TempDir
    Path bobConfig;
    private SecureChannel alice;
    private SecureChannel bob;

    @BeforeEach
    void connect() {
        SecureChannel[] channels = Parties.connect(Player.in(aliceConfig, "alice").expecting("bob"),
                Player.in(bobConfig, "bob").expecting("alice"));
        alice = channels[0];
        bob = channels[1];
    }

    @Test
    void messagesArriveInOrder() {
        byte[] first = alice.seal(utf8("e4"));
        byte[] second = alice.seal(utf8("Nf3"));
        assertThat(bob.open(first)).isEqualTo(utf8("e4"));
        assertThat(bob.open(second)).isEqualTo(utf8("Nf3"));
    }

    @Test
    void aMessageSealedAfterRoomForAHeaderOpensFromTheBytesAfterIt() {
        byte[] sealed = alice.seal(utf8("e4"), 5);
        assertThat(Arrays.copyOf(sealed, 5)).containsOnly(0);
        assertThat(bob.open(Arrays.copyOfRange(sealed, 5, sealed.length))).isEqualTo(utf8("e4"));
    }

    @Test
    void manyMessagesEachWayOpenInOrder() {
        for (int i = 0; i < 50; i++) {
            assertThat(bob.open(alice.seal(utf8("ply " + i)))).isEqualTo(utf8("ply " + i));
            assertThat(alice.open(bob.seal(utf8("ack " + i)))).isEqualTo(utf8("ack " + i));
        }
    }

    @Test
    void emptyMessageRoundTrips() {
        assertThat(bob.open(alice.seal(new byte[0]))).isEmpty();
    }

    @Test
    void ciphertextHidesThePlaintext() {
        byte[] sealed = alice.seal(utf8("Qxf7 checkmate"));
        assertThat(new String(sealed, StandardCharsets.ISO_8859_1)).doesNotContain("Qxf7");
    }

    @Test
    void tamperedMessageIsRejected() {
        byte[] sealed = alice.seal(utf8("e4"));
        sealed[sealed.length - 1] ^= 1;
        assertThatThrownBy(() -> bob.open(sealed))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("message from alice failed authentication: tampered with or corrupted in transit");
    }

    @Test
    void replayedMessageIsRejected() {
        byte[] sealed = alice.seal(utf8("e4"));
        bob.open(sealed);
        assertThatThrownBy(() -> bob.open(sealed))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageStartingWith("message from alice is out of order (number 0 where 1 was due)");
    }

    @Test
    void reorderedMessageIsRejected() {
        alice.seal(utf8("e4"));
        byte[] second = alice.seal(utf8("Nf3"));
        assertThatThrownBy(() -> bob.open(second))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageContaining("out of order");
    }

    @Test
    void truncatedMessageIsRejected() {
        byte[] sealed = alice.seal(utf8("a longer message about the game"));
        assertThatThrownBy(() -> bob.open(Arrays.copyOf(sealed, sealed.length - 5)))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageContaining("failed authentication");
        SecureChannel fresh = connectAgain();
        assertThatThrownBy(() -> fresh.open(new byte[5]))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessage("message from alice is truncated");
    }

    @Test
    void forgedCounterCannotSkipTheCheck() {
        alice.seal(utf8("e4"));
        byte[] second = alice.seal(utf8("Nf3"));
        second[7] = 0; // claim to be message 0
        assertThatThrownBy(() -> bob.open(second))
                .isInstanceOf(PeerMisbehaved.class)
                .hasMessageContaining("failed authentication");
    }

    @Test
    void ownMessageReflectedBackIsRejected() {
        byte[] sealed = alice.seal(utf8("e4"));
        assertThatThrownBy(() -> alice.open(sealed)).isInstanceOf(PeerMisbehaved.class);
    }

    @Test
    void channelRefusesEverythingAfterABadMessage() {
        byte[] good = alice.seal(utf8("e4"));
        byte[] bad = good.clone();
        bad[10] ^= 1;
        assertThatThrownBy(() -> bob.open(bad)).isInstanceOf(PeerMisbehaved.class);
        assertThatThrownBy(() -> bob.open(good)).isInstanceOf(IllegalStateException.class);
    }

    private SecureChannel connectAgain() {
        return Parties.connect(new Handshake("alice", "bob", SigningKey.generate(Parties.RANDOM),
                new KnownOpponents(aliceConfig.resolve("again")), Parties.PROLOGUE, Parties.RANDOM),
                new Handshake("bob", "alice", SigningKey.generate(Parties.RANDOM),
                        new KnownOpponents(bobConfig.resolve("again")), Parties.PROLOGUE, Parties.RANDOM))[1];
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
