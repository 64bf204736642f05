package ks.app;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;

/**
 * Named pipes for tests of files that must not be opened: made with {@code mkfifo}, and released
 * afterwards by opening them for reading and writing at once, which never blocks on Linux and lets
 * a reader stuck in its open (the bug under test) go on, so no test leaves a thread behind.
 */
public final class Fifo {
    private Fifo() {
    }

    public static void make(Path path) throws IOException, InterruptedException {
        Process mkfifo = new ProcessBuilder("mkfifo", path.toString()).inheritIO().start();
        if (!mkfifo.waitFor(30, TimeUnit.SECONDS) || mkfifo.exitValue() != 0) {
            throw new IOException("mkfifo " + path + " failed");
        }
    }

    public static void release(Path path) throws IOException {
        try (FileChannel both = FileChannel.open(path, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            both.force(false);
        } catch (IOException e) {
            // not a pipe any more: nothing to release
        }
    }
}
