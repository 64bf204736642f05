package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import ks.net.protocol.Command;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The signed record a finished game by file leaves: anyone audits it, and any change to it is caught. */
class FileRecordTest {

    @TempDir
    Path tmp;

    private Path record;

    @BeforeEach
    void aFinishedGame() throws Exception {
        Path game = tmp.resolve("game.ksf");
        FileSamples.create(game, "kref");
        turn(game, WHITE_PASSWORD, tmp.resolve("a"), play("e2e4"));
        turn(game, BLACK_PASSWORD, tmp.resolve("b"), new Command.Resign(false));
        FileSession ack = FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("a"));
        ack.start(e -> { });
        record = tmp.resolve("game.ksg");
        Files.writeString(record, ack.signedRecord(), StandardCharsets.US_ASCII);
    }

    /** The record's bytes with the one at {@code fromEnd} from the end of its contents changed, armoured again. */
    private void change(int fromEnd) throws Exception {
        byte[] bytes = Armour.unwrap(Files.readAllBytes(record), FileRecord.FIRST, FileRecord.LAST, "record");
        bytes[bytes.length - fromEnd] ^= 1;
        Files.writeString(record, Armour.wrap(bytes, FileRecord.FIRST, FileRecord.LAST), StandardCharsets.US_ASCII);
    }

    @Test
    void theRecordOfAFinishedGamePassesWithoutAPassword() throws Exception {
        assertThat(FileRecord.isOne(record)).isTrue();
        FileRecord.Report r = FileRecord.audit(record);
        assertThat(r.passed()).isTrue();
        assertThat(r.game()).matches("alice \\(white\\) vs bob \\(black\\), rules kref, game [0-9a-f]{8}: 1-0 \\(bob "
                + "resigned\\)");
        assertThat(r.line()).isEqualTo("Audit: passed (3 actions, each signed by the player who made it, replayed under"
                + " kref)");
    }

    @Test
    void aChangedActionFailsTheAuditNamingIt() throws Exception {
        // The padding of the action log comes last: go back past it into the last action's signature.
        byte[] inner = Armour.unwrap(Files.readAllBytes(record), FileRecord.FIRST, FileRecord.LAST, "record");
        int padding = 0;
        while (inner[inner.length - 1 - padding] == 0) {
            padding++;
        }
        change(padding + 1);
        FileRecord.Report r = FileRecord.audit(record);
        assertThat(r.passed()).isFalse();
        assertThat(r.line()).startsWith("Audit: FAILED: the game's history does not verify: action 3");
    }

    // The zeros after the last action are the record too: anything else there is not what ks wrote.
    @Test
    void aChangedByteAfterTheLastActionFailsTheAudit() throws Exception {
        change(1);
        FileRecord.Report r = FileRecord.audit(record);
        assertThat(r.passed()).isFalse();
        assertThat(r.line()).isEqualTo("Audit: FAILED: the game's record is damaged (bytes after its last action that"
                + " ks never writes)");
    }

    @Test
    void aChangedHeaderFailsTheAudit() throws Exception {
        String text = Files.readString(record);
        byte[] inner = Armour.unwrap(text.getBytes(StandardCharsets.US_ASCII), FileRecord.FIRST, FileRecord.LAST,
                "record");
        inner[12] ^= 1;
        Files.writeString(record, Armour.wrap(inner, FileRecord.FIRST, FileRecord.LAST), StandardCharsets.US_ASCII);
        assertThatAuditFailsOrIsRefusedInOneLine();
    }

    @Test
    void aGameFileIsNotTakenForARecord() throws Exception {
        assertThat(FileRecord.isOne(tmp.resolve("game.ksf"))).isFalse();
        assertThat(GameFile.isOne(tmp.resolve("game.ksf"))).isTrue();
        assertThatThrownBy(() -> FileRecord.audit(tmp.resolve("game.ksf"))).isInstanceOf(FileRefused.class)
                .hasMessageContaining("not a ks record of a game by file");
    }

    private void assertThatAuditFailsOrIsRefusedInOneLine() {
        try {
            FileRecord.Report r = FileRecord.audit(record);
            assertThat(r.passed()).isFalse();
            FuzzKit.assertOneLine(r.line());
        } catch (FileRefused e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
    }
}
