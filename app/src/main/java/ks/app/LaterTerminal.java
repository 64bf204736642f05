package ks.app;

import java.io.IOException;
import java.io.PrintStream;

/**
 * Lines for a player who may get the full-screen board: plain lines on standard output until a
 * line must be read, and only then JLine on the terminal (dumb mode after all). So JLine and
 * Lanterna never hold the terminal at once.
 */
final class LaterTerminal implements LineSource {

    private final PrintStream out;
    private LineSource jline;

    LaterTerminal(PrintStream out) {
        this.out = out;
    }

    @Override
    public String readLine(String prompt) throws IOException {
        return jline().readLine(prompt);
    }

    @Override
    public synchronized void print(String text) {
        if (jline != null) {
            jline.print(text);
        } else {
            out.println(text);
            out.flush();
        }
    }

    @Override
    public boolean interactive() {
        return true;
    }

    private synchronized LineSource jline() throws IOException {
        if (jline == null) {
            jline = LineSource.terminal();
        }
        return jline;
    }

    @Override
    public synchronized void close() {
        if (jline != null) {
            jline.close();
        }
        out.flush();
    }
}
