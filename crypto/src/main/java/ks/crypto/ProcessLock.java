package ks.crypto;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * An exclusive lock, held by one thread of one process at a time, for a read-modify-write of a file
 * that several ks processes share (a player may have several games going at once): the signing key
 * made on first use, the pinned keys, the rating ledger. Across processes it is an operating-system
 * lock on a lock file beside the data ({@link FileChannel#lock}, released by the kernel if the
 * process dies); inside one process a lock object per file stands in front of it, because the
 * operating system's lock belongs to the whole process. Re-entrant for the thread that holds it.
 */
public final class ProcessLock implements AutoCloseable {

    private static final Map<Path, ReentrantLock> IN_THIS_PROCESS = new ConcurrentHashMap<>();

    private final ReentrantLock local;
    private final FileChannel channel;
    private final FileLock lock;

    private ProcessLock(ReentrantLock local, FileChannel channel, FileLock lock) {
        this.local = local;
        this.channel = channel;
        this.lock = lock;
    }

    /** Waits for and takes the lock on {@code lockFile} (created owner-only if missing). */
    public static ProcessLock acquire(Path lockFile) throws IOException {
        return take(lockFile, true);
    }

    /**
     * Takes the lock on {@code lockFile} if nobody else holds it, without waiting; {@code null} when
     * another process, or another thread of this one, holds it. For what a person should be told
     * about rather than kept waiting for (a game file already open in another ks).
     */
    public static ProcessLock tryAcquire(Path lockFile) throws IOException {
        return take(lockFile, false);
    }

    private static ProcessLock take(Path lockFile, boolean wait) throws IOException {
        Path key = lockFile.toAbsolutePath().normalize();
        ReentrantLock local = IN_THIS_PROCESS.computeIfAbsent(key, k -> new ReentrantLock());
        if (wait) {
            local.lock();
        } else if (!local.tryLock()) {
            return null;
        }
        if (local.getHoldCount() > 1) {
            return new ProcessLock(local, null, null);
        }
        FileChannel channel = null;
        try {
            Path dir = key.getParent();
            if (!Files.isDirectory(dir)) {
                Files.createDirectories(dir, ownerOnlyDirectory());
            }
            channel = FileChannel.open(key, Set.of(StandardOpenOption.CREATE, StandardOpenOption.WRITE),
                    ownerOnly());
            FileLock lock = wait ? channel.lock() : channel.tryLock();
            if (lock == null) {
                release(channel, local);
                return null;
            }
            return new ProcessLock(local, channel, lock);
        } catch (IOException e) {
            release(channel, local);
            throw new IOException("cannot lock " + key + ": " + e.getMessage(), e);
        } catch (RuntimeException e) {
            release(channel, local);
            throw e;
        }
    }

    private static void release(FileChannel channel, ReentrantLock local) throws IOException {
        try {
            if (channel != null) {
                channel.close();
            }
        } finally {
            local.unlock();
        }
    }

    /** The lock file that guards {@code file}: a hidden file beside it. */
    public static Path lockFileFor(Path file) {
        return file.toAbsolutePath().resolveSibling("." + file.getFileName() + ".lock");
    }

    /** Releases the lock (the lock file stays, empty, for the next user). */
    @Override
    public void close() throws IOException {
        try {
            if (lock != null) {
                lock.release();
                channel.close();
            }
        } finally {
            local.unlock();
        }
    }

    private static FileAttribute<?>[] ownerOnlyDirectory() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------"))}
                : new FileAttribute<?>[0];
    }

    private static FileAttribute<?>[] ownerOnly() {
        return FileSystems.getDefault().supportedFileAttributeViews().contains("posix")
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
    }
}
