package ks.text;

import java.util.regex.Pattern;

/**
 * The one place where text from outside (a typed line, a file, the other player's bytes) is made
 * safe to show or keep in a one-line message. Every character that could change what a terminal
 * shows beyond its own glyph becomes {@code ?}: C0 and C1 controls (escape sequences, carriage
 * return, NEL U+0085), line and paragraph separators (U+2028, U+2029), format characters
 * (bidirectional overrides and isolates U+202A-202E and U+2066-2069, zero-width characters, soft
 * hyphen, BOM) and lone surrogates. So nobody can break a message in two, clear a screen, set a
 * window title or make text read backwards. It has a module of its own, below the engine and crypto,
 * because both quote outside text in the messages of their exceptions and crypto must not depend on
 * the engine (docs/architecture.md).
 */
public final class Printable {

    private static final Pattern UNPRINTABLE = Pattern.compile("[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}]");

    private Printable() {
    }

    /** The text with each unprintable character replaced by {@code ?}. */
    public static String line(String text) {
        return text == null ? "null" : UNPRINTABLE.matcher(text).replaceAll("?");
    }

    /**
     * {@link #line(String)} cut to at most {@code maxChars} characters (ending in {@code ...} when
     * cut), for outside text of unbounded length; a surrogate pair is never split.
     */
    public static String line(String text, int maxChars) {
        String clean = line(text);
        if (clean.length() <= maxChars) {
            return clean;
        }
        int end = Math.max(0, maxChars - 3);
        if (end > 0 && Character.isHighSurrogate(clean.charAt(end - 1))) {
            end--;
        }
        return clean.substring(0, end) + "...";
    }

    /** Whether {@code text} is already safe: {@link #line(String)} would leave it unchanged. */
    public static boolean isPrintable(String text) {
        return text != null && !UNPRINTABLE.matcher(text).find();
    }
}
