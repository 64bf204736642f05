package ks.net.protocol;

import java.util.ArrayList;
import java.util.List;
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
 * The host's authoritative clocks for one game, as the session uses them. The host's own player
 * is charged what this clock measures; the guest ({@code remote}) is charged what it reported,
 * signed, with its attempt, and beyond that at most what its signed round trip explains
 * ({@link RemoteAccount}), so network delay is not charged and the audit holds every charge. The
 * round trip counted is the guest's, or the host's own measure when that is shorter: from each
 * commitment sent to the guest's acknowledgement of it. What of the host's measure the guest's
 * reports leave unexplained makes its flag fall sooner; until then its attempt could still be on
 * the way. It keeps the state each commitment covered ({@link #committed}), which the record holds.
 * Untimed games have a clock too, which never flags and commits nothing.
 */
public final class GameClock {

    private final Clock clock;
    private final Ticker ticker;
    private final int remote;
    private final RemoteAccount account;
    private final List<String> committed = new ArrayList<>();
    /** When each commitment was sent, by ply, until its acknowledgement came; -1 when not measured. */
    private final List<Long> sentAt = new ArrayList<>();
    /** The host's own round trips to the guest. */
    private final RoundTrips acks = new RoundTrips();
    /** The round trip the guest signed with its latest attempt. */
    private long signedLag;
    /** The longest round trip counted for the guest that its player was told of, in whole seconds. */
    private long roundTripTold;

    /** Clocks for {@code control} on {@code ticker}; {@code remote} is the colour whose thinking time is reported. */
    public GameClock(TimeControl control, Ticker ticker, int remote) {
        this.clock = new Clock(control, ticker::nanos);
        this.ticker = ticker;
        this.remote = remote;
        this.account = new RemoteAccount(control);
    }

    public TimeControl control() {
        return clock.control();
    }

    /** Whether there are clocks at all. */
    public boolean timed() {
        return clock.control().timed();
    }

    /** Play begins: white's clock starts now. */
    public void start() {
        clock.start(Color.WHITE);
    }

    /**
     * The opening (the commitment to the start, with its news) has left for the guest, after the
     * host's first save: white's clock starts now unless it runs already (the guest plays white, and
     * could not see the board before). Returns whether it started. Called once, for a new game's opening.
     */
    boolean openingSent() {
        if (clock.running() != Color.NONE) {
            return false;
        }
        start();
        return true;
    }

    /** Goes on from {@code state} (a saved game's last committed one) with {@code toMove}'s clock starting now. */
    public void resume(ClockState state, int toMove) {
        clock.set(state, toMove);
        account.resumed();
    }

    /**
     * Takes back what a saved game committed; unless the game is {@code over}, the clocks go on
     * from the last of it with {@code toMove}'s running from now (time while the game was down is
     * not charged).
     */
    void restore(List<String> states, int toMove, boolean over) {
        committed.addAll(states);
        states.forEach(s -> sentAt.add(-1L));
        if (timed() && !over && !states.isEmpty()) {
            resume(ClockState.parse(states.get(states.size() - 1)), toMove);
        }
    }

    /** The state the commitment being made covers, kept; null in an untimed game. */
    String commit() {
        if (!timed()) {
            return null;
        }
        String text = clock.state().text();
        committed.add(text);
        sentAt.add(ticker.nanos());
        return text;
    }

    /** The guest acknowledged the commitment to {@code ply}: the first time, a round trip. */
    void acknowledged(int ply) {
        if (ply < sentAt.size() && sentAt.get(ply) >= 0) {
            acks.add(TimeUnit.NANOSECONDS.toMillis(ticker.nanos() - sentAt.get(ply)));
            sentAt.set(ply, -1L);
        }
    }

    /** The state each commitment covered, ply 0 first (empty in an untimed game). */
    List<String> committed() {
        return List.copyOf(committed);
    }

    /** The clocks as they stand, for the host's own player; null in an untimed game. */
    Event.Clocks shown() {
        return timed() ? new Event.Clocks(control(), state(), running()) : null;
    }

    /** The colour whose clock runs, or {@link Color#NONE} once the game is over. */
    public int running() {
        return clock.running();
    }

    /** The state after the last move: what the host commits to with each ply. */
    public ClockState state() {
        return clock.state();
    }

    /** How long the host has measured the side to move thinking this turn. */
    public long measuredMillis() {
        return clock.thinkingMillis();
    }

    /** What of the host's measure the guest's reports left unexplained so far. */
    long unaccounted() {
        return account.unaccounted();
    }

    /**
     * What the side to move would be charged for its turn now: the host's measurement for the host's
     * player; for the guest, its {@code reportedMillis}, and beyond it at most what the round trip
     * {@code lagMillis} it signed explains.
     */
    public long charge(long reportedMillis, long lagMillis) {
        long measured = clock.thinkingMillis();
        return clock.running() == remote ? account.charge(measured, reportedMillis, network(lagMillis)) : measured;
    }

    /**
     * Whether an attempt by the side to move, with {@code reportedMillis} thought and a round trip of
     * {@code lagMillis} (the guest's signed report; ignored for the host's player), comes after its
     * time ran out. Every attempt is checked before it is judged.
     */
    public boolean late(long reportedMillis, long lagMillis) {
        if (!timed() || clock.running() == Color.NONE) {
            return false;
        }
        long remaining = clock.state().remaining(clock.running());
        return clock.running() == remote
                ? account.late(clock.thinkingMillis(), reportedMillis, network(lagMillis), remaining)
                : clock.thinkingMillis() >= remaining;
    }

    /**
     * The side to move made its move after thinking {@code reportedMillis} with a round trip of
     * {@code lagMillis} by its own report (the guest's; ignored for the host's player): charges it
     * and starts the other clock. Returns what was charged.
     */
    public long moved(long reportedMillis, long lagMillis) {
        long charged = clock.running() == remote
                ? account.moved(clock.thinkingMillis(), reportedMillis, network(lagMillis))
                : clock.thinkingMillis();
        if (clock.running() == remote) {
            signedLag = lagMillis;
        }
        clock.moved(charged);
        return charged;
    }

    /**
     * The side to move ({@code name}) made its move after {@code reportedMillis} with a round trip
     * of {@code lagMillis} by its own report: charges it as {@link #moved} does. Returns a line for
     * the host's player when the guest's report left more of the host's measure unexplained, or its
     * round trip counts a whole second more than before, else null.
     */
    String movedBy(String name, long reportedMillis, long lagMillis) {
        if (!timed()) {
            return null;
        }
        boolean guest = clock.running() == remote;
        long before = account.unaccounted();
        long counted = guest ? Charges.roundTrip(network(lagMillis)) : 0;
        moved(reportedMillis, lagMillis);
        String slow = null;
        // A guest that holds back its acknowledgements and signs a long round trip has that much of each move
        // taken as network: it cannot be told from a slow link, so the host's player hears of it.
        if (counted / 1000 > roundTripTold) {
            roundTripTold = counted / 1000;
            slow = name + "'s round trip counts as " + roundTripTold + " s (this host's measure of it, and " + name
                    + "'s): up to that much of each of " + name + "'s moves is taken as network delay and not charged;"
                    + " a round trip of seconds on a local network means a stalled link, or a modified ks";
        }
        // A line each whole second more: an honest guest's stray milliseconds are not news.
        if (!guest || account.unaccounted() / 1000 == before / 1000) {
            return slow;
        }
        long left = Math.max(0, clock.state().remaining(remote) - account.unaccounted());
        String gap = name + "'s reports leave " + account.unaccounted() / 1000 + " s of this host's measure unaccounted"
                + " for (beyond the round trips and " + Charges.DELAY_WORDS + "): by this host's"
                + " measure " + name + " has " + ClockText.of(left) + " left";
        return slow == null ? gap : slow + "; " + gap;
    }

    /** The colour whose flag has fallen by the host's measurement, or {@link Color#NONE}. */
    public int flagged() {
        return timed() && clock.running() != Color.NONE && nanosToFlag() <= 0 ? clock.running() : Color.NONE;
    }

    /** Nanoseconds until the running side's flag falls, {@link Long#MAX_VALUE} when it cannot. */
    public long nanosToFlag() {
        if (!timed() || clock.running() == Color.NONE) {
            return Long.MAX_VALUE;
        }
        long remaining = clock.state().remaining(clock.running());
        long falls = clock.running() == remote ? account.flagFallsAfter(remaining, network(signedLag)) : remaining;
        long left = falls - clock.thinkingMillis();
        return TimeUnit.MILLISECONDS.toNanos(left);
    }

    /**
     * The side to move of the previous state ran out of time: both clocks stop, that side's time at
     * zero. Returns the final state.
     */
    public ClockState forfeit() {
        int flagged = clock.running();
        ClockState last = clock.state();
        ClockState spent = last.spent(clock.control(), flagged, last.remaining(flagged));
        clock.set(spent, Color.NONE);
        return spent;
    }

    /** The game ended otherwise: both clocks stand, the side to move charged nothing more. */
    public void stop() {
        clock.set(clock.state(), Color.NONE);
    }

    /**
     * The guest's network: the round trip it signed, or the host's own measure when that is shorter;
     * none before the host has measured one, since a guest that never acknowledged a commitment
     * would otherwise have its signed round trip believed whole on every move.
     */
    private long network(long signedLagMillis) {
        return Math.min(signedLagMillis, acks.shortestOr(0));
    }
}
