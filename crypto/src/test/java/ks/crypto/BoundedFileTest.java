package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** Only regular files are read, within a limit; anything else is one line, at once. */
@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class BoundedFileTest {

    @TempDir
    Path dir;

    @Test
    @EnabledOnOs(OS.LINUX)
    void aNamedPipeIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path pipe = pipe("save.kss");
        try {
            assertThatThrownBy(() -> BoundedFile.read(pipe, 1000, "ks saved game")).isInstanceOf(IOException.class)
                    .hasMessage(pipe + " is a named pipe, not a ks saved game");
        } finally {
            release(pipe);
        }
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aDeviceIsRefusedBeforeAnythingIsRead() {
        assertThatThrownBy(() -> BoundedFile.read(Path.of("/dev/zero"), 1000, "ks game record"))
                .isInstanceOf(IOException.class).hasMessage("/dev/zero is a device, not a ks game record");
    }

    @Test
    void aDirectoryIsRefused() {
        assertThatThrownBy(() -> BoundedFile.read(dir, 1000, "ks game record")).isInstanceOf(IOException.class)
                .hasMessage(dir + " is a directory, not a ks game record");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void aLinkToAPipeIsRefusedAsThePipe() throws Exception {
        Path pipe = pipe("pipe");
        Path link = Files.createSymbolicLink(dir.resolve("record.ksg"), pipe);
        try {
            assertThatThrownBy(() -> BoundedFile.read(link, 1000, "ks game record"))
                    .hasMessage(link + " is a named pipe, not a ks game record");
        } finally {
            release(pipe);
        }
    }

    @Test
    void aLinkToARegularFileIsRead() throws Exception {
        Path file = Files.writeString(dir.resolve("record.ksg"), "ks-record");
        Path link = Files.createSymbolicLink(dir.resolve("link.ksg"), file);
        assertThat(BoundedFile.read(link, 1000, "ks game record")).asString().isEqualTo("ks-record");
    }

    @Test
    void aFileOverTheLimitIsRefusedByItsSize() throws Exception {
        Path file = Files.writeString(dir.resolve("big"), "x".repeat(11));
        assertThatThrownBy(() -> BoundedFile.read(file, 10, "signing key file"))
                .hasMessage(file + " is larger than any signing key file (more than 10 bytes)");
        assertThat(BoundedFile.read(file, 11, "signing key file")).hasSize(11);
    }

    @Test
    void aMissingFileIsNoSuchFile() {
        assertThatThrownBy(() -> BoundedFile.read(dir.resolve("none"), 10, "ks game record"))
                .isInstanceOf(NoSuchFileException.class);
    }

    private Path pipe(String name) throws Exception {
        Path pipe = dir.resolve(name);
        Process mkfifo = new ProcessBuilder("mkfifo", pipe.toString()).inheritIO().start();
        assertThat(mkfifo.waitFor(30, TimeUnit.SECONDS) && mkfifo.exitValue() == 0).isTrue();
        return pipe;
    }

    /** Opening both ends at once never blocks, and frees a reader stuck in its open (the bug under test). */
    private static void release(Path pipe) throws IOException {
        try (FileChannel both = FileChannel.open(pipe, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            assertThat(both.isOpen()).isTrue();
        }
    }
}
