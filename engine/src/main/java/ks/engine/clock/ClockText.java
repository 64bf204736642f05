package ks.engine.clock;

import java.util.Locale;

/**
 * How a clock reads to a player: {@code 1:02:03} past an hour, {@code 4:59} below, and tenths of
 * a second in the last ten seconds ({@code 0:09.4}), as on a chess clock. Time is cut, never
 * rounded up, so a clock never shows time the player does not have.
 */
public final class ClockText {

    private static final long TENTHS_BELOW_MILLIS = 10_000;

    private ClockText() {
    }

    public static String of(long millis) {
        long m = Math.max(0, millis);
        long seconds = m / 1000;
        long hours = seconds / 3600;
        long minutes = seconds / 60 % 60;
        long secs = seconds % 60;
        if (hours > 0) {
            return String.format(Locale.ROOT, "%d:%02d:%02d", hours, minutes, secs);
        }
        if (m < TENTHS_BELOW_MILLIS) {
            return String.format(Locale.ROOT, "%d:%02d.%d", minutes, secs, m % 1000 / 100);
        }
        return String.format(Locale.ROOT, "%d:%02d", minutes, secs);
    }
}
