package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ks.net.Connection;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Players;
import ks.net.ProtocolException;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.TestPorts;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a session sees from a real link: a message that does not decode is a bad message it may
 * skip ({@link ProtocolException}); anything wrong with the frames underneath is a lost link (a plain
 * {@link IOException}), which the session answers by reconnecting.
 */
@Timeout(60)
class ChannelLinkTest {
    @TempDir
    Path home;

    private ChannelLink alice;
    private Connection bob;

    @BeforeEach
    void meet() throws Exception {
        Players players = new Players(home);
        MeetingPort port = TestPorts.free();
        RendezvousSettings atAlice = RendezvousSettings.of(players.of("alice"), OpponentAddress.parse("bob")).withPort(port)
                .withDeadline(Duration.ofSeconds(20));
        RendezvousSettings atBob = RendezvousSettings.of(players.of("bob"), OpponentAddress.parse("alice")).withPort(port)
                .withDeadline(Duration.ofSeconds(20));
        CompletableFuture<Connection> aliceSide = CompletableFuture.supplyAsync(() -> {
            try {
                return Rendezvous.meet(atAlice);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        bob = Rendezvous.meet(atBob);
        alice = ChannelLink.over(aliceSide.get(30, TimeUnit.SECONDS));
    }

    @AfterEach
    void hangUp() throws IOException {
        alice.close();
        bob.close();
    }

    @Test
    void messagesTravelSealedBothWays() throws Exception {
        ChannelLink bobLink = ChannelLink.over(bob);
        alice.send(new Message.Ping());
        assertThat(bobLink.receive(10_000)).isInstanceOf(Message.Ping.class);
        bobLink.send(new Message.Ping());
        assertThat(alice.receive(10_000)).isInstanceOf(Message.Ping.class);
    }

    @Test
    void aFrameHeaderBeyondTheLimitIsALostLinkNotABadMessage() throws Exception {
        raw(new byte[] {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff});
        assertThatThrownBy(() -> alice.receive(10_000))
                .isInstanceOf(IOException.class)
                .isNotInstanceOf(ProtocolException.class)
                .hasMessage("the connection to bob broke: frame of 2147483647 bytes exceeds the limit of 1048576 bytes");
    }

    @Test
    void aStreamEndingInsideAFrameIsALostLinkNotABadMessage() throws Exception {
        raw(new byte[] {0, 0, 8, 0, 'M', 1, 2});
        bob.socket().shutdownOutput();
        assertThatThrownBy(() -> alice.receive(10_000))
                .isInstanceOf(IOException.class)
                .isNotInstanceOf(ProtocolException.class)
                .hasMessageStartingWith("the connection to bob broke: connection closed inside a frame");
    }

    @Test
    void aFrameThatFailsAuthenticationIsALostLink() throws Exception {
        byte[] frame = new byte[2048];
        frame[0] = 'M';
        // The meeting sealed one message each way, so the next one in order is number 1.
        frame[8] = 1;
        raw(new byte[] {0, 0, 8, 0});
        raw(frame);
        assertThatThrownBy(() -> alice.receive(10_000))
                .isInstanceOf(IOException.class)
                .isNotInstanceOf(ProtocolException.class)
                .hasMessageContaining("failed authentication");
    }

    @Test
    void aSealedMessageThatDoesNotDecodeIsABadMessage() throws Exception {
        bob.send("not json".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> alice.receive(10_000)).isInstanceOf(ProtocolException.class);
    }

    @Test
    void aRefusalInWordsIsALostLinkWithTheCleanedWords() throws Exception {
        bob.refuse("bob refused: \u001b]0;owned\u0007 bye");
        assertThatThrownBy(() -> alice.receive(10_000))
                .isInstanceOf(IOException.class)
                .isNotInstanceOf(ProtocolException.class)
                .hasMessage("bob refused: bob refused: ?]0;owned? bye");
    }

    private void raw(byte[] bytes) throws IOException {
        OutputStream out = bob.socket().getOutputStream();
        out.write(bytes);
        out.flush();
    }
}
