package ks.net;

import java.io.Closeable;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Everything the threads of one {@link Rendezvous} share, behind one lock with one condition that
 * tells waiters something changed: the phase, the listening socket, the calls in progress, the
 * connection met or the reason for giving up, and what went wrong on the way (for the give-up
 * message). Each method takes the lock for itself; none calls out while holding it.
 */
final class MeetingState {
    enum Phase { READY, MEETING, OVER }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final CallTable callers;
    /** Addresses where a dial reached our own listener; no use dialing them while we hold it. */
    private final Set<InetSocketAddress> ourselves = new HashSet<>();
    private Phase phase = Phase.READY;
    private ServerSocket server;
    private boolean listening;
    private boolean dialing;
    private boolean portBusy;
    private Socket outgoing;
    private boolean claimed;
    private Connection met;
    private String failure;
    private String trouble;
    private boolean minorTrouble;
    private String keyWarning;

    MeetingState(int maxCallers) {
        this.callers = new CallTable(maxCallers);
    }

    /** READY to MEETING; false if the meeting began already or was closed. */
    boolean begin() {
        return locked(() -> {
            boolean ready = phase == Phase.READY;
            phase = ready ? Phase.MEETING : phase;
            return ready;
        });
    }

    boolean over() {
        return locked(() -> phase == Phase.OVER);
    }

    /** Marks the listening (or dialing) loop as started; false if it already was or the meeting is over. */
    boolean startLoop(boolean listen) {
        return locked(() -> {
            boolean already = listen ? listening : dialing;
            if (already || phase == Phase.OVER) {
                return false;
            }
            if (listen) {
                listening = true;
            } else {
                dialing = true;
            }
            return true;
        });
    }

    boolean dialing() {
        return locked(() -> dialing);
    }

    /** Keeps the bound listener; false (and the caller closes it) when the meeting is over. */
    boolean listenOn(ServerSocket listener) {
        return locked(() -> {
            if (phase == Phase.OVER) {
                return false;
            }
            server = listener;
            portBusy = false;
            return true;
        });
    }

    ServerSocket server() {
        return locked(() -> phase == Phase.OVER ? null : server);
    }

    /** Notes that the port could not be bound; true the first time, so it is reported once. */
    boolean portBusy() {
        return locked(() -> {
            boolean first = !portBusy;
            portBusy = true;
            changed.signalAll();
            return first;
        });
    }

    boolean isPortBusy() {
        return locked(() -> portBusy);
    }

    /** Admits an accepted call; returns the call pushed out to make room, or the call itself when the meeting is over. */
    Call admit(Call call) {
        return locked(() -> phase == Phase.OVER ? call : callers.admit(call));
    }

    void reached(Call call, Call.Step step) {
        update(() -> callers.reached(call, step));
    }

    /** Removes a finished accepted call; false when it had been pushed out meanwhile. */
    boolean finish(Call call) {
        return locked(() -> callers.finish(call));
    }

    /** The dial loop's socket between connect and the end of its call (null: none), so close() can end it. */
    boolean dialWith(Socket socket) {
        return locked(() -> {
            if (phase == Phase.OVER && socket != null) {
                return false;
            }
            outgoing = socket;
            return true;
        });
    }

    void reachedOurselves(InetSocketAddress target) {
        update(() -> ourselves.add(target));
    }

    boolean dialingOurselves(InetSocketAddress target) {
        return locked(() -> server != null && ourselves.contains(target));
    }

    boolean claim() {
        return locked(() -> {
            if (claimed || phase != Phase.MEETING) {
                return false;
            }
            claimed = true;
            return true;
        });
    }

    void unclaim() {
        update(() -> claimed = false);
    }

    /** Hands over the connection met; false when the meeting is over or has one already. */
    boolean settle(Connection connection) {
        return locked(() -> {
            if (phase != Phase.MEETING || met != null || failure != null) {
                return false;
            }
            met = connection;
            changed.signalAll();
            return true;
        });
    }

    /** Ends the meeting with this reason, unless it has an outcome already. */
    void fail(String message) {
        update(() -> {
            if (met == null && failure == null) {
                failure = message;
            }
            changed.signalAll();
        });
    }

    /** Keeps what the give-up message should mention: a key warning first, then refusals, then the rest. */
    void remember(RendezvousEvent event) {
        update(() -> {
            switch (event.kind()) {
                case KEY_MISMATCH -> keyWarning = event.detail();
                case REFUSED, FAILED -> {
                    trouble = event.detail();
                    minorTrouble = false;
                }
                case LOST, PORT_BUSY -> {
                    if (trouble == null || minorTrouble) {
                        trouble = event.detail();
                        minorTrouble = true;
                    }
                }
                default -> {
                }
            }
        });
    }

    /** {@code base} with what went wrong meanwhile, for the give-up message. */
    String troubled(String base) {
        return locked(() -> keyWarning != null ? base + "; " + keyWarning
                : trouble != null ? base + "; last trouble: " + trouble : base);
    }

    /**
     * Waits until the meeting has an outcome (true) or {@code until} passes (false); with
     * {@code untilPortBusy}, also returns false as soon as the port is known to be busy.
     */
    boolean awaitOutcome(long until, boolean untilPortBusy) throws InterruptedException {
        lock.lock();
        try {
            while (met == null && failure == null && phase == Phase.MEETING) {
                long left = until - System.nanoTime();
                if (left <= 0 || (untilPortBusy && portBusy)) {
                    return false;
                }
                changed.awaitNanos(left);
            }
            return true;
        } finally {
            lock.unlock();
        }
    }

    /** Waits {@code nanos}; false when the meeting ended meanwhile (or the thread was interrupted). */
    boolean pause(long nanos) {
        long until = System.nanoTime() + nanos;
        lock.lock();
        try {
            while (phase != Phase.OVER) {
                long left = until - System.nanoTime();
                if (left <= 0) {
                    return true;
                }
                changed.awaitNanos(left);
            }
            return false;
        } catch (InterruptedException e) {
            return false;
        } finally {
            lock.unlock();
        }
    }

    Connection met() {
        return locked(() -> met);
    }

    String failure() {
        return locked(() -> failure);
    }

    /**
     * Ends the meeting ({@code cancelled} is the reason if it had no outcome yet) and returns everything
     * to close: the listener, the dial in progress and every call except the one met.
     */
    List<Closeable> end(String cancelled) {
        return locked(() -> {
            phase = Phase.OVER;
            if (met == null && failure == null) {
                failure = cancelled;
            }
            Socket kept = met == null ? null : met.socket();
            List<Closeable> open = new ArrayList<>();
            open.add(server);
            server = null;
            if (outgoing != kept) {
                open.add(outgoing);
            }
            callers.all().stream().map(Call::socket).filter(s -> s != kept).forEach(open::add);
            changed.signalAll();
            return open;
        });
    }

    private <T> T locked(Supplier<T> action) {
        lock.lock();
        try {
            return action.get();
        } finally {
            lock.unlock();
        }
    }

    private void update(Runnable action) {
        lock.lock();
        try {
            action.run();
        } finally {
            lock.unlock();
        }
    }
}
