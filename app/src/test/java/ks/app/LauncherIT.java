package ks.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

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
 * A test that starts from a copy already built, with the archive of one Java recorded by the
 * launcher, starts from a copy (times and all) of one such copy made once for the class: recording
 * an archive is the slow part of a run, and a test whose point is what the launcher does with an
 * archive it has, not the recording, need not pay for one of its own.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES)
class LauncherIT {

    @TempDir
    Path tmp;

    /** Where the copies made once for the class live. */
    @TempDir
    static Path shared;

    /**
     * A built copy with the archive of the Java running this test, recorded by {@code ks --rules}
     * (made again should the class run again in this JVM, its directory gone with the last run's).
     */
    private static Path built;
    /** {@link #built} after {@code ks perft --depth 3}: perft's own jar and its archive made as well. */
    private static Path builtForPerft;
    /** A built copy with the ahead-of-time cache of a Java 25 or later, recorded by {@code ks --rules}. */
    private static Path builtForJava25;

    private Path freshCopy() throws Exception {
        return LauncherCopy.fresh(tmp.resolve("ks"));
    }

    /** A copy of {@code prepared} for this test alone, times and all. */
    private Path copyOf(Path prepared) throws Exception {
        return LauncherCopy.copy(prepared, tmp.resolve("ks"));
    }

    private Path fakeMaven(Path calls, Path go) throws Exception {
        return LauncherCopy.fakeMaven(tmp.resolve("bin"), calls, go);
    }

    private static Process ks(Path copy, Path bin, Path out, String... args) throws Exception {
        return LauncherCopy.ks(copy, bin, out, Map.of(), args);
    }

    private static Process ks(Path copy, Path bin, Path out, Map<String, String> env, String... args) throws Exception {
        return LauncherCopy.ks(copy, bin, out, env, args);
    }

    private String run(Path copy, Path bin, Map<String, String> env, String... args) throws Exception {
        return LauncherCopy.run(tmp, copy, bin, env, args);
    }

    private static synchronized Path built() throws Exception {
        if (built == null || !Files.exists(built)) {
            built = LauncherCopy.builtAndRun(shared.resolve("built"), Map.of(), "--rules");
            assertThat(LauncherCopy.archives(built)).as("the archive the run recorded").hasSize(1);
        }
        return built;
    }

    private static synchronized Path builtForPerft() throws Exception {
        if (builtForPerft == null || !Files.exists(builtForPerft)) {
            Path dir = shared.resolve("perft");
            Path copy = LauncherCopy.copy(built(), dir.resolve("ks"));
            Path bin = LauncherCopy.fakeMaven(dir.resolve("bin"), dir.resolve("mvn-calls.txt"), dir.resolve("no-pipe"));
            assertThat(LauncherCopy.run(dir, copy, bin, Map.of(), "perft", "--depth", "3"))
                    .as("the first perft, which makes perft's jar and archive").contains("preparing a faster start for perft")
                    .endsWith("8902\n");
            builtForPerft = copy;
        }
        return builtForPerft;
    }

    private static synchronized Path builtForJava25(Path java) throws Exception {
        if (builtForJava25 == null || !Files.exists(builtForJava25)) {
            builtForJava25 = LauncherCopy.builtAndRun(shared.resolve("java25"), Map.of("KS_JAVA", java.toString()), "--rules");
            assertThat(LauncherCopy.archives(builtForJava25)).as("the cache the run recorded").singleElement().asString()
                    .endsWith(".aot");
        }
        return builtForJava25;
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
        assertThat(Files.readAllLines(calls)).containsExactly(copy + " " + LauncherCopy.BUILD);
        assertThat(LauncherCopy.archives(copy)).as("the start-up archive recorded once per build").hasSize(1);
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
        Path copy = copyOf(built());
        Path calls = tmp.resolve("mvn-calls.txt");
        Path bin = fakeMaven(calls, tmp.resolve("no-pipe"));
        List<Path> archives = LauncherCopy.archives(copy);
        assertThat(archives).hasSize(1);
        Path archive = archives.get(0);
        Files.delete(archive);
        Files.writeString(archive, "not an archive");
        Process again = ks(copy, bin, tmp.resolve("again.txt"), "--rules");
        assertThat(again.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(tmp.resolve("again.txt"));
        assertThat(again.exitValue()).as(out).isZero();
        assertThat(out).isEqualTo(rulesWithoutAnArchive());
        assertThat(calls).as("the copy was built before; the damaged archive is no reason to build again")
                .doesNotExist();
    }

    @Test
    void byDefaultKsRunsOnTheJavaOnThePathWithAnArchiveOfItsKind() throws Exception {
        Path copy = copyOf(built());
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        String out = run(copy, bin, Map.of(), "bench", "java");
        int feature = Runtime.version().feature();
        assertThat(out).as("the Java the launcher chose and its options")
                .containsPattern("(?m)^" + feature + "\\.")
                .contains(feature >= 25 ? "-XX:AOTCache=" : "-XX:SharedArchiveFile=")
                .doesNotContainIgnoringCase("warning");
        assertThat(LauncherCopy.archives(copy)).singleElement().asString().endsWith(feature >= 25 ? ".aot" : ".jsa");
    }

    @Test
    void ksRunsOnTheJavaKsJavaNamesWithAnAheadOfTimeCacheFromJava25() throws Exception {
        Path newer = javaAtLeast(25);
        assumeTrue(newer != null, "needs a Java 25 or later under /usr/lib/jvm");
        Path copy = copyOf(builtForJava25(newer));
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        String out = run(copy, bin, Map.of("KS_JAVA", newer.toString()), "bench", "java");
        assertThat(out).containsPattern("(?m)^2[5-9]\\.|^[3-9][0-9]\\.").contains("-XX:AOTCache=")
                .doesNotContainIgnoringCase("warning");
        assertThat(LauncherCopy.archives(copy)).singleElement().asString().endsWith(".aot");
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
        // The copy's first perft (which printed its count too) made perft's jar and archive.
        Path copy = copyOf(builtForPerft());
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Map<String, String> env = Map.of("KS_JAVA_OPTS", "-XshowSettings:properties");
        String again = run(copy, bin, env, "perft", "--depth", "3");
        Path perftJar = copy.resolve("app/target/perft.jar");
        assertThat(again).as("the JVM's class path, then the count").contains("java.class.path = " + perftJar)
                .endsWith("8902\n").doesNotContain("preparing").doesNotContainIgnoringCase("warning");
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
        Path copy = copyOf(builtForPerft());
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
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
        Path copy = copyOf(builtForJava25(newer));
        Path bin = fakeMaven(tmp.resolve("mvn-calls.txt"), tmp.resolve("no-pipe"));
        Path cache = LauncherCopy.archives(copy).get(0);
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
        assertThat(Files.getLastModifiedTime(LauncherCopy.archives(copy).get(0))).isGreaterThan(Files.getLastModifiedTime(base));
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
