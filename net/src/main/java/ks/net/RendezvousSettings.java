package ks.net;

import java.net.InetAddress;
import java.time.Duration;
import java.util.Objects;
import java.util.function.Consumer;

/**
 * Everything a {@link Rendezvous} needs: who we are, whom we meet and where, the meeting port, which
 * ways we may connect, how long to try ({@link Timing}), and how many callers may be in the middle of
 * their greeting and handshake at once. {@link #of} fills in the defaults (port from the two names,
 * listen and dial, three minutes); the {@code with} methods change one setting each.
 * {@code listenAddress} null means: loopback when the opponent is on this machine, else all
 * interfaces. {@code events} is called from the rendezvous's own threads, possibly several at once.
 */
public record RendezvousSettings(Credentials me, OpponentAddress opponent, MeetingPort port, ConnectMode mode,
                                 Timing timing, int maxCallers, InetAddress listenAddress,
                                 Consumer<RendezvousEvent> events) {
    /**
     * Callers at once in their greeting and handshake; one more pushes out, from the address with the most
     * calls, the one that got least far.
     */
    public static final int DEFAULT_MAX_CALLERS = 8;

    /**
     * The clocks of a meeting. {@code deadline}: how long to wait for the opponent in all.
     * {@code callTimeout}: how long one call may take from its TCP connection to the end of the
     * authenticated handshake, however its bytes trickle in. {@code retryInterval}: the pause between
     * dialling rounds and between attempts to bind a busy port. {@code fallback}: how long {@code +s}
     * only listens (or {@code -s} only dials) before also doing the other, in case the opponent chose
     * the same.
     */
    public record Timing(Duration deadline, Duration callTimeout, Duration retryInterval, Duration fallback) {
        public static final Timing DEFAULT = new Timing(Duration.ofMinutes(3), Duration.ofSeconds(5),
                Duration.ofMillis(250), Duration.ofSeconds(10));

        public Timing {
            requirePositive(deadline, "deadline");
            requirePositive(callTimeout, "call timeout");
            requirePositive(retryInterval, "retry interval");
            requirePositive(fallback, "fallback");
        }
    }

    public RendezvousSettings {
        Objects.requireNonNull(me, "me");
        Objects.requireNonNull(opponent, "opponent");
        Objects.requireNonNull(port, "port");
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(timing, "timing");
        Objects.requireNonNull(events, "events");
        if (maxCallers < 1) {
            throw new IllegalArgumentException("at least one caller at a time, not " + maxCallers);
        }
    }

    /** Defaults for meeting {@code opponent}, with the port derived from both names. */
    public static RendezvousSettings of(Credentials me, OpponentAddress opponent) {
        return new RendezvousSettings(me, opponent, MeetingPort.forPlayers(me.name(), opponent.name()),
                ConnectMode.LISTEN_AND_DIAL, Timing.DEFAULT, DEFAULT_MAX_CALLERS, null, event -> { });
    }

    public String ownName() {
        return me.name();
    }

    /** The meeting port and its alternates, the same on both sides. */
    public MeetingPorts ports() {
        return MeetingPorts.of(port, me.name(), opponent.name());
    }

    public RendezvousSettings withPort(MeetingPort port) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    public RendezvousSettings withMode(ConnectMode mode) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    public RendezvousSettings withTiming(Timing timing) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    public RendezvousSettings withDeadline(Duration deadline) {
        return withTiming(new Timing(deadline, timing.callTimeout(), timing.retryInterval(), timing.fallback()));
    }

    public RendezvousSettings withCallTimeout(Duration callTimeout) {
        return withTiming(new Timing(timing.deadline(), callTimeout, timing.retryInterval(), timing.fallback()));
    }

    public RendezvousSettings withRetryInterval(Duration retryInterval) {
        return withTiming(new Timing(timing.deadline(), timing.callTimeout(), retryInterval, timing.fallback()));
    }

    public RendezvousSettings withFallback(Duration fallback) {
        return withTiming(new Timing(timing.deadline(), timing.callTimeout(), timing.retryInterval(), fallback));
    }

    public RendezvousSettings withMaxCallers(int maxCallers) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    public RendezvousSettings withListenAddress(InetAddress listenAddress) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    public RendezvousSettings withEvents(Consumer<RendezvousEvent> events) {
        return new RendezvousSettings(me, opponent, port, mode, timing, maxCallers, listenAddress, events);
    }

    private static void requirePositive(Duration d, String what) {
        if (d == null || d.isNegative() || d.isZero()) {
            throw new IllegalArgumentException(what + " must be positive, not " + d);
        }
    }
}
