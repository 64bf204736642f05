package ks.net;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.UnknownHostException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;

/**
 * Two symmetric ks processes finding each other on the meeting port. Each side listens on the port
 * and, at the same time, keeps dialing the opponent's machine on that port; on one machine only the
 * first process can bind the port, the other only dials and keeps trying to bind. When what answers on
 * a meeting port is another program (here, where we cannot bind it, or on the opponent's machine), the
 * meeting moves on to the next of the {@link MeetingPorts} both sides derive, and keeps the earlier ones
 * (see {@link HeldPorts}); with every port held on both machines it gives up at once, saying to choose
 * another number. Every connection,
 * dialed or accepted, is a {@link Call}: greetings, then the authenticated handshake, then (sealed) the
 * choice of the one call to keep. Strangers cannot disturb the meeting: at most
 * {@link RendezvousSettings#maxCallers()} accepted calls run at once (one more pushes out, from the
 * address with the most calls, the one that got least far), each must finish within the call timeout however slowly its bytes come, and a call
 * that is refused or fails (not ks, other names, a bad handshake, a key other than the pinned one) is
 * an event for the player while the wait goes on. Only a peer that completed the handshake can end the
 * wait, by being met. When both sides reach each other at once, the side with the smaller nonce keeps
 * the first call that got through and drops the other. A forced mode that meets nobody for
 * {@link RendezvousSettings.Timing#fallback()} also does the other thing, so two players who both chose
 * {@code +s} (or both {@code -s}) still meet, and are told why it took longer.
 *
 * <p>Threads: the rendezvous's own pool ({@link MeetingThreads}) runs the listening loop, the dialing
 * loop and the accepted calls; {@link #meet} keeps the clock (deadline, fallback) on the caller's
 * thread. All they share is in one {@link MeetingState}, behind its one lock, which also holds the
 * meeting's phase: ready, meeting, a call claimed, met or failed, closed. {@link #open} binds the port
 * if it can and returns at once; {@link #close} stops everything (from any thread, which also cancels
 * a waiting {@code meet}, or one not begun yet), leaves only the returned connection open, and returns
 * once every thread of the rendezvous has ended.
 */
public final class Rendezvous implements AutoCloseable {
    private final RendezvousSettings settings;
    private final MeetingPorts ports;
    private final Hello hello;
    private final InetAddress listenAddress;
    /** Where this machine answers on a meeting port: the listening address, or loopback for all interfaces. */
    private final InetAddress ownAddress;
    private final MeetingState state;
    private final MeetingThreads threads;
    private final Call.Context calls;
    private final SecureRandom random = new SecureRandom();
    private final MeetingDialer dialer;

    private Rendezvous(RendezvousSettings settings, InetAddress listenAddress, boolean oneMachine) {
        this.settings = settings;
        this.ports = settings.ports();
        this.listenAddress = listenAddress;
        this.ownAddress = listenAddress == null || listenAddress.isAnyLocalAddress() ? InetAddress.getLoopbackAddress()
                : listenAddress;
        this.hello = Hello.fresh(settings.ownName(), settings.opponent().name());
        this.state = new MeetingState(settings.maxCallers(), ports, oneMachine ? "this machine" : settings.opponent().host());
        this.calls = new Call.Context(settings, hello, random, state);
        this.dialer = new MeetingDialer(calls, ports, ownAddress, () -> startListening(false), this::suggestion);
        // A listening loop per port, the dialing loop and the accepted calls; a call pushed out frees its
        // thread as soon as its socket closes.
        this.threads = new MeetingThreads(settings.maxCallers() + 1 + ports.size(), state);
    }

    /**
     * Prepares a rendezvous and binds the meeting port if the mode listens and the port is free.
     *
     * @throws RendezvousException if the opponent's machine name cannot be resolved
     */
    public static Rendezvous open(RendezvousSettings settings) throws RendezvousException {
        InetAddress listenAddress = settings.listenAddress();
        boolean oneMachine = listenAddress == null && onThisMachine(settings.opponent().host());
        if (oneMachine) {
            // A game on one machine need not be reachable from the network.
            listenAddress = InetAddress.getLoopbackAddress();
        }
        Rendezvous rendezvous = new Rendezvous(settings, listenAddress, oneMachine);
        if (settings.mode().listens()) {
            rendezvous.tryBind(0);
        }
        return rendezvous;
    }

