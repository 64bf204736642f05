package ks.net;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Everything a {@link Rendezvous} needs: who we are, whom we meet and where, the meeting port, which
 * ways we may connect, and how long to try. {@link #of} fills in the defaults (port from the two
 * names, listen and dial, three minutes); the {@code with} methods change one setting each.
 * {@code listenAddress} null means: loopback when the opponent is on this machine, else all
 * interfaces. {@code events} is called from the rendezvous's own threads, possibly several at once.
 */
public record RendezvousSettings(String ownName, Opponent opponent, MeetingPort port, ConnectMode mode,
                                 Duration deadline, Duration helloTimeout, Duration retryInterval,
                                 InetAddress listenAddress, Consumer<RendezvousEvent> events) {
    public static final Duration DEFAULT_DEADLINE = Duration.ofMinutes(3);
    public static final Duration DEFAULT_HELLO_TIMEOUT = Duration.ofSeconds(5);
    public static final Duration DEFAULT_RETRY_INTERVAL = Duration.ofMillis(250);

    public RendezvousSettings {
        Hello.checkName(ownName);
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(events, "events");
        requirePositive(deadline, "deadline");
        requirePositive(helloTimeout, "hello timeout");
        requirePositive(retryInterval, "retry interval");
    }

    /** Defaults for meeting {@code opponent}, with the port derived from both names. */
    public static RendezvousSettings of(String ownName, Opponent opponent) {
        return new RendezvousSettings(ownName, opponent, MeetingPort.forPlayers(ownName, opponent.name()),
                ConnectMode.LISTEN_AND_DIAL, DEFAULT_DEADLINE, DEFAULT_HELLO_TIMEOUT, DEFAULT_RETRY_INTERVAL,
                null, event -> { });
    }

    public RendezvousSettings withPort(MeetingPort port) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    public RendezvousSettings withMode(ConnectMode mode) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    public RendezvousSettings withDeadline(Duration deadline) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    /** How long one call may take to connect and to exchange greetings. */
    public RendezvousSettings withHelloTimeout(Duration helloTimeout) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    /** Pause between dialling rounds and between attempts to bind a busy port. */
    public RendezvousSettings withRetryInterval(Duration retryInterval) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    public RendezvousSettings withListenAddress(InetAddress listenAddress) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    public RendezvousSettings withEvents(Consumer<RendezvousEvent> events) {
        return new RendezvousSettings(ownName, opponent, port, mode, deadline, helloTimeout, retryInterval, listenAddress, events);
    }

    private static void requirePositive(Duration d, String what) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(what + " must be positive, not " + d);
        }
    }
}
