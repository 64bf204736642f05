package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whose turn it is, in dumb mode at a real terminal (tmux, 80x24): said once, last, just above
 * the prompt. The opponent's turn came before the notes that set the game up (how a coin settled
 * the colours), and the {@code board} command ended in "your move" above a prompt saying it again.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class DumbTurnLineIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void theOpponentsTurnIsSaidUnderTheNotesThatSetTheGameUp() throws Exception {
        Tmux alice = SHELLS.open("dumb-turn-alice", tmp.resolve("alice"), 80, 24, Map.of());
        Tmux bob = SHELLS.open("dumb-turn-bob", tmp.resolve("bob"), 80, 24, Map.of());
        alice.ks("-d", "-w", "--name", "alice", "_628", "bob@localhost");
        alice.waitFor("the wait", s -> s.contains("bob should"), 60);
        bob.ks("-d", "-w", "--name", "bob", "_628", "alice@localhost");
        String a = alice.waitFor("the game", s -> s.contains("your move>") || s.contains("waiting for bob>"), 90);
        String black = a.contains("waiting for bob>") ? a
                : bob.waitFor("bob's game", s -> s.contains("waiting for alice>"), 60);
        Tmux blacks = black == a ? alice : bob;
        String screen = blacks.save("black", black);
        List<String> lines = screen.stripTrailing().lines().map(String::stripTrailing).toList();
        int turn = lines.size() - 2;
        assertThat(lines.get(turn)).as(screen).endsWith("'s turn.");
        assertThat(lines.subList(0, turn)).as(screen).anySatisfy(l -> assertThat(l).startsWith("-- Colours:"));
    }

    @Test
    void theBoardLeavesWhoseMoveItIsToThePrompt() throws Exception {
        Tmux t = SHELLS.open("dumb-turn-board", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("-d", "--practice", "--name", "alice", "--white");
        t.waitFor("the game", s -> Tmux.lastLine(s).startsWith("your move>"), 60);
        t.typeLine("board");
        String s = t.save("board", t.waitFor("the board", x -> x.contains("lost: nothing")
                && Tmux.lastLine(x).startsWith("your move>"), 30));
        List<String> lines = s.stripTrailing().lines().map(String::stripTrailing).toList();
        assertThat(lines.get(lines.size() - 2)).as(s).isEqualTo("lost: nothing");
    }
}
