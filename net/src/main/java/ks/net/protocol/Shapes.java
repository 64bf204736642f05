package ks.net.protocol;

import java.util.regex.Pattern;

/**
 * The shapes of the protocol's short text fields (a move in UCI, a signature, a key, a game id,
 * hex, a result, an end's kind, a verdict), checked without compiling a pattern each time:
 * {@code String.matches} compiled its pattern again for every message built, and a record of 200
 * plies builds about a thousand (docs/performance.md, start-up). Hex is checked character by
 * character, cheaper than a regular expression's loop over 128 digits before the
 * compilers have seen it. Every method is false for null.
 */
final class Shapes {

    private static final Pattern UCI = Pattern.compile("[a-h][1-8][a-h][1-8][qrbn]?");
    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\\*");
    private static final Pattern END_KIND = Pattern.compile("[a-z]{1,16}");
    private static final Pattern VERDICT = Pattern.compile("impossible|illegal|legal");

    private Shapes() {
    }

    /** A move in UCI: {@code e2e4}, {@code e7e8q}. */
    static boolean uci(String s) {
        return s != null && UCI.matcher(s).matches();
    }

    /** An Ed25519 signature: 128 lowercase hex digits. */
    static boolean signature(String s) {
        return s != null && s.length() == 128 && hex(s);
    }

    /** An Ed25519 public key: 64 lowercase hex digits. */
    static boolean key(String s) {
        return s != null && s.length() == 64 && hex(s);
    }

    /** A game id: 32 lowercase hex digits. */
    static boolean gameId(String s) {
        return s != null && s.length() == 32 && hex(s);
    }

    /** A digest or salt: 64 lowercase hex digits. */
    static boolean digest(String s) {
        return s != null && s.length() == 64 && hex(s);
    }

    /** A garbling seed: 32 lowercase hex digits. */
    static boolean seed(String s) {
        return gameId(s);
    }

    /** One to {@code max} bits written as {@code 0} and {@code 1}. */
    static boolean bits(String s, int max) {
        if (s == null || s.isEmpty() || s.length() > max) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            if (s.charAt(i) != '0' && s.charAt(i) != '1') {
                return false;
            }
        }
        return true;
    }

    /** The name of a refusal's reason: one to twenty capital letters or underscores. */
    static boolean reasonName(String s) {
        if (s == null || s.isEmpty() || s.length() > 20) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c < 'A' || c > 'Z') && c != '_') {
                return false;
            }
        }
        return true;
    }

    /** Lowercase hex digits, any number of them. */
    static boolean hex(String s) {
        if (s == null) {
            return false;
        }
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) {
                return false;
            }
        }
        return true;
    }

    /** A result in PGN form, {@code *} included. */
    static boolean result(String s) {
        return s != null && RESULT.matcher(s).matches();
    }

    /** The kind of an end: one to sixteen lowercase letters. */
    static boolean endKind(String s) {
        return s != null && END_KIND.matcher(s).matches();
    }

    /** The referee's verdict on an attempt. */
    static boolean verdict(String s) {
        return s != null && VERDICT.matcher(s).matches();
    }
}
