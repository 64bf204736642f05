package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the meeting tests share: a free meeting port, players with keys, meetings run in the
 * background, and everything they opened closed afterwards.
 */
abstract class MeetingFixture {
    static final Duration DEADLINE = Duration.ofSeconds(20);

    @TempDir
    Path home;

    final MeetingPort port = TestPorts.free();
    private final ExecutorService background = Executors.newCachedThreadPool();
    private final List<AutoCloseable> toClose = new ArrayList<>();
    private Players players;

    @AfterEach
    void closeEverything() throws Exception {
        for (AutoCloseable closeable : toClose) {
            closeable.close();
        }
        background.shutdownNow();
        assertThat(background.awaitTermination(10, TimeUnit.SECONDS)).isTrue();
    }

    Players players() {
        if (players == null) {
            players = new Players(home);
        }
        return players;
    }

    /** {@code own} meeting {@code opponent} (a name, or name@machine) on the test's port, quickly retrying. */
    RendezvousSettings settings(String own, String opponent) {
        return settings(players().of(own), opponent);
    }

    RendezvousSettings settings(Credentials me, String opponent) {
        return RendezvousSettings.of(me, OpponentAddress.parse(opponent))
                .withPort(port)
                .withDeadline(DEADLINE)
                .withCallTimeout(Duration.ofSeconds(3))
                .withRetryInterval(Duration.ofMillis(100));
    }

    Future<Connection> meetLater(RendezvousSettings settings) {
        Callable<Connection> meeting = () -> keep(Rendezvous.meet(settings));
        return background.submit(meeting);
    }

    Future<Connection> meetLater(Rendezvous rendezvous) {
        Callable<Connection> meeting = () -> keep(rendezvous.meet());
        return background.submit(meeting);
    }

    synchronized <T extends AutoCloseable> T keep(T closeable) {
        toClose.add(closeable);
        return closeable;
    }

    /** Both ends belong to one TCP connection, dialed by exactly one of them, and sealed messages flow both ways. */
    static void assertTalking(Connection one, Connection other) throws Exception {
        assertThat(one.initiator()).isNotEqualTo(other.initiator());
        assertThat(((InetSocketAddress) one.socket().getLocalSocketAddress()).getPort())
                .isEqualTo(other.socket().getPort());
        assertThat(one.channel().sessionId()).isEqualTo(other.channel().sessionId());
        one.send("e2e4".getBytes(StandardCharsets.UTF_8));
        other.send("Illegal".getBytes(StandardCharsets.UTF_8));
        assertThat(other.receive(10_000)).asString(StandardCharsets.UTF_8).isEqualTo("e2e4");
        assertThat(one.receive(10_000)).asString(StandardCharsets.UTF_8).isEqualTo("Illegal");
    }
}
