package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Event;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A game file opened through a symbolic link (one kept in a shared folder, linked from home): the
 * turn is sealed in the file the link led to when it was read, so the link stays, the shared file
 * holds the move, and the turn's lock, taken by the real path, keeps guarding it.
 */
class LinkedGameFileTest {

    @TempDir
    Path tmp;

    private Path shared;
    private Path link;
    private Path alices;

    @BeforeEach
    void aGameInASharedFolderLinkedFromHome() throws Exception {
        Files.createDirectories(tmp.resolve("shared"));
        Files.createDirectories(tmp.resolve("home"));
        shared = tmp.resolve("shared/game.ksf");
        link = tmp.resolve("home/game.ksf");
        alices = tmp.resolve("alice-ledger");
        FileSamples.create(shared, "kref");
        Files.createSymbolicLink(link, shared);
    }

    @Test
    void aTurnPlayedThroughALinkIsSealedInTheFileItLeadsToAndTheLinkStays() throws Exception {
        // Before: the link was replaced by a file of its own, and the shared file still waited for white.
        turn(link, WHITE_PASSWORD, alices, play("e2e4"));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(GameFile.read(shared).waitingFor()).isEqualTo("bob (black)");
        List<Event> bobs = turn(shared, BLACK_PASSWORD, tmp.resolve("bob-ledger"), play("e7e5"));
        assertThat(FileSamples.over(bobs).reason()).startsWith("your move is sealed");
    }

    @Test
    void aSecondKsIsRefusedTheTurnAfterTheFirstWroteThroughTheLink() throws Exception {
        // Before: once the link was a file of its own, its lock was another file's, and a second ks took it.
        try (TurnLock held = TurnLock.tryTake(link)) {
            FileSession first = FileSamples.open(link, WHITE_PASSWORD, alices);
            List<Event> events = new ArrayList<>();
            first.start(events::add);
            first.submit(play("e2e5"));
            assertThat(held).isNotNull();
            assertThat(TurnLock.tryTake(link)).isNull();
        }
    }
}
