package ks.app;

import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;

/**
 * Waits for what another process does to the files of a directory (a save replaced, a line
 * written to its output), woken by the file system's change events instead of polling with a
 * sleep. The condition is checked at once, after every event, and once more at the deadline.
 */
final class FileWatch {

    private FileWatch() {
    }

    /**
     * Waits until {@code condition} holds or {@code seconds} pass; returns whether it held.
     * {@code dir} is created if missing, so a process that has not written yet can be watched.
     */
    static boolean await(Path dir, int seconds, Callable<Boolean> condition) throws Exception {
        Files.createDirectories(dir);
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        try (WatchService watch = FileSystems.getDefault().newWatchService()) {
            dir.register(watch, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                    StandardWatchEventKinds.ENTRY_DELETE);
            while (true) {
                if (condition.call()) {
                    return true;
                }
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return false;
                }
                WatchKey key = watch.poll(left, TimeUnit.NANOSECONDS);
                if (key != null) {
                    key.pollEvents();
                    key.reset();
                }
            }
        } catch (IOException e) {
            throw new IOException("cannot watch " + dir + ": " + e.getMessage(), e);
        }
    }
}
