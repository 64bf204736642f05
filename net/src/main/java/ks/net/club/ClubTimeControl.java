package ks.net.club;

import java.util.Locale;

/**
 * A club game's time control: the engine's timed controls ({@code game/K}, {@code N/K} with time
 * carried over, {@code M+S}) and {@code daily}, the chess-service description's correspondence game: each
 * move within 24 hours of the opponent's last one. One source of their rules,
 * {@link ks.engine.clock.TimeControl}, which the agreement names and the players' audit replays.
 */
public record ClubTimeControl(ks.engine.clock.TimeControl clock) {

    public static final long HOUR_MS = 3_600_000L;
    public static final long DAY_MS = 24 * HOUR_MS;

    public static final String RULE = "daily, game/K (K minutes each), N/K (N moves in K hours) or M+S";

    /** The daily control. */
    public static final ClubTimeControl DAILY = new ClubTimeControl(ks.engine.clock.TimeControl.DAILY);

    /** Reads a control as a member types it; an untimed or unknown one is an {@link IllegalArgumentException}. */
    public static ClubTimeControl parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        ks.engine.clock.TimeControl clock;
        try {
            clock = ks.engine.clock.TimeControl.parse(t);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage().startsWith("'")
                    ? "'" + text + "' is not a time control: " + RULE : e.getMessage());
        }
        if (!clock.timed()) {
            throw new IllegalArgumentException("club games are timed: " + RULE);
        }
        return new ClubTimeControl(clock);
    }

    public boolean daily() {
        return clock instanceof ks.engine.clock.TimeControl.Daily;
    }

    /** Each player's time at the start. */
    public long initialMs() {
        return clock.initialMillis();
    }

    /**
     * The mover's time after their {@code movesMade}-th move, which took {@code usedMs} of
     * {@code leftMs}: a daily game starts each turn afresh, the others follow their clock's rule.
     */
    public long afterMove(long leftMs, long usedMs, int movesMade) {
        return clock.afterMove(leftMs - usedMs, movesMade);
    }

    /** Moves due before the time is topped up: 1 in a daily game, 0 when the control has no periods. */
    public int movesLeft(int movesMade) {
        return Math.max(0, clock.movesLeftInPeriod(movesMade));
    }

    /** The written form, as {@link #parse} reads it. */
    public String text() {
        return clock.text();
    }

    @Override
    public String toString() {
        return text();
    }
}
