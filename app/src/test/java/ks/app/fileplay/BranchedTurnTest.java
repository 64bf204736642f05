package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Event;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two copies of one turn (the same file sent twice, or copied) opened at once on one machine, in two
 * terminals: each passes the ledger's check when it is opened, so the ledger is checked again, under its
 * lock, every time a turn seals an action, and a copy that another ks played on meanwhile is not
 * written.
 */
class BranchedTurnTest {

    @TempDir
    Path tmp;

    private Path game;
    private Path copy;
    private Path alices;

    @BeforeEach
    void aGameAndACopyOfItWaitingForWhite() throws Exception {
        game = tmp.resolve("game.ksf");
        copy = tmp.resolve("copy.ksf");
        alices = tmp.resolve("alice-ledger");
        FileSamples.create(game, "kref");
        Files.copy(game, copy);
    }

    @Test
    void aCopyOpenedBeforeTheOtherWasPlayedCannotPlayItsOwnMove() throws Exception {
        // Before: both copies were played, e2e4 in one and d2d4 in the other, and the ledger kept the last.
        FileSession first = FileSamples.open(game, WHITE_PASSWORD, alices);
        FileSession second = FileSamples.open(copy, WHITE_PASSWORD, alices);
        List<Event> firsts = new ArrayList<>();
        List<Event> seconds = new ArrayList<>();
        first.start(firsts::add);
        second.start(seconds::add);
        byte[] copyBefore = Files.readAllBytes(copy);
        first.submit(play("e2e4"));
        second.submit(play("d2d4"));
        assertThat(FileSamples.over(firsts).reason()).startsWith("your move is sealed");
        Event.Over refused = FileSamples.over(seconds);
        assertThat(refused.result()).isEqualTo("*");
        assertThat(refused.reason()).contains("goes back on what you saw of it here").contains("nothing was written");
        assertThat(second.failed()).isTrue();
        assertThat(Files.readAllBytes(copy)).isEqualTo(copyBefore);
        assertThatThrownBy(() -> FileSamples.open(copy, WHITE_PASSWORD, alices)).isInstanceOf(FileRefused.class)
                .hasMessageContaining("goes back on what you saw of it here");
        List<Event> bobs = turn(game, BLACK_PASSWORD, tmp.resolve("bob-ledger"), play("e7e5"));
        assertThat(FileSamples.over(bobs).reason()).startsWith("your move is sealed");
    }

    @Test
    void aCopyOpenedBeforeTheOtherWasPlayedIsNotNotedOverIt() throws Exception {
        // Before: the second copy's opening noted its older game over the first's move, so the first's
        // file then went back on the ledger and could not be opened again, and the older copy could.
        FileSession second = FileSamples.open(copy, WHITE_PASSWORD, alices);
        turn(game, WHITE_PASSWORD, alices, play("e2e4"));
        List<Event> seconds = new ArrayList<>();
        second.start(seconds::add);
        assertThat(seconds.get(seconds.size() - 1)).as("the turn ends at once").isInstanceOf(Event.Over.class);
        assertThat(FileSamples.over(seconds).reason()).contains("goes back on what you saw of it here");
        assertThat(second.failed()).isTrue();
        List<Event> again = turn(game, WHITE_PASSWORD, alices);
        assertThat(FileSamples.over(again).reason()).contains("bob's turn");
        assertThatThrownBy(() -> FileSamples.open(copy, WHITE_PASSWORD, alices)).isInstanceOf(FileRefused.class)
                .hasMessageContaining("goes back on what you saw of it here");
    }
}
