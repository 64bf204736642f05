package ks.engine.clock;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import ks.engine.Color;

/**
 * Both players' clocks between moves: the time each has left, in milliseconds, and how many moves
 * each has made (which N/K needs for its periods). Immutable; {@link #afterMove} gives the state
 * after one player's move. This is what the host commits to and the audit replays.
 */
public record ClockState(long whiteMillis, long blackMillis, int whiteMoves, int blackMoves) {

    /** What {@link #text} writes, compiled once: a club parses it on every ply. */
    private static final Pattern TEXT = Pattern.compile("[0-9]{1,19} [0-9]{1,19} [0-9]{1,9} [0-9]{1,9}");

    public ClockState {
        if (whiteMillis < 0 || blackMillis < 0 || whiteMoves < 0 || blackMoves < 0) {
            throw new IllegalArgumentException("clock times and move counts must not be negative");
        }
    }

    /**
     * The state as one line of text, {@code <white ms> <black ms> <white moves> <black moves>}: the
     * clock part of the position payload the host commits to each ply, so it must never change
     * for a given state. {@link #parse} reads it back.
     */
    public String text() {
        return whiteMillis + " " + blackMillis + " " + whiteMoves + " " + blackMoves;
    }

    /** Reads {@link #text} back; anything else is an {@link IllegalArgumentException}. */
    public static ClockState parse(String text) {
        if (text == null || !TEXT.matcher(text).matches()) {
            throw new IllegalArgumentException("not a clock state: '" + ks.text.Printable.line(text) + "'");
        }
        String[] f = text.split(" ");
        try {
            return new ClockState(Long.parseLong(f[0]), Long.parseLong(f[1]), Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a clock state: '" + text + "'");
        }
    }

    /**
     * Each move's mover's time left after it, read from the clock states committed after ply 0,
     * 1, 2, ... ({@code states}, {@link #text} each) of a game {@code first} moves first: what a
     * PGN's {@code [%clk]} comments show. A state that does not parse ends the list there (the
     * moves from it on go without their clocks).
     */
    public static List<Long> moversLeft(int first, List<String> states) {
        List<Long> left = new ArrayList<>();
        try {
            for (int ply = 1; ply < states.size(); ply++) {
                int mover = ply % 2 == 1 ? first : Color.opposite(first);
                left.add(parse(states.get(ply)).remaining(mover));
            }
        } catch (IllegalArgumentException e) {
            return left;
        }
        return left;
    }

    /** Both players with the control's full allotment and no moves made. */
    public static ClockState start(TimeControl control) {
        return new ClockState(control.initialMillis(), control.initialMillis(), 0, 0);
    }

    /** The time {@code colour} has left. */
    public long remaining(int colour) {
        return colour == Color.WHITE ? whiteMillis : blackMillis;
    }

    /** The moves {@code colour} has made. */
    public int moves(int colour) {
        return colour == Color.WHITE ? whiteMoves : blackMoves;
    }

    /** Whether {@code colour}'s time is used up. */
    public boolean outOfTime(int colour) {
        return remaining(colour) == 0;
    }

    /**
     * The state after {@code colour} thought for {@code thinkMillis} (every attempt of the turn, the
     * rejected ones too) and made a move. A player whose time ran out meanwhile is left at zero, with
     * no increment and no new period: the move came too late.
     */
    public ClockState afterMove(TimeControl control, int colour, long thinkMillis) {
        ClockState s = spent(control, colour, thinkMillis);
        if (control.timed() && s.outOfTime(colour)) {
            return s;
        }
        int made = moves(colour) + 1;
        return s.with(colour, control.afterMove(s.remaining(colour), made), made);
    }

    /** The state after {@code colour} used {@code millis} without moving (not below zero). */
    public ClockState spent(TimeControl control, int colour, long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("thinking time must not be negative");
        }
        if (!control.timed()) {
            return this;
        }
        return with(colour, Math.max(0, remaining(colour) - millis), moves(colour));
    }

    private ClockState with(int colour, long millis, int moves) {
        return colour == Color.WHITE ? new ClockState(millis, blackMillis, moves, blackMoves)
                : new ClockState(whiteMillis, millis, whiteMoves, moves);
    }
}
