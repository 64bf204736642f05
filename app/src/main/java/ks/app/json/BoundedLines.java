package ks.app.json;

import java.io.IOException;
import java.io.Reader;

/**
 * Lines of a stream as {@link java.io.BufferedReader#readLine} gives them (ended by LF, CR or
 * CR LF), except that a line longer than a limit is given cut one character past it, as soon as
 * it passes it, without waiting for its end, and the rest of it up to the next line end is
 * dropped unread: a program that
 * writes without a newline fills no memory. The caller refuses the cut line by its length.
 */
public final class BoundedLines {
    private final Reader in;
    private final int max;
    private final StringBuilder line = new StringBuilder();
    private boolean afterCr;
    /** The rest of a line given cut is being skipped. */
    private boolean dropping;

    /** Lines of {@code in} (which should be buffered), none kept longer than {@code max} + 1 characters. */
    public BoundedLines(Reader in, int max) {
        this.in = in;
        this.max = max;
    }

    /** The next line, longer than the limit only as its first {@code max} + 1 characters; null at the end. */
    public String next() throws IOException {
        line.setLength(0);
        for (int c = in.read(); c != -1; c = in.read()) {
            boolean lf = c == '\n';
            if (lf && afterCr) {
                afterCr = false;
                continue;
            }
            afterCr = c == '\r';
            if (lf || afterCr) {
                if (!dropping) {
                    return line.toString();
                }
                dropping = false;
            } else if (!dropping) {
                line.append((char) c);
                if (line.length() > max) {
                    dropping = true;
                    return line.toString();
                }
            }
        }
        return line.length() > 0 ? line.toString() : null;
    }
}
