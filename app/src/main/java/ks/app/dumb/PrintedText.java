package ks.app.dumb;

import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntSupplier;
import java.util.regex.Pattern;
import ks.app.seat.Columns;

/**
 * Text ks prints and then ends ({@code --help}, {@code --rules}, lists, one-line errors) cut by
 * words to the width of the terminal it shows on, where the terminal would break words wherever
 * its width falls. Text written in one piece is read as paragraphs first: a line its author cut
 * (one of {@link #AUTHORS_CUT} to {@link #AUTHORS_WIDEST} columns) and the line that goes on with
 * it, at its indent or under a table's last column, unless that begins with a label ({@code Audit:}),
 * are one line, cut again as one ({@link #cut} says where the
 * pieces go). Text that fits is left as it is, and so is all text to a pipe or a file, byte for
 * byte.
 */
public final class PrintedText {

    /** A line this wide or wider was cut by its author, where the next goes on with it; shorter ones end there. */
    static final int AUTHORS_CUT = 60;

    /**
     * No author cut a line narrower than this (the texts were cut for 80 columns, some at 76 or so):
     * a line with room within it for the next line's first word was ended there, not cut.
     */
    static final int AUTHORS_NARROWEST = 72;

    /**
     * No author cut a line wider than this (the texts were cut for 80 columns): a line wider was
     * printed whole (an audit's finding, an error), and the next line does not go on with it.
     */
    static final int AUTHORS_WIDEST = 80;

    /**
     * A label, a capitalised word and a colon ({@code Audit:}), begins what its author wrote as a
     * line of its own: none of the texts goes on from a line it cut with one.
     */
    private static final Pattern LABEL = Pattern.compile("^\\s*[A-Z][A-Za-z]*:(\\s|$)");

    /** How a one-line error begins: its lines go on two columns in, so where it ends is seen. */
    private static final String ERROR = "ks: ";

    /** No terminal ks is read at is narrower: a line this short is passed on without asking the width. */
    static final int NARROWEST = 20;

    /** The fitted stream of standard output and of standard error, each made once. */
    private static final Map<PrintStream, PrintStream> FITTED = new HashMap<>();

    private PrintedText() {
    }

    /**
     * {@code stream} itself, unless it is the process's standard output or error at a terminal:
     * then a stream that fits each line to the terminal as the line ends. A line without its end
     * waits for it, or for a flush (at the latest, the process's end).
     */
    public static PrintStream fitted(PrintStream stream) {
        synchronized (FITTED) {
            PrintStream made = FITTED.get(stream);
            if (made != null) {
                return made;
            }
            // What a one-shot command prints on standard output is most often wider than 20 columns:
            // its width is asked beside the command's work. An error is rare: asked when one comes.
            IntSupplier columns = TerminalWidth.of(stream, stream == System.out);
            if (columns == null) {
                return stream;
            }
            if (FITTED.isEmpty()) {
                // ks ends with System.exit: a line without its end must not be lost with the process.
                Runtime.getRuntime().addShutdownHook(new Thread(PrintedText::flushAll, "ks-printed-text"));
            }
            // Standard output's last long line waits for the next, which may go on with it: a list
            // printed line by line is read as paragraphs too. An error is passed on when it ends,
            // after what waits on standard output, so the two are read in the order printed.
            made = stream == System.out ? fitted(stream, columns, true)
                    : new PrintStream(new FittingStream(stream, columns, false, PrintedText::flushOutput), false,
                            StandardCharsets.UTF_8);
            FITTED.put(stream, made);
            return made;
        }
    }

    /**
     * The width of the terminal {@code stream} shows on, for text that takes another form where it
     * would not fit (a table): standard output or error, or the stream {@link #fitted} made of
     * either; 0 when it is none of those, not a terminal, or its width cannot be told.
     */
    public static int columns(PrintStream stream) {
        PrintStream raw = stream;
        synchronized (FITTED) {
            for (Map.Entry<PrintStream, PrintStream> made : FITTED.entrySet()) {
                if (made.getValue() == stream) {
                    raw = made.getKey();
                }
            }
        }
        IntSupplier columns = TerminalWidth.of(raw, false);
        return columns == null ? 0 : columns.getAsInt();
    }

    /**
     * {@code stream} itself, unless it is the process's standard output or error at a terminal:
     * then a stream that fits each line to the terminal as a paragraph of its own, as it ends. For
     * text whose lines are never cut by their author, but may be long (a list of one long line an
     * item), where {@link #fitted} would read an item as going on with the long one before it.
     */
    public static PrintStream fittedByLine(PrintStream stream) {
        IntSupplier columns = TerminalWidth.of(stream, stream == System.out);
        return columns == null ? stream : fitted(stream, columns, false);
    }

