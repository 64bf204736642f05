package ks.crypto;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a whole file that ks keeps or is handed (a record, a save, a key, the known opponents, a
 * game file), only if it is a regular file and never more than a limit. A file given by mistake or
 * malice costs one line of error: a named pipe (FIFO) would block the open until someone writes to
 * it, and a device ({@code /dev/zero}) never ends, so neither is opened at all; a file that grows
 * while it is read costs at most the limit, never all memory. {@link Files#readAllBytes} trusts the
 * file's size, and a device or a growing file has none.
 */
public final class BoundedFile {
    private static final int TYPE_BITS = 0170000;
    private static final int FIFO = 0010000;
    private static final int CHARACTER_DEVICE = 0020000;
    private static final int DIRECTORY = 0040000;
    private static final int BLOCK_DEVICE = 0060000;
    private static final int SOCKET = 0140000;

    private BoundedFile() {
    }

    /**
     * The file's bytes; anything but a regular file, or one of more than {@code maxBytes} bytes, is
     * an {@link IOException} naming it and {@code what} it should have been; a missing one a
     * {@link java.nio.file.NoSuchFileException}.
     */
    public static byte[] read(Path file, int maxBytes, String what) throws IOException {
        // A link is resolved first and the file at its end checked and opened without following links,
        // so what is opened is what was checked, or the open fails: a link put there meanwhile is
        // refused, not followed to a pipe.
        Path real = file.toRealPath();
        BasicFileAttributes attributes = Files.readAttributes(real, BasicFileAttributes.class, LinkOption.NOFOLLOW_LINKS);
        if (!attributes.isRegularFile()) {
            throw new IOException(file + " is " + kind(real) + ", not a " + what);
        }
        if (attributes.size() > maxBytes) {
            throw tooLarge(file, maxBytes, what);
        }
        byte[] bytes;
        try (InputStream in = Files.newInputStream(real, LinkOption.NOFOLLOW_LINKS)) {
            bytes = in.readNBytes(maxBytes + 1);
        }
        if (bytes.length > maxBytes) {
            throw tooLarge(file, maxBytes, what);
        }
        return bytes;
    }

    private static IOException tooLarge(Path file, int maxBytes, String what) {
        return new IOException(file + " is larger than any " + what + " (more than " + maxBytes + " bytes)");
    }

    /** "a named pipe", "a directory"...: what a file that is not a regular file is, for the error line. */
    private static String kind(Path file) {
        try {
            int mode = (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS);
            return switch (mode & TYPE_BITS) {
                case FIFO -> "a named pipe";
                case CHARACTER_DEVICE, BLOCK_DEVICE -> "a device";
                case DIRECTORY -> "a directory";
                case SOCKET -> "a socket";
                default -> "a special file";
            };
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return Files.isDirectory(file, LinkOption.NOFOLLOW_LINKS) ? "a directory" : "a special file";
        }
    }
}
