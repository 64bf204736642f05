package ks.app.seat;

import java.util.ArrayList;
import java.util.List;
import org.jline.utils.WCWidth;

/**
 * The columns text takes on a terminal, and where to cut outside text (the opponent's words, a
 * note) so that each line fits one: a terminal wraps a line that passes its width, and the line it
 * then begins starts with words the sender chose, unmarked, such as a fake {@code umpire:}. Wide
 * and fullwidth characters of East Asian scripts take two columns, combining marks none (JLine's
 * {@code wcwidth}, after Markus Kuhn's); counting characters instead let 35 fullwidth letters fill
 * an 80-column line. Marks stacked past four on one letter are shown as {@code ?}.
 */
public final class Columns {

    /** Non-spacing marks shown on one letter: scripts stack up to three or four (pointed Hebrew three). */
    static final int MOST_MARKS = 4;

    /** The columns a line of outside text may take, so that a terminal of 80 never wraps it. */
    public static final int LINE = 79;

    private Columns() {
    }

    /** The columns {@code text} takes; a control character, which cleaned text never holds, counts one. */
    public static int of(String text) {
        return text.codePoints().map(Columns::width).sum();
    }

    private static int width(int codePoint) {
        int w = WCWidth.wcwidth(codePoint);
        return w < 0 ? 1 : w;
    }

    /**
     * {@code text} in pieces of at most {@code columns} each (a single character wider than that
     * still makes a piece): cut at the last space that leaves a piece within them, else after the
     * last character that fits, never inside a surrogate pair; the spaces around a cut are dropped.
     */
    public static List<String> cut(String text, int columns) {
        List<String> pieces = new ArrayList<>();
        String rest = unstacked(text).strip();
        do {
            int end = fitting(rest, columns);
            if (end < rest.length()) {
                int space = rest.lastIndexOf(' ', end);
                end = space > 0 ? space : end;
            }
            pieces.add(rest.substring(0, end).strip());
            rest = rest.substring(end).strip();
        } while (!rest.isEmpty());
        return pieces;
    }

    /**
     * {@code text} with each non-spacing mark past the {@link #MOST_MARKS}th on one letter shown as
     * {@code ?}: marks take no column, so a letter carrying dozens is drawn over the lines around it.
     * Only where text is shown: the text itself, signed and kept, is left as it came.
     */
    static String unstacked(String text) {
        StringBuilder out = null;
        int run = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            int type = Character.getType(cp);
            run = type == Character.NON_SPACING_MARK || type == Character.ENCLOSING_MARK ? run + 1 : 0;
            if (run > MOST_MARKS && out == null) {
                out = new StringBuilder(text.length()).append(text, 0, i);
            }
            if (out != null) {
                if (run > MOST_MARKS) {
                    out.append('?');
                } else {
                    out.appendCodePoint(cp);
                }
            }
            i += Character.charCount(cp);
        }
        return out == null ? text : out.toString();
    }

    /** How many chars of {@code text} fit in {@code columns}: at least its first character. */
    private static int fitting(String text, int columns) {
        int used = 0;
        int i = 0;
        while (i < text.length()) {
            int cp = text.codePointAt(i);
            used += width(cp);
            if (used > columns && i > 0) {
                break;
            }
            i += Character.charCount(cp);
        }
        return i;
    }
}
