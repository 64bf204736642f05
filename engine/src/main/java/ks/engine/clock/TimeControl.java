package ks.engine.clock;

import java.util.Locale;

/**
 * How much time each player has, as the chess-service description names the kinds of timed games:
 * {@code game/K} (K minutes for the whole game), {@code N/K} (N moves in K hours, and time left
 * over when a period's N moves are made is carried into the next period), and Fischer's
 * {@code M+S} (M minutes, S seconds added after every move), and {@code daily}, the correspondence
 * game: 24 hours for each move, afresh every move. {@link #UNTIMED} is the default.
 * The {@link #text} of a control is what {@link #parse} reads back, so it is what the two sides
 * agree on and what a record keeps.
 */
public sealed interface TimeControl {

    /** No clocks at all. */
    TimeControl UNTIMED = new Untimed();

    /** Each move within 24 hours. */
    TimeControl DAILY = new Daily();

    /** Longest game/K, in minutes (ten hours). */
    int MAX_MINUTES = 600;
    /** Most moves in one N/K period. */
    int MAX_PERIOD_MOVES = 200;
    /** Longest N/K period, in hours. */
    int MAX_PERIOD_HOURS = 24;
    /** Largest Fischer increment, in seconds. */
    int MAX_INCREMENT_SECONDS = 600;

    /** The time each player starts with, in milliseconds. */
    long initialMillis();

    /**
     * A player's time after a move that left {@code remainingMillis} on their clock, the move being
     * their {@code movesMade}-th: a Fischer increment, or a new period's allotment under N/K.
     */
    long afterMove(long remainingMillis, int movesMade);

    /** Moves still to make in the current period after {@code movesMade} moves, or -1 without periods. */
    default int movesLeftInPeriod(int movesMade) {
        return -1;
    }

    /** Whether there are clocks at all. */
    default boolean timed() {
        return true;
    }

    /** The control as typed after {@code --time}: {@code game/5}, {@code 40/2}, {@code 5+3}, {@code daily}, {@code untimed}. */
    String text();

    /** The control in words, for players. */
    String describe();

    /**
     * The control as PGN's TimeControl tag writes it: {@code -} untimed, seconds for a whole game,
     * {@code moves/seconds} for a period (and {@code 1/86400} for daily), {@code seconds+increment}
     * for Fischer.
     */
    String pgn();

