package ks.net;

import java.io.Closeable;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Supplier;

/**
 * Everything the threads of one {@link Rendezvous} share, behind one lock with one condition that
 * tells waiters something changed: the {@link MeetingPhase}, the listening socket of each meeting port in use,
 * the ports other programs hold ({@link HeldPorts}), the calls in progress, the connection met or the
 * reason for giving up, what went wrong on the way ({@link MeetingTrouble}), and the rendezvous's own
 * threads (so that closing can wait for every one). Each method takes the lock for itself; none calls
 * out while holding it.
 */
final class MeetingState {
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final CallTable callers;
    private final HeldPorts held;
    private final MeetingTrouble trouble = new MeetingTrouble();
    /** Addresses where a dial reached our own listener; no use dialing them while we hold it. */
    private final Set<InetSocketAddress> ourselves = new HashSet<>();
    private final List<Thread> threads = new ArrayList<>();
    private MeetingPhase phase = MeetingPhase.READY;
    /** By the index of the meeting port: its listener, whether binding it failed, whether its loop runs. */
    private final ServerSocket[] servers;
    private final boolean[] busy;
    private final boolean[] listenLoops;
    private boolean listening;
    private boolean dialing;
    private Socket outgoing;
    private Connection met;
    private String failure;
    /** The deadline was declared passed ahead of the clock ({@link Rendezvous#expire}). */
    private boolean expired;

    MeetingState(int maxCallers, MeetingPorts ports, String opponentMachine) {
        this.callers = new CallTable(maxCallers);
        this.held = new HeldPorts(ports, opponentMachine);
        this.servers = new ServerSocket[ports.size()];
        this.busy = new boolean[ports.size()];
        this.listenLoops = new boolean[ports.size()];
    }

    /**
     * READY to MEETING: true. False when the rendezvous was closed before (CANCELLED).
     *
     * @throws IllegalStateException if the meeting began already
     */
    boolean begin() {
        return locked(() -> {
            if (phase == MeetingPhase.READY) {
                return move(MeetingPhase.MEETING);
            }
            if (phase == MeetingPhase.CANCELLED) {
                return false;
            }
            throw new IllegalStateException("a rendezvous can meet only once");
        });
    }

    boolean closed() {
        return locked(() -> phase.closed());
    }

    /** Marks the dialing loop as started; false if it already was or the meeting is closed. */
    boolean startDialing() {
        return locked(() -> {
            if (dialing || phase.closed()) {
                return false;
            }
            dialing = true;
            return true;
        });
    }

    /**
     * The meeting ports whose listening loop should start now, each marked as started: with
     * {@code begin}, listening begins (the mode listens, or a forced mode gave way); without, only
     * ports opened since, if listening began. None once the meeting is closed.
     */
    List<Integer> listenLoopsDue(boolean begin) {
        return locked(() -> {
            listening |= begin;
            List<Integer> due = new ArrayList<>();
            for (int i = 0; listening && !phase.closed() && i <= held.inUse(); i++) {
                if (!listenLoops[i]) {
                    listenLoops[i] = true;
                    due.add(i);
                }
            }
            return due;
        });
    }

    boolean dialing() {
        return locked(() -> dialing);
    }

    /** Keeps the bound listener of port {@code index}; false (and the caller closes it) when the meeting is closed. */
    boolean listenOn(int index, ServerSocket listener) {
        return locked(() -> {
            if (phase.closed()) {
                return false;
            }
            servers[index] = listener;
            busy[index] = false;
            return true;
        });
    }

    ServerSocket server(int index) {
        return locked(() -> phase.closed() ? null : servers[index]);
    }

    /** Whether we hold the listener of port {@code index}. */
    boolean listensOn(int index) {
        return locked(() -> servers[index] != null);
    }

    /**
     * Notes that port {@code index} could not be bound; true the first time, so it is reported once, and
     * never once the meeting is closed (the listening loop may try a last bind while it closes).
     */
    boolean portBusy(int index) {
        return locked(() -> {
            boolean first = !busy[index];
            busy[index] = true;
            changed.signalAll();
            return first && !phase.closed();
        });
    }

