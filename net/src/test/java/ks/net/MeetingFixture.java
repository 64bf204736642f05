package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
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
    /** Room for an honest meeting on a busy machine; a test that needs a give-up calls {@link #gaveUp}. */
    static final Duration DEADLINE = Duration.ofSeconds(60);
    /** The pause between dialing rounds (and binding attempts) in the fixture's settings. */
    static final Duration RETRY_INTERVAL = Duration.ofMillis(100);
    /** How the give-up message of a rendezvous with the fixture's deadline begins. */
    static final String GAVE_UP = "gave up after " + Call.human(DEADLINE) + ": ";

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
                .withRetryInterval(RETRY_INTERVAL);
    }

    Future<Connection> meetLater(RendezvousSettings settings) {
        Callable<Connection> meeting = () -> keep(Rendezvous.meet(settings));
        return background.submit(meeting);
    }

    Future<Connection> meetLater(Rendezvous rendezvous) {
        Callable<Connection> meeting = () -> keep(rendezvous.meet());
        return background.submit(meeting);
    }

    /**
     * Lets the deadline of {@code rendezvous} pass now ({@link Rendezvous#expire}) and returns the message
     * its meeting, run in the background as {@code meeting}, gave up with. A test calls it once what the
     * message must mention has happened, so the verdict never hangs on the machine's speed.
     */
    static String gaveUp(Rendezvous rendezvous, Future<Connection> meeting) throws InterruptedException {
        rendezvous.expire();
        try {
            Connection met = meeting.get();
            throw new AssertionError("met " + met.peerName() + " instead of giving up");
        } catch (ExecutionException e) {
            assertThat(e.getCause()).isInstanceOf(RendezvousException.class);
            return e.getCause().getMessage();
        }
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
