package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import ks.net.protocol.SavedGame;
import ks.net.store.ChecksummedFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game that cannot be played after the board has taken the terminal says why on the ordinary
 * screen, where the player reads it once ks has ended, in a real terminal (tmux, 80x24): the
 * board gives the terminal back before the one line of error is printed (rough25: it was printed on
 * the board's screen, which vanished with it).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BoardFailureIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void aPracticeGameWhoseSaveDoesNotReplaySaysSoOnTheOrdinaryScreen() throws Exception {
        Path home = tmp.resolve("alice");
        Tmux t = SHELLS.open("board-failure-replay", home, 80, 24, Map.of());
        // An adjourned practice game of two plies (1.e4 c5 against the fixed opponent) in which the
        // player hosts the referee (+s), whose save is replayed whole when resumed; played from a pipe.
        t.typeLine("printf 'e4\\nadjourn\\n' | " + command("--practice", "--name", "alice", "--white", "+s"));
        t.waitFor("the game adjourned", s -> s.contains("ks-exit=0"), 90);
        notReplaying(playersHalf(home));
        t.typeLine("clear");
        t.waitFor("the screen cleared", s -> s.strip().equals(Tmux.PROMPT.strip()), 10);

        t.typeLine(command("--practice", "--resume"));

        String s = t.save("after", t.waitFor("ks ended", x -> x.contains("ks-exit=1"), 90));
        assertThat(s).contains("ks: the saved game does not replay, so it is not used");
    }

    /** The shell's line that runs ks with {@code args}, then says how it exited ({@code ks-exit=N}). */
    private static String command(String... args) {
        StringBuilder line = new StringBuilder();
        for (String w : KsProcess.javaCommand(args)) {
            line.append('\'').append(w).append("' ");
        }
        return line.append("; echo ks-exit=$?").toString();
    }

    /** The player's half of the one unfinished practice game under {@code home}. */
    private static Path playersHalf(Path home) throws Exception {
        try (Stream<Path> files = Files.list(home.resolve(".ks/games/unfinished"))) {
            List<Path> saves = files.filter(f -> f.getFileName().toString().endsWith(".kss")).toList();
            assertThat(saves).hasSize(1);
            return saves.get(0);
        }
    }

    /** Rewrites the save with black's reply changed, under a checksum that fits: read whole, it no longer replays. */
    private static void notReplaying(Path save) throws Exception {
        String body = new String(ChecksummedFile.read(save, "ks-save", SavedGame.FORMAT, "save"),
                StandardCharsets.UTF_8);
        assertThat(body).contains("\"move\":\"c7c5\"");
        ChecksummedFile.write(save, "ks-save", SavedGame.FORMAT,
                body.replace("\"move\":\"c7c5\"", "\"move\":\"c7c6\"").getBytes(StandardCharsets.UTF_8));
    }
}
