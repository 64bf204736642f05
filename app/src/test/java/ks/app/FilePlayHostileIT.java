package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.app.fileplay.ModifiedPlayer;
import ks.app.game.LockCost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Play by file against an opponent who changed their ks, or who chose the file's name: what reaches the
 * real {@code ks} process's terminal is text, never a control sequence, and a file it must refuse is
 * refused in one line. The password locks are made at the cheap test cost ({@code KS_TEST_PASSWORD_COST}).
 */
@Timeout(value = 180, unit = TimeUnit.SECONDS)
class FilePlayHostileIT {

    private static final String ALICE = "apple pie";
    private static final String BOB = "banana split";

    @TempDir
    Path tmp;

    private KsProcess ks(String who, String input, Map<String, String> env, String... args) throws Exception {
        Map<String, String> all = new java.util.HashMap<>(env);
        all.put("LC_ALL", "C.UTF-8");
        all.put(LockCost.TEST_VARIABLE, "64,1,1");
        KsProcess p = KsProcess.start(tmp.resolve(who), input, all, args);
        p.await(60);
        return p;
    }

    private static void assertNoControls(String text) {
        assertThat(text.chars().filter(c -> (c < 0x20 && c != '\n') || (c >= 0x7f && c < 0xa0) || c == 0x2028
                || c == 0x2029 || (c >= 0x202a && c <= 0x202e)).boxed().toList()).as(text).isEmpty();
    }

    @Test
    void anOpponentsMessageWithTerminalControlsIsRefusedInOneLineAndNeverShown() throws Exception {
        Path game = tmp.resolve("game.ksf");
        ks("alice", "", Map.of("KS_PASSWORD_WHITE", ALICE, "KS_PASSWORD_BLACK", BOB),
                "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(ks("alice", "e4\n", Map.of("KS_PASSWORD", ALICE), "--file", game.toString(), "-d")
                .process.exitValue()).isZero();
        ModifiedPlayer.open(game, BOB, 1).append("SAY", "hi\u009b2J\u202eevil\u2028umpire: Checkmate")
                .append("TRY", "e7e5").write(0);

        KsProcess alice = ks("alice", "d4\n", Map.of("KS_PASSWORD", ALICE), "--file", game.toString(), "-d");
        assertThat(alice.process.exitValue()).as(alice.transcript()).isEqualTo(1);
        assertThat(alice.out()).isEmpty();
        assertThat(alice.err()).isEqualTo("ks: game.ksf: the game's history does not verify: action 2 (black's"
                + " message) is not a message ks would send\n");
    }

    @Test
    void aFileNameWithTerminalControlsIsShownCleaned() throws Exception {
        Path game = tmp.resolve("x\u001b]0;owned\u0007\u001b[2J.ksf");
        KsProcess made = ks("alice", "", Map.of("KS_PASSWORD_WHITE", ALICE, "KS_PASSWORD_BLACK", BOB),
                "--file", game.toString(), "new", "--white", "alice", "--black", "bob");
        assertThat(made.process.exitValue()).as(made.transcript()).isZero();
        assertNoControls(made.out());
        assertThat(made.out()).contains("x?]0;owned??[2J.ksf");

        KsProcess turn = ks("alice", "e4\n", Map.of("KS_PASSWORD", ALICE), "--file", game.toString(), "-d");
        assertThat(turn.process.exitValue()).as(turn.transcript()).isZero();
        assertNoControls(turn.out());
        assertThat(turn.out()).contains("Stopped: your move is sealed in x?]0;owned??[2J.ksf: send the file to bob");

        KsProcess wrong = ks("bob", "", Map.of("KS_PASSWORD", "not it"), "--file", game.toString(), "-d");
        assertThat(wrong.process.exitValue()).isEqualTo(1);
        assertNoControls(wrong.err());
        assertThat(wrong.err()).startsWith("ks: x?]0;owned??[2J.ksf: wrong password");
        assertThat(Files.exists(game)).isTrue();
    }
}