    /**
     * A stream that fits each line to {@code columns} (asked when a line ends) and passes it on to
     * {@code target}; one that {@code waits} keeps the last lines that the next might go on with
     * ({@link #mayGoOn}) until it comes, or a flush. It flushes only when told: a flush at each
     * write, as an automatic flush does, would pass on a text's last line unfitted wherever the
     * text was written in two pieces.
     */
    static PrintStream fitted(PrintStream target, IntSupplier columns, boolean waits) {
        return new PrintStream(new FittingStream(target, columns, waits, () -> { }), false, StandardCharsets.UTF_8);
    }

    private static void flushAll() {
        synchronized (FITTED) {
            FITTED.values().forEach(PrintStream::flush);
        }
    }

    private static void flushOutput() {
        PrintStream out;
        synchronized (FITTED) {
            out = FITTED.get(System.out);
        }
        if (out != null) {
            out.flush();
        }
    }

    /** {@code text} fitted to {@code columns}: unchanged when every line fits or the width is unknown (0 or less). */
    static String fit(String text, int columns) {
        if (columns <= 0 || text.lines().allMatch(l -> Columns.of(l) <= columns)) {
            return text;
        }
        String[] lines = text.split("\n", -1);
        List<String> out = new ArrayList<>();
        int parent = 0;
        for (int i = 0, end; i < lines.length; i = end) {
            end = groupEnd(lines, i);
            StringBuilder whole = new StringBuilder(lines[i]);
            for (int j = i + 1; j < end; j++) {
                whole.append(' ').append(lines[j].strip());
            }
            cut(out, whole.toString(), lastColumn(lines, i), parent, columns);
            if (!lines[i].isBlank() && indent(lines[i]) <= columns / 2) {
                parent = indent(lines[i]);
            }
        }
        return String.join("\n", out);
    }

    /** Where the lines that go on with {@code lines[from]} end (the index after the last). */
    private static int groupEnd(String[] lines, int from) {
        int row = lastColumn(lines, from);
        int on = lines[from].isBlank() ? -1 : row >= 0 ? row : indent(lines[from]);
        int end = from + 1;
        while (end < lines.length && continues(lines[end - 1], lines[end], on)) {
            end++;
        }
        return end;
    }

    /**
     * Where the last of {@code lines} that the next line written might go on with begin (a line of
     * {@link #AUTHORS_CUT} columns or more, with those it goes on from), or {@code lines.length}
     * when it cannot be so.
     */
    static int mayGoOn(String[] lines) {
        int from = 0;
        int end = groupEnd(lines, 0);
        while (end < lines.length) {
            from = end;
            end = groupEnd(lines, from);
        }
        return cutByItsAuthor(lines[end - 1]) ? from : lines.length;
    }

    /** Whether {@code line} is as wide as a line its author cut, where the next goes on with it. */
    private static boolean cutByItsAuthor(String line) {
        int width = Columns.of(line);
        return width >= AUTHORS_CUT && width <= AUTHORS_WIDEST;
    }

    private static int lastColumn(String[] lines, int i) {
        return lastColumn(lines[i], i + 1 < lines.length ? lines[i + 1] : "");
    }

    /**
     * The column where {@code line}'s last column begins as a table's row, or -1 for a line that is
     * no row: after its widest gap, or, for a row whose gap is one space, where the long line's
     * next line goes on under one of its words.
     */
    private static int lastColumn(String line, String next) {
        int column = LineFit.lastColumn(line);
        if (column >= 0 || Columns.of(line) < AUTHORS_CUT || next.isBlank() || LineFit.lastColumn(next) >= 0) {
            return column;
        }
        int under = indent(next);
        int at = index(line, under);
        boolean word = under > indent(line) && at < line.length() && line.charAt(at - 1) == ' '
                && line.charAt(at) != ' ';
        return word ? under : -1;
    }

    private static boolean continues(String last, String next, int on) {
        return on >= 0 && cutByItsAuthor(last) && !next.isBlank() && indent(next) == on
                && LineFit.lastColumn(next) < 0 && !roomFor(last, next) && !LABEL.matcher(next).find();
    }

    /**
     * Whether {@code last} had room for {@code next}'s first word within the narrowest width an
     * author cuts at: then its author ended the line there ({@code ks --audit}'s game line and its
     * audit line), where a line he cut had no room for it.
     */
    private static boolean roomFor(String last, String next) {
        String word = next.strip().split(" ", 2)[0];
        return Columns.of(last.stripTrailing()) + 1 + Columns.of(word) <= AUTHORS_NARROWEST;
    }

