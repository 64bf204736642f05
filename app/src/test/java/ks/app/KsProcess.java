package ks.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.app.testing.RobotKs;

/**
 * A real {@code ks} process for end-to-end tests: the shaded jar run by this JVM's java, with
 * its own home directory, its standard input from a file, and its output kept in files that
 * a failing test prints.
 */
final class KsProcess {

    final Process process;
    final Path home;
    private final Path out;
    private final Path err;

    private KsProcess(Process process, Path home, Path out, Path err) {
        this.process = process;
        this.home = home;
        this.out = out;
        this.err = err;
    }

    static Path jar() {
        String jar = System.getProperty("ks.jar");
        if (jar == null) {
            throw new IllegalStateException("run the end-to-end tests with mvn verify (ks.jar not set)");
        }
        return Path.of(jar);
    }

    /**
     * The command that runs ks with {@code args}: this JVM's java on the jar, with the class-data
     * sharing archive when there is one ({@link StartArchive}), as the {@code ks} launcher runs it.
     */
    static List<String> javaCommand(String... args) {
        List<String> cmd = java(List.of("-jar", jar().toString()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /**
     * The command that runs the tests' robot ({@link RobotKs}: ks with the built-in opponent at the
     * board, {@code --robot SEED} among {@code args}) on the jar, with the test classes after it.
     */
    static List<String> robotCommand(String... args) {
        Path tests;
        try {
            tests = Path.of(RobotKs.class.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (java.net.URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        List<String> cmd = java(List.of("-cp", jar() + java.io.File.pathSeparator + tests, RobotKs.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    /** This JVM's java with the start-up archive when there is one, then {@code what} to run. */
    private static List<String> java(List<String> what) {
        List<String> cmd = new ArrayList<>();
        cmd.add(java());
        Path archive = StartArchive.PATH;
        if (archive != null) {
            cmd.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off", "-Xlog:cds+dynamic=off"));
        }
        cmd.addAll(what);
        return cmd;
    }

    private static String java() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /**
     * The start-up archive of the jar under test, recorded once per build from the training run the
     * {@code ks} launcher records its own from ({@code ks bench train}), so the hundreds of ks
     * processes the end-to-end tests start each begin with ks's classes already parsed and verified,
     * as a player's do. Null when this JVM cannot record one: ks then starts without it, as the
     * launcher's does. It lives beside the jar, apart from the launcher's own {@code ks.jsa}.
     */
    private static final class StartArchive {
        static final Path PATH = record();

        private static Path record() {
            Path archive = jar().resolveSibling("ks-it.jsa");
            try {
                if (Files.exists(archive)
                        && Files.getLastModifiedTime(archive).compareTo(Files.getLastModifiedTime(jar())) > 0) {
                    return archive;
                }
                Path recording = jar().resolveSibling("ks-it.jsa." + ProcessHandle.current().pid() + ".tmp");
                Path home = Files.createDirectories(jar().resolveSibling("ks-it-training"));
                ProcessBuilder pb = new ProcessBuilder(java(), "-XX:ArchiveClassesAtExit=" + recording, "-Xlog:cds=off",
                        "-Xlog:cds+dynamic=off", "-jar", jar().toString(), "bench", "train")
                        .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
                pb.environment().put("HOME", home.toString());
                Process p = pb.start();
                boolean recorded = p.waitFor(300, TimeUnit.SECONDS) && p.exitValue() == 0
                        && Files.exists(recording) && Files.size(recording) > 0;
                if (!recorded) {
                    p.destroyForcibly();
                    Files.deleteIfExists(recording);
                    return null;
                }
                return Files.move(recording, archive, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }

    /** Starts ks with {@code input} as its standard input and {@code home} as HOME. */
    static KsProcess start(Path home, String input, String... args) throws IOException {
        return start(home, input, javaCommand(args));
    }

    /** Starts the tests' robot ({@link #robotCommand}) with {@code input} as its standard input and {@code home} as HOME. */
    static KsProcess startRobot(Path home, String input, String... args) throws IOException {
        return start(home, input, robotCommand(args));
    }

    /** Starts ks as above with {@code env} added to its environment (a game file's passwords, say). */
    static KsProcess start(Path home, String input, Map<String, String> env, String... args) throws IOException {
        return start(home, input, javaCommand(args), env);
    }

    static KsProcess start(Path home, String input, List<String> command) throws IOException {
        return start(home, input, command, Map.of());
    }

    /** Like {@link #start(Path, String, List)} with more environment variables. */
    static KsProcess start(Path home, String input, List<String> command, Map<String, String> env)
            throws IOException {
        Files.createDirectories(home);
        Path in = Files.createTempFile(home, "stdin", ".txt");
        Files.writeString(in, input);
        return start(home, ProcessBuilder.Redirect.from(in.toFile()), command, env);
    }

    /**
     * Starts ks with a pipe as its standard input that stays open until the test writes to it or
     * closes it ({@link #input()}), as a script still running would.
     */
    static KsProcess startOpen(Path home, String... args) throws IOException {
        return startOpen(home, Map.of(), args);
    }

    /** Like {@link #startOpen(Path, String...)} with {@code env} added to its environment. */
    static KsProcess startOpen(Path home, Map<String, String> env, String... args) throws IOException {
        Files.createDirectories(home);
        return start(home, ProcessBuilder.Redirect.PIPE, javaCommand(args), env);
    }

    /** Like {@link #startOpen(Path, String...)}, running {@code command} (made with {@link #javaCommand}). */
    static KsProcess startOpen(Path home, List<String> command) throws IOException {
        Files.createDirectories(home);
        return start(home, ProcessBuilder.Redirect.PIPE, command, Map.of());
    }

    /**
     * Like {@link #startOpen(Path, String...)}, with SIGINT at its default action in ks whatever this
     * JVM inherited, as a shell at a terminal starts a script in the foreground, so that a test's
     * Ctrl-C ({@code kill -INT}) reaches ks. A test run in the background of a non-interactive shell
     * ({@code mvn verify &}) has SIGINT ignored; its children inherit that, and a JVM leaves an
     * ignored SIGINT ignored, so ks would never hear it. GNU env's {@code --default-signal} resets it.
     */
    static KsProcess startOpenForCtrlC(Path home, String... args) throws IOException {
        Files.createDirectories(home);
        List<String> command = new ArrayList<>(List.of("env", "--default-signal=INT"));
        command.addAll(javaCommand(args));
        return start(home, ProcessBuilder.Redirect.PIPE, command, Map.of());
    }

    private static KsProcess start(Path home, ProcessBuilder.Redirect in, List<String> command,
            Map<String, String> env) throws IOException {
        Path out = Files.createTempFile(home, "stdout", ".txt");
        Path err = Files.createTempFile(home, "stderr", ".txt");
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().put("HOME", home.toString());
        pb.environment().remove("KS_HOME");
        pb.environment().remove("XDG_CONFIG_HOME");
        pb.environment().put("TERM", "dumb");
        pb.environment().put("KS_PRACTICE_SEED", "1");
        pb.environment().keySet().removeIf(k -> k.startsWith("KS_PASSWORD") || k.equals("KS_TEST_PASSWORD_COST"));
        pb.environment().putAll(env);
        pb.redirectInput(in).redirectOutput(out.toFile()).redirectError(err.toFile());
        return new KsProcess(pb.start(), home, out, err);
    }

    /** The process's standard input, when started with {@link #startOpen}. */
    java.io.OutputStream input() {
        return process.getOutputStream();
    }

    /** Waits until the output contains {@code text}; false after {@code seconds} or when the process ended without it. */
    boolean awaitOutput(String text, int seconds) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!out().contains(text)) {
            if (System.nanoTime() > end || !process.isAlive() && !out().contains(text)) {
                return out().contains(text);
            }
            // Waits on the process itself, so its end is seen at once.
            process.waitFor(50, TimeUnit.MILLISECONDS);
        }
        return true;
    }

    /** Waits until the output contains {@code text} {@code times} times; false as {@link #awaitOutput} is. */
    boolean awaitOutputTimes(String text, int times, int seconds) throws IOException, InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (count(out(), text) < times) {
            if (System.nanoTime() > end || !process.isAlive()) {
                return count(out(), text) >= times;
            }
            process.waitFor(50, TimeUnit.MILLISECONDS);
        }
        return true;
    }

    /** How many times {@code text} occurs in {@code in}. */
    static int count(String in, String text) {
        int n = 0;
        for (int at = in.indexOf(text); at >= 0; at = in.indexOf(text, at + text.length())) {
            n++;
        }
        return n;
    }

    /** Waits for the process to end (killing it after {@code seconds}); returns its exit code. */
    int await(int seconds) throws InterruptedException {
        if (!process.waitFor(seconds, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return -1;
        }
        return process.exitValue();
    }

    String out() throws IOException {
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    /**
     * {@link #out()} with each note's lines read as one: a note longer than a line is cut at 79
     * columns into lines each marked {@code -- } (EventText.note), which this joins with a space.
     */
    String outNotesJoined() throws IOException {
        return out().replace("\n-- ", " ");
    }

    String err() throws IOException {
        return Files.readString(err, StandardCharsets.UTF_8);
    }

    /** Both streams, for assertion messages. */
    String transcript() throws IOException {
        return "--- stdout ---\n" + out() + "--- stderr ---\n" + err();
    }
}