    /**
     * Reads {@code game/K}, {@code N/K}, {@code M+S}, {@code daily} or {@code untimed}; anything
     * else throws an {@link IllegalArgumentException} with one line saying what is accepted.
     */
    static TimeControl parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("untimed") || t.equals("none")) {
            return UNTIMED;
        }
        if (t.equals("daily")) {
            return DAILY;
        }
        int slash = t.indexOf('/');
        int plus = t.indexOf('+');
        if (slash > 0 && plus < 0) {
            String left = t.substring(0, slash);
            int right = number(t.substring(slash + 1), text);
            if (left.equals("game") || left.equals("g")) {
                return new SuddenDeath(right);
            }
            return new Periods(number(left, text), right);
        }
        if (plus > 0 && slash < 0) {
            return new Fischer(number(t.substring(0, plus), text), number(t.substring(plus + 1), text));
        }
        throw bad(text);
    }

    private static int number(String digits, String whole) {
        if (!digits.matches("[0-9]{1,4}")) {
            throw bad(whole);
        }
        return Integer.parseInt(digits);
    }

    private static IllegalArgumentException bad(String text) {
        return new IllegalArgumentException("'" + text + "' is not a time control"
                + ": use game/K (K minutes each), N/K (N moves in K hours), M+S (M minutes, S seconds a move)"
                + ", daily (24 hours a move) or untimed");
    }

    /** Throws the one-line error "NEEDS from LEAST to MOST UNITS, not VALUE" unless the value is in range. */
    private static void within(int value, int least, int most, String needs, String units) {
        if (value < least || value > most) {
            throw new IllegalArgumentException(
                    needs + " from " + least + " to " + most + " " + units + ", not " + value);
        }
    }

    /** {@code n} and the {@code unit}, plural unless n is 1: "1 minute", "5 minutes". */
    private static String count(int n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }

    /** No clocks. */
    record Untimed() implements TimeControl {
        @Override
        public long initialMillis() {
            return Long.MAX_VALUE;
        }

        @Override
        public long afterMove(long remainingMillis, int movesMade) {
            return remainingMillis;
        }

        @Override
        public boolean timed() {
            return false;
        }

        @Override
        public String text() {
            return "untimed";
        }

        @Override
        public String pgn() {
            return "-";
        }

        @Override
        public String describe() {
            return "untimed";
        }
    }

    /**
     * {@code daily}: 24 hours for each move. The clock of a player who moves in time is set back
     * to the full 24 hours, whatever the move took, so the state after a move shows no charge.
     */
    record Daily() implements TimeControl {
        /** The time for one move. */
        public static final long MOVE_MILLIS = 24 * 3_600_000L;

        @Override
        public long initialMillis() {
            return MOVE_MILLIS;
        }

        @Override
        public long afterMove(long remainingMillis, int movesMade) {
            return MOVE_MILLIS;
        }

        @Override
        public int movesLeftInPeriod(int movesMade) {
            return 1;
        }

        @Override
        public String text() {
            return "daily";
        }

        /** One move in 86400 seconds, as correspondence servers write a day a move. */
        @Override
        public String pgn() {
            return "1/86400";
        }

        @Override
        public String describe() {
            return "24 hours for each move";
        }
    }

    /** {@code game/K}: K minutes each for all the moves of the game. */
    record SuddenDeath(int minutes) implements TimeControl {
        public SuddenDeath {
            within(minutes, 1, MAX_MINUTES, "game/K needs K", "minutes");
        }

        @Override
        public long initialMillis() {
            return minutes * 60_000L;
        }

        @Override
        public long afterMove(long remainingMillis, int movesMade) {
            return remainingMillis;
        }

        @Override
        public String text() {
            return "game/" + minutes;
        }

        @Override
        public String pgn() {
            return String.valueOf(minutes * 60);
        }

        @Override
        public String describe() {
            return count(minutes, "minute") + " each for the game";
        }
    }

    /**
     * {@code N/K}: N moves in K hours. Whoever has not made N moves when the K hours are used up
     * loses; time left when the N-th move is made is added to the next period's K hours.
     */
    record Periods(int moves, int hours) implements TimeControl {
        public Periods {
            within(moves, 1, MAX_PERIOD_MOVES, "N/K needs N", "moves");
            within(hours, 1, MAX_PERIOD_HOURS, "N/K needs K", "hours");
        }

        @Override
        public long initialMillis() {
            return hours * 3_600_000L;
        }

        @Override
        public long afterMove(long remainingMillis, int movesMade) {
            return movesMade % moves == 0 ? remainingMillis + initialMillis() : remainingMillis;
        }

        @Override
        public int movesLeftInPeriod(int movesMade) {
            return moves - movesMade % moves;
        }

        @Override
        public String text() {
            return moves + "/" + hours;
        }

        @Override
        public String pgn() {
            return moves + "/" + hours * 3600;
        }

        @Override
        public String describe() {
            return count(moves, "move") + " in " + count(hours, "hour") + ", unused time carried over";
        }
    }

    /** {@code M+S}: M minutes each, and S seconds added after every move made. */
    record Fischer(int minutes, int incrementSeconds) implements TimeControl {
        public Fischer {
            within(minutes, 1, MAX_MINUTES, "M+S needs M", "minutes");
            within(incrementSeconds, 0, MAX_INCREMENT_SECONDS, "M+S needs S", "seconds");
        }

        @Override
        public long initialMillis() {
            return minutes * 60_000L;
        }

        @Override
        public long afterMove(long remainingMillis, int movesMade) {
            return remainingMillis + incrementSeconds * 1000L;
        }

        @Override
        public String text() {
            return minutes + "+" + incrementSeconds;
        }

        @Override
        public String pgn() {
            return minutes * 60 + "+" + incrementSeconds;
        }

        @Override
        public String describe() {
            return count(minutes, "minute") + " each, plus " + count(incrementSeconds, "second") + " a move";
        }
    }
}
