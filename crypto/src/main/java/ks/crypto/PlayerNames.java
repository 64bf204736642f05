package ks.crypto;

import java.util.regex.Pattern;

/**
 * The rule for player names, which travel in the handshake and key the known-opponents file: 1 to 64
 * letters, digits, dots, dashes or underscores, so a name is one word on a line and never an address.
 */
public final class PlayerNames {
    public static final String RULE = "1 to 64 letters, digits, '.', '-' or '_'";
    private static final Pattern VALID = Pattern.compile("[\\p{L}\\p{N}._-]{1,64}");

    private PlayerNames() {
    }

    public static boolean isValid(String name) {
        return name != null && VALID.matcher(name).matches();
    }

    static String require(String name, String what) {
        if (!isValid(name)) {
            throw new IllegalArgumentException(what + " '" + name + "' is not a valid player name: " + RULE);
        }
        return name;
    }
}
