package ks.net.protocol;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.Clock;
import ks.engine.clock.ClockState;
import ks.engine.clock.ClockText;
import ks.engine.clock.RemoteAccount;
import ks.engine.clock.RoundTrips;
import ks.engine.clock.TimeControl;

/**
 * The clocks of one process of a timed joint game (docs/joint-referee.md, "Clocks"). Both
 * processes derive the same states from the thinking times the movers sign with their questions:
 * the think of a legal move is its charge. The {@link Clock} runs on this process's time source
 * less the part of every computation that is not the mover's: on our turn the time our process
 * waited for the other's messages, on the other's turn the time our process itself computed (or
 * held back). So our own clock is what we sign, and the other's running clock is our measure of
 * its turn, held against what it signs by a {@link RemoteAccount}: what its reports leave
 * unexplained beyond the round trip (ours, from each men commitment to its acknowledgement) and
 * the tolerance makes its flag fall sooner by our measure. It keeps the same account of us, as
 * the other keeps it, from our own time on each of our turns (through the computation of our
 * move, which no signed think covers), so that a claim the other's honest measure makes against
 * us is borne out by ours; our waits for the other are never in it. An untimed game has one too,
 * which never flags.
 */
final class JointClock {

    private final TimeControl control;
    private final Ticker ticker;
    private final int colour;
    private final Clock clock;
    private final RemoteAccount account;
    /** Our own account as the other keeps it: what our own process's time leaves beyond our signed thinks. */
    private final RemoteAccount ours;
    private final RoundTrips trips = new RoundTrips();
    private final Map<Integer, Long> menSentAt = new HashMap<>();
    /** Computation time charged to nobody so far, in nanoseconds: the clock's time source leaves it out. */
    private long excluded;
    private long computingSince = -1;
    /** What our own clock had left when we made our last move, in milliseconds. */
    private long leftAtOurMove = Long.MAX_VALUE;
    /** What {@link #ours} held before our last move, in milliseconds. */
    private long oursBeforeOurMove;

    JointClock(TimeControl control, Ticker ticker, int colour) {
        this.control = control;
        this.ticker = ticker;
        this.colour = colour;
        this.clock = new Clock(control, () -> ticker.nanos() - excluded);
        this.account = new RemoteAccount(control);
        this.ours = new RemoteAccount(control);
    }

    boolean timed() {
        return control.timed();
    }

    /** Play begins (or resumes from {@code state}): {@code toMove}'s clock starts now. */
    void start(ClockState state, int toMove) {
        if (timed()) {
            clock.set(state, toMove);
        }
    }

    /** A save was restored: what was unaccounted is forgotten. */
    void resumed() {
        account.resumed();
        ours.resumed();
    }

    /** The clocks after the last move. */
    ClockState state() {
        return clock.state();
    }

    /** The colour whose clock runs, or {@link Color#NONE}. */
    int running() {
        return clock.running();
    }

    /** A question's computation starts now. */
    void computing() {
        computingSince = ticker.nanos();
    }

    /**
     * The computation ended, our process having waited {@code waitedNanos} for the other's
     * messages: the part that is not the mover's stops the running clock.
     */
    void computed(long waitedNanos) {
        if (computingSince < 0) {
            return;
        }
        long took = ticker.nanos() - computingSince;
        long notMovers = clock.running() == colour ? waitedNanos : took - waitedNanos;
        excluded += Math.max(0, Math.min(took, notMovers));
        computingSince = -1;
    }

    /**
     * Our sends took {@code nanos}. On our turn outside a question's span (whose close counts its own
     * sends) that time is the other's, who holds them by not reading, and our player's next command
     * waits behind them: it stops our clock. On the other's turn it is the mover's, as in a span.
     */
    void sent(long nanos) {
        if (timed() && computingSince < 0 && clock.running() == colour) {
            excluded += Math.max(0, nanos);
        }
    }

    /** The thinking time to sign with our question: our time used this turn so far; null when untimed. */
    Long think() {
        return timed() ? clock.thinkingMillis() : null;
    }

    /** Whether our own time is used up on our turn. */
    boolean ownTimeUsedUp() {
        return timed() && clock.running() == colour && clock.thinkingMillis() >= clock.state().remaining(colour);
    }

    /**
     * Whether the other's question, signed with {@code think}, comes after its time: its own think
     * uses the time up, or by our measure its flag has fallen.
     */
    boolean late(long think) {
        int mover = clock.running();
        if (!timed() || mover == Color.NONE || mover == colour) {
            return false;
        }
        long remaining = clock.state().remaining(mover);
        return think >= remaining || clock.thinkingMillis() >= account.flagFallsAfter(remaining, lag());
    }

