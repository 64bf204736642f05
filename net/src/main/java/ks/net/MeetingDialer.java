package ks.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.Socket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.List;
import java.util.function.Supplier;
import ks.net.retry.Backoff;

/**
 * The dialing side of a {@link Rendezvous}: round after round, a call to the opponent's machine on
 * every meeting port in use, and a look at what holds a port this side could not bind. What answers
 * a call and is not the opponent ({@link Call#foreign()}) holds that port: the player is told in one
 * line, the next meeting port is opened ({@link HeldPorts}), and when every port is held on both
 * machines the meeting gives up at once, saying to choose another number. Runs on one thread of the
 * rendezvous.
 */
final class MeetingDialer {
    private static final Duration MAX_BACKOFF = Duration.ofSeconds(4);

    private final Call.Context calls;
    private final RendezvousSettings settings;
    private final MeetingState state;
    private final MeetingPorts ports;
    private final InetAddress ownAddress;
    private final Runnable portOpened;
    private final Supplier<MeetingPort> suggestion;

    /**
     * {@code ownAddress}: where this machine answers on a meeting port; {@code portOpened}: called when a
     * held port opens the next one; {@code suggestion}: a number to offer when every port is held.
     */
    MeetingDialer(Call.Context calls, MeetingPorts ports, InetAddress ownAddress, Runnable portOpened,
            Supplier<MeetingPort> suggestion) {
        this.calls = calls;
        this.settings = calls.settings();
        this.state = calls.state();
        this.ports = ports;
        this.ownAddress = ownAddress;
        this.portOpened = portOpened;
        this.suggestion = suggestion;
    }

    /**
     * Dials the opponent on every meeting port in use, round after round, and looks at what holds a
     * port we could not bind here (when the opponent is not on this machine, whose dial does that).
     */
    void dial() {
        String machine = settings.opponent().host();
        Backoff backoff = new Backoff(settings.timing().retryInterval(),
                max(settings.timing().retryInterval(), MAX_BACKOFF));
        Duration pause = backoff.first();
        while (!state.closed()) {
            List<InetAddress> addresses;
            try {
                addresses = List.of(InetAddress.getAllByName(machine));
            } catch (UnknownHostException e) {
                state.fail("cannot find the machine '" + machine + "' of " + settings.opponent().name());
                return;
            }
            boolean troubled = false;
            for (int index = 0; index <= state.portsInUse() && !state.closed(); index++) {
                for (InetAddress address : addresses) {
                    troubled |= dialOnce(index, address, true);
                }
                if (!addresses.contains(ownAddress) && state.needsProbe(index)) {
                    troubled |= dialOnce(index, ownAddress, false);
                }
            }
            // Someone answered but the call went nowhere: try again, but not so often that a refusing
            // opponent sees a warning four times a second.
            pause = troubled ? backoff.after(pause) : backoff.first();
            if (!state.pause(pause.toNanos())) {
                return;
            }
        }
    }

    /**
     * Runs one dialed call to {@code address} on meeting port {@code index}, unless it can meet nobody;
     * {@code atOpponent} when the address is the opponent's. True when someone answered but the call did
     * not meet (a reason to wait longer before the next round).
     */
    private boolean dialOnce(int index, InetAddress address, boolean atOpponent) {
        InetSocketAddress target = new InetSocketAddress(address, ports.get(index).tcpPort());
        if (!state.worthDialing(index, target)) {
            return false;
        }
        Socket socket = new Socket();
        if (!state.dialWith(socket)) {
            return false;
        }
        boolean here = address.equals(ownAddress);
        try {
            socket.connect(target, millis(settings.timing().callTimeout()));
        } catch (IOException e) {
            // Nobody answering yet is the normal case while the opponent has not started; but where we
            // cannot bind the port, something holds it without answering.
            closeQuietly(socket);
            state.dialWith(null);
            if (here && state.isBusy(index) && state.strike(target)) {
                portHeld(index, target, atOpponent, "it holds the port but does not answer calls");
            }
            return false;
        }
        Call call = new Call(calls, socket, true, System.nanoTime() + settings.timing().callTimeout().toNanos());
        calls.note(RendezvousEvent.Kind.DIALED, call.where() + " was answered");
        RendezvousEvent outcome = call.runToEnd();
        state.dialWith(null);
        String foreign = call.foreign();
        boolean sure = call.surelyForeign();
        if (outcome.kind() == RendezvousEvent.Kind.SELF_DROPPED) {
            if (state.listensOn(index) && isOwnAddress(address)) {
                state.reachedOurselves(target);
            } else {
                foreign = "it sent back our own greeting";
                sure = true;
            }
        }
        if (foreign == null) {
            state.answered(target);
        } else if ((sure || state.strike(target)) && !state.closed()) {
            portHeld(index, target, atOpponent, foreign);
            return true;
        }
        if (outcome.kind() == RendezvousEvent.Kind.MET || !state.closed()) {
            calls.note(outcome.kind(), outcome.detail());
        }
        return outcome.kind() != RendezvousEvent.Kind.SELF_DROPPED;
    }

    /** Another program holds meeting port {@code index} at {@code target}: say so, open the next port, or give up. */
    private void portHeld(int index, InetSocketAddress target, boolean atOpponent, String why) {
        HeldPorts.Finding finding = state.held(index, target, target.getAddress().equals(ownAddress), atOpponent, why);
        if (finding == null) {
            return;
        }
        calls.note(RendezvousEvent.Kind.PORT_HELD, finding.line());
        portOpened.run();
        if (finding.hopeless()) {
            state.fail(state.everyPortHeld(settings.opponent().name(), suggestion.get()));
        }
    }

    /** Whether {@code address} is one of this machine's own. */
    private static boolean isOwnAddress(InetAddress address) {
        try {
            return address.isLoopbackAddress() || address.isAnyLocalAddress()
                    || NetworkInterface.getByInetAddress(address) != null;
        } catch (SocketException e) {
            return false;
        }
    }

    private static Duration max(Duration a, Duration b) {
        return a.compareTo(b) >= 0 ? a : b;
    }

    private static int millis(Duration duration) {
        return (int) Math.min(Integer.MAX_VALUE, Math.max(1, duration.toMillis()));
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // closing after a failure: nothing more to do
        }
    }
}
