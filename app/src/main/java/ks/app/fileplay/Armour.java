package ks.app.fileplay;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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
        return wrap(data, FIRST, LAST);
    }

    /** The same text form under other first and last lines (a finished game's record, {@link FileRecord}). */
    static String wrap(byte[] data, String first, String last) {
        String b64 = Base64.getEncoder().encodeToString(data);
        StringBuilder s = new StringBuilder(b64.length() + b64.length() / WIDTH + 64);
        s.append(first).append('\n');
        for (int i = 0; i < b64.length(); i += WIDTH) {
            s.append(b64, i, Math.min(b64.length(), i + WIDTH)).append('\n');
        }
        return s.append(last).append('\n').toString();
    }

    /** Whether the first line of {@code file} that is not blank is {@code first}; false when there is no such file. */
    static boolean firstLineOf(Path file, String first) throws IOException {
        if (!Files.isRegularFile(file)) {
            return false;
        }
        try (InputStream in = Files.newInputStream(file)) {
            String start = new String(in.readNBytes(first.length() + 256), StandardCharsets.US_ASCII).stripLeading();
            return start.startsWith(first) && (start.length() == first.length()
                    || Character.isWhitespace(start.charAt(first.length())));
        }
    }

    static byte[] unwrap(byte[] text) throws FileRefused {
        return unwrap(text, FIRST, LAST, "ks game file");
    }

    /** Reads the text form under {@code first} and {@code last}; {@code what} names such a file in refusals. */
    static byte[] unwrap(byte[] text, String first, String last, String what) throws FileRefused {
        int line = 1;
        for (byte b : text) {
            int c = b & 0xFF;
            if (c == '\n') {
                line++;
            } else if (!(c >= 35 && c <= 126) && c != '\r' && c != ' ' && c != '\t') {
                throw new FileRefused("line " + line + " holds a character ks never writes (byte " + c
                        + "): the file was damaged, or it is not a " + what);
            }
        }
        String[] lines = new String(text, StandardCharsets.US_ASCII).split("\n", -1);
        int start = 0;
        while (start < lines.length && lines[start].isBlank()) {
            start++;
        }
        if (start == lines.length || !lines[start].strip().equals(first)) {
            throw new FileRefused("not a " + what + " (its first line is not " + first + ")");
        }
        StringBuilder b64 = new StringBuilder(text.length);
        for (int i = start + 1; i < lines.length; i++) {
            String l = BLANKS.matcher(lines[i]).replaceAll("");
            if (l.equals(last)) {
                for (int j = i + 1; j < lines.length; j++) {
                    if (!lines[j].isBlank()) {
                        throw new FileRefused("line " + (j + 1) + " comes after the end line " + last
                                + ": the file was edited");
                    }
                }
                return decode(b64.toString());
            }
            if (!BASE64_LINE.matcher(l).matches()) {
                throw new FileRefused("line " + (i + 1) + " is not part of a " + what + ": the file was edited");
            }
            b64.append(l);
        }
        throw new FileRefused("the file is cut short (its last line " + last + " is missing)");
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
