package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import ks.testkit.Needed;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game played on a full disk: ks's directory on a real file system of its own (a tmpfs of 64
 * KiB, mounted as root) that the test fills once ks has made its key, so no save and no record can
 * be written. What ks says at the end must be true of what is on the disk.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class FullDiskIT {

    @TempDir
    Path tmp;

    private Path home;
    private Path ks;
    private boolean mounted;

    @BeforeEach
    void mount() throws Exception {
        Needed.require(ProcessHandle.current().info().user().map("root"::equals).orElse(false),
                "mounting a small file system for a full disk needs root");
        home = Files.createDirectories(tmp.resolve("home"));
        ks = Files.createDirectories(home.resolve(".ks"));
        mounted = run("mount", "-t", "tmpfs", "-o", "size=64k,mode=700", "tmpfs", ks.toString()) == 0;
        Needed.require(mounted, "cannot mount a tmpfs here");
    }

    @AfterEach
    void unmount() throws Exception {
        if (mounted) {
            run("umount", ks.toString());
        }
    }

    @Test
    void aGameWhoseRecordAndSaveCouldNotBeWrittenDoesNotSayItsSaveIsKept() throws Exception {
        KsProcess first = KsProcess.start(home, "resign\ny\n", "--practice", "--name", "alice", "--white", "-d");
        assertThat(first.await(60)).as(first.transcript()).isZero();
        fill(ks.resolve("filler"));

        KsProcess p = KsProcess.start(home, "e4\nresign\ny\n", "--practice", "--name", "alice", "--white", "-d");
        p.await(60);

        assertThat(p.out() + p.err()).as(p.transcript()).contains("could not save the game record")
                .doesNotContain("its save is kept").contains("nothing of this game could be kept on disk");
    }

    private static void fill(Path filler) {
        byte[] block = new byte[1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            // The disk is full: what the test wants.
        }
    }

    private static int run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor();
    }
}
