package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.net.protocol.SavedGame;
import ks.testkit.Poll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Dumb mode at a real terminal (tmux, {@code -d}), where JLine reads the lines: a prompt that
 * always says the true state, the process ending with the game, Tab completion, history across
 * games, Ctrl-C asking like {@code quit}, adjourning and resuming with the hints as printed, and a
 * terminal whose {@code TERM} is {@code dumb} still showing what is typed and taking Enter.
 */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class DumbTerminalIT {

    @TempDir
    Path tmp;

    private Tmux alice;
    private Tmux bob;
    private KsProcess robot;

    @BeforeAll
    static void needTmux() {
        Tmux.assumeAvailable();
    }

    @AfterEach
    void stop() throws Exception {
        for (Tmux t : new Tmux[] {alice, bob}) {
            if (t != null) {
                t.close();
            }
        }
        if (robot != null) {
            robot.process.destroyForcibly();
        }
    }

    private Tmux shell(String test, String who) throws Exception {
        Tmux t = Tmux.shell(test + "-" + who, tmp.resolve(who), 100, 30, Map.of());
        // "ks" at this shell is the jar under test, so hints can be typed exactly as printed.
        StringBuilder java = new StringBuilder();
        for (String w : KsProcess.javaCommand()) {
            java.append('\'').append(w).append("' ");
        }
        t.typeLine("ks() { " + java + "\"$@\"; }");
        return t;
    }

    private void practice(String test, String... extra) throws Exception {
        alice = shell(test, "alice");
        String[] args = new String[extra.length + 5];
        System.arraycopy(new String[] {"--practice", "--name", "alice", "--white", "-d"}, 0, args, 0, 5);
        System.arraycopy(extra, 0, args, 5, extra.length);
        alice.ks(args);
        alice.waitFor("the first prompt", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
    }

    @Test
    void thePromptSaysWeAreWaitingForTheOpponentAfterOurMove() throws Exception {
        int number = Crashes.freeNumber(51);
        robot = KsProcess.startRobot(tmp.resolve("bob"), "", "--name", "bob", "-b", "-d", "_" + number, "--robot", "7",
                "--robot-delay", "4000", "alice@localhost");
        alice = shell("prompt", "alice");
        alice.ks("--name", "alice", "-w", "-d", "_" + number, "bob@localhost");
        alice.waitFor("our first move", s -> Tmux.lastLine(s).startsWith("your move>"), 90);
        alice.typeLine("e4");
        alice.save("waiting", alice.waitFor("the waiting prompt", s -> s.contains("e2-e4: accepted")
                && Tmux.lastLine(s).startsWith("waiting for bob>"), 30));
        alice.save("our-turn", alice.waitFor("bob's move", s -> s.contains("bob has moved; your move.")
                && Tmux.lastLine(s).startsWith("your move>"), 60));
    }

    @Test
    void theEndOfTheGameEndsTheProcessWithTheRecordSavedAndNoKeyPressed() throws Exception {
        int number = Crashes.freeNumber(52);
        robot = KsProcess.start(tmp.resolve("bob"), "resign\n", "--name", "bob", "-b", "-d", "_" + number,
                "alice@localhost");
        alice = shell("ends", "alice");
        alice.ks("--name", "alice", "-w", "-d", "_" + number, "bob@localhost");
        alice.waitFor("our first move", s -> Tmux.lastLine(s).startsWith("your move>"), 90);
        alice.typeLine("e4");
        String s = alice.save("ended", alice.waitForShell(60));
        assertThat(s).contains("Game over: 1-0 (bob resigned)").contains("Audit: passed")
                .containsPattern("Game record saved in\\s+/");
        assertThat(robot.await(60)).as(robot.transcript()).isZero();
    }

    @Test
    void theClocksInThePromptRunWhileWeThinkWithNoKeyPressed() throws Exception {
        alice = shell("ticking", "alice");
        alice.ks("--practice", "--name", "alice", "--white", "-d", "--time", "game/1");
        // Nothing happens in the game after the first prompt until we move: only a ticking prompt goes below 0:57.
        alice.save("ticking", alice.waitFor("our clock running down", s -> Tmux.lastLine(s).matches(
                "\\[\\*alice 0:5[0-6] \\| practice-bot 1:00\\] your move>.*"), 60));
    }

    @Test
    void aTickingClockNeverDrawsThePromptOverAQuestion() throws Exception {
        alice = shell("question", "alice");
        alice.ks("--practice", "--name", "alice", "--white", "-d", "--time", "game/1");
        alice.waitFor("our first move", s -> Tmux.lastLine(s).contains("] your move>"), 60);
        alice.typeLine("resign");
        alice.waitFor("the question", s -> Tmux.lastLine(s).startsWith("Resign the game? (y/n)"), 60);
        // The clock's text changes each second: the question must stand through two of them.
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(2500);
        alice.waitFor("two seconds with the question standing", s -> {
            assertThat(Tmux.lastLine(s)).as(s).startsWith("Resign the game? (y/n)");
            return System.nanoTime() > end;
        }, 60);
        alice.typeLine("y");
        alice.save("question", alice.waitFor("the end", s -> s.contains("Game over: 0-1 (alice resigned)"), 30));
    }

    @Test
    void atADumbTerminalWhatIsTypedIsShownAndEnterEndsTheLine() throws Exception {
        alice = Tmux.shell("dumb-alice", tmp.resolve("alice"), 100, 30, Map.of("TERM", "dumb"));
        alice.ks("--practice", "--name", "alice", "--white", "-d");
        alice.waitFor("the first prompt", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
        alice.typeLine("help");
        alice.waitFor("the prompt again", s -> s.split("your move>", -1).length > 2
                && Tmux.lastLine(s).startsWith("your move>"), 60);
        // JLine's reader draws nothing typed at a dumb terminal: the terminal's own echo must, so ks
        // leaves it on (in raw mode a word shows only when typed in a gap between two reads).
        String tty = alice.tmux("display", "-p", "-t", "ks", "#{pane_tty}").strip();
        Process stty = new ProcessBuilder("stty", "-F", tty, "-a").redirectErrorStream(true).start();
        String modes = new String(stty.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(stty.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(modes).as(modes).containsPattern("(^|\\s)echo(\\s|$)").containsPattern("(^|\\s)icanon(\\s|$)");
        alice.type("resign");
        alice.waitFor("the word as typed", s -> Tmux.lastLine(s).startsWith("your move> resign"), 60);
        alice.keys("Enter");
        alice.waitFor("the question", s -> Tmux.lastLine(s).startsWith("Resign the game? (y/n)"), 60);
        alice.typeLine("y");
        alice.save("dumb", alice.waitFor("the end", s -> s.contains("Game over: 0-1 (alice resigned)"), 30));
    }

    @Test
    void aMoveTypedAtTheFirstPromptIsSavedBeforeItIsAnsweredAndAKillThenResumesTheGame() throws Exception {
        practice("first-save");
        Path home = tmp.resolve("alice");
        alice.typeLine("e4");
        alice.waitFor("the answer", s -> s.contains("e2-e4: accepted"), 30);
        // The first save is written beside the first prompt (docs/protocol.md, "The first save"), but
        // nothing is answered before it: once the answer shows, the move is on disk.
        SavedGame saved = Crashes.save(home);
        assertThat(saved).as("the player's save when the answer shows").isNotNull();
        assertThat(saved.isHost() ? saved.game().entries() : saved.game().guestTries())
                .as("the move in the player's save").isNotEmpty();
        Path bots = Crashes.unfinished(home).resolve("practice-bot");
        Poll.until("the opponent's half saved", 30, () -> {
            if (!Files.isDirectory(bots)) {
                return List.<Path>of();
            }
            try (var files = Files.list(bots)) {
                return files.toList();
            }
        }, files -> files.stream().anyMatch(f -> f.toString().endsWith(".kss")));

        for (ProcessHandle ks : ProcessHandle.of(Long.parseLong(alice.shellPid())).orElseThrow().descendants()
                .toList()) {
            ks.destroyForcibly();
        }
        alice.waitForShell(30);
        alice.ks("--practice", "--resume", "--name", "alice", "-d");
        alice.save("resumed", alice.waitFor("the game again", s -> s.contains("Resuming your practice game at ply")
                && s.contains("the game goes on at ply"), 60));
    }

    @Test
    void tabCompletesCommandsAndTheMovesOfOurOwnMen() throws Exception {
        practice("tab");
        alice.type("res");
        alice.keys("Tab");
        alice.waitFor("resign completed", s -> Tmux.lastLine(s).startsWith("your move> resign"), 60);
        alice.keys("C-u");
        alice.type("N");
        alice.keys("Tab", "Tab");
        String s = alice.save("moves", alice.waitFor("the knight's moves", x -> x.contains("Na3")
                && x.contains("Nh3"), 60));
        assertThat(s).contains("Nc3").contains("Nf3");
    }

    @Test
    void linesTypedInOneGameAreThereInTheNext() throws Exception {
        practice("history");
        alice.typeLine("say from the first game");
        alice.waitFor("the echo", s -> s.contains("you say: from the first game"), 60);
        alice.keys("C-c");
        alice.waitFor("the question", s -> s.contains("Quit? It counts as resigning. (y/n)"), 60);
        alice.typeLine("y");
        alice.waitForShell(60);
        alice.ks("--practice", "--name", "alice", "--white", "-d");
        // The second game's greeting after the shell's last prompt, however far the first has scrolled away.
        alice.waitFor("the second game", s -> {
            int prompt = s.lastIndexOf(Tmux.PROMPT.strip());
            return prompt >= 0 && s.indexOf("\nType 'help'", prompt) > 0 && Tmux.lastLine(s).startsWith("your move>");
        }, 60);
        alice.keys("Up");
        alice.save("recalled", alice.waitFor("the line recalled",
                s -> Tmux.lastLine(s).equals("your move> say from the first game"), 60));
    }

    @Test
    void ctrlCAsksAndNoKeepsThePlayerInTheGame() throws Exception {
        practice("ctrl-c-no");
        alice.keys("C-c");
        alice.waitFor("the question", s -> s.contains("Quit? It counts as resigning. (y/n)"), 60);
        alice.typeLine("n");
        alice.waitFor("the prompt again", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
        alice.typeLine("e4");
        alice.save("played", alice.waitFor("the move", s -> s.contains("e2-e4: accepted"), 30));
    }

    @Test
    void ctrlCAndYesQuitsWithTheRecordSaved() throws Exception {
        practice("ctrl-c-yes");
        alice.keys("C-c");
        alice.waitFor("the question", s -> s.contains("Quit? It counts as resigning. (y/n)"), 60);
        alice.keys("C-c");
        String s = alice.save("quit", alice.waitForShell(60));
        assertThat(s).contains("Game over: 0-1 (alice quit)").containsPattern("Game record saved in\\s+/");
    }

    // ---- adjourning and resuming, two people at two terminals ----

    /** alice and bob (bob with {@code bobExtra}) play 1.e4 and a reply, then adjourn; returns bob's reply as typed. */
    private void adjourn(String test, String bobReply, String... bobExtra) throws Exception {
        int number = Crashes.freeNumber(53);
        alice = shell(test, "alice");
        bob = shell(test, "bob");
        alice.ks("--name", "alice", "-w", "-d", "_" + number, "bob@localhost");
        String[] bobArgs = new String[bobExtra.length + 6];
        System.arraycopy(new String[] {"--name", "bob", "-b", "-d", "_" + number, "alice@localhost"}, 0, bobArgs, 0, 6);
        System.arraycopy(bobExtra, 0, bobArgs, 6, bobExtra.length);
        bob.ks(bobArgs);
        alice.waitFor("alice's first move", s -> Tmux.lastLine(s).startsWith("your move>"), 90);
        alice.typeLine("e4");
        bob.waitFor("bob's turn", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
        bob.typeLine(bobReply);
        alice.waitFor("alice's turn again", s -> s.contains("bob has moved; your move."), 60);
        alice.typeLine("adjourn");
        bob.waitFor("the proposal", s -> s.contains("alice proposes to adjourn"), 30);
        bob.typeLine("adjourn");
        alice.waitForShell(60);
        bob.waitForShell(60);
    }

    /** The command after "continue it with: " on a screen. */
    private static String hint(String screen) {
        String said = "; continue it with: ";
        List<String> lines = screen.lines().filter(l -> l.startsWith("The game is ") && l.contains(said)).toList();
        assertThat(lines).as(screen).isNotEmpty();
        String last = lines.get(lines.size() - 1);
        return last.substring(last.indexOf(said) + said.length());
    }

    @Test
    void aGameTheOpponentEndsLeavesNoPromptNobodyWillAnswerOnTheScreen() throws Exception {
        int number = Crashes.freeNumber(53);
        alice = shell("ended", "alice");
        bob = shell("ended", "bob");
        alice.ks("--name", "alice", "-w", "-d", "_" + number, "bob@localhost");
        bob.ks("--name", "bob", "-b", "-d", "_" + number, "alice@localhost");
        alice.waitFor("alice's first move", s -> Tmux.lastLine(s).startsWith("your move>"), 90);
        alice.typeLine("e4");
        alice.waitFor("alice waiting for bob", s -> Tmux.lastLine(s).startsWith("waiting for bob>"), 60);
        bob.waitFor("bob's turn", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
        bob.typeLine("resign");
        bob.waitFor("the question", s -> s.contains("Resign the game? (y/n)"), 30);
        bob.typeLine("y");
        alice.waitForShell(60);
        String s = alice.save("ended", alice.screen());
        assertThat(s).contains("Game over: 1-0 (bob resigned)");
        assertThat(s.lines().map(String::strip)).as(s).noneMatch(l -> l.equals("game over>") || l.equals("waiting for bob>"));
    }

    @Test
    void anAdjournedGameSaysItIsAdjournedNotGameOver() throws Exception {
        adjourn("adjourned", "e5");
        String s = alice.save("adjourned", alice.screen());
        assertThat(s).contains("Game adjourned: adjourned by agreement").doesNotContain("Game over: *")
                .doesNotContain("game over>").contains("The game is adjourned and saved; continue it with: ");
    }

    @Test
    void theResumeHintsWorkAsPrintedWhateverTheNameDefaultsTo() throws Exception {
        adjourn("hint", "e5");
        String aliceHint = hint(alice.screen());
        String bobHint = hint(bob.screen());
        assertThat(aliceHint).doesNotContain("--name");
        alice.typeLine(aliceHint + " -d");
        bob.typeLine(bobHint + " -d");
        alice.save("resumed", alice.waitFor("the game again", s -> s.contains("Resuming your game with bob at ply 2")
                && Tmux.lastLine(s).startsWith("your move>"), 90));
        alice.typeLine("resign");
        alice.waitFor("the question", s -> s.contains("Resign the game? (y/n)"), 60);
        alice.typeLine("y");
        String s = alice.save("over", alice.waitForShell(60));
        assertThat(s).contains("Game over: 0-1 (alice resigned)").contains("Audit: passed (2 plies");
        assertThat(bob.waitForShell(60)).contains("Game over: 0-1 (alice resigned)");
    }

    @Test
    void minusRIsKeptWhenTheGameIsResumed() throws Exception {
        // bob, black with -r, answers 1.e4 with e5, which he types from his side as d4.
        adjourn("minus-r", "d4", "-r");
        assertThat(bob.screen()).contains("d2-d4: accepted");
        alice.typeLine(hint(alice.screen()) + " -d");
        bob.typeLine(hint(bob.screen()) + " -d");
        alice.waitFor("alice's move", s -> Tmux.lastLine(s).startsWith("your move>")
                && s.contains("Resuming your game"), 90);
        alice.typeLine("Nf3");
        bob.waitFor("bob's move", s -> s.contains("the game goes on at ply 2")
                && s.substring(s.indexOf("the game goes on at ply 2")).contains("alice has moved; your move."), 60);
        // Nc6 from black's side, in bob's own squares: the knight on g1 to f3.
        bob.typeLine("Nf3");
        String s = bob.save("resumed", bob.waitFor("the answer", x -> x.contains("Ng1-f3: accepted"), 30));
        assertThat(s).doesNotContain("not playable");
    }
}
