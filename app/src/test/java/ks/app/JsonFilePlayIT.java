package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.app.game.LockCost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The player protocol in a game played by file, with real ks processes: an attempt sent while
 * the answer to the last one is awaited is judged after it there too (docs/player-protocol.md,
 * "Commands"), not against the men as they stood before. The password locks are made at the
 * cheap test cost, as in FilePlayIT.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class JsonFilePlayIT {

    private static final String MY_TURN = "{\"event\":\"turn\",\"to\":\"me\"}";

    @TempDir
    Path tmp;

    @Test
    void anAttemptSentBeforeTheLastOnesAnswerIsJudgedAfterItInAFileGame() throws Exception {
        Path game = tmp.resolve("shared").resolve("game.ksf");
        Files.createDirectories(game.getParent());
        KsProcess made = KsProcess.start(tmp.resolve("alice"), "", Map.of(LockCost.TEST_VARIABLE, "64,1,1",
                "KS_PASSWORD_WHITE", "apple pie", "KS_PASSWORD_BLACK", "banana split"),
                "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(made.await(60)).as(made.transcript()).isZero();

        KsProcess ks = KsProcess.startOpen(tmp.resolve("alice"), Map.of(LockCost.TEST_VARIABLE, "64,1,1",
                "KS_PASSWORD", "apple pie"), "--file", game.toString(), "--json");
        assertThat(ks.awaitOutput(MY_TURN, 60)).as(ks.transcript()).isTrue();
        ks.input().write("{\"cmd\":\"attempt\",\"move\":\"e2e4\"}\n{\"cmd\":\"attempt\",\"move\":\"e4e5\"}\n"
                .getBytes(StandardCharsets.UTF_8));
        ks.input().flush();
        assertThat(ks.awaitOutput("\"event\":\"over\"", 60)).as(ks.transcript()).isTrue();
        ks.input().close();

        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        String out = ks.out();
        assertThat(out).as(ks.transcript()).contains("{\"event\":\"answer\",\"attempt\":\"e2e4\",\"verdict\":\"accepted\"}")
                .doesNotContain("no man on e4").doesNotContain("\"attempt\":\"e4e5\"");
        int error = out.indexOf("e4e5");
        assertThat(error < 0 || error > out.indexOf("\"attempt\":\"e2e4\"")).as(ks.transcript()).isTrue();
    }
}
