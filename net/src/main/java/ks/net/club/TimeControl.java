package ks.net.club;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A club game's time control, as the chess-service description names them: {@code N/K} (N moves
 * in K hours, time saved carries over to the next allotment), {@code game/K} (K minutes for the
 * whole game) and {@code daily} (each move within 24 hours of the opponent's last one).
 */
public record TimeControl(Kind kind, int moves, int amount) {

    public enum Kind { MOVES_IN_HOURS, GAME_IN_MINUTES, DAILY }

    public static final long HOUR_MS = 3_600_000L;
    public static final long DAY_MS = 24 * HOUR_MS;

    public static final String RULE = "N/K (N moves in K hours), game/K (K minutes each) or daily";

    private static final Pattern MOVES = Pattern.compile("(\\d{1,3})/(\\d{1,2})");
    private static final Pattern GAME = Pattern.compile("game/(\\d{1,3})");

    /** Reads {@code 40/2}, {@code game/15} or {@code daily}; anything else is an {@link IllegalArgumentException}. */
    public static TimeControl parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("daily")) {
            return new TimeControl(Kind.DAILY, 1, 24);
        }
        Matcher g = GAME.matcher(t);
        if (g.matches()) {
            int minutes = Integer.parseInt(g.group(1));
            if (minutes < 1 || minutes > 600) {
                throw new IllegalArgumentException("game/K takes 1 to 600 minutes, not " + minutes);
            }
            return new TimeControl(Kind.GAME_IN_MINUTES, 0, minutes);
        }
        Matcher m = MOVES.matcher(t);
        if (m.matches()) {
            int moves = Integer.parseInt(m.group(1));
            int hours = Integer.parseInt(m.group(2));
            if (moves < 1 || moves > 200 || hours < 1 || hours > 48) {
                throw new IllegalArgumentException("N/K takes 1 to 200 moves in 1 to 48 hours, not " + t);
            }
            return new TimeControl(Kind.MOVES_IN_HOURS, moves, hours);
        }
        throw new IllegalArgumentException("'" + text + "' is not a time control: " + RULE);
    }

    public boolean daily() {
        return kind == Kind.DAILY;
    }

    /** Each player's time at the start. */
    public long initialMs() {
        return switch (kind) {
            case MOVES_IN_HOURS -> amount * HOUR_MS;
            case GAME_IN_MINUTES -> amount * 60_000L;
            case DAILY -> DAY_MS;
        };
    }

    /**
     * The mover's time after their {@code movesMade}-th move that took {@code usedMs}, from
     * {@code leftMs}: daily games start each turn afresh; N/K adds K hours after every N moves.
     */
    public long afterMove(long leftMs, long usedMs, int movesMade) {
        return switch (kind) {
            case DAILY -> DAY_MS;
            case GAME_IN_MINUTES -> leftMs - usedMs;
            case MOVES_IN_HOURS -> leftMs - usedMs + (movesMade % moves == 0 ? amount * HOUR_MS : 0);
        };
    }

    /** How many moves are due before the time is topped up (daily: the one move; game/K: 0, all of them). */
    public int movesLeft(int movesMade) {
        return switch (kind) {
            case DAILY -> 1;
            case GAME_IN_MINUTES -> 0;
            case MOVES_IN_HOURS -> moves - movesMade % moves;
        };
    }

    /** The written form, as {@link #parse} reads it. */
    public String text() {
        return switch (kind) {
            case DAILY -> "daily";
            case GAME_IN_MINUTES -> "game/" + amount;
            case MOVES_IN_HOURS -> moves + "/" + amount;
        };
    }

    @Override
    public String toString() {
        return text();
    }
}