    /**
     * Adds {@code line} cut to {@code columns}: a row whose last column ({@code row}) stands in the
     * left half goes on under it; a row whose last column stands further right is cut in two, its
     * first column and then its last four columns past the row's indent; a paragraph at the left
     * edge goes on there, an error ({@code ks: ...}) two columns in, as dumb mode's lines do
     * ({@link LineFit}), an indented line four columns further in. A line indented past the
     * middle (a row's last column on lines of its own, a table within it) first moves left to four
     * columns past the last line that was not ({@code parent}), fitting or not, so all of such a
     * block moves alike, and goes on at its new indent.
     */
    private static void cut(List<String> out, String line, int row, int parent, int columns) {
        int lead = indent(line);
        if (lead > columns / 2) {
            int shift = lead - room(parent + 4, columns);
            line = line.substring(shift);
            lead -= shift;
            row = row < 0 ? row : row - shift;
            if (row < 0) {
                hung(out, " ".repeat(lead), line.strip(), lead, columns);
                return;
            }
        }
        if (Columns.of(line) <= columns) {
            out.add(line);
        } else if (row >= 0 && row <= columns / 2) {
            hung(out, line.substring(0, index(line, row)), line.substring(index(line, row)), row, columns);
        } else if (row >= 0) {
            int at = room(lead + 4, columns);
            hung(out, " ".repeat(lead), line.substring(lead, index(line, row)).strip(), at, columns);
            hung(out, " ".repeat(at), line.substring(index(line, row)), at, columns);
        } else {
            hung(out, " ".repeat(lead), line.strip(), lead > 0 ? room(lead + 4, columns) : line.startsWith(ERROR) ? 2 : 0,
                    columns);
        }
    }

    /** {@code text} after {@code prefix}, going on at column {@code hang}. */
    private static void hung(List<String> out, String prefix, String text, int hang, int columns) {
        List<String> pieces = pieces(text, Math.max(1, columns - Columns.of(prefix)), columns - hang);
        out.add(atIndent(prefix, pieces.get(0), columns));
        for (String piece : pieces.subList(1, pieces.size())) {
            out.add(atIndent(" ".repeat(hang), piece, columns));
        }
    }

    /**
     * {@code piece} at its indent, unless it is wider than the room after it (a path, a command):
     * then at the left edge, whole, for the terminal to wrap; indented, it would read as broken in
     * two, its wrapped end at the left edge under its indented start.
     */
    private static String atIndent(String indent, String piece, int columns) {
        return indent.isBlank() && Columns.of(indent + piece) > columns ? piece : indent + piece;
    }

    /**
     * {@code text} cut at spaces into pieces of at most {@code first} columns, then {@code next}. A
     * word longer than that (a file's path) stands whole on a piece of its own, for the terminal to
     * wrap: a terminal copies the lines it wrapped itself as one, so the path is copied whole.
     */
    private static List<String> pieces(String text, int first, int next) {
        List<String> pieces = new ArrayList<>();
        StringBuilder piece = new StringBuilder();
        int room = first;
        for (String word : words(text)) {
            if (piece.length() > 0 && Columns.of(piece + " " + word) > room) {
                pieces.add(piece.toString());
                piece.setLength(0);
                room = next;
            }
            piece.append(piece.length() > 0 ? " " : "").append(word);
        }
        pieces.add(piece.toString());
        return pieces;
    }

    /**
     * {@code text}'s words, ks kept with the option after it ({@code ks --help}) as one word, so a
     * hint reads whole; a command that ends the text ({@link CommandToType}: {@code continue it
     * with: ks --resume bob@host}) is one word from ks on, so it starts a line of its own where it
     * does not fit after the words before it, and is copied whole.
     */
    private static List<String> words(String text) {
        List<String> typed = Arrays.asList(text.strip().split(" +"));
        int command = CommandToType.start(typed);
        int prose = command >= 0 ? command : typed.size();
        List<String> words = new ArrayList<>();
        for (String word : typed.subList(0, prose)) {
            int last = words.size() - 1;
            if (last >= 0 && word.startsWith("-") && CommandToType.names(words.get(last))) {
                words.set(last, words.get(last) + " " + word);
            } else {
                words.add(word);
            }
        }
        if (command >= 0) {
            words.add(String.join(" ", typed.subList(command, typed.size())));
        }
        return words;
    }

    /** {@code column}, or further left where fewer than {@link LineFit#LEAST_ROOM} columns would be left after it. */
    private static int room(int column, int columns) {
        return Math.min(column, Math.max(0, columns - LineFit.LEAST_ROOM));
    }

    /** The index in {@code line} of the character at {@code column}. */
    private static int index(String line, int column) {
        int i = 0;
        while (i < line.length() && Columns.of(line.substring(0, i)) < column) {
            i += Character.charCount(line.codePointAt(i));
        }
        return i;
    }

    private static int indent(String line) {
        return line.length() - line.stripLeading().length();
    }
}