    /** Opens, meets and closes in one go. */
    public static Connection meet(RendezvousSettings settings) throws RendezvousException, InterruptedException {
        try (Rendezvous rendezvous = open(settings)) {
            return rendezvous.meet();
        }
    }

    /** Our greeting; its nonce is what the other side sees. */
    public Hello hello() {
        return hello;
    }

    /**
     * Listens and dials until the opponent completes the handshake on one connection, then stops
     * everything else. May be called once.
     *
     * @throws RendezvousException when the deadline passes (saying what went wrong meanwhile), the
     *     opponent's machine is unknown, our own key files cannot be used, or {@link #close} was called
     *     (before or during the meeting)
     * @throws IllegalStateException if {@code meet} was called before
     */
    public Connection meet() throws RendezvousException, InterruptedException {
        long start = System.nanoTime();
        if (!state.begin()) {
            throw new RendezvousException(state.failure());
        }
        if (settings.mode().listens()) {
            startListening(true);
        }
        if (settings.mode().dials()) {
            startDialing();
        }
        long deadline = start + settings.timing().deadline().toNanos();
        long fallbackAt = start + settings.timing().fallback().toNanos();
        boolean fallbackDue = settings.mode() != ConnectMode.LISTEN_AND_DIAL;
        try {
            // A +s that cannot listen (the port is taken, likely by the opponent) gives way at once.
            while (!state.awaitOutcome(fallbackDue && fallbackAt - deadline < 0 ? fallbackAt : deadline,
                    fallbackDue && settings.mode() == ConnectMode.LISTEN_ONLY)) {
                long now = System.nanoTime();
                if (fallbackDue && (now - fallbackAt >= 0 || busyWhileOnlyListening())) {
                    fallbackDue = false;
                    fallBack();
                } else if (now - deadline >= 0 || state.expired()) {
                    state.fail(state.troubled("gave up after " + Call.human(settings.timing().deadline()) + ": "
                            + settings.opponent().name() + " did not answer on " + settings.opponent().host() + ", "
                            + portsTried(), suggestion()));
                }
            }
        } catch (InterruptedException e) {
            close();
            throw e;
        }
        Connection connection = state.met();
        String why = state.failure();
        close();
        if (connection == null) {
            throw new RendezvousException(why);
        }
        return connection;
    }

    /**
     * Lets the deadline pass now: a waiting (or later) {@link #meet} gives up with the message it gives at
     * the deadline, naming what went wrong meanwhile. The tests' stand-in for the wall clock, so that a
     * test can read that message once what it must mention has happened, however slow the machine.
     */
    void expire() {
        state.expire();
    }

    /**
     * Stops listening and dialing, hangs up every call not handed out, and waits until the threads have
     * ended (unless called from one of them, as a player's event handler may).
     */
    @Override
    public void close() {
        state.end("the rendezvous with " + settings.opponent().name() + " was cancelled")
                .forEach(Rendezvous::closeQuietly);
        threads.stop();
    }

    private boolean busyWhileOnlyListening() {
        return settings.mode() == ConnectMode.LISTEN_ONLY && state.isPortBusy();
    }

    /** A forced mode met nobody: do the other thing too, and say why. */
    private void fallBack() {
        String opponent = settings.opponent().name();
        String next = "next time, one of you types " + (settings.mode().listens() ? "-s" : "+s")
                + ", or neither types +s or -s";
        String waited = Call.human(settings.timing().fallback());
        if (settings.mode() == ConnectMode.LISTEN_ONLY) {
            String why = busyWhileOnlyListening()
                    ? "you only listen (+s) but cannot: someone (likely " + opponent + ", who may have typed +s too)"
                            + " holds " + settings.port()
                    : "you only listen (+s) and " + opponent + " did not call within " + waited + "; if " + opponent
                            + " typed +s too, neither of you dials";
            note(RendezvousEvent.Kind.FALLBACK, why + ": ks dials " + opponent + " as well; " + next);
            startDialing();
        } else {
            note(RendezvousEvent.Kind.FALLBACK, "you only dial (-s) and " + opponent + " did not answer within " + waited
                    + "; if " + opponent + " typed -s too, nobody listens: ks listens as well; " + next);
            startListening(true);
        }
    }

    /** Starts the listening loops due: all ports in use when {@code begin}, else those opened since. */
    private void startListening(boolean begin) {
        for (int index : state.listenLoopsDue(begin)) {
            threads.submit(() -> listen(index));
        }
    }

