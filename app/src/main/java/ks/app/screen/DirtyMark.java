package ks.app.screen;

import java.util.function.Supplier;

/**
 * Whether the screen shows less than there is to show: set by any thread that changes what the
 * board would draw (an event, a line of the program's own, a belief finished, a key), and taken by
 * the player's thread together with the frame it draws. Taking clears the mark before the frame
 * is made, so a change made while the frame is being made sets it again and is drawn on the next
 * round, not lost until some later event (the reconnection notice BoardIT met under load).
 */
final class DirtyMark {

    private volatile boolean set = true;

    /** Something the screen shows has changed (any thread). */
    void set() {
        set = true;
    }

    /** Whether the screen is to be drawn again. */
    boolean isSet() {
        return set;
    }

    /** Clears the mark, then makes the frame to draw: what changes while it is made sets the mark again. */
    <T> T take(Supplier<T> frame) {
        set = false;
        return frame.get();
    }
}
