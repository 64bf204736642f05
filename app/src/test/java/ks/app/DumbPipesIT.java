package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dumb mode fed from pipes, as a script plays it, one behaviour per test: what each side reads
 * (a capture told once, events in order, our own messages echoed, the checkmated side not told
 * it is his turn), {@code -r} held everywhere, the options refused or explained before any
 * waiting, the built-in opponent's answer to a draw offer, and practice games kept for resuming.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DumbPipesIT {

    /** Salts for {@link Crashes#freeNumber}: each game a meeting number nobody holds, apart from other classes'. */
    private static final AtomicInteger NEXT = new AtomicInteger(200);

    @TempDir
    Path tmp;

    private record Game(KsProcess alice, KsProcess bob) {
    }

    /** alice (white) and bob (black) on loopback, each fed its lines, both waited for. */
    private Game play(String aliceInput, String bobInput, String... bobExtra) throws Exception {
        String port = "_" + Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess a = KsProcess.start(tmp.resolve("alice"), aliceInput, "--name", "alice", "-w", "-d", port,
                "bob@localhost");
        List<String> bobArgs = new ArrayList<>(List.of("--name", "bob", "-b", "-d", port));
        bobArgs.addAll(List.of(bobExtra));
        bobArgs.add("alice@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), bobInput, bobArgs.toArray(String[]::new));
        assertThat(a.await(90)).as(a.transcript()).isZero();
        assertThat(b.await(90)).as(b.transcript()).isZero();
        return new Game(a, b);
    }

    @Test
    void aCaptureIsToldToTheVictimOnceWithWhatTheWordsLeaveOut() throws Exception {
        Game g = play("e4\nexd5\n", "d5\n");
        String bob = g.bob().out();
        assertThat(bob).as(g.bob().transcript()).contains("umpire: Your man on d5 was taken (your pawn)");
        assertThat(bob).doesNotContain("Your pawn on d5 was taken.");
    }

    @Test
    void zoneAndRedrawWorkInDumbModeAsTheBoardsHelpSays() throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "zone\nredraw\nresign\ny\n", "--practice", "--name",
                "alice", "--white", "-d");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        assertThat(p.out()).as(p.transcript()).doesNotContain("not a move").doesNotContain("cannot read")
                // Our men, and ':' on every empty square none of them guards: ranks 4 to 8 at the start.
                .contains("  4 : : : : : : : : 4").contains("  3 . . . . . . . . 3")
                .contains("  1 R N B Q K B N R 1").contains(": none of your men guards the square");
        assertThat(p.out().indexOf("> redraw\n    a b c d e f g h\n")).as(p.transcript()).isPositive();
    }

    @Test
    void theOpponentsRefusedTriesAreFoldedAndNamedAndOurOwnRefusalIsToldOnce() throws Exception {
        Game g = play("e4\ne5\nd4\n", "e5\ne5e4\ne5f4\nc7b6\nNc6\n");
        String alice = g.alice().out();
        assertThat(alice).as(g.alice().transcript()).contains("bob: 3 illegal tries\nbob has moved; your move.")
                .doesNotContain("umpire: Illegal");
        assertThat(alice.lines().filter(l -> l.contains("refused"))).containsExactly("e4-e5: refused (illegal)");
        assertThat(g.bob().out()).as(g.bob().transcript()).contains("alice's try: illegal\n");
    }

    @Test
    void theCheckmatedPlayerIsNotToldItIsHisTurn() throws Exception {
        Game g = play("f3\ng4\n", "e5\nQh4\n");
        String alice = g.alice().out();
        assertThat(alice).as(g.alice().transcript()).contains("bob has moved.\nGame over: 0-1 (white is checkmated)");
    }

    @Test
    void aNoteComesBeforeTheNextCommandIsRead() throws Exception {
        Game g = play("draw\nresign\ny\n", "");
        String alice = g.alice().out();
        int offer = alice.indexOf("-- you offer a draw");
        assertThat(offer).as(g.alice().transcript()).isNotNegative();
        assertThat(offer).isLessThan(alice.indexOf("> resign"));
    }

    @Test
    void whatWeSayIsEchoedToUs() throws Exception {
        Game g = play("say good luck\ne4\n", "e5\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("> say good luck\nyou say: good luck");
    }

    @Test
    void resigningAsksFirstAndAnswerNoGoesOn() throws Exception {
        Game g = play("resign\nn\ne4\n", "resign\ny\n");
        assertThat(g.alice().out()).as(g.alice().transcript()).contains("Resign the game? (y/n)")
                .contains("e2-e4: accepted");
        assertThat(g.bob().out()).contains("Game over: 1-0 (bob resigned)");
    }

    @Test
    void blackWithMinusRPlaysAWholeGameInItsOwnSquares() throws Exception {
        // Fool's mate, black's moves e7-e5 and Qd8-h4 typed from black's side of the board.
        Game g = play("f3\ng4\n", "d4\nQa5\n", "-r");
        String bob = g.bob().out();
        assertThat(bob).as(g.bob().transcript()).contains("d2-d4: accepted").contains("Qe1-a5: accepted")
                .contains("Game over: 0-1 (white is checkmated)");
        assertThat(bob).contains("    a b c d e f g h\n  8 R N B K Q B N R 8");
        assertThat(bob).contains("  1 r n b k . b n r 1\n    a b c d e f g h");
    }

    @Test
    void blackWithMinusRHearsItsLossesInItsOwnSquares() throws Exception {
        // 1.e4 d5 (typed e4 from black's side) 2.exd5: bob's pawn on d5 is his e4.
        Game g = play("e4\nexd5\n", "e4\n", "-r");
        String bob = g.bob().out();
        assertThat(bob).as(g.bob().transcript()).contains("e2-e4: accepted")
                .contains("umpire: Your man on e4 was taken (your pawn)");
    }

    @Test
    void bothAskingForWhiteAreToldHowTheCoinSettledIt() throws Exception {
        String port = "_" + Crashes.freeNumber(NEXT.getAndIncrement());
        KsProcess a = KsProcess.start(tmp.resolve("alice"), "resign\n", "--name", "alice", "-w", "-d", port,
                "bob@localhost");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), "resign\n", "--name", "bob", "-w", "-d", port,
                "alice@localhost");
        assertThat(a.await(90)).as(a.transcript()).isZero();
        assertThat(b.await(90)).as(b.transcript()).isZero();
        assertThat(a.out()).contains("-- Colours: you asked for white and bob for white; a coin gave you ");
        assertThat(b.out()).contains("-- Colours: you asked for white and alice for white; a coin gave you ");
    }

    @Test
    void anUnknownRuleSetIsRefusedBeforeAnyWaiting() throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "", "--name", "alice", "-d", "--rule-set", "blitz",
                "bob@localhost");
        assertThat(p.await(30)).as(p.transcript()).isEqualTo(2);
        assertThat(p.err()).contains("unknown rule set 'blitz'").contains("wolfe");
        assertThat(p.out()).doesNotContain("Waiting");
    }

    @Test
    void auditingADirectoryNamesItAndSaysWhatToGive() throws Exception {
        Path dir = Files.createDirectories(tmp.resolve("games dir"));
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "", "--audit", dir.toString());
        assertThat(p.await(30)).as(p.transcript()).isEqualTo(2);
        assertThat(p.err()).contains(dir.toString()).contains("is a directory").contains(".ksg");
        assertThat(p.err().lines().count()).isEqualTo(1);
    }

    @Test
    void theWaitingLineSaysHowLongAndTheOpponentsCommandWorksAsPrinted() throws Exception {
        int number = Crashes.freeNumber(61);
        KsProcess a = KsProcess.start(tmp.resolve("alice"), "resign\n", "--name", "alice", "-d", "--wait", "90",
                "_" + number, "bob@localhost");
        assertThat(a.awaitOutput("should run: ", 60)).as(a.transcript()).isTrue();
        String line = a.out().lines().filter(l -> l.startsWith("Waiting")).findFirst().orElseThrow();
        assertThat(line).startsWith("Waiting up to 90 s for bob on localhost");
        String command = line.substring(line.indexOf("bob should run: ks ") + "bob should run: ks ".length());
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.add("-d");
        KsProcess b = KsProcess.start(tmp.resolve("bob"), "", args.toArray(String[]::new));
        assertThat(a.await(90)).as(a.transcript()).isZero();
        assertThat(b.await(90)).as(b.transcript()).isZero();
        assertThat(b.out()).contains("Game over: ");
    }

    @Test
    void thePracticeOpponentDeclinesADrawSayingItsRule() throws Exception {
        KsProcess p = KsProcess.start(tmp.resolve("alice"), "draw\ne4\nd4\n", "--practice", "--name", "alice",
                "--white", "-d");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        // One message on one line, not fragments each headed "practice-bot says:".
        assertThat(p.out().lines().filter(l -> l.startsWith("practice-bot says: ")))
                .containsExactly("practice-bot says: No draw: I accept one only below half my starting material.");
    }

    @Test
    void thePracticeOpponentAgreesToAdjournAndTheGameResumesLater() throws Exception {
        Path home = tmp.resolve("alice");
        KsProcess p = KsProcess.start(home, "e4\nadjourn\n", "--practice", "--name", "alice", "--white", "-d");
        assertThat(p.await(60)).as(p.transcript()).isZero();
        assertThat(p.out()).as(p.transcript()).contains("Game adjourned: adjourned by agreement")
                .contains("ks --practice --resume");
        // The command that continues it is said once, and it is the practice one.
        assertThat(p.out().split("--resume", -1)).as(p.transcript()).hasSize(2);
        KsProcess again = KsProcess.start(home, "resign\ny\n", "--practice", "--resume", "-d");
        assertThat(again.await(60)).as(again.transcript()).isZero();
        assertThat(again.out()).contains("Resuming your practice game at ply 2")
                .contains("Game over: 0-1 (alice resigned)");
    }

    @Test
    void aPracticeGameCutShortIsListedAndResumed() throws Exception {
        Path home = killedAfterOneMoveEach();
        KsProcess games = KsProcess.start(home, "", "--games");
        assertThat(games.await(30)).isZero();
        assertThat(games.out()).as(games.transcript()).contains("vs practice-bot: you play white, 2 plies")
                .contains("  continue it with: ks --practice --resume");
        KsProcess again = KsProcess.start(home, "resign\ny\n", "--practice", "--resume", "-d");
        assertThat(again.await(60)).as(again.transcript()).isZero();
        assertThat(again.out()).contains("Resuming your practice game at ply 2")
                .contains("Game over: 0-1 (alice resigned)").contains("Audit: passed (2 plies");
    }

    @Test
    void aPracticeGameWhoseOpponentsHalfIsLostIsSetAsideNotOfferedAgain() throws Exception {
        Path home = killedAfterOneMoveEach();
        deleteTheOpponentsHalf(home);
        KsProcess again = KsProcess.start(home, "", "--practice", "--resume", "-d");
        assertThat(again.await(60)).as(again.transcript()).isEqualTo(1);
        assertThat(again.err().strip()).as(again.transcript()).startsWith("ks: practice game ")
                .contains("cannot go on").contains(".kss.unresumable").doesNotContain("\n").doesNotContain("Exception");
        KsProcess games = KsProcess.start(home, "", "--games");
        assertThat(games.await(30)).isZero();
        assertThat(games.out()).as(games.transcript()).doesNotContain("vs practice-bot");
    }

    @Test
    void aPracticeGameLostBeforeItsFirstMoveStartsAnew() throws Exception {
        Path home = tmp.resolve("alice");
        KsProcess first = KsProcess.startOpen(home, "--practice", "--name", "alice", "--white", "-d");
        awaitSavedPlies(home, 0, first);
        first.process.destroyForcibly().waitFor();
        deleteTheOpponentsHalf(home);
        KsProcess again = KsProcess.start(home, "resign\ny\n", "--practice", "--resume", "-d");
        assertThat(again.await(60)).as(again.transcript()).isZero();
        assertThat(again.out()).as(again.transcript()).contains("had not begun").contains("a new one starts.")
                .contains("(alice resigned)");
    }

    /** alice's home after a practice game killed once both sides moved and the second ply was saved. */
    private Path killedAfterOneMoveEach() throws Exception {
        Path home = tmp.resolve("alice");
        KsProcess first = KsProcess.startOpen(home, "--practice", "--name", "alice", "--white", "-d");
        first.input().write("e4\n".getBytes(StandardCharsets.UTF_8));
        first.input().flush();
        assertThat(first.awaitOutput("practice-bot has moved; your move.", 60)).as(first.transcript()).isTrue();
        awaitSavedPlies(home, 2, first);
        first.process.destroyForcibly().waitFor();
        return home;
    }

    /** What a kill between the player's first save and the opponent's leaves: the player's half alone. */
    private static void deleteTheOpponentsHalf(Path home) throws Exception {
        try (var halves = Files.list(Crashes.unfinished(home).resolve("practice-bot"))) {
            for (Path half : halves.filter(f -> f.toString().endsWith(".kss")).toList()) {
                Files.delete(half);
            }
        }
    }

    @Test
    void ctrlCInAScriptedGameLeavesItSavedForResuming() throws Exception {
        Path home = tmp.resolve("alice");
        KsProcess p = KsProcess.startOpenForCtrlC(home, "--practice", "--name", "alice", "--white", "-d");
        p.input().write("e4\n".getBytes(StandardCharsets.UTF_8));
        p.input().flush();
        assertThat(p.awaitOutput("practice-bot has moved; your move.", 60)).as(p.transcript()).isTrue();
        awaitSavedPlies(home, 2, p);
        new ProcessBuilder("kill", "-INT", Long.toString(p.process.pid())).start().waitFor(10, TimeUnit.SECONDS);
        assertThat(p.process.waitFor(30, TimeUnit.SECONDS)).as(p.transcript()).isTrue();
        KsProcess games = KsProcess.start(home, "", "--games");
        assertThat(games.await(30)).isZero();
        assertThat(games.out()).as(games.transcript()).contains("vs practice-bot: you play white, 2 plies");
    }

    /**
     * Waits until the game in {@code home}'s save counts {@code plies}. The news of a move comes
     * before the commitment to it (docs/protocol.md §7), so "has moved" proves the news saved but
     * not yet the commitment that the listing counts plies by.
     */
    private static void awaitSavedPlies(Path home, int plies, KsProcess p) throws Exception {
        assertThat(FileWatch.await(Crashes.unfinished(home), 60, () -> {
            var s = Crashes.save(home);
            return s != null && s.plies() >= plies;
        })).as(p.transcript()).isTrue();
    }
}
