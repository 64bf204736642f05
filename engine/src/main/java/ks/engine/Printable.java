package ks.engine;

import java.util.regex.Pattern;

/**
 * Text from outside (a typed line, a file, the other player's bytes) made safe to repeat in a
 * one-line message: every control character and line or paragraph separator becomes {@code ?},
 * so nobody can break a message in two or send escape sequences to a user's terminal.
 */
public final class Printable {

    private static final Pattern UNPRINTABLE = Pattern.compile("[\\p{Cntrl}\\p{Zl}\\p{Zp}\\x85]");

    private Printable() {
    }

    /** The text with each unprintable character replaced by {@code ?}. */
    public static String line(String text) {
        return text == null ? "null" : UNPRINTABLE.matcher(text).replaceAll("?");
    }
}
