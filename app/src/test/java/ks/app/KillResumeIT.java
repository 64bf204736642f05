package ks.app;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The representative crash in the normal suite: the host (alice) is killed with SIGKILL at ply
 * 6 of a network game between two real processes and started again with {@code --resume}; the
 * game ends with both audits passing and no ply lost or played twice. The faults profile runs
 * many more ({@code FaultsIT}).
 */
@Timeout(value = 20, unit = TimeUnit.MINUTES)
class KillResumeIT {

    @TempDir
    Path tmp;

    @Test
    void aHostKilledMidGameResumesAndTheAuditStillPasses() throws Exception {
        int port = Crashes.freeNumber(1);
        System.out.println(Crashes.run(tmp, port, 6, 0, 6, "+s"));
    }
}