    /**
     * {@code mover} ({@code name}) made its move, signed with {@code think}: that is its charge.
     * Returns a line for our player when the other's reports left more of our measure unexplained,
     * else null.
     */
    String moved(int mover, long think, String name) {
        if (!timed() || clock.running() != mover) {
            return null;
        }
        long before = account.unaccounted();
        if (mover != colour) {
            account.watched(clock.thinkingMillis(), think, lag());
        } else {
            leftAtOurMove = clock.state().remaining(colour) - think;
            oursBeforeOurMove = ours.unaccounted();
            // Our clock ran on after the think was signed, through our own part of the move's computation
            // (never through our waits for the other, those of a run cut off by a lost link included; but
            // through the time the link was down, the mover's on both sides): the other's measure counts
            // that time, so ours does.
            ours.watched(clock.thinkingMillis(), think, lag());
        }
        clock.moved(think);
        // A line each whole second more: an honest peer's stray milliseconds are not news.
        if (account.unaccounted() / 1000 == before / 1000) {
            return null;
        }
        long left = Math.max(0, clock.state().remaining(mover) - account.unaccounted());
        return name + "'s reports leave " + account.unaccounted() / 1000 + " s of your process's measure unaccounted"
                + " for (beyond the round trips and " + Charges.DELAY_WORDS + "): by your"
                + " process's measure " + name + " has " + ClockText.of(left) + " left";
    }

    /** Nanoseconds until the running side's flag falls (ours by our clock, the other's by our measure). */
    long nanosToFlag() {
        int mover = clock.running();
        if (!timed() || mover == Color.NONE) {
            return Long.MAX_VALUE;
        }
        long remaining = clock.state().remaining(mover);
        long falls = mover == colour ? remaining : account.flagFallsAfter(remaining, lag());
        return TimeUnit.MILLISECONDS.toNanos(falls - clock.thinkingMillis());
    }

    /** The colour whose flag has fallen, or {@link Color#NONE}. */
    int flagged() {
        return nanosToFlag() <= 0 ? clock.running() : Color.NONE;
    }

    /**
     * A flag against us claimed by the other ({@code by}): null when our own clock bears it out
     * (used up, within the tolerance and what our own time left unaccounted by our signed thinks,
     * which the other's measure counts too), else what is wrong with it. Read before {@link #forfeit}.
     */
    String claimAgainstUs(String by) {
        if (!timed() || clock.running() != colour) {
            return null;
        }
        long left = clock.state().remaining(colour) - clock.thinkingMillis();
        return left <= Charges.TOLERANCE_MILLIS + ours.unaccounted() ? null
                : by + " claimed your time out with " + left + " ms left on your own clock";
    }

    /**
     * A flag against us claimed by the other ({@code by}) for the turn of our last move, which
     * crossed the claim on the wire: null when our clock had no more than the tolerance left
     * when we moved (beyond what our own time had left unaccounted before that move), else what
     * is wrong with it.
     */
    String claimCrossingOurMove(String by) {
        return leftAtOurMove <= Charges.TOLERANCE_MILLIS + oursBeforeOurMove ? null
                : by + " claimed your time out as your move, made with " + leftAtOurMove
                        + " ms left on your own clock, was on its way";
    }

    /** {@code flagged} ran out of time: both clocks stop, its time at zero. */
    void forfeit(int flagged) {
        ClockState last = clock.state();
        clock.set(last.spent(control, flagged, last.remaining(flagged)), Color.NONE);
    }

    /** The game ended otherwise: both clocks stand. */
    void stop() {
        clock.set(clock.state(), Color.NONE);
    }

    /** The clocks to show our player, or null in an untimed game. */
    Event.Clocks shown() {
        return timed() ? new Event.Clocks(control, clock.state(), clock.running()) : null;
    }

    /** Our men commitment for {@code ply} went out now. */
    void menSent(int ply) {
        menSentAt.put(ply, ticker.nanos());
    }

    /** The other acknowledged our commitment for {@code ply}: the first time, a round trip. */
    void menAcknowledged(int ply) {
        Long sent = menSentAt.remove(ply);
        if (sent != null) {
            trips.add(TimeUnit.NANOSECONDS.toMillis(ticker.nanos() - sent));
        }
    }

    /** What of our measure the other's reports left unexplained so far. */
    long unaccounted() {
        return account.unaccounted();
    }

    private long lag() {
        return trips.shortestOr(0);
    }
}
