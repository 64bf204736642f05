package ks.app.game;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import ks.app.dumb.LineSource;
import ks.net.protocol.Event;
import ks.net.protocol.Session;
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

    /**
     * Opens the session while Ctrl-C may stop it: the view says what the game waits for, and Ctrl-C
     * closes the link, whose reading an interrupt would not end; then ks ends with one line.
     */
    Session open(GameRunner.Opening opening, Consumer<Event> player, GameRunner.Player p)
            throws IOException, InterruptedException, GameRunner.Failure {
        String opponent = opening.setup().opponent();
        boolean resuming = opening.saved() != null;
        also(opening.link()::close);
        p.view().settingUp((resuming ? "Resuming the game with " : "Agreeing the terms with ") + opponent
                + "; Ctrl-C stops.", this::press);
        Session session = null;
        try {
            session = opening.open(player);
        } catch (IOException | InterruptedException e) {
            if (!pressed()) {
                throw e;
            }
        } finally {
            close();
        }
        if (pressed()) {
            opening.link().close();
            // The board has the terminal until the failure gives it back; the echo of Ctrl-C is on the ordinary screen.
            if (!p.view().fullScreen()) {
                endEchoedLine(p.lines());
            }
            throw new GameRunner.Failure("Ctrl-C: stopped " + (resuming ? "resuming the game with " : "agreeing the terms with ")
                    + opponent + "; " + nothingLost(resuming, "no game began", p.hint()));
        }
        return session;
    }

    /** The line for Ctrl-C while waiting for {@code opponent}; {@code hint} continues a game being resumed. */
    static String stoppedWaiting(String opponent, boolean resuming, String hint) {
        return "Ctrl-C: stopped waiting for " + opponent + "; " + nothingLost(resuming, "no game was started", hint);
    }

    /** What a Ctrl-C before the game began left: nothing ({@code nothing} says so), or the game's save as it was. */
    private static String nothingLost(boolean resuming, String nothing, String hint) {
        return resuming ? "the game is saved as it was; continue it with: " + hint : nothing + ", nothing is lost.";
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
