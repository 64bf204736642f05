package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.over;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.shown;
import static ks.app.fileplay.FileSamples.turn;
import static ks.app.fileplay.FileSamples.words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ks.engine.Color;
import ks.net.protocol.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Game files sealed by the first version of the format (made by {@code vectors/make-vectors.sh} with
 * the real {@code ks}, at the real Argon2id cost): every later version must open them, read the same
 * game from them, and go on playing the unfinished one; and the finished game's signed record
 * (record version 1) must keep passing the audit.
 */
class FileFormatVectorTest {

    private static final String ALICE = "alice-secret";
    private static final String BOB = "bob-secret";

    @TempDir
    Path tmp;

    private Path vector(String name) throws Exception {
        Path file = tmp.resolve(name);
        try (InputStream in = FileFormatVectorTest.class.getResourceAsStream("vectors/" + name)) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void theFinishedGameOfVersionOneOpensForBothWithTheWholeGame() throws Exception {
        Path done = vector("v1-done.ksf");
        GameFile g = GameFile.read(done);
        assertThat(g.describe()).startsWith("alice (white) vs bob (black), rules kref, game ");
        assertThat(g.waitingFor()).isEqualTo("alice or bob");
        for (String password : List.of(ALICE, BOB)) {
            FileSession s = FileSamples.open(done, password, tmp.resolve("ledger-" + password));
            List<Event> events = new java.util.ArrayList<>();
            s.start(events::add);
            Event.Over o = over(events);
            assertThat(o.result()).isEqualTo("0-1");
            assertThat(o.reason()).isEqualTo("white is checkmated");
            assertThat(o.finalFen()).isEqualTo("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
            assertThat(o.audit()).isEqualTo("Signatures: passed (7 actions, each signed by the player who made it)");
            assertThat(s.refereePgn()).contains("[White \"alice\"]", "[Black \"bob\"]", "[Rules \"kref\"]",
                    "1. f3", "e5", "2. g4", "Qh4#", "Not possible");
            if (s.colour() == Color.WHITE) {
                assertThat(events).contains(new Event.Said("bob", "good luck"));
            }
        }
    }

    @Test
    void theSignedRecordOfVersionOneAuditsWithoutAPassword() throws Exception {
        FileRecord.Report r = FileRecord.audit(vector("v1-done.ksg"));
        assertThat(r.passed()).isTrue();
        assertThat(r.game()).matches("alice \\(white\\) vs bob \\(black\\), rules kref, game [0-9a-f]{8}: 0-1 "
                + "\\(white is checkmated\\)");
        assertThat(r.line()).isEqualTo("Audit: passed (7 actions, each signed by the player who made it, replayed"
                + " under kref)");
    }

    @Test
    void theUnfinishedGameOfVersionOneGoesOn() throws Exception {
        Path playing = vector("v1-playing.ksf");
        assertThat(GameFile.read(playing).waitingFor()).isEqualTo("alice (white)");
        List<Event> white = turn(playing, ALICE, tmp.resolve("alice"), play("e4d5"));
        assertThat(words(shown(white))).containsExactly("White to move", "1 possible pawn captures", "Pawn gone",
                "Black to move");
        assertThat(over(white).reason()).isEqualTo("your move is sealed in v1-playing.ksf: send the file to bob");
        assertThat(GameFile.read(playing).waitingFor()).isEqualTo("bob (black)");
    }

    @Test
    void version1FilesStillRefuseAWrongPassword() throws Exception {
        Path done = vector("v1-done.ksf");
        assertThatThrownBy(() -> FileSamples.open(done, "alice-secreT", tmp.resolve("l")))
                .isInstanceOf(FileRefused.class).hasMessageStartingWith("wrong password");
    }
}
