package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game resumed on the board, in a real terminal (tmux): what it shows once the retelling of the
 * game so far is over is about the game as it goes on, not the last news before it stopped.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class ResumedBoardIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void aResumedPracticeGamesStatusLineSaysWhereItGoesOnNotTheLastAnswerBeforeTheAdjournment() throws Exception {
        Tmux t = SHELLS.open("resumed-board-status", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("--practice", "--name", "alice", "--white");
        t.waitFor("the board", s -> s.contains("your move>") && s.contains("Messages:"), 60);
        t.typeLine("e4");
        t.waitFor("the reply", s -> Tmux.statusLine(s).equals("practice-bot has moved; your move."), 60);
        // The built-in opponent (KS_PRACTICE_SEED=1) left d5 empty: the capture is refused.
        t.typeLine("exd5");
        t.waitFor("the refusal", s -> Tmux.statusLine(s).equals("e4xd5: refused (illegal)"), 30);
        t.typeLine("adjourn");
        t.waitFor("the adjournment", s -> s.contains("Enter or q leaves"), 30);
        t.keys("Enter");
        t.waitForShell(30);
        t.ks("--practice", "--resume");
        String s = t.save("resumed", t.waitFor("the resumed board",
                x -> x.contains("your move>") && x.contains("the game goes on at ply 2"), 60));
        assertThat(Tmux.statusLine(s)).isEqualTo("Resumed at ply 2; your move.");
    }
}
