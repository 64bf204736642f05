package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks bob@HOST} with a host name that does not resolve: one line that names the host and
 * says what to do, and no "Waiting up to 300 s" before it, since nothing is waited for.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class BadHostIT {

    @TempDir
    Path tmp;

    @Test
    void aHostThatDoesNotResolveIsOneLineWithAHint() throws Exception {
        KsProcess k = KsProcess.start(tmp.resolve("alice"), "", "--name", "alice", "-d", "bob@nonexistent.invalid");
        assertThat(k.await(60)).as(k.transcript()).isEqualTo(1);
        assertThat(k.out()).as(k.transcript()).doesNotContain("Waiting up to");
        assertThat(k.err().strip()).as(k.transcript()).isEqualTo("ks: cannot find the machine 'nonexistent.invalid':"
                + " check its name, or give its address (ks bob@192.168.1.20)");
    }
}
