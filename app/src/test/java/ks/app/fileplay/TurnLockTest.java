package ks.app.fileplay;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The lock of a turn at a game file, within one process (FilePlayIT takes it from two). */
@Timeout(30)
class TurnLockTest {

    @TempDir
    Path tmp;

    @Test
    void aSecondTakerIsRefusedWhileTheTurnLasts() throws Exception {
        Path game = Files.writeString(tmp.resolve("game.ksf"), "x");
        try (TurnLock first = TurnLock.tryTake(game)) {
            assertThat(first).isNotNull();
            assertThat(TurnLock.tryTake(Files.createSymbolicLink(tmp.resolve("link.ksf"), game))).isNull();
        }
    }

    @Test
    void theEndOfTheTurnLeavesOnlyTheGameFileAndTheNextTurnMayBegin() throws Exception {
        Path game = Files.writeString(tmp.resolve("game.ksf"), "x");
        TurnLock.tryTake(game).close();
        try (var left = Files.list(tmp)) {
            assertThat(left).containsExactly(game);
        }
        try (TurnLock next = TurnLock.tryTake(game)) {
            assertThat(next).isNotNull();
        }
    }
}
