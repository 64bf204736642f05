package ks.app.dumb;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.IntSupplier;
import ks.app.seat.Columns;

/**
 * The stream {@link PrintedText} hands out: bytes up to each line's end, fitted and passed on to
 * its target; the rest kept until its line ends. One that waits keeps the last lines the next
 * might go on with ({@link PrintedText#mayGoOn}) until it comes, or a flush.
 */
final class FittingStream extends OutputStream {

    private final PrintStream target;
    private final IntSupplier columns;
    private final boolean waits;
    /** What must be passed on before anything of this stream (what waits on standard output, for errors). */
    private final Runnable first;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();

    FittingStream(PrintStream target, IntSupplier columns, boolean waits, Runnable first) {
        this.target = target;
        this.columns = columns;
        this.waits = waits;
        this.first = first;
    }

    @Override
    public void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) {
        first.run();
        pending.write(b, off, len);
        String text = pending.toString(StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        if (end < 0) {
            return;
        }
        String[] lines = text.substring(0, end).split("\n", -1);
        int passed = waits ? PrintedText.mayGoOn(lines) : lines.length;
        if (passed == 0) {
            return;
        }
        target.print(fitted(String.join("\n", Arrays.asList(lines).subList(0, passed))) + "\n");
        target.flush();
        pending.reset();
        pending.writeBytes(text.substring(offset(text, passed)).getBytes(StandardCharsets.UTF_8));
    }

    /** {@code text} fitted to the terminal, whose width is not asked for lines that fit any terminal. */
    private String fitted(String text) {
        return text.lines().allMatch(l -> Columns.of(l) <= PrintedText.NARROWEST) ? text : PrintedText.fit(text, columns.getAsInt());
    }

    /** Where line {@code n} of {@code text} begins. */
    private static int offset(String text, int n) {
        int at = 0;
        for (int i = 0; i < n; i++) {
            at = text.indexOf('\n', at) + 1;
        }
        return at;
    }

    @Override
    public void flush() {
        if (pending.size() > 0) {
            String text = pending.toString(StandardCharsets.UTF_8);
            int end = text.lastIndexOf('\n');
            target.print(end < 0 ? text : fitted(text.substring(0, end)) + text.substring(end));
            pending.reset();
        }
        target.flush();
    }

    @Override
    public void close() {
        flush();
    }
}
