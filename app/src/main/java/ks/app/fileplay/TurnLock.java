package ks.app.fileplay;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import ks.crypto.ProcessLock;

/**
 * The lock a turn at a game file holds, so that a second ks opening the same file (by any path,
 * under any HOME) is refused instead of writing over the first one's turn; and the lock a game
 * played over the network or in practice holds on its save while a process plays it. An
 * operating-system lock on a hidden file beside the game file ({@link ProcessLock#lockFileFor}),
 * the one place every ks that may write the game file can write too. Unlike the ks directory's locks it is removed when
 * the turn ends, while still held, so nothing is left beside a file that is mailed on. A taker that
 * opened the lock file just before its holder removed it would lock a file nobody else can find
 * any more; so once it holds the lock it looks again (without opening the file: closing any
 * descriptor of a locked file drops the process's lock) and tries again unless the name still leads
 * to the same file as when it opened it. Inside one process a set of held names stands in front,
 * since the operating system's lock belongs to the whole process.
 */
public final class TurnLock implements AutoCloseable {

    private static final int TRIES = 8;
    private static final Set<Path> HELD_HERE = ConcurrentHashMap.newKeySet();
    /** What {@link #fileKey} says of a name that leads nowhere. */
    private static final Object GONE = new Object();

    private final Path path;
    private final FileChannel channel;
    private final FileLock lock;

    private TurnLock(Path path, FileChannel channel, FileLock lock) {
        this.path = path;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the lock of {@code gameFile} (by its real path, or its directory's when it is not made
     * yet) without waiting; null when another ks holds it. An {@link IOException} when no lock can
     * be made there (read-only media).
     */
    public static TurnLock tryTake(Path gameFile) throws IOException {
        Path real = Files.exists(gameFile) ? gameFile.toRealPath()
                : gameFile.toAbsolutePath().getParent().toRealPath().resolve(gameFile.getFileName());
        Path path = ProcessLock.lockFileFor(real);
        if (!HELD_HERE.add(path)) {
            return null;
        }
        boolean taken = false;
        try {
            for (int t = 0; t < TRIES; t++) {
                FileChannel channel = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                Object opened = fileKey(path);
                FileLock lock = opened == GONE ? null : channel.tryLock();
                if (opened != GONE && lock == null) {
                    channel.close();
                    return null;
                }
                if (lock != null && Objects.equals(opened, fileKey(path))) {
                    taken = true;
                    return new TurnLock(path, channel, lock);
                }
                channel.close();
            }
            throw new IOException("cannot lock " + path + ": it keeps being removed");
        } finally {
            if (!taken) {
                HELD_HERE.remove(path);
            }
        }
    }

    /** The identity of the file {@code path} names now (device and inode), or {@link #GONE} when there is none. */
    private static Object fileKey(Path path) throws IOException {
        try {
            return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
        } catch (NoSuchFileException gone) {
            return GONE;
        }
    }

    /** Removes the lock file while still holding it, then lets the lock go. */
    @Override
    public void close() throws IOException {
        try {
            Files.deleteIfExists(path);
        } finally {
            try {
                lock.release();
                channel.close();
            } finally {
                HELD_HERE.remove(path);
            }
        }
    }
}
