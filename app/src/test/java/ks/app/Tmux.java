package ks.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import ks.testkit.Needed;
import ks.testkit.Poll;
import org.junit.jupiter.api.Assumptions;

/**
 * A real terminal for end-to-end tests: tmux runs a shell in a detached window of a given size,
 * the test types into it and reads the screen back as text, as a person would see it. Every
 * screen a test saves goes to {@code app/target/screens/TEST-NN-NAME.txt} for a reviewer.
 */
final class Tmux implements AutoCloseable {

    static final String PROMPT = "ks-it$ ";

    private final String socket;
    private final String test;
    private int shot;

    private Tmux(String socket, String test) {
        this.socket = socket;
        this.test = test;
    }

    /** Skips the calling test class when tmux or the jar is missing (on CI, a missing tmux fails it). */
    static void assumeAvailable() {
        Needed.require(Needed.runs("tmux", "-V"), "tmux is not installed: the terminal end-to-end tests are skipped");
        Assumptions.assumeTrue(System.getProperty("ks.jar") != null,
                "ks.jar is not set: the terminal end-to-end tests run under Failsafe (mvn verify)");
    }

    /**
     * A bash shell in a {@code columns} x {@code rows} terminal with {@code home} as HOME, a UTF-8
     * locale and the fixed built-in opponent, plus {@code env} (which may override TERM or LANG).
     */
    static Tmux shell(String test, Path home, int columns, int rows, Map<String, String> env) throws Exception {
        Files.createDirectories(home);
        Tmux t = new Tmux("ks-it-" + ProcessHandle.current().pid() + "-" + test, test);
        List<String> cmd = new ArrayList<>(List.of("new-session", "-d", "-s", "ks", "-x", String.valueOf(columns),
                "-y", String.valueOf(rows), "--", "env", "HOME=" + home, "LANG=C.UTF-8",
                // The built-in opponent plays the same game every run, so scripted moves fit.
                "KS_PRACTICE_SEED=1", "TERM=xterm-256color"));
        env.forEach((k, v) -> cmd.add(k + "=" + v));
        cmd.addAll(List.of("PS1=" + PROMPT, "HISTFILE=", "bash", "--norc", "--noprofile"));
        t.tmux(cmd.toArray(String[]::new));
        t.waitFor("the shell prompt", s -> s.contains(PROMPT.strip()), 20);
        return t;
    }

    /** Closes the terminal and waits for what ran in it to end (it may still be writing under HOME). */
    @Override
    public void close() throws Exception {
        String pid = shellPid();
        List<ProcessHandle> running = !pid.matches("\\d+") ? List.of()
                : ProcessHandle.of(Long.parseLong(pid)).map(h -> h.descendants().toList()).orElse(List.of());
        tmux("kill-server");
        for (ProcessHandle h : running) {
            try {
                h.onExit().get(20, TimeUnit.SECONDS);
            } catch (java.util.concurrent.TimeoutException e) {
                h.destroyForcibly();
            }
        }
    }

    String tmux(String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of("tmux", "-L", socket, "-f", "/dev/null"));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        p.waitFor(20, TimeUnit.SECONDS);
        return out;
    }

    /** Runs the jar with {@code args} at the shell prompt. */
    void ks(String... args) throws Exception {
        StringBuilder line = new StringBuilder();
        for (String w : KsProcess.javaCommand(args)) {
            line.append('\'').append(w).append("' ");
        }
        typeLine(line.toString().strip());
    }

    void keys(String... keys) throws Exception {
        List<String> args = new ArrayList<>(List.of("send-keys", "-t", "ks"));
        args.addAll(List.of(keys));
        tmux(args.toArray(String[]::new));
    }

    void type(String text) throws Exception {
        tmux("send-keys", "-t", "ks", "-l", text);
    }

    void typeLine(String text) throws Exception {
        type(text);
        keys("Enter");
    }

    String screen() throws Exception {
        return tmux("capture-pane", "-p", "-t", "ks");
    }

    /** The screen if two captures in a row agree, else null: the terminal is still drawing. */
    private String settledScreen() throws Exception {
        String first = screen();
        String second = screen();
        return first.equals(second) ? second : null;
    }

    /** The screen with its escape sequences (colours, bold), as the terminal received them. */
    String screenWithEscapes() throws Exception {
        return tmux("capture-pane", "-p", "-e", "-t", "ks");
    }

    /** Whether the alternate screen (the board) is up. */
    boolean alternateScreen() throws Exception {
        return tmux("display", "-p", "-t", "ks", "#{alternate_on}").strip().equals("1");
    }

    /** The pid of the shell in the window. */
    String shellPid() throws Exception {
        return tmux("display", "-p", "-t", "ks", "#{pane_pid}").strip();
    }

    /**
     * Waits until the screen, settled, satisfies {@code ready}; fails with the last screen after
     * {@code seconds}. A capture can land while the terminal is half way through a redraw (a status
     * line begun over the old one), so only a screen read twice alike is judged and returned.
     */
    String waitFor(String what, Predicate<String> ready, int seconds) throws Exception {
        try {
            return Poll.until(what, seconds, this::settledScreen, s -> s != null && ready.test(s));
        } catch (Poll.TimedOut e) {
            save("timeout", e.last() != null ? String.valueOf(e.last()) : screen());
            throw e;
        }
    }

    /** Waits until the shell prompt is back at the end of the screen. */
    String waitForShell(int seconds) throws Exception {
        return waitFor("the shell again", s -> s.stripTrailing().endsWith(PROMPT.strip()), seconds);
    }

    /** Saves what a person sees now as app/target/screens/TEST-NN-NAME.txt; returns it. */
    String save(String name, String screen) throws IOException {
        Path dir = KsProcess.jar().getParent().resolve("screens");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve(String.format("%s-%02d-%s.txt", test, ++shot, name)), screen,
                StandardCharsets.UTF_8);
        return screen;
    }

    /** The status line of the board: the screen's last line but one. */
    static String statusLine(String screen) {
        List<String> lines = screen.lines().toList();
        return lines.size() >= 2 ? lines.get(lines.size() - 2) : "";
    }

    /** The last line that is not blank (in dumb mode, the prompt line). */
    static String lastLine(String screen) {
        List<String> lines = screen.stripTrailing().lines().toList();
        return lines.isEmpty() ? "" : lines.get(lines.size() - 1);
    }
}
