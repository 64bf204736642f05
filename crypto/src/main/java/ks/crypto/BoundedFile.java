package ks.crypto;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a whole file that ks keeps or is handed (a record, a save, a key, the known opponents),
 * never more than a limit: a file given by mistake or malice ({@code /dev/zero}, a disk image)
 * costs at most the limit and one line of error, never all memory. {@link java.nio.file.Files#readAllBytes}
 * trusts the file's size, and a device or a growing file has none.
 */
public final class BoundedFile {

    private BoundedFile() {
    }

    /**
     * The file's bytes; a file of more than {@code maxBytes} bytes is an {@link IOException}
     * naming it and {@code what} it should have been; a missing one a
     * {@link java.nio.file.NoSuchFileException}.
     */
    public static byte[] read(Path file, int maxBytes, String what) throws IOException {
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            bytes = in.readNBytes(maxBytes + 1);
        }
        if (bytes.length > maxBytes) {
            throw new IOException(file + " is larger than any " + what + " (more than " + maxBytes + " bytes)");
        }
        return bytes;
    }
}
