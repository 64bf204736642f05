package ks.crypto;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileAttribute;
import java.nio.file.attribute.PosixFilePermissions;

/**
 * Replaces a file so that a crash leaves either the old or the new contents, never half of one: write
 * a temporary file beside it, fsync, rename over. Files and directories it creates are owner-only
 * where the file system has POSIX permissions. Keys, known opponents, saved games, records and the
 * game files of play by file all go through here.
 */
public final class AtomicFile {
    private AtomicFile() {
    }

    /** Replaces {@code file} with {@code contents}; on failure the old file (if any) is left as it was. */
    public static void write(Path file, byte[] contents) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        boolean posix = dir.getFileSystem().supportedFileAttributeViews().contains("posix");
        if (!Files.isDirectory(dir)) {
            if (posix) {
                Files.createDirectories(dir, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            } else {
                Files.createDirectories(dir);
            }
        }
        FileAttribute<?>[] ownerOnly = posix
                ? new FileAttribute<?>[] {PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rw-------"))}
                : new FileAttribute<?>[0];
        Path temp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp", ownerOnly);
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(contents);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                channel.force(true);
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        syncDirectory(dir);
    }

    // Makes the rename itself durable. Some platforms cannot open a directory for fsync; the rename is
    // still atomic there, only its durability across power loss is up to the file system.
    private static void syncDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException unsupported) {
            return;
        }
    }
}
