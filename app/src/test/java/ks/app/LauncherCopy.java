package ks.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Copies of the project's sources for {@link LauncherIT}, and the {@code ./ks} launcher run in them:
 * a fresh copy as a clone has it, a stand-in {@code mvn} that "builds" it with the jar this build
 * made, a copy already built and run once (its start-up archive recorded) for tests that start from
 * there, and a copy of such a copy with every file's time kept, since the launcher decides by times
 * whether to build and whether to record an archive again.
 */
final class LauncherCopy {

    /** How the launcher asks Maven for the jar. */
    static final String BUILD = "-B -q -DskipTests package -pl app -am";

    private LauncherCopy() {
    }

    private static Path root() {
        String root = System.getProperty("ks.root");
        assumeTrue(root != null && Files.exists(Path.of(root, ".git")), "needs the project's git checkout");
        return Path.of(root);
    }

    /** The tracked files of the project, copied to {@code copy} as a fresh clone would have them. */
    static Path fresh(Path copy) throws Exception {
        Process ls = new ProcessBuilder("git", "-C", root().toString(), "ls-files", "-z").start();
        byte[] names = ls.getInputStream().readAllBytes();
        assertThat(ls.waitFor(30, TimeUnit.SECONDS)).isTrue();
        for (String name : new String(names, StandardCharsets.UTF_8).split("\0")) {
            if (name.isEmpty()) {
                continue;
            }
            Path from = root().resolve(name);
            Path to = copy.resolve(name);
            Files.createDirectories(to.getParent());
            Files.copy(from, to);
        }
        assertThat(copy.resolve("ks").toFile().setExecutable(true)).isTrue();
        return copy;
    }

    /** A copy of {@code prepared} at {@code copy}, with every file's time and mode kept. */
    static Path copy(Path prepared, Path copy) throws Exception {
        Files.createDirectories(copy.getParent());
        Process cp = new ProcessBuilder("cp", "-a", prepared.toString(), copy.toString()).inheritIO().start();
        assertThat(cp.waitFor(120, TimeUnit.SECONDS) && cp.exitValue() == 0).as("cp -a " + prepared).isTrue();
        return copy;
    }

    /**
     * The directory {@code dir} holding a stand-in {@code mvn}: it appends its working directory and
     * arguments to {@code calls}, waits for a line on the pipe {@code go} when there is one, and
     * copies this build's jar to {@code app/target/ks.jar}, as {@code mvn package} would leave it; and
     * the Java running this test as the {@code java} on the PATH, so that a copy prepared for the
     * class and the test using it choose one Java, and so one archive, wherever the suite runs.
     */
    static Path fakeMaven(Path dir, Path calls, Path go) throws Exception {
        Path bin = Files.createDirectories(dir);
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, String.join("\n",
                "#!/usr/bin/env bash",
                "set -euo pipefail",
                "printf '%s %s\\n' \"$PWD\" \"$*\" >> '" + calls + "'",
                "if [ -p '" + go + "' ]; then read -r _ < '" + go + "'; fi",
                "mkdir -p app/target",
                "cp '" + KsProcess.jar() + "' app/target/ks.jar",
                ""));
        assertThat(mvn.toFile().setExecutable(true)).isTrue();
        Files.createSymbolicLink(bin.resolve("java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        return bin;
    }

    /** Starts the launcher of {@code copy} with {@code bin} first on the PATH, both streams to {@code out}. */
    static Process ks(Path copy, Path bin, Path out, Map<String, String> env, String... args) throws Exception {
        // As at a terminal, SIGINT ends what it reaches: a suite started in the background has it
        // ignored, and an ignored signal stays ignored through exec, in Maven's children and ours.
        List<String> cmd = new ArrayList<>(List.of("env", "--default-signal=INT", copy.resolve("ks").toString()));
        cmd.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(copy.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile());
        if (bin != null) {
            pb.environment().put("PATH", bin + ":" + pb.environment().get("PATH"));
        }
        pb.environment().remove("JAVA_HOME");
        pb.environment().remove("KS_JAVA");
        pb.environment().putAll(env);
        return pb.start();
    }

    /**
     * Runs the launcher of {@code copy} to its end, its output kept in a new file in {@code dir}; the
     * output (both streams), after checking it succeeded.
     */
    static String run(Path dir, Path copy, Path bin, Map<String, String> env, String... args) throws Exception {
        Path out = Files.createTempFile(dir, "ks-", ".txt");
        Process p = ks(copy, bin, out, env, args);
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        String text = Files.readString(out);
        assertThat(p.exitValue()).as(text).isZero();
        return text;
    }

    /**
     * A fresh copy in {@code dir/ks}, built by a stand-in Maven and then run once with {@code args},
     * the run that records its start-up archive; checked as it is made: built once, the run succeeded.
     */
    static Path builtAndRun(Path dir, Map<String, String> env, String... args) throws Exception {
        Path copy = fresh(Files.createDirectories(dir).resolve("ks"));
        Path calls = dir.resolve("mvn-calls.txt");
        run(dir, copy, fakeMaven(dir.resolve("bin"), calls, dir.resolve("no-pipe")), env, args);
        assertThat(Files.readAllLines(calls)).containsExactly(copy + " " + BUILD);
        return copy;
    }

    /** The launcher's start-up archives beside the jar of {@code copy}. */
    static List<Path> archives(Path copy) throws Exception {
        try (var files = Files.list(copy.resolve("app/target"))) {
            return files.filter(f -> f.getFileName().toString().matches("ks-.*\\.(aot|jsa)")).toList();
        }
    }
}
