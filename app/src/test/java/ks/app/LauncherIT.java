package ks.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchService;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code ./ks} launcher on a fresh copy of the sources, as a newcomer meets it: the first run
 * builds the jar and runs it; two first runs started together build once, the other waiting.
 */
@Timeout(value = 30, unit = TimeUnit.MINUTES)
class LauncherIT {

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

    private static Process ks(Path copy, Path out, String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of(copy.resolve("ks").toString()));
        cmd.addAll(List.of(args));
        return new ProcessBuilder(cmd).directory(copy.toFile()).redirectErrorStream(true)
                .redirectOutput(out.toFile()).start();
    }

    @Test
    void twoFirstRunsOnAFreshCopyBuildOnceAndBothRun() throws Exception {
        Path copy = freshCopy();
        Process first = ks(copy, tmp.resolve("first.txt"), "--version");
        // The second starts once the first holds the build lock and is building, so the two overlap.
        awaitText(first, tmp.resolve("first.txt"), "ks: building");
        Process second = ks(copy, tmp.resolve("second.txt"), "--version");
        assertThat(first.waitFor(600, TimeUnit.SECONDS)).isTrue();
        assertThat(second.waitFor(600, TimeUnit.SECONDS)).isTrue();
        String a = Files.readString(tmp.resolve("first.txt"));
        String b = Files.readString(tmp.resolve("second.txt"));
        assertThat(first.exitValue()).as(a).isZero();
        assertThat(second.exitValue()).as(b).isZero();
        assertThat(a).contains("ks 0.1.0");
        assertThat(b).contains("ks 0.1.0");
        assertThat((a + b).split("ks: building", -1)).as(a + b).hasSize(2);
        assertThat(copy.resolve("app/target/ks.jsa")).as("the start-up archive recorded once per build").exists();
    }

    @Test
    void aDamagedStartUpArchiveNeverBreaksTheLauncher() throws Exception {
        Path copy = freshCopy();
        Process first = ks(copy, tmp.resolve("first.txt"), "--version");
        assertThat(first.waitFor(600, TimeUnit.SECONDS)).isTrue();
        Path archive = copy.resolve("app/target/ks.jsa");
        assertThat(archive).exists();
        Files.delete(archive);
        Files.writeString(archive, "not an archive");
        Process again = ks(copy, tmp.resolve("again.txt"), "--version");
        assertThat(again.waitFor(120, TimeUnit.SECONDS)).isTrue();
        String out = Files.readString(tmp.resolve("again.txt"));
        assertThat(again.exitValue()).as(out).isZero();
        assertThat(out).isEqualTo("ks 0.1.0-SNAPSHOT\n");
    }

    private static void awaitText(Process writer, Path file, String text) throws Exception {
        try (WatchService watch = file.getFileSystem().newWatchService()) {
            file.getParent().register(watch, StandardWatchEventKinds.ENTRY_MODIFY, StandardWatchEventKinds.ENTRY_CREATE);
            while (writer.isAlive() && !(Files.exists(file) && Files.readString(file).contains(text))) {
                watch.poll(1, TimeUnit.SECONDS);
            }
        }
    }
}
