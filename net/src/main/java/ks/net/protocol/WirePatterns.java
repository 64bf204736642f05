package ks.net.protocol;

import java.util.regex.Pattern;

/**
 * The shapes of the wire's fields, compiled once: every message checks its fields in its
 * constructor, on each message sent and each received, and {@link String#matches} would compile
 * its pattern again every time (under a club's load, thousands of times a second).
 */
final class WirePatterns {

    /** A move in UCI, as an attempt carries it. */
    static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");
    /** Lowercase hex digits, any number. */
    static final Pattern HEX = Pattern.compile("[0-9a-f]*");
    /** An Ed25519 signature in hex. */
    static final Pattern SIGNATURE = Pattern.compile("[0-9a-f]{128}");
    static final Pattern VERDICT = Pattern.compile("impossible|illegal|legal");
    static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");
    static final Pattern END_KIND = Pattern.compile("[a-z]{1,16}");

    private WirePatterns() {
    }
}
