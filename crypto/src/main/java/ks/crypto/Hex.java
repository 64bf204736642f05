package ks.crypto;

import java.util.HexFormat;
import ks.text.Printable;

/** Parsing of fixed-length hex values from files and records, with a message a user can act on. */
final class Hex {
    private Hex() {
    }

    static byte[] parse(String hex, int size, String what) {
        if (hex == null || hex.length() != size * 2) {
            throw new IllegalArgumentException("a " + what + " is " + size * 2 + " hex digits, got "
                    + (hex == null ? "nothing" : hex.length() + " characters"));
        }
        try {
            return HexFormat.of().parseHex(hex);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("a " + what + " is written in hex digits 0-9 a-f, got '" + Printable.line(hex) + "'");
        }
    }
}
