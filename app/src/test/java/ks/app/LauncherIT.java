package ks.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./ks} launcher on a fresh copy of the sources, as a newcomer meets it: the first run
 * builds the jar and runs it; two first runs started together build once, the other waiting; ks
 * runs on the Java on the PATH, or the one KS_JAVA names, with a start-up archive of that Java's
 * own kind (an ahead-of-time cache from Java 25 on, class-data sharing before), and refuses one
 * older than 17 in one line; a damaged archive, or one another Java made, is never a warning;
 * a dynamic archive recorded over an earlier archive of the JDK's own is recorded again;
 * {@code ks perft} runs from a jar of ks's own classes with an archive of its own, or from the
 * whole jar when that jar is missing. In the normal suite the build is a stand-in
 * {@code mvn} first on PATH, which records how the launcher called it and puts the jar this
 * build made where Maven would (a real build of a copy takes minutes, and the suite running this
 * test has just built the same sources); under {@code -Pslow} one fresh copy is built by Maven.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES)
class LauncherIT {

    /** How the launcher asks Maven for the jar. */
    private static final String BUILD = "-B -q -DskipTests package -pl app -am";

    @TempDir
    Path tmp;

    private static Path root() {
        String root = System.getProperty("ks.root");
        assumeTrue(root != null && Files.exists(Path.of(root, ".git")), "needs the project's git checkout");
        return Path.of(root);
    }

