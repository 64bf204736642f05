package ks.app.fileplay;

import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.regex.Pattern;

/**
 * The text form of a game file, safe in mail and copy-paste: a first line {@value #FIRST}, the sealed
 * bytes in base64 at {@value #WIDTH} characters a line, and a last line {@value #LAST}. Every byte
 * written is printable ASCII from {@code #} (35) to {@code ~} (126), or a newline, so the file fits
 * KRef's range of 35 to 128. Reading forgives what mail and copy-paste add (carriage returns, blanks,
 * blank lines, lines wrapped at another width) and nothing else: any other character, a missing end
 * line or base64 that is not exactly what ks writes is refused.
 */
final class Armour {

    static final String FIRST = "#ks-game-file";
    static final String LAST = "#end-of-ks-game-file";
    static final int WIDTH = 64;
    // Compiled once: a hostile file may have a million short lines.
    private static final Pattern BLANKS = Pattern.compile("\\s");
    private static final Pattern BASE64_LINE = Pattern.compile("[A-Za-z0-9+/=]*");

    private Armour() {
    }

    static String wrap(byte[] data) {
        String b64 = Base64.getEncoder().encodeToString(data);
        StringBuilder s = new StringBuilder(b64.length() + b64.length() / WIDTH + 64);
        s.append(FIRST).append('\n');
        for (int i = 0; i < b64.length(); i += WIDTH) {
            s.append(b64, i, Math.min(b64.length(), i + WIDTH)).append('\n');
        }
        return s.append(LAST).append('\n').toString();
    }

    static byte[] unwrap(byte[] text) throws FileRefused {
        int line = 1;
        for (byte b : text) {
            int c = b & 0xFF;
            if (c == '\n') {
                line++;
            } else if (!(c >= 35 && c <= 126) && c != '\r' && c != ' ' && c != '\t') {
                throw new FileRefused("line " + line + " holds a character ks never writes (byte " + c
                        + "): the file was damaged, or it is not a ks game file");
            }
        }
        String[] lines = new String(text, StandardCharsets.US_ASCII).split("\n", -1);
        int first = 0;
        while (first < lines.length && lines[first].isBlank()) {
            first++;
        }
        if (first == lines.length || !lines[first].strip().equals(FIRST)) {
            throw new FileRefused("not a ks game file (its first line is not " + FIRST + ")");
        }
        StringBuilder b64 = new StringBuilder(text.length);
        for (int i = first + 1; i < lines.length; i++) {
            String l = BLANKS.matcher(lines[i]).replaceAll("");
            if (l.equals(LAST)) {
                for (int j = i + 1; j < lines.length; j++) {
                    if (!lines[j].isBlank()) {
                        throw new FileRefused("line " + (j + 1) + " comes after the end line " + LAST
                                + ": the file was edited");
                    }
                }
                return decode(b64.toString());
            }
            if (!BASE64_LINE.matcher(l).matches()) {
                throw new FileRefused("line " + (i + 1) + " is not part of a ks game file: the file was edited");
            }
            b64.append(l);
        }
        throw new FileRefused("the file is cut short (its last line " + LAST + " is missing)");
    }

    private static byte[] decode(String b64) throws FileRefused {
        byte[] data;
        try {
            data = Base64.getDecoder().decode(b64);
        } catch (IllegalArgumentException e) {
            throw new FileRefused("the file is damaged or cut short (its base64 does not decode)");
        }
        // Base64 ignores some bits of the last character: only the exact text ks writes is the file.
        if (!Base64.getEncoder().encodeToString(data).equals(b64)) {
            throw new FileRefused("the file was altered (its base64 is not what ks writes)");
        }
        return data;
    }
}
