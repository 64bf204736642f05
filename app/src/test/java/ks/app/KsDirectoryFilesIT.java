package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a game leaves in the ks directory, written by a real ks started under the most permissive
 * umask (000): every file owner-only, every directory 0700, and no file written through a link put
 * where it is about to write, so that a ks directory others can write (ks warns of it) lets them
 * neither read the games nor have ks overwrite a file of the player's elsewhere.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class KsDirectoryFilesIT {

    private static final String MY_TURN = "{\"event\":\"turn\",\"to\":\"me\"}";
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    @TempDir
    Path home;

    @Test
    void aFinishedGamesFilesAreOwnerOnlyUnderUmask000AndNoneIsWrittenThroughALink() throws Exception {
        List<String> command = new ArrayList<>(List.of("sh", "-c", "umask 000 && exec \"$@\"", "sh"));
        command.addAll(KsProcess.javaCommand("--practice", "--json", "--name", "alice", "--white"));
        Path victim = home.resolve("victim.txt");
        Files.writeString(victim, "the player's own file\n");
        KsProcess ks = playAndResignWithEachPgnName(command, pgn -> Files.createSymbolicLink(pgn, victim));
        assertThat(ks.out()).as(ks.transcript()).contains("Game record saved");

        assertThat(Files.readString(victim)).as("the file a link pointed to").isEqualTo("the player's own file\n");
        try (Stream<Path> all = Files.walk(home.resolve(".ks"))) {
            List<Path> pgns = new ArrayList<>();
            for (Path p : all.toList()) {
                if (Files.isSymbolicLink(p)) {
                    continue;
                }
                Set<PosixFilePermission> mode = Files.getPosixFilePermissions(p, LinkOption.NOFOLLOW_LINKS);
                assertThat(mode).as("the mode of " + p).noneMatch(m -> m.name().startsWith("GROUP")
                        || m.name().startsWith("OTHERS"));
                if (p.toString().endsWith(".pgn")) {
                    pgns.add(p);
                }
            }
            assertThat(pgns).as("the game's PGN, in place of its link").hasSize(1);
            assertThat(Files.readString(pgns.get(0), StandardCharsets.UTF_8)).contains("1. e4");
        }
    }

    /**
     * A PGN that cannot be written (here a directory stands at its name; on a full disk the record
     * can take the room its save left and the PGN find none) must not be told as the record lost:
     * the record is kept, and said to be.
     */
    @Test
    void aPgnThatCannotBeWrittenIsToldAsThePgnAndTheRecordIsStillKept() throws Exception {
        KsProcess ks = playAndResignWithEachPgnName(
                KsProcess.javaCommand("--practice", "--json", "--name", "alice", "--white"),
                pgn -> Files.createDirectories(pgn.resolve("taken")));
        String out = ks.outNotesJoined();
        assertThat(out).as(ks.transcript()).contains("Game record saved in").contains("PGN")
                .doesNotContain("could not save the game record");
        try (Stream<Path> records = Files.list(home.resolve(".ks/games"))) {
            assertThat(records.filter(p -> p.toString().endsWith(".ksg"))).hasSize(1);
        }
    }

    /**
     * A record that cannot be written when the game ends (a directory stands at each name it could
     * take, as a disk filled at that moment would refuse it) must not take the game's save with it:
     * the save stays, and the player is told where.
     */
    @Test
    void aRecordThatCannotBeWrittenLeavesTheGamesSave() throws Exception {
        KsProcess ks = playAndResignWithEachPgnName(
                KsProcess.javaCommand("--practice", "--json", "--name", "alice", "--white"),
                pgn -> Files.createDirectories(Path.of(pgn.toString().replace(".pgn", ".ksg")).resolve("taken")));
        assertThat(ks.outNotesJoined()).as(ks.transcript()).contains("could not save the game record");
        try (Stream<Path> saves = Files.list(home.resolve(".ks/games/unfinished"))) {
            assertThat(saves.filter(p -> p.toString().endsWith(".kss"))).as(ks.transcript()).hasSize(1);
        }
        assertThat(ks.outNotesJoined()).contains("its save is kept");
    }

    /** Something put at a name a game's PGN could take. */
    private interface Planting {
        void at(Path pgn) throws Exception;
    }

    /**
     * Plays e4 in a practice game run by {@code command}, puts {@code plant} at every name its PGN
     * could take in the next two minutes (the second it ends, and the game's id its save shows),
     * then resigns; returns the ended process.
     */
    private KsProcess playAndResignWithEachPgnName(List<String> command, Planting plant) throws Exception {
        KsProcess ks = KsProcess.startOpen(home, command);
        assertThat(ks.awaitOutput(MY_TURN, 60)).as(ks.transcript()).isTrue();
        send(ks, "{\"cmd\":\"attempt\",\"move\":\"e2e4\"}");
        assertThat(ks.awaitOutput("\"verdict\":\"accepted\"", 60)).as(ks.transcript()).isTrue();
        String id;
        try (Stream<Path> saves = Files.list(home.resolve(".ks/games/unfinished"))) {
            String save = saves.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".kss")).findFirst()
                    .orElseThrow();
            id = save.substring("practice-bot-".length(), "practice-bot-".length() + 8);
        }
        LocalDateTime now = LocalDateTime.now();
        for (int s = -2; s < 120; s++) {
            plant.at(home.resolve(".ks/games/" + STAMP.format(now.plusSeconds(s)) + "-practice-bot-" + id + ".pgn"));
        }
        send(ks, "{\"cmd\":\"resign\"}");
        ks.input().close();
        assertThat(ks.await(60)).as(ks.transcript()).isNotEqualTo(-1);
        return ks;
    }

    private static void send(KsProcess ks, String line) throws Exception {
        ks.input().write((line + "\n").getBytes(StandardCharsets.UTF_8));
        ks.input().flush();
    }
}
