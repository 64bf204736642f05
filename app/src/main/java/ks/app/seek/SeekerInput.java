package ks.app.seek;

import java.io.IOException;
import ks.app.dumb.LineSource;

/**
 * The seeker's typed lines while a seek is open, read on a thread of their own, so that end of
 * input (Ctrl-D, or a pipe or file that ends) and Ctrl-C withdraw the seek at once, even while
 * nobody is asking for it. A line counts as an answer only while a request is being asked about;
 * a line typed before is not taken for one (it would accept someone unseen). After an answer the
 * thread reads nothing more until told to ({@link #keepReading}), so the game that may follow
 * has the input to itself.
 */
final class SeekerInput {

    /** How the input ended. */
    enum End { END_OF_INPUT, CTRL_C }

    private static final String ANSWER_PROMPT = "Accept? (y/n) ";

    private final LineSource lines;
    private final String idlePrompt;
    private final String idleNote;
    private final Runnable withdraw;
    private String question;
    private String answer;
    private End end;
    private boolean paused;
    private boolean stopped;

    private SeekerInput(LineSource lines, String idlePrompt, String idleNote, Runnable withdraw) {
        this.lines = lines;
        this.idlePrompt = idlePrompt;
        this.idleNote = idleNote;
        this.withdraw = withdraw;
    }

    /**
     * Starts reading {@code lines} under {@code idlePrompt} (at a terminal); a line typed while
     * nobody asks is answered with {@code idleNote}, and the end of input while nobody asks runs
     * {@code withdraw} (from the reading thread).
     */
    static SeekerInput start(LineSource lines, String idlePrompt, String idleNote, Runnable withdraw) {
        SeekerInput input = new SeekerInput(lines, idlePrompt, idleNote, withdraw);
        Thread t = new Thread(input::run, "ks-seek-input");
        t.setDaemon(true);
        t.start();
        return input;
    }

    private void run() {
        while (true) {
            String prompt;
            synchronized (this) {
                while (paused && !stopped) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
                if (stopped) {
                    return;
                }
                prompt = !lines.interactive() ? "" : question != null ? ANSWER_PROMPT : idlePrompt;
            }
            String line;
            try {
                line = lines.readLine(prompt);
            } catch (IOException e) {
                line = null;
            }
            boolean withdrawNow;
            synchronized (this) {
                if (line != null && !line.equals(LineSource.INTERRUPT)) {
                    if (question == null) {
                        lines.print(idleNote);
                    } else {
                        answer = line;
                        question = null;
                        paused = true;
                        notifyAll();
                    }
                    continue;
                }
                end = line == null ? End.END_OF_INPUT : End.CTRL_C;
                withdrawNow = question == null;
                notifyAll();
            }
            if (withdrawNow) {
                withdraw.run();
            }
            return;
        }
    }

    /** Asks the seeker {@code question}; the answer, or null when the input ended (or Ctrl-C came) first. */
    String ask(String question) throws InterruptedException {
        synchronized (this) {
            if (end != null) {
                return null;
            }
            this.question = question;
            answer = null;
        }
        if (lines.interactive()) {
            lines.print(question);
            lines.prompt(ANSWER_PROMPT);
        } else {
            // Plain lines: the question and its answer read as one exchange in a transcript.
            lines.print(question + " " + ANSWER_PROMPT.strip());
        }
        synchronized (this) {
            while (answer == null && end == null) {
                wait();
            }
            return answer;
        }
    }

    /** After an answer that leaves the seek open: read on, watching for the end of input. */
    synchronized void keepReading() {
        paused = false;
        notifyAll();
    }

    /** Reads nothing more (the seek is over). */
    synchronized void stop() {
        stopped = true;
        notifyAll();
    }

    /** How the input ended, or null while it goes on. */
    synchronized End end() {
        return end;
    }
}
