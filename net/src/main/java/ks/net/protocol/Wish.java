package ks.net.protocol;

/**
 * One player's stated preference for an on/off option: on ({@code +x}), off ({@code -x}),
 * or no preference (the option was not mentioned).
 */
public enum Wish {
    ON, OFF, NONE;

    /** The wish a player stated with {@code +} or {@code -}. */
    public static Wish of(boolean on) {
        return on ? ON : OFF;
    }
}
