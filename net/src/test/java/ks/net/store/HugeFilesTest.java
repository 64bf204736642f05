package ks.net.store;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files that are not records or saves and have no end, or an enormous one: each is one line of
 * error after reading at most {@link ChecksummedFile#MAX_BYTES}, never an OutOfMemoryError.
 */
@Timeout(60)
class HugeFilesTest {

    @TempDir
    Path dir;

    @Test
    @EnabledOnOs(OS.LINUX)
    void aRecordFromDevZeroIsOneLineOfError() {
        assertThatThrownBy(() -> RecordFile.read(Path.of("/dev/zero"))).isInstanceOf(IOException.class)
                .hasMessage("/dev/zero is a device, not a ks game record");
    }

    @Test
    void aSaveOfTenGigabytesIsOneLineOfError() throws IOException {
        Path huge = dir.resolve("huge.kss");
        try (RandomAccessFile f = new RandomAccessFile(huge.toFile(), "rw")) {
            // Sparse: the file claims ten gigabytes and takes no room on disk.
            f.setLength(10L << 30);
        }
        assertThatThrownBy(() -> SaveFile.read(huge)).isInstanceOf(IOException.class)
                .hasMessage(huge + " is larger than any ks saved game (more than 67108864 bytes)");
    }

    @Test
    void aMissingRecordIsStillNamedAsMissing() {
        Path none = dir.resolve("none.ksg");
        assertThatThrownBy(() -> RecordFile.read(none)).hasMessage(none + ": no such file");
    }
}
