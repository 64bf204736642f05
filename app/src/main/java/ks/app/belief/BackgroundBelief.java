package ks.app.belief;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.BeliefMap;
import ks.net.protocol.Event;

/**
 * A player's belief of where the enemy's men are, worked out away from everybody who shows it
 * (docs/belief.md, "On the board"). The seat hands it each of the player's events and never
 * waits: the events are queued and a computation on another thread takes them in, one at a time
 * and in order, publishing the map when it has caught up with what was queued. Whoever draws
 * asks for the {@link #latest} finished map, which never waits either, and hears through
 * {@link #onReady} when a newer one is there. News that comes while a computation runs joins
 * it, superseding the map it would have published; {@link #close} cancels it after the step in
 * hand (a belief update is bounded, docs/performance.md). One computation at most runs at a time.
 */
public final class BackgroundBelief {

    /** Where a bug of ours that the game survives is written down: ks.log in the ks directory, never the screen. */
    private static final Logger LOG = Logger.getLogger(BackgroundBelief.class.getName());


    /** The belief's seed: fixed, so the same game always shows the same shading. */
    static final long SEED = 1986;

    /** A finished belief: its map, how many events it has taken in, and whether newer ones wait. */
    public record Latest(BeliefMap map, int events, boolean behind) {

        /** Whether a belief is shown at all: false before the first is finished, or when it failed. */
        public boolean shown() {
            return map.particles() > 0;
        }
    }

    private final Executor executor;
    private final List<Event> queued = new ArrayList<>();
    private Runnable listener = () -> { };
    private int heard;
    private boolean running;
    private boolean closed;
    private volatile Latest latest = new Latest(BeliefMap.EMPTY, 0, false);

    /** Only the computation's thread touches these. */
    private Belief belief;
    private int taken;
    private boolean failed;

    /** A belief whose computations run on {@code executor} (one thread each, say); it is given one task at a time. */
    public BackgroundBelief(Executor executor) {
        this.executor = executor;
    }

    /** Computations on a daemon thread of their own, started when news comes and ended when it is taken in. */
    public static BackgroundBelief onItsOwnThread() {
        return new BackgroundBelief(task -> {
            Thread thread = new Thread(task, "ks-belief");
            thread.setDaemon(true);
            thread.start();
        });
    }

    /** Queues one of the player's events (the start, an answer to our attempt, news of the enemy's turn); any thread. */
    public void heard(Event e) {
        if (!(e instanceof Event.Started || e instanceof Event.Answered || e instanceof Event.Heard)) {
            return;
        }
        boolean start;
        synchronized (this) {
            if (closed) {
                return;
            }
            queued.add(e);
            heard++;
            start = !running;
            running = true;
            latest = new Latest(latest.map(), latest.events(), true);
        }
        if (start) {
            executor.execute(this::catchUp);
        }
    }

    /** The last finished belief, with whether newer news is being taken in; never waits. */
    public Latest latest() {
        return latest;
    }

    /** Runs {@code whenReady} (on the computation's thread) each time a newer belief is finished. */
    public synchronized void onReady(Runnable whenReady) {
        listener = whenReady;
    }

    /** Ends the computation after the step in hand and takes no more news: the game is over. */
    public synchronized void close() {
        closed = true;
        queued.clear();
    }

    /** Takes in what is queued, publishing a map each time it has caught up, until nothing is left. */
    private void catchUp() {
        while (true) {
            List<Event> news;
            synchronized (this) {
                if (closed || queued.isEmpty()) {
                    running = false;
                    return;
                }
                news = List.copyOf(queued);
                queued.clear();
            }
            for (Event e : news) {
                synchronized (this) {
                    if (closed) {
                        running = false;
                        return;
                    }
                }
                take(e);
                taken++;
            }
            BeliefMap map = belief == null || failed ? BeliefMap.EMPTY : belief.map();
            Runnable told;
            synchronized (this) {
                latest = new Latest(map, taken, taken < heard);
                told = listener;
            }
            told.run();
        }
    }

    /** One event into the belief; a belief that cannot follow (a bug of ours) is given up, and the game goes on. */
    private void take(Event e) {
        if (failed) {
            return;
        }
        try {
            if (e instanceof Event.Started s) {
                belief = new Belief(Position.fromFen(s.startFen()), s.colour(), s.terms().rules(), Belief.DEFAULT_SIZE,
                        SEED);
            } else if (belief == null) {
                return;
            } else if (e instanceof Event.Answered a) {
                belief.ourAttempt(a.move(), a.verdict(), a.heard());
            } else if (e instanceof Event.Heard h && h.moved()) {
                belief.theirMove(h.lost(), h.heard());
            } else if (e instanceof Event.Heard h) {
                belief.theirNews(h.heard());
            }
        } catch (RuntimeException bug) {
            LOG.log(Level.WARNING, "the belief over the enemy's men could not follow the game; the board goes on"
                    + " without its shading", bug);
            failed = true;
        }
    }
}
