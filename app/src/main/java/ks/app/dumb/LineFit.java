package ks.app.dumb;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.app.seat.Columns;

/**
 * Lines printed at a terminal, cut by words to its width ({@link Columns}, so wide characters
 * count two) rather than let the terminal break them wherever the width falls. A line that fits is
 * left as it is. A line of someone's words ({@code bob says: }, {@code you say: }) or a note
 * ({@code -- }) repeats its mark on every line it takes, so a line never begins with words the
 * opponent chose, unmarked; consecutive lines of the same speaker are one message, and consecutive
 * note lines one note, cut again as one. A line of ks's own that ends with a command to type
 * ({@link CommandToType}, the rule {@link PrintedText} keeps too) or holds a file's path keeps it whole. Any other line goes on indented: under a table's last column (the
 * help's commands and what they do), else two spaces further than it began. The board's panel cuts its lines with
 * {@link #pieces} too.
 */
public final class LineFit {

    /** Fewer columns than this left for the words after a mark or an indent, and the indent is dropped. */
    static final int LEAST_ROOM = 12;

    private static final Pattern SPEAKER = Pattern.compile("^(\\S+ says: |you say: )");
    private static final String NOTE = "-- ";
    /** How a question asked for a yes or a no ends. */
    private static final String QUESTION = "(y/n) ";
    /**
     * A file's path: from there on a line is left whole for the terminal to wrap, since a terminal
     * copies its own wrapping as one line; the words before it are cut as any other's. Indented
     * lines (the help's rows, whose moves hold slashes) are cut as any other.
     */
    private static final Pattern PATH = Pattern.compile("(^|[ (])([~.]?/\\S)");
    /** A player's name before his clock in the prompt's clocks: names hold no spaces. */
    private static final Pattern NAMED_CLOCK = Pattern.compile("(^|\\| )(\\*?)\\S+ (?=\\d)");
    /** A gap in a table's row: two spaces or more before more text. */
    private static final Pattern GAP = Pattern.compile(" {2,}(?=\\S)");

    private LineFit() {
    }

    /** {@code text}'s lines fitted to {@code columns}; unchanged when {@code columns} is unknown (0 or less). */
    static String fit(String text, int columns) {
        if (columns <= 0) {
            return text;
        }
        String[] lines = text.split("\n", -1);
        List<String> out = new ArrayList<>();
        Matcher path = PATH.matcher("");
        for (int i = 0; i < lines.length; i++) {
            String mark = speaker(lines[i]);
            if (mark != null) {
                StringBuilder words = new StringBuilder(lines[i].substring(mark.length()));
                while (i + 1 < lines.length && lines[i + 1].startsWith(mark)) {
                    words.append(' ').append(lines[++i].substring(mark.length()));
                }
                marked(out, mark, words.toString(), columns);
            } else if (lines[i].startsWith(NOTE)) {
                // A note comes cut for a log of 80 columns (EventText.note): its lines are one note.
                StringBuilder words = new StringBuilder(lines[i].substring(NOTE.length()));
                while (i + 1 < lines.length && lines[i + 1].startsWith(NOTE)) {
                    words.append(' ').append(lines[++i].substring(NOTE.length()));
                }
                marked(out, NOTE, words.toString(), columns);
            } else if (CommandToType.start(lines[i]) >= 0) {
                copied(out, lines[i], CommandToType.start(lines[i]), columns);
            } else if (!lines[i].startsWith(" ") && path.reset(lines[i]).find()) {
                // A path in parentheses takes its opening one along: "(" never ends a line alone.
                copied(out, lines[i], path.group(1).equals("(") ? path.start(1) : path.start(2), columns);
            } else {
                indented(out, lines[i], columns);
            }
        }
        return String.join("\n", out);
    }

    /**
     * The prompt as a terminal of {@code columns} can show it with {@link #LEAST_ROOM} columns left
     * to type in: whole when it fits; else the clocks without the players' names
     * ({@code [*0:46 | 1:00] your move> }, white's first as always); else without the clocks. A
     * question ({@code ... (y/n) }) wider than the terminal is cut by words into lines, its last
     * the prompt, where the terminal would break it wherever its width fell.
     */
    public static String prompt(String prompt, int columns) {
        if (columns > 0 && prompt.endsWith(QUESTION) && Columns.of(prompt) >= columns) {
            return String.join("\n", pieces(prompt.stripTrailing(), columns - 1, columns - 1)) + " ";
        }
        if (columns <= 0 || Columns.of(prompt) + LEAST_ROOM <= columns || !prompt.startsWith("[")) {
            return prompt;
        }
        int end = prompt.indexOf("] ");
        if (end < 0) {
            return prompt;
        }
        String clocks = NAMED_CLOCK.matcher(prompt.substring(1, end)).replaceAll("$1$2");
        String shorter = "[" + clocks + prompt.substring(end);
        return Columns.of(shorter) + LEAST_ROOM <= columns ? shorter : prompt.substring(end + 2);
    }

