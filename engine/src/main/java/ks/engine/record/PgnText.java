package ks.engine.record;

import java.util.ArrayList;
import java.util.List;

/** The lexical rules of PGN export text: tag pairs, brace comments, lines of at most 80 characters. */
final class PgnText {

    /** PGN export format keeps lines to this length. */
    static final int LINE = 80;

    private PgnText() {
    }

    /** A tag pair line; the value has backslash and quote escaped and control characters made spaces. */
    static String tag(String name, String value) {
        String v = value.replaceAll("\\p{Cntrl}", " ").replace("\\", "\\\\").replace("\"", "\\\"");
        return "[" + name + " \"" + v + "\"]";
    }

    /**
     * A brace comment holding {@code text}: braces (which cannot appear inside a comment) become
     * parentheses and runs of white space one space.
     */
    static String comment(String text) {
        String t = text.replace('{', '(').replace('}', ')').replaceAll("\\s+", " ").trim();
        return "{" + t + "}";
    }

    /** A clock command for a comment, {@code [%clk H:MM:SS]}: the time left, in whole seconds. */
    static String clock(long millis) {
        long seconds = Math.max(0, millis) / 1000;
        return String.format(java.util.Locale.ROOT, "[%%clk %d:%02d:%02d]", seconds / 3600, seconds / 60 % 60,
                seconds % 60);
    }

    /**
     * The tokens (moves with their numbers, comments, the result) laid out on lines of at most
     * {@link #LINE} characters, breaking between tokens or between the words of a comment (a
     * move stays on one line with its number); a single word longer than a line (none of ours
     * is) gets a line of its own.
     */
    static String wrap(List<String> tokens) {
        List<String> words = new ArrayList<>();
        for (String token : tokens) {
            if (!token.startsWith("{")) {
                words.add(token);
                continue;
            }
            for (String w : token.split(" ")) {
                if (!w.isEmpty()) {
                    words.add(w);
                }
            }
        }
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder();
        for (String w : words) {
            if (line.length() > 0 && line.length() + 1 + w.length() > LINE) {
                out.append(line).append('\n');
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(w);
        }
        if (line.length() > 0) {
            out.append(line).append('\n');
        }
        return out.toString();
    }
}
