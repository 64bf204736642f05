package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.app.game.LockCost;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Play by file with real {@code ks} processes driven from pipes: alice and bob, each with their own
 * home, pass one game file back and forth, each giving their password in {@code KS_PASSWORD}. The
 * password locks are made at the cheap test cost ({@code KS_TEST_PASSWORD_COST}); the full cost is
 * FilePlayScreenIT's, and the format's test vectors' (FileFormatVectorTest). The new game, and the
 * same game after alice's first move, are made once for the class (each a ks run, checked as it is
 * made) and copied into each test's own directory: a copy of the file is the file a test would
 * make, and no test sees another's copy or homes.
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class FilePlayIT {

    private static final String ALICE = "apple pie";
    private static final String BOB = "banana split";

    /** The fixtures made once: {@code new/game.ksf}, and {@code e4/game.ksf} after alice's e4. */
    @TempDir
    static Path made;

    @TempDir
    Path tmp;

    private Path game;

    /** {@code more} and the testing aid that makes the password locks cheap. */
    private static Map<String, String> cheap(String... more) {
        Map<String, String> env = new java.util.HashMap<>(Map.of(LockCost.TEST_VARIABLE, "64,1,1"));
        for (int i = 0; i < more.length; i += 2) {
            env.put(more[i], more[i + 1]);
        }
        return env;
    }

    @BeforeAll
    static void newGameAndAlicesFirstMove() throws Exception {
        Path fresh = made.resolve("new").resolve("game.ksf");
        Files.createDirectories(fresh.getParent());
        KsProcess p = KsProcess.start(made.resolve("alice"), "",
                cheap("KS_PASSWORD_WHITE", ALICE, "KS_PASSWORD_BLACK", BOB),
                "--file", fresh.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        assertThat(p.out()).contains("New game in " + fresh + ": alice (white) vs bob (black), rules kref, game ");
        assertPrintable(fresh);
        Path moved = made.resolve("e4").resolve("game.ksf");
        Files.createDirectories(moved.getParent());
        Files.copy(fresh, moved);
        turn(made.resolve("e4-alice"), moved, "alice", "e4\n");
    }

    @BeforeEach
    void newGame() throws Exception {
        game = tmp.resolve("shared").resolve("game.ksf");
        Files.createDirectories(game.getParent());
        Files.copy(made.resolve("new").resolve("game.ksf"), game);
    }

    /** The game after alice's e4 (sealed in the file, for bob to open) in place of the new one. */
    private void afterAlicesE4() throws Exception {
        Files.copy(made.resolve("e4").resolve("game.ksf"), game, StandardCopyOption.REPLACE_EXISTING);
    }

    private KsProcess turn(String who, String input) throws Exception {
        return turn(tmp.resolve(who), game, who, input);
    }

    private static KsProcess turn(Path home, Path game, String who, String input) throws Exception {
        KsProcess p = KsProcess.start(home, input,
                cheap("KS_PASSWORD", who.equals("alice") ? ALICE : BOB), "--file", game.toString(), "-d");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        assertThat(p.err()).as(p.transcript()).isEmpty();
        assertPrintable(game);
        return p;
    }

    private static void assertPrintable(Path game) throws Exception {
        byte[] bytes = Files.readAllBytes(game);
        for (int i = 0; i < bytes.length; i++) {
            int b = bytes[i] & 0xFF;
            assertThat(b == '\n' || (b >= 35 && b <= 128)).as("byte %d at %d", b, i).isTrue();
        }
    }

    /** Runs ks on the file with {@code password} and expects a refusal: exit 1, one line, the file unchanged. */
    private String refused(String who, String password) throws Exception {
        byte[] before = Files.readAllBytes(game);
        KsProcess p = KsProcess.start(tmp.resolve(who), "e5\n", cheap("KS_PASSWORD", password),
                "--file", game.toString(), "-d");
        assertThat(p.await(60)).as(p.transcript()).isEqualTo(1);
        assertThat(p.err().lines().count()).as(p.transcript()).isEqualTo(1);
        assertThat(p.err()).startsWith("ks: game.ksf: ").doesNotContain("Exception").doesNotContain("\tat ");
        assertThat(p.out()).isEmpty();
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
        return p.err().strip();
    }

    @Test
    void aWholeGameBetweenTwoPasswordsThroughOneFile() throws Exception {
        KsProcess a1 = turn("alice", "f3\n");
        assertThat(a1.out()).contains("Rules: kref; the referee is ks itself, replaying the file on each turn.",
                "umpire: White to move", "f2-f3: accepted",
                "Stopped: your move is sealed in game.ksf: send the file to bob");
        KsProcess b1 = turn("bob", "say good luck\ne5\n");
        assertThat(b1.out()).contains("alice has moved; your move.", "e7-e5: accepted");
        KsProcess a2 = turn("alice", "fxe4\ng4\n");
        assertThat(a2.out()).contains("bob says: good luck", "f3xe4: refused (illegal)", "umpire: Not possible",
                "g2-g4: accepted").doesNotContain("e7");
        KsProcess b2 = turn("bob", "Qh4\n");
        assertThat(b2.out()).contains("umpire: White is in check on the short diagonal", "umpire: Checkmate: Black wins",
                "Game over: 0-1 (white is checkmated; alice sees the end first").doesNotContain("The whole board");
        KsProcess a3 = turn("alice", "");
        assertThat(a3.out()).contains("Game over: 0-1 (white is checkmated)", "The whole board:",
                "  4 . . . . . . P q 4", "Signatures: passed (7 actions, each signed by the player who made it)",
                "[Result \"0-1\"]", "2. g4 ", "Qh4#");
        try (var kept = Files.list(tmp.resolve("alice/.ks/games"))) {
            assertThat(kept.map(p -> p.getFileName().toString())).anyMatch(n -> n.matches("game-[0-9a-f]{8}\\.pgn"));
        }
        KsProcess b3 = turn("bob", "");
        assertThat(b3.out()).contains("Game over: 0-1 (white is checkmated)", "The whole board:", "Qh4#");
    }

    @Test
    void whoResignsLearnsNothingUntilTheOpponentHasAcknowledged() throws Exception {
        turn("alice", "e4\n");
        KsProcess resign = turn("bob", "resign\n");
        assertThat(resign.out()).contains("Game over: 1-0 (bob resigned; alice sees the end first")
                .doesNotContain("The whole board");
        Path copy = tmp.resolve("bob-copy.ksf");
        Files.copy(game, copy);
        KsProcess peek = turn("bob", "");
        assertThat(peek.out()).contains("alice has not opened the file since").doesNotContain("The whole board")
                .doesNotContain("P . . . 4");
        KsProcess ack = turn("alice", "");
        assertThat(ack.out()).contains("Game over: 1-0 (bob resigned)", "The whole board:", "[Result \"1-0\"]");
        KsProcess after = turn("bob", "");
        assertThat(after.out()).contains("Game over: 1-0 (bob resigned)", "The whole board:");
        // Alice has seen the end: the copy from before her acknowledgement cannot make her play on.
        Files.copy(copy, game, StandardCopyOption.REPLACE_EXISTING);
        assertThat(refused("alice", ALICE)).contains("goes back on what you saw of it here");
    }

    @Test
    void aTurnLeavesNothingBesideTheGameFile() throws Exception {
        turn("alice", "e4\n");
        try (var beside = Files.list(game.getParent())) {
            assertThat(beside.map(f -> f.getFileName().toString())).containsExactly("game.ksf");
        }
    }

    @Test
    void theFinishedGameLeavesASignedRecordThatAnyoneCanAuditWithoutAPassword() throws Exception {
        turn("alice", "e4\n");
        turn("bob", "resign\n");
        KsProcess ack = turn("alice", "");
        assertThat(ack.out()).contains("[Termination \"normal\"]").contains("{bob resigned} 1-0");
        Path record;
        try (var kept = Files.list(tmp.resolve("alice/.ks/games"))) {
            record = kept.filter(f -> f.getFileName().toString().matches("game-[0-9a-f]{8}\\.ksg")).findFirst()
                    .orElseThrow();
        }
        assertThat(ack.out()).contains("Signed record kept in " + record);
        KsProcess audit = KsProcess.start(tmp.resolve("carol"), "", "--audit", record.toString());
        assertThat(audit.await(60)).as(audit.transcript()).isZero();
        assertThat(audit.out()).containsPattern("alice \\(white\\) vs bob \\(black\\), rules kref, game [0-9a-f]{8}: "
                + "1-0 \\(bob resigned\\)").contains("Audit: passed (3 actions, each signed by the player who made it");
    }

    @Test
    void auditingTheGameFileItselfSaysWhereItsRecordIs() throws Exception {
        KsProcess audit = KsProcess.start(tmp.resolve("carol"), "", "--audit", game.toString());
        assertThat(audit.await(60)).as(audit.transcript()).isEqualTo(2);
        assertThat(audit.err()).contains("is a game file (play by file)").contains("audit that .ksg")
                .hasLineCount(1);
    }

    @Test
    void aSecondKsOpeningTheFileWhileATurnIsUnderWayIsRefusedAndTheTurnIsKept() throws Exception {
        KsProcess first = KsProcess.startOpen(tmp.resolve("alice"), cheap("KS_PASSWORD", ALICE),
                "--file", game.toString(), "-d");
        try {
            assertThat(first.awaitOutput("White to move", 60)).as(first.transcript()).isTrue();
            Path sameFileByAnotherPath = tmp.resolve("link.ksf");
            Files.createSymbolicLink(sameFileByAnotherPath, game);
            KsProcess second = KsProcess.start(tmp.resolve("alice2"), "d4\n", cheap("KS_PASSWORD", ALICE),
                    "--file", sameFileByAnotherPath.toString(), "-d");
            assertThat(second.await(60)).as(second.transcript()).isEqualTo(1);
            assertThat(second.err()).isEqualTo(
                    "ks: link.ksf: it is open in another ks on this machine; finish that turn first\n");
            first.input().write("e4\n".getBytes(StandardCharsets.UTF_8));
            first.input().close();
            assertThat(first.await(60)).as(first.transcript()).isZero();
        } finally {
            first.process.destroyForcibly();
        }
        assertThat(turn("bob", "").out()).contains("alice has moved; your move.");
        assertThat(turn("alice", "").out()).contains("  4 . . . . P . . . 4", "  2 P P P P . P P P 2");
    }

    @Test
    void twoCopiesOfOneTurnOpenedAtOnceOnOneMachineAreNotBothPlayed() throws Exception {
        Path copy = tmp.resolve("shared").resolve("copy.ksf");
        Files.copy(game, copy);
        byte[] gameBefore = Files.readAllBytes(game);
        KsProcess first = KsProcess.startOpen(tmp.resolve("alice"), cheap("KS_PASSWORD", ALICE),
                "--file", game.toString(), "-d");
        try {
            assertThat(first.awaitOutput("White to move", 60)).as(first.transcript()).isTrue();
            KsProcess second = KsProcess.start(tmp.resolve("alice"), "d4\n", cheap("KS_PASSWORD", ALICE),
                    "--file", copy.toString(), "-d");
            assertThat(second.await(60)).as(second.transcript()).isZero();
            first.input().write("e4\n".getBytes(StandardCharsets.UTF_8));
            first.input().close();
            assertThat(first.await(60)).as(first.transcript()).isEqualTo(1);
            assertThat(first.out()).as(first.transcript())
                    .contains("goes back on what you saw of it here").contains("nothing was written to game.ksf");
        } finally {
            first.process.destroyForcibly();
        }
        assertThat(Files.readAllBytes(game)).isEqualTo(gameBefore);
        assertThat(refused("alice", ALICE)).contains("goes back on what you saw of it here");
    }

    @Test
    void aWrongPasswordIsRefusedInOneLine() throws Exception {
        afterAlicesE4();
        assertThat(refused("bob", "banana splits"))
                .isEqualTo("ks: game.ksf: wrong password: it opens game.ksf neither for alice nor for bob");
    }

    @Test
    void anAlteredByteIsRefusedInOneLine() throws Exception {
        afterAlicesE4();
        byte[] bytes = Files.readAllBytes(game);
        int middle = bytes.length / 2 + (bytes[bytes.length / 2] == '\n' ? 1 : 0);
        bytes[middle] = (byte) (bytes[middle] == 'Q' ? 'R' : 'Q');
        Files.write(game, bytes);
        assertThat(refused("bob", BOB)).contains("altered");
    }

    @Test
    void aTruncatedFileIsRefusedInOneLine() throws Exception {
        afterAlicesE4();
        byte[] bytes = Files.readAllBytes(game);
        Files.write(game, Arrays.copyOf(bytes, bytes.length * 2 / 3));
        assertThat(refused("bob", BOB)).contains("cut short");
    }

    @Test
    void aFileWithTestCostLocksIsRefusedInOneLineWithoutTheTestingAid() throws Exception {
        byte[] before = Files.readAllBytes(game);
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "e4\n", Map.of("KS_PASSWORD", ALICE),
                "--file", game.toString(), "-d");
        assertThat(p.await(60)).as(p.transcript()).isEqualTo(1);
        assertThat(p.err()).isEqualTo("ks: game.ksf: the file's password locks are weaker than ks makes them (Argon2id"
                + " m=64 KiB, t=1): a file made for tests, or by a changed ks\n");
        assertThat(p.out()).isEmpty();
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
    }

    @Test
    void theFileOfAnotherGameIsRefusedInOneLine() throws Exception {
        turn("alice", "e4\n");
        Path other = tmp.resolve("other.ksf");
        KsProcess p = KsProcess.start(tmp.resolve("carol"), "",
                cheap("KS_PASSWORD_WHITE", ALICE, "KS_PASSWORD_BLACK", BOB),
                "--file", other.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        Files.copy(other, game, StandardCopyOption.REPLACE_EXISTING);
        assertThat(refused("alice", ALICE)).contains("held your unfinished game").contains("now holds another game");
    }

    @Test
    void makingAGameNeedsBothPlayersAndTwoPasswords() throws Exception {
        KsProcess half = KsProcess.start(tmp.resolve("alice"), "", Map.of(),
                "--file", tmp.resolve("x.ksf").toString(), "new", "--white", "alice");
        assertThat(half.await(60)).isEqualTo(2);
        assertThat(half.err()).isEqualTo("ks: a new game needs both players: ks --file GAME new --white NAME --black NAME\n");
        KsProcess same = KsProcess.start(tmp.resolve("alice"), "",
                cheap("KS_PASSWORD_WHITE", "x", "KS_PASSWORD_BLACK", "x"), "--file", tmp.resolve("x.ksf").toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(same.await(60)).isEqualTo(2);
        assertThat(same.err()).contains("two passwords");
        assertThat(tmp.resolve("x.ksf")).doesNotExist();
        KsProcess noPassword = KsProcess.start(tmp.resolve("bob"), "", cheap(), "--file", game.toString(), "-d");
        assertThat(noPassword.await(60)).isEqualTo(2);
        assertThat(noPassword.err()).isEqualTo("ks: no terminal to ask the password of alice (white): set KS_PASSWORD for"
                + " scripts\n");
    }

    @Test
    void helpTellsHowToPlayByFile() throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "", Map.of(), "--help");
        assertThat(p.await(60)).isZero();
        assertThat(p.out()).contains("ks --file GAME.ksf new --white NAME --black NAME [--rules R]",
                "KS_PASSWORD_WHITE", new String("docs/file-play.md".getBytes(StandardCharsets.US_ASCII),
                        StandardCharsets.US_ASCII));
    }
}