    private void startDialing() {
        if (state.startDialing()) {
            threads.submit(dialer::dial);
        }
    }

    private void listen(int index) {
        while (!state.closed()) {
            ServerSocket listener = state.server(index);
            if (listener == null) {
                if (!tryBind(index) && !state.pause(settings.timing().retryInterval().toNanos())) {
                    return;
                }
                continue;
            }
            try {
                admit(listener.accept());
            } catch (IOException e) {
                if (state.closed()) {
                    return;
                }
                note(RendezvousEvent.Kind.LOST, "listening failed: " + e.getMessage());
                state.pause(settings.timing().retryInterval().toNanos());
            }
        }
    }

    private void admit(Socket socket) {
        Call call = new Call(calls, socket, false, System.nanoTime() + settings.timing().callTimeout().toNanos());
        Call pushedOut = state.admit(call);
        if (pushedOut == call) {
            call.hangUp();
            return;
        }
        if (pushedOut != null) {
            pushedOut.hangUp();
        }
        note(RendezvousEvent.Kind.ACCEPTED, call.where());
        if (!threads.submit(() -> answer(call))) {
            call.hangUp();
        }
    }

    private boolean tryBind(int index) {
        ServerSocket listener = null;
        try {
            listener = new ServerSocket();
            // Connections of an earlier game still in TIME_WAIT must not keep us off the port.
            listener.setReuseAddress(true);
            listener.bind(new InetSocketAddress(listenAddress, ports.get(index).tcpPort()));
            if (!state.listenOn(index, listener)) {
                listener.close();
                return false;
            }
            note(RendezvousEvent.Kind.LISTENING, "listening on " + where(index));
            return true;
        } catch (IOException e) {
            closeQuietly(listener);
            if (state.portBusy(index)) {
                note(RendezvousEvent.Kind.PORT_BUSY, "cannot listen on " + where(index) + " (" + e.getMessage() + ")"
                        + (settings.mode().dials() || state.dialing() ? "; dialing only, and retrying" : "; retrying"));
            }
            return false;
        }
    }

    /** Runs an accepted call and reports how it ended. */
    private void answer(Call call) {
        RendezvousEvent outcome = call.runToEnd();
        if (!state.finish(call) && outcome.kind() == RendezvousEvent.Kind.LOST) {
            outcome = new RendezvousEvent(RendezvousEvent.Kind.LOST, "hung up on " + call.where()
                    + " to make room for newer callers");
        }
        // After the meeting closed, calls cut short are no news; the one met always is.
        if (outcome.kind() == RendezvousEvent.Kind.MET || !state.closed()) {
            note(outcome.kind(), outcome.detail());
        }
    }

    private void note(RendezvousEvent.Kind kind, String detail) {
        calls.note(kind, detail);
    }

    private String where(int index) {
        return (listenAddress == null ? "all interfaces" : listenAddress.getHostAddress()) + ", " + ports.get(index);
    }

    /** "port number 365 (TCP 24365)", and the other meeting ports tried, for the give-up message. */
    private String portsTried() {
        int inUse = state.portsInUse();
        if (inUse == 0) {
            return ports.get(0).toString();
        }
        return ports.get(0) + " or the next meeting ports ("
                + new MeetingPorts(ports.ports().subList(1, inUse + 1)).tcpPorts() + ")";
    }

    /** A number to offer the players when other programs hold the ports: free here, and none of ours. */
    private MeetingPort suggestion() {
        MeetingPort offer = MeetingPort.free(random);
        while (ports.ports().contains(offer)) {
            offer = MeetingPort.free(random);
        }
        return offer;
    }

    private static boolean onThisMachine(String host) throws RendezvousException {
        return Arrays.stream(findMachine(host)).allMatch(InetAddress::isLoopbackAddress);
    }

    /**
     * The addresses of the opponent's machine {@code host}, looked up before anything is waited for.
     *
     * @throws RendezvousException ({@link RendezvousException#unknownMachine}) if the name does not resolve
     */
    public static InetAddress[] findMachine(String host) throws RendezvousException {
        try {
            return InetAddress.getAllByName(host);
        } catch (UnknownHostException e) {
            throw RendezvousException.unknownMachine(host);
        }
    }

    private static void closeQuietly(Closeable closeable) {
        if (closeable != null) {
            try {
                closeable.close();
            } catch (IOException e) {
                // closing after a failure: nothing more to do
            }
        }
    }
}
