package ks.app.screen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The command line at the bottom of the screen: the text being typed with its cursor, a history
 * of the lines entered (recalled with Ctrl-P / Ctrl-N), and completion of command words. Pure;
 * the console feeds it keys.
 */
public final class LineEditor {

    /** The longest line kept; more typing is ignored. */
    public static final int MAX_LENGTH = 300;
    private static final int MAX_HISTORY = 200;

    private final StringBuilder text = new StringBuilder();
    private int cursor;
    private final List<String> history = new ArrayList<>();
    private int recalled;
    private String draft = "";

    public String text() {
        return text.toString();
    }

    public int cursor() {
        return cursor;
    }

    public boolean isEmpty() {
        return text.length() == 0;
    }

    public void insert(char c) {
        if (c < 0x20 || c == 0x7f || text.length() >= MAX_LENGTH) {
            return;
        }
        text.insert(cursor++, c);
    }

    public void backspace() {
        if (cursor > 0) {
            text.deleteCharAt(--cursor);
        }
    }

    public void delete() {
        if (cursor < text.length()) {
            text.deleteCharAt(cursor);
        }
    }

    public void left() {
        cursor = Math.max(0, cursor - 1);
    }

    public void right() {
        cursor = Math.min(text.length(), cursor + 1);
    }

    public void home() {
        cursor = 0;
    }

    public void end() {
        cursor = text.length();
    }

    /** Ctrl-U: removes everything before the cursor. */
    public void killToStart() {
        text.delete(0, cursor);
        cursor = 0;
    }

    public void clear() {
        set("");
        recalled = history.size();
    }

    /** The previous line of the history, if any. */
    public void previous() {
        if (recalled == history.size()) {
            draft = text();
        }
        if (recalled > 0) {
            set(history.get(--recalled));
        }
    }

    /** The next line of the history, or back to what was being typed. */
    public void next() {
        if (recalled < history.size()) {
            recalled++;
            set(recalled == history.size() ? draft : history.get(recalled));
        }
    }

    /** Takes the line as entered: returns it, keeps it in the history and empties the editor. */
    public String enter() {
        String line = text();
        if (!line.isBlank() && (history.isEmpty() || !history.get(history.size() - 1).equals(line))) {
            history.add(line);
            if (history.size() > MAX_HISTORY) {
                history.remove(0);
            }
        }
        recalled = history.size();
        draft = "";
        set("");
        return line;
    }

    public List<String> history() {
        return List.copyOf(history);
    }

    /**
     * Completes the first word from {@code words}: one match is filled in with a space after it,
     * several are filled to their common start. Returns the matches (empty when none), so the
     * caller can show them.
     */
    public List<String> complete(List<String> words) {
        String line = text();
        if (line.indexOf(' ') >= 0 || cursor != line.length()) {
            return List.of();
        }
        String start = line.toLowerCase(Locale.ROOT);
        List<String> matches = new ArrayList<>();
        for (String w : words) {
            if (w.startsWith(start)) {
                matches.add(w);
            }
        }
        if (matches.size() == 1) {
            set(matches.get(0) + " ");
        } else if (matches.size() > 1) {
            String common = matches.get(0);
            for (String m : matches) {
                int i = 0;
                while (i < common.length() && i < m.length() && common.charAt(i) == m.charAt(i)) {
                    i++;
                }
                common = common.substring(0, i);
            }
            set(common);
        }
        return matches;
    }

    private void set(String s) {
        text.setLength(0);
        text.append(s.length() > MAX_LENGTH ? s.substring(0, MAX_LENGTH) : s);
        cursor = text.length();
    }
}
