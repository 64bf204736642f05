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
 * tells waiters something changed: the {@link Phase}, the listening socket, the calls in progress, the
 * connection met or the reason for giving up, what went wrong on the way (for the give-up message),
 * and the rendezvous's own threads (so that closing can wait for every one). Each method takes the
 * lock for itself; none calls out while holding it.
 */
final class MeetingState {
    /**
     * Where a meeting stands. The only moves are those {@link #leadsTo} allows, each made under the
     * lock by {@link #move}; every other field only says what a phase holds (the connection of {@code
     * MET}, the reason of {@code FAILED}), or is a resource to hang up when the meeting closes.
     */
    enum Phase {
        /** Opened (perhaps listening already); {@code meet} has not begun. */
        READY,
        /** Listening and dialing; no call is chosen yet. */
        MEETING,
        /**
         * The side with the smaller nonce chose one call and is pinning its key and saying so; any
         * other call that gets this far is dropped. Back to {@code MEETING} if the chosen call fails first.
         */
        CLAIMED,
        /** A call is the meeting: chosen by us, or named by the side with the smaller nonce. */
        MET,
        /** Given up: the deadline passed, the opponent's machine is unknown, or our key files cannot be used. */
        FAILED,
        /** Closed: everything but the connection met is hung up, every thread is told to end; the outcome stays. */
        CLOSED,
        /** Closed before {@code meet} began, which then says it was cancelled. */
        CANCELLED;

        boolean leadsTo(Phase next) {
            return switch (this) {
                case READY -> next == MEETING || next == CANCELLED;
                case MEETING -> next == CLAIMED || next == MET || next == FAILED || next == CLOSED;
                case CLAIMED -> next == MEETING || next == MET || next == FAILED || next == CLOSED;
                case MET, FAILED -> next == CLOSED;
                case CLOSED, CANCELLED -> false;
            };
        }

        /** The meeting runs and has no outcome yet. */
        boolean undecided() {
            return this == MEETING || this == CLAIMED;
        }

        boolean closed() {
            return this == CLOSED || this == CANCELLED;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final CallTable callers;
    /** Addresses where a dial reached our own listener; no use dialing them while we hold it. */
    private final Set<InetSocketAddress> ourselves = new HashSet<>();
    private final List<Thread> threads = new ArrayList<>();
    private Phase phase = Phase.READY;
    private ServerSocket server;
    private boolean listening;
    private boolean dialing;
    private boolean portBusy;
    private Socket outgoing;
    private Connection met;
    private String failure;
    private String trouble;
    private boolean minorTrouble;
    private String keyWarning;

    MeetingState(int maxCallers) {
        this.callers = new CallTable(maxCallers);
    }

    /**
     * READY to MEETING: true. False when the rendezvous was closed before (CANCELLED).
     *
     * @throws IllegalStateException if the meeting began already
     */
    boolean begin() {
        return locked(() -> {
            if (phase == Phase.READY) {
                return move(Phase.MEETING);
            }
            if (phase == Phase.CANCELLED) {
                return false;
            }
            throw new IllegalStateException("a rendezvous can meet only once");
        });
    }

    boolean closed() {
        return locked(() -> phase.closed());
    }

    /** Marks the listening (or dialing) loop as started; false if it already was or the meeting is closed. */
    boolean startLoop(boolean listen) {
        return locked(() -> {
            boolean already = listen ? listening : dialing;
            if (already || phase.closed()) {
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

    /** Keeps the bound listener; false (and the caller closes it) when the meeting is closed. */
    boolean listenOn(ServerSocket listener) {
        return locked(() -> {
            if (phase.closed()) {
                return false;
            }
            server = listener;
            portBusy = false;
            return true;
        });
    }

    ServerSocket server() {
        return locked(() -> phase.closed() ? null : server);
    }

    /**
     * Notes that the port could not be bound; true the first time, so it is reported once, and never
     * once the meeting is closed (the listening loop may try a last bind while it closes).
     */
    boolean portBusy() {
        return locked(() -> {
            boolean first = !portBusy;
            portBusy = true;
            changed.signalAll();
            return first && !phase.closed();
        });
    }

    boolean isPortBusy() {
        return locked(() -> portBusy);
    }

    /** Admits an accepted call; returns the call pushed out to make room, or the call itself when the meeting is closed. */
    Call admit(Call call) {
        return locked(() -> phase.closed() ? call : callers.admit(call));
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
            if (phase.closed() && socket != null) {
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

    /** MEETING to CLAIMED: true for the one call that may now become the meeting. */
    boolean claim() {
        return locked(() -> phase == Phase.MEETING && move(Phase.CLAIMED));
    }

    /** CLAIMED back to MEETING: the chosen call failed before it was named the one. */
    void unclaim() {
        update(() -> {
            if (phase == Phase.CLAIMED) {
                move(Phase.MEETING);
            }
        });
    }

    /** To MET with the connection; false when the meeting already has an outcome or is closed. */
    boolean settle(Connection connection) {
        return locked(() -> {
            if (!phase.undecided()) {
                return false;
            }
            met = connection;
            return move(Phase.MET);
        });
    }

    /** To FAILED with this reason, unless the meeting already has an outcome or is closed. */
    void fail(String message) {
        update(() -> {
            if (phase.undecided()) {
                failure = message;
                move(Phase.FAILED);
            }
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
            while (phase.undecided()) {
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

    /** Waits {@code nanos}; false when the meeting was closed meanwhile (or the thread was interrupted). */
    boolean pause(long nanos) {
        long until = System.nanoTime() + nanos;
        lock.lock();
        try {
            while (!phase.closed()) {
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
     * Closes the meeting ({@code cancelled} is the reason if it had no outcome yet) and returns everything
     * to hang up: the listener, the dial in progress and every call except the one met. Nothing the
     * second time.
     */
    List<Closeable> end(String cancelled) {
        return locked(() -> {
            if (phase.closed()) {
                return List.of();
            }
            if (phase == Phase.READY || phase.undecided()) {
                failure = cancelled;
            }
            move(phase == Phase.READY ? Phase.CANCELLED : Phase.CLOSED);
            Socket kept = met == null ? null : met.socket();
            List<Closeable> open = new ArrayList<>();
            open.add(server);
            server = null;
            if (outgoing != kept) {
                open.add(outgoing);
            }
            callers.all().stream().map(Call::socket).filter(s -> s != kept).forEach(open::add);
            return open;
        });
    }

    /** Keeps a thread the rendezvous made, so closing can wait for it; its number among them, from 1. */
    int enlist(Thread thread) {
        return locked(() -> {
            threads.add(thread);
            return threads.size();
        });
    }

    List<Thread> threads() {
        return locked(() -> List.copyOf(threads));
    }

    /** The one way the phase changes: only along {@link Phase#leadsTo}, and waiters hear of it. Under the lock. */
    private boolean move(Phase next) {
        if (!phase.leadsTo(next)) {
            return false;
        }
        phase = next;
        changed.signalAll();
        return true;
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
