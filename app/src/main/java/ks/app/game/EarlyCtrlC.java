package ks.app.game;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import ks.app.dumb.LineSource;
import org.jline.utils.Signals;

/**
 * Ctrl-C before a game against a person is played: while ks waits for the opponent and while the
 * two agree the terms (or resume a saved game), Ctrl-C stops that and ks ends with one line, the
 * game's save (if any) untouched. The signal is taken from whatever had it before (the JVM, which
 * would end without a word, or JLine, which would keep it for a line nobody reads yet) and given
 * back at {@link #close}; the board, whose terminal sends Ctrl-C as a key, calls {@link #press}.
 */
final class EarlyCtrlC implements AutoCloseable {

    private static final String SIGNAL = "INT";

    private final Thread waiting;
    private final List<Runnable> also = new CopyOnWriteArrayList<>();
    /** The handler Ctrl-C had before, put back at close; set once the signal is taken. Guarded by this. */
    private Object previous;
    /** The signal is ours until close. Guarded by this. */
    private boolean taken;
    /** Ctrl-C came while watched. Guarded by this. */
    private boolean pressed;
    /** Ctrl-C came as the signal, which the terminal echoed as {@code ^C}. Guarded by this. */
    private boolean signalled;
    /** The watch is over: a later Ctrl-C belongs to the game. Guarded by this. */
    private boolean closed;

    private EarlyCtrlC() {
        waiting = Thread.currentThread();
    }

    /** Takes the signal from what had it, unless the watch is already over. */
    private synchronized void take() {
        if (!closed) {
            previous = Signals.register(SIGNAL, this::signal);
            taken = true;
        }
    }

    private void signal() {
        synchronized (this) {
            signalled = true;
        }
        press();
    }

    /**
     * Watches for Ctrl-C on behalf of the calling thread, which Ctrl-C interrupts, from the moment
     * {@code lines} hold the terminal (JLine, opened beside the start, takes the signal when it opens).
     */
    static EarlyCtrlC watch(LineSource lines) {
        EarlyCtrlC watch = new EarlyCtrlC();
        lines.onceOpen(watch::take);
        return watch;
    }

    /** What else Ctrl-C does, such as closing a link whose reading an interrupt does not end. */
    void also(Runnable action) {
        also.add(action);
    }

    /** Ctrl-C, from the signal or a key: stops what the watched thread waits for. Idempotent. */
    void press() {
        synchronized (this) {
            if (pressed || closed) {
                return;
            }
            pressed = true;
        }
        also.forEach(Runnable::run);
        waiting.interrupt();
    }

    synchronized boolean pressed() {
        return pressed;
    }

    /**
     * Ends the line the terminal echoed Ctrl-C on ({@code ^C}, where the cursor stood), as a shell
     * does, so that the line saying what Ctrl-C did begins a line of its own and is cut to fit it.
     */
    void endEchoedLine(LineSource lines) {
        boolean echoed;
        synchronized (this) {
            echoed = signalled;
        }
        if (echoed && lines.interactive()) {
            lines.print("");
        }
    }

    /** Gives Ctrl-C back to what had it before; the watched thread's interrupt, if it was ours, is cleared. */
    @Override
    public void close() {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            if (taken) {
                Signals.unregister(SIGNAL, previous);
            }
        }
        if (pressed() && Thread.currentThread() == waiting) {
            Thread.interrupted();
        }
    }
}