    /** The tracked files of the project, copied as a fresh clone would have them. */
    private Path freshCopy() throws Exception {
        Process ls = new ProcessBuilder("git", "-C", root().toString(), "ls-files", "-z").start();
        byte[] names = ls.getInputStream().readAllBytes();
        assertThat(ls.waitFor(30, TimeUnit.SECONDS)).isTrue();
        Path copy = tmp.resolve("ks");
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

    /**
     * A directory holding a stand-in {@code mvn}: it appends its working directory and arguments to
     * {@code calls}, waits for a line on the pipe {@code go} when there is one, and copies this
     * build's jar to {@code app/target/ks.jar}, as {@code mvn package} would leave it.
     */
    private Path fakeMaven(Path calls, Path go) throws Exception {
        Path bin = Files.createDirectories(tmp.resolve("bin"));
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
        return bin;
    }

    private static Process ks(Path copy, Path bin, Path out, String... args) throws Exception {
        return ks(copy, bin, out, Map.of(), args);
    }

    private static Process ks(Path copy, Path bin, Path out, Map<String, String> env, String... args) throws Exception {
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

    @Test
    void twoFirstRunsOnAFreshCopyBuildOnceAndBothRun() throws Exception {
        Path copy = freshCopy();
        Path calls = tmp.resolve("mvn-calls.txt");
        Path go = tmp.resolve("go");
        Process mkfifo = new ProcessBuilder("mkfifo", go.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor(30, TimeUnit.SECONDS) && mkfifo.exitValue() == 0).isTrue();
        Path bin = fakeMaven(calls, go);
        Process first = ks(copy, bin, tmp.resolve("first.txt"), "--version");
        awaitText(first, tmp.resolve("first.txt"), "ks: building");
        // The build goes on only once the second run is waiting for the build lock, so the two overlap.
        Process second = ks(copy, bin, tmp.resolve("second.txt"), "--version");
        awaitChild(second, "flock");
        Files.writeString(go, "go\n");
        assertThat(first.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assertThat(second.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String a = Files.readString(tmp.resolve("first.txt"));
        String b = Files.readString(tmp.resolve("second.txt"));
        assertThat(first.exitValue()).as(a).isZero();
        assertThat(second.exitValue()).as(b).isZero();
        assertThat(a).contains("ks 0.1.0");
        assertThat(b).contains("ks 0.1.0");
        assertThat((a + b).split("ks: building", -1)).as(a + b).hasSize(2);
        assertThat(b).as("the second says why it waits").contains("ks: another ks is building or preparing this copy;"
                + " waiting for it...");
        assertThat(Files.readAllLines(calls)).containsExactly(copy + " " + BUILD);
        assertThat(archives(copy)).as("the start-up archive recorded once per build").hasSize(1);
    }

    @Test
    void ctrlCInTheFirstBuildSaysTheBuildWasInterruptedNotThatItFailed() throws Exception {
        Path copy = freshCopy();
        Path calls = tmp.resolve("mvn-calls.txt");
        // A build that goes on until it is stopped: a child process, as Maven's JVM is, which Ctrl-C ends.
        Path bin = Files.createDirectories(tmp.resolve("bin"));
        Path mvn = bin.resolve("mvn");
        Files.writeString(mvn, "#!/usr/bin/env bash\nprintf '%s\\n' \"$*\" >> '" + calls + "'\nsleep 600\n");
        assertThat(mvn.toFile().setExecutable(true)).isTrue();
        Path out = tmp.resolve("out.txt");
        Process ks = ks(copy, bin, out, "--version");
        awaitText(ks, calls, "package");
        while (ks.toHandle().descendants().noneMatch(c -> c.info().command().orElse("").endsWith("/sleep"))) {
            assertThat(ks.waitFor(20, TimeUnit.MILLISECONDS)).as("the launcher ended before its build ran").isFalse();
        }
        // Ctrl-C at a terminal reaches every process of the foreground group: the launcher and its build.
        List<ProcessHandle> group = new ArrayList<>(ks.toHandle().descendants().toList());
        group.add(ks.toHandle());
        for (ProcessHandle p : group) {
            new ProcessBuilder("kill", "-INT", String.valueOf(p.pid())).inheritIO().start().waitFor(30, TimeUnit.SECONDS);
        }
        assertThat(ks.waitFor(60, TimeUnit.SECONDS)).isTrue();
        String said = Files.readString(out);
        assertThat(said).contains("ks: build interrupted").doesNotContain("build failed");
        assertThat(ks.exitValue()).isEqualTo(130);
    }

    @Test
    void aDamagedStartUpArchiveNeverBreaksTheLauncher() throws Exception {
        Path copy = freshCopy();
        Path calls = tmp.resolve("mvn-calls.txt");
        Path bin = fakeMaven(calls, tmp.resolve("no-pipe"));
        Process first = ks(copy, bin, tmp.resolve("first.txt"), "--rules");
        assertThat(first.waitFor(120, TimeUnit.SECONDS)).isTrue();
        List<Path> archives = archives(copy);
        assertThat(archives).as(Files.readString(tmp.resolve("first.txt"))).hasSize(1);
        Path archive = archives.get(0);
        Files.delete(archive);
        Files.writeString(archive, "not an archive");
        Process again = ks(copy, bin, tmp.resolve("again.txt"), "--rules");
        assertThat(again.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(tmp.resolve("again.txt"));
        assertThat(again.exitValue()).as(out).isZero();
        assertThat(out).isEqualTo(rulesWithoutAnArchive());
        assertThat(Files.readAllLines(calls)).as("built once, by the first run").hasSize(1);
    }

    @Test
    void byDefaultKsRunsOnTheJavaOnThePathWithAnArchiveOfItsKind() throws Exception {
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Files.createSymbolicLink(bin.resolve("java"), Path.of(System.getProperty("java.home"), "bin", "java"));
        String out = run(copy, bin, Map.of(), "bench", "java");
        int feature = Runtime.version().feature();
        assertThat(out).as("the Java the launcher chose and its options")
                .containsPattern("(?m)^" + feature + "\\.")
                .contains(feature >= 25 ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=")
                .doesNotContainIgnoringCase("warning");
        assertThat(archives(copy)).singleElement().asString().endsWith(feature >= 25 ? ".aot" : ".jsa");
    }

    @Test
    void ksRunsOnTheJavaKsJavaNamesWithAnAheadOfTimeCacheFromJava25() throws Exception {
        Path newer = javaAtLeast(25);
        assumeTrue(newer != null, "needs a Java 25 or later under /usr/lib/jvm");
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        String out = run(copy, bin, Map.of("KS_JAVA", newer.toString()), "bench", "java");
        assertThat(out).containsPattern("(?m)^2[5-9]\\.|^[3-9][0-9]\\.").contains("-XX:AOTCache=")
                .doesNotContainIgnoringCase("warning");
        assertThat(archives(copy)).singleElement().asString().endsWith(".aot");
    }

    @Test
    void whatAPlayerStartsAsksForHugePagesWhereTheKernelGrantsThemOnRequestAndAMeasurementNever() throws Exception {
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Path thp = Path.of("/sys/kernel/mm/transparent_hugepage/enabled");
        boolean onRequest = Files.isReadable(thp) && Files.readString(thp).contains("[madvise]");
        Map<String, String> env = Map.of("KS_JAVA", javaThatPrintsItsArguments().toString());
        for (List<String> command : List.of(List.of("--rules"), List.of("--practice", "-d"))) {
            String said = run(copy, bin, env, command.toArray(String[]::new));
            if (onRequest) {
                assertThat(said).as(String.join(" ", command)).contains("-XX:+UseTransparentHugePages");
            } else {
                assertThat(said).as(String.join(" ", command)).doesNotContain("TransparentHugePages");
            }
        }
        assertThat(run(copy, bin, env, "bench", "java")).contains("bench java").doesNotContain("TransparentHugePages");
    }

    /**
     * A Java home of version 17 whose {@code java} prints the arguments it was given and records no
     * archive (the launcher then runs without one): what the launcher asks of its Java, seen.
     */
    private Path javaThatPrintsItsArguments() throws Exception {
        Path home = Files.createDirectories(tmp.resolve("printing-java"));
        Files.writeString(home.resolve("release"), "JAVA_VERSION=\"17.0.9\"\n");
        Path java = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\necho \"java $*\"\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        return java;
    }

    @Test
    void perftRunsFromAJarOfKsOwnClassesAloneWithAnArchiveOfItsOwn() throws Exception {
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Map<String, String> env = Map.of("KS_JAVA_OPTS", "-XshowSettings:properties");
        String first = run(copy, bin, env, "perft", "--depth", "3");
        String again = run(copy, bin, env, "perft", "--depth", "3");
        Path perftJar = copy.resolve("app/target/perft.jar");
        assertThat(again).as("the JVM's class path, then the count").contains("java.class.path = " + perftJar)
                .endsWith("8902\n").doesNotContain("preparing").doesNotContainIgnoringCase("warning");
        assertThat(first).endsWith("8902\n");
        try (JarFile jar = new JarFile(perftJar.toFile())) {
            assertThat(jar.stream().map(JarEntry::getName).filter(n -> n.endsWith(".class")))
                    .allMatch(n -> n.startsWith("ks/")).contains("ks/engine/Perft.class", "ks/app/cli/PerftCommand.class");
        }
        try (var files = Files.list(copy.resolve("app/target"))) {
            assertThat(files.map(f -> f.getFileName().toString())).anyMatch(n -> n.matches("perft-.*\\.(aot|jsa)"));
        }
    }

    @Test
    void perftWithoutItsJarRunsFromTheWholeJar() throws Exception {
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        run(copy, bin, Map.of(), "perft", "--depth", "1");
        Files.delete(copy.resolve("app/target/perft.jar"));
        String out = run(copy, bin, Map.of("KS_JAVA_OPTS", "-XshowSettings:properties"), "perft", "--depth", "3");
        assertThat(out).contains("java.class.path = " + copy.resolve("app/target/ks.jar")).endsWith("8902\n");
    }

    @Test
    void aJavaOlderThan17IsRefusedInOneLine() throws Exception {
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Path old = Files.createDirectories(tmp.resolve("jdk-11/bin"));
        Files.writeString(old.resolveSibling("release"), "JAVA_VERSION=\"11.0.2\"\n");
        Path java = old.resolve("java");
        Files.writeString(java, "#!/bin/sh\necho 'an old Java ran' >&2\nexit 1\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        Process p = ks(copy, bin, tmp.resolve("old.txt"), Map.of("KS_JAVA", java.toString()), "--rules");
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(tmp.resolve("old.txt"));
        assertThat(p.exitValue()).as(out).isEqualTo(1);
        assertThat(out).endsWith("ks: Java 17 or newer is needed; " + java + " is 11.0.2 (KS_JAVA=/path/to/java"
                + " chooses another)\n").doesNotContain("an old Java ran");
    }

    @Test
    void anArchiveAnotherJavaRecordedIsNeverAWarning() throws Exception {
        Path newer = javaAtLeast(25);
        assumeTrue(newer != null, "needs a Java 25 or later under /usr/lib/jvm");
        Map<String, String> env = Map.of("KS_JAVA", newer.toString());
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        run(copy, bin, env, "--rules");
        Path cache = archives(copy).get(0);
        // An archive of Java 17's kind, recorded from this very jar, where Java 25's cache belongs.
        Path foreign = tmp.resolve("foreign.jsa");
        Process record = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:ArchiveClassesAtExit=" + foreign, "-Xlog:cds=off", "-jar", copy.resolve("app/target/ks.jar").toString(),
                "--rules").redirectErrorStream(true).redirectOutput(tmp.resolve("record.txt").toFile()).start();
        assertThat(record.waitFor(120, TimeUnit.SECONDS)).isTrue();
        assumeTrue(Files.exists(foreign), "this Java records dynamic archives");
        Files.copy(foreign, cache, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(run(copy, bin, env, "--rules")).isEqualTo(rulesWithoutAnArchive());
    }

    @Test
    void aDynamicArchiveIsRecordedAgainWhenTheJdksOwnArchiveIsNewer() throws Exception {
        assumeTrue(Runtime.version().feature() < 25, "a dynamic archive is this Java's kind");
        Path real = Path.of(System.getProperty("java.home"));
        // A Java home of its own whose base archive the test can make newer: its java runs the real one.
        Path home = Files.createDirectories(tmp.resolve("jdk/lib/server")).getParent().getParent();
        Files.copy(real.resolve("release"), home.resolve("release"));
        Path base = Files.writeString(home.resolve("lib/server/classes.jsa"), "the JDK's archive");
        Path launcherJava = Files.createDirectories(home.resolve("bin")).resolve("java");
        Files.writeString(launcherJava, "#!/bin/sh\nexec '" + real.resolve("bin/java") + "' \"$@\"\n");
        assertThat(launcherJava.toFile().setExecutable(true)).isTrue();
        Map<String, String> env = Map.of("KS_JAVA", launcherJava.toString());
        Path copy = freshCopy();
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        assertThat(run(copy, bin, env, "--rules")).contains("ks: preparing a faster start");
        assertThat(run(copy, bin, env, "--rules")).doesNotContain("ks: preparing a faster start");

        Files.setLastModifiedTime(base, FileTime.from(Instant.now()));
        assertThat(run(copy, bin, env, "--rules")).as("the JDK's archive was written again")
                .contains("ks: preparing a faster start");
        assertThat(run(copy, bin, env, "--rules")).doesNotContain("ks: preparing a faster start");
        assertThat(Files.getLastModifiedTime(archives(copy).get(0))).isGreaterThan(Files.getLastModifiedTime(base));
    }

    /** The launcher's start-up archives beside the jar of {@code copy}. */
    private static List<Path> archives(Path copy) throws Exception {
        try (var files = Files.list(copy.resolve("app/target"))) {
            return files.filter(f -> f.getFileName().toString().matches("ks-.*\\.(aot|jsa)")).toList();
        }
    }

    /** What {@code ks --rules} prints when run from the jar with no archive at all. */
    private String rulesWithoutAnArchive() throws Exception {
        Path out = tmp.resolve("rules-plain.txt");
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-jar",
                KsProcess.jar().toString(), "--rules").redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(p.waitFor(120, TimeUnit.SECONDS)).isTrue();
        return Files.readString(out);
    }

    /** A Java of at least {@code feature} under /usr/lib/jvm (its bin/java), or null. */
    private static Path javaAtLeast(int feature) throws Exception {
        Path jvms = Path.of("/usr/lib/jvm");
        if (!Files.isDirectory(jvms)) {
            return null;
        }
        try (var homes = Files.list(jvms)) {
            for (Path home : homes.sorted().toList()) {
                Path release = home.resolve("release");
                if (!Files.isExecutable(home.resolve("bin/java")) || !Files.isReadable(release)) {
                    continue;
                }
                for (String line : Files.readAllLines(release)) {
                    if (line.startsWith("JAVA_VERSION=")) {
                        try {
                            if (Runtime.Version.parse(line.substring(13).replace("\"", "")).feature() >= feature) {
                                return home.resolve("bin/java");
                            }
                        } catch (IllegalArgumentException oldScheme) {
                            // 1.8.0_292 and the like: older than any Java ks runs on.
                        }
                    }
                }
            }
        }
        return null;
    }

    /** Runs the launcher of {@code copy} to its end; its output (both streams), after checking it succeeded. */
    private String run(Path copy, Path bin, Map<String, String> env, String... args) throws Exception {
        Path out = Files.createTempFile(tmp, "ks-", ".txt");
        Process p = ks(copy, bin, out, env, args);
        assertThat(p.waitFor(300, TimeUnit.SECONDS)).isTrue();
        String text = Files.readString(out);
        assertThat(p.exitValue()).as(text).isZero();
        return text;
    }

    private static void awaitText(Process writer, Path file, String text) throws Exception {
        try (WatchService watch = file.getFileSystem().newWatchService()) {
            file.getParent().register(watch, StandardWatchEventKinds.ENTRY_MODIFY, StandardWatchEventKinds.ENTRY_CREATE);
            while (writer.isAlive() && !(Files.exists(file) && Files.readString(file).contains(text))) {
                watch.poll(1, TimeUnit.SECONDS);
            }
        }
    }

    /** Waits until {@code parent} runs a child command named {@code name} (the launcher waiting on its lock). */
    private static void awaitChild(Process parent, String name) throws Exception {
        while (parent.toHandle().children().noneMatch(c -> c.info().command().orElse("").endsWith("/" + name))) {
            assertThat(parent.waitFor(20, TimeUnit.MILLISECONDS)).as("the launcher ended before it waited").isFalse();
        }
    }
}