    /** Whether the first meeting port could not be bound (a {@code +s} then gives way at once). */
    boolean isPortBusy() {
        return locked(() -> busy[0]);
    }

    boolean isBusy(int index) {
        return locked(() -> busy[index] && servers[index] == null);
    }

    /** Port {@code index} is taken here and nobody has yet looked at what holds it. */
    boolean needsProbe(int index) {
        return locked(() -> listening && busy[index] && servers[index] == null && !held.isHeldHere(index));
    }

    /** The last index of the meeting ports in use. */
    int portsInUse() {
        return locked(held::inUse);
    }

    /** Whether a dial to {@code target} (port {@code index}) can still meet anyone: not another program, not ourselves. */
    boolean worthDialing(int index, InetSocketAddress target) {
        return locked(() -> !held.isHeldAt(target) && !(servers[index] != null && ourselves.contains(target)));
    }

    /** See {@link HeldPorts#strike}. */
    boolean strike(InetSocketAddress target) {
        return locked(() -> held.strike(target));
    }

    void answered(InetSocketAddress target) {
        update(() -> held.answered(target));
    }

    /** See {@link HeldPorts#held}; null once the meeting is closed. */
    HeldPorts.Finding held(int index, InetSocketAddress target, boolean atHere, boolean atThere, String why) {
        return locked(() -> phase.closed() ? null : held.held(index, target, atHere, atThere, why));
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

    /** MEETING to CLAIMED: true for the one call that may now become the meeting. */
    boolean claim() {
        return locked(() -> phase == MeetingPhase.MEETING && move(MeetingPhase.CLAIMED));
    }

    /** CLAIMED back to MEETING: the chosen call failed before it was named the one. */
    void unclaim() {
        update(() -> {
            if (phase == MeetingPhase.CLAIMED) {
                move(MeetingPhase.MEETING);
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
            return move(MeetingPhase.MET);
        });
    }

    /** To FAILED with this reason, unless the meeting already has an outcome or is closed. */
    void fail(String message) {
        update(() -> {
            if (phase.undecided()) {
                failure = message;
                move(MeetingPhase.FAILED);
            }
        });
    }

    /** Keeps what the give-up message should mention. */
    void remember(RendezvousEvent event) {
        update(() -> trouble.remember(event));
    }

    /** See {@link HeldPorts#everyPortHeld}. */
    String everyPortHeld(String opponent, MeetingPort suggestion) {
        return locked(() -> held.everyPortHeld(opponent, suggestion));
    }

    /** {@code base} with what went wrong meanwhile, for the give-up message ({@code suggestion}: a number to offer). */
    String troubled(String base, MeetingPort suggestion) {
        return locked(() -> trouble.troubled(base, held.summary(suggestion)));
    }

    /** Declares the deadline passed now: the waiting {@code meet} gives up as it would at the deadline. */
    void expire() {
        update(() -> {
            expired = true;
            changed.signalAll();
        });
    }

    boolean expired() {
        return locked(() -> expired);
    }

    /**
     * Waits until the meeting has an outcome (true) or {@code until} passes or the deadline was declared
     * passed (false); with {@code untilPortBusy}, also returns false as soon as the port is known to be busy.
     */
    boolean awaitOutcome(long until, boolean untilPortBusy) throws InterruptedException {
        lock.lock();
        try {
            while (phase.undecided()) {
                long left = until - System.nanoTime();
                if (left <= 0 || expired || (untilPortBusy && busy[0])) {
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
            if (phase == MeetingPhase.READY || phase.undecided()) {
                failure = cancelled;
            }
            move(phase == MeetingPhase.READY ? MeetingPhase.CANCELLED : MeetingPhase.CLOSED);
            Socket kept = met == null ? null : met.socket();
            List<Closeable> open = new ArrayList<>(Arrays.asList(servers));
            Arrays.fill(servers, null);
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

    /** The one way the phase changes: only along {@link MeetingPhase#leadsTo}, and waiters hear of it. Under the lock. */
    private boolean move(MeetingPhase next) {
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
