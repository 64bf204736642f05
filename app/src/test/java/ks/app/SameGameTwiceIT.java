package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One game, two ks processes: a player who types {@code ks --practice --resume} in a second
 * terminal while the game is still being played in the first (or a script that starts it twice)
 * must be refused in one line, and the game in the first must go on untouched. Before, the second
 * resumed the same save and played on beside the first: each wrote its own continuation over the
 * other's save (ply 3 played twice, d4 in one and Nf3 in the other, the later save winning), and
 * a second one whose input ended at once resigned, in its record, the game the first still played.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class SameGameTwiceIT {

    private static final String MY_TURN = "{\"event\":\"turn\",\"to\":\"me\"}";

    @TempDir
    Path home;

    @Test
    void aGameBeingPlayedIsNotResumedByASecondKsAndGoesOnInTheFirst() throws Exception {
        KsProcess first = KsProcess.startOpen(home, "--practice", "--json", "--name", "alice", "--white");
        try {
            assertThat(first.awaitOutput(MY_TURN, 60)).as(first.transcript()).isTrue();
            move(first, "e2e4");
            List<Path> saves = saves();
            assertThat(saves).as("the first's save").hasSize(1);

            KsProcess second = KsProcess.start(home, "", "--practice", "--resume", "--json");
            assertThat(second.await(60)).as(second.transcript()).isNotZero().isNotEqualTo(-1);
            assertThat(second.out()).as(second.transcript()).doesNotContain("\"event\":\"over\"", "\"resumed\"");
            assertThat(second.err().strip()).as(second.transcript()).doesNotContain("\n")
                    .contains("open in another ks on this machine");
            assertThat(finishedRecords()).as("no record of a game the second ended").isEmpty();

            move(first, "d2d4");
            assertThat(saves()).as("the first's save, still its own").isEqualTo(saves);
        } finally {
            first.input().close();
            first.await(60);
        }
    }

    /** Plays {@code move} in {@code ks}'s game and waits until its turn comes again. */
    private static void move(KsProcess ks, String move) throws Exception {
        int turns = KsProcess.count(ks.out(), MY_TURN);
        ks.input().write(("{\"cmd\":\"attempt\",\"move\":\"" + move + "\"}\n").getBytes(StandardCharsets.UTF_8));
        ks.input().flush();
        assertThat(ks.awaitOutput("{\"event\":\"answer\",\"attempt\":\"" + move + "\",\"verdict\":\"accepted\"}", 60))
                .as(ks.transcript()).isTrue();
        assertThat(ks.awaitOutputTimes(MY_TURN, turns + 1, 60)).as(ks.transcript()).isTrue();
    }

    private List<Path> saves() throws Exception {
        try (Stream<Path> files = Files.list(home.resolve(".ks/games/unfinished"))) {
            return files.filter(f -> f.toString().endsWith(".kss")).sorted().toList();
        }
    }

    private List<Path> finishedRecords() throws Exception {
        try (Stream<Path> files = Files.list(home.resolve(".ks/games"))) {
            return files.filter(f -> f.toString().endsWith(".ksg")).toList();
        }
    }
}