    private static String speaker(String line) {
        Matcher m = SPEAKER.matcher(line);
        return m.find() ? m.group(1) : null;
    }

    private static void marked(List<String> out, String mark, String words, int columns) {
        if (Columns.of(mark + words) <= columns) {
            out.add(mark + words);
            return;
        }
        int room = Math.max(LEAST_ROOM, columns - Columns.of(mark));
        for (String piece : pieces(words.strip(), room, room)) {
            out.add(mark + piece);
        }
    }

    /**
     * A line that ends with a command to type ({@link CommandToType}) or holds a path from {@code
     * at} on: when the command fits a line of its own, the words before it are cut as any line's
     * and the command goes after the last of them if it fits there, else on a line of its own, at
     * the indent the words went on at. A command to type wider than that starts a line of its own
     * at the left edge, whole, for the terminal to wrap (a copied command then runs as printed), and
     * so does a path that wide (copied whole, where a line left whole broke the words before it
     * wherever the terminal's edge fell); a command or path at the line's start is left as it is
     * (on a line of its own it gains nothing).
     */
    private static void copied(List<String> out, String line, int at, int columns) {
        String command = line.substring(at);
        int hang = Math.min(hang(line, "", columns), Math.max(0, columns - LEAST_ROOM));
        boolean wide = hang + Columns.of(command) > columns;
        if (Columns.of(line) <= columns || line.substring(0, at).isBlank()) {
            out.add(line);
            return;
        }
        List<String> words = new ArrayList<>();
        indented(words, line.substring(0, at).stripTrailing(), columns);
        String last = words.get(words.size() - 1);
        if (Columns.of(last) + 1 + Columns.of(command) <= columns) {
            words.set(words.size() - 1, last + " " + command);
        } else {
            words.add((wide ? "" : " ".repeat(hang)) + command);
        }
        out.addAll(words);
    }

    private static void indented(List<String> out, String line, int columns) {
        if (Columns.of(line) <= columns) {
            out.add(line);
            return;
        }
        String body = line.stripLeading();
        String lead = line.substring(0, line.length() - body.length());
        int hang = hang(line, lead, columns);
        if (columns - hang < LEAST_ROOM) {
            hang = Math.max(0, columns - LEAST_ROOM);
        }
        int first = Math.max(1, columns - Columns.of(lead));
        List<String> pieces = pieces(body, first, Math.max(1, columns - hang));
        out.add(lead + pieces.get(0));
        String indent = " ".repeat(hang);
        for (String piece : pieces.subList(1, pieces.size())) {
            out.add(indent + piece);
        }
    }

    /**
     * Where a line's continuation begins: under a table's last column ({@link #lastColumn}) when
     * that stands in the terminal's left half, else two past the line's own indent.
     */
    private static int hang(String line, String lead, int columns) {
        int column = lastColumn(line);
        return column >= 0 && column <= columns / 2 ? column : Columns.of(lead) + 2;
    }

    /** The column where a table row's last column begins (the text after its widest gap), or -1 for a line with no gap. */
    static int lastColumn(String line) {
        String body = line.stripLeading();
        Matcher gap = GAP.matcher(line).region(line.length() - body.length(), line.length());
        int widest = 0;
        int column = -1;
        while (gap.find()) {
            if (gap.end() - gap.start() > widest) {
                widest = gap.end() - gap.start();
                column = Columns.of(line.substring(0, gap.end()));
            }
        }
        return column;
    }

    /**
     * {@code text} cut into pieces of at most {@code first} columns, then {@code next}: at the last
     * space that leaves a piece within them, else (a word longer than a line, such as a file's
     * path) after the last {@code /} or {@code -} that fits, so that a path reads by its parts,
     * else after the last character that fits; the spaces around a cut are dropped, those inside a
     * piece kept.
     */
    public static List<String> pieces(String text, int first, int next) {
        List<String> pieces = new ArrayList<>();
        String rest = text;
        int room = first;
        while (Columns.of(rest) > room) {
            int end = fitting(rest, room);
            int space = rest.lastIndexOf(' ', end);
            int mark = Math.max(rest.lastIndexOf('/', end - 1), rest.lastIndexOf('-', end - 1));
            int cut = space > 0 ? space : mark > 0 ? mark + 1 : end;
            pieces.add(rest.substring(0, cut).stripTrailing());
            rest = rest.substring(cut).stripLeading();
            room = next;
        }
        pieces.add(rest);
        return pieces;
    }

    /** How many chars of {@code text} take at most {@code columns}: at least its first character. */
    private static int fitting(String text, int columns) {
        int used = 0;
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            used += Columns.of(new String(Character.toChars(cp)));
            if (used > columns && i > 0) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }
}
