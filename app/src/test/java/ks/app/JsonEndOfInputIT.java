package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program whose input ends in the middle of a practice game (it crashed, or closed its pipe):
 * the real ks leaves the game as quitting, writes {@code over}, keeps the finished game's signed
 * record, leaves no unfinished save behind, and exits cleanly (docs/player-protocol.md, "Commands").
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class JsonEndOfInputIT {

    private static final String MY_TURN = "{\"event\":\"turn\",\"to\":\"me\"}";

    @TempDir
    Path home;

    @Test
    void theEndOfInputMidGameEndsItCleanlyAndKeepsItsRecord() throws Exception {
        KsProcess ks = KsProcess.startOpen(home, "--practice", "--json", "--name", "alice", "--white");
        assertThat(ks.awaitOutput(MY_TURN, 60)).as(ks.transcript()).isTrue();
        ks.input().write("{\"cmd\":\"attempt\",\"move\":\"e2e4\"}\n".getBytes(StandardCharsets.UTF_8));
        ks.input().flush();
        assertThat(ks.awaitOutputTimes(MY_TURN, 2, 60)).as(ks.transcript()).isTrue();
        ks.input().close();

        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        assertThat(ks.err()).as(ks.transcript()).isEmpty();
        assertThat(ks.out()).as(ks.transcript()).contains("{\"event\":\"over\",\"result\":\"0-1\",\"winner\":\"opponent\","
                + "\"reason\":\"alice quit\"").contains("\"audit_passed\":true");
        assertThat(ks.outNotesJoined()).as(ks.transcript()).contains("Game record saved");
        try (Stream<Path> records = Files.list(home.resolve(".ks/games"))) {
            assertThat(records.map(p -> p.getFileName().toString())).as(ks.transcript())
                    .filteredOn(n -> n.endsWith(".ksg")).hasSize(1);
        }
        try (Stream<Path> unfinished = Files.list(home.resolve(".ks/games/unfinished"))) {
            assertThat(unfinished.map(p -> p.getFileName().toString())).as(ks.transcript())
                    .noneMatch(n -> n.endsWith(".kss"));
        }
    }
}
