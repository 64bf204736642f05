package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks --audit FILE} on the records checked in as vectors (net's
 * {@code vectors/record-v2.ksg} and {@code record-v1.ksg}): a signed record of this version keeps
 * passing, an old unsigned one is still replayed and says it proves nothing, and a record whose
 * result was rewritten with a fresh checksum is caught as an edit; an honest timed record of this
 * version ({@code clocks-record-v3.ksg}) passes, and with a clock state rewritten is caught as an
 * edit; the timed records of issue 20 ({@code clocks-record-v2.ksg}, {@code clocks-record-v1.ksg}):
 * the host that charged 1999 ms over every move is named in a record of protocol 4, and passes, as
 * it did, in one of protocol 3; and a file that never ends.
 */
@Timeout(60)
class AuditCommandTest {

    @TempDir
    Path tmp;

    private final KsRun ks = new KsRun();

    private int audit(Path file) {
        return ks.ks("--audit", file.toString());
    }

    private String output() {
        return ks.out();
    }

    @Test
    void theSignedRecordOfThisVersionPasses() {
        assertThat(audit(RecordVectors.of("record-v2.ksg"))).isZero();
        assertThat(output()).contains("\nAudit: passed (4 plies, 1 announcement checked)\n");
    }

    @Test
    void theHostsRecordOfProtocolSevenWithItsGuestsSealOverTheEndPasses() {
        assertThat(audit(RecordVectors.of("record-v7.ksg"))).isZero();
        assertThat(output()).contains("\nAudit: passed (2 plies, 1 announcement checked)\n");
    }

    @Test
    void theHostsRecordOfProtocolSevenWithTheSealCutOutIsUnconfirmedNotFailed() throws Exception {
        Path cut = tmp.resolve("cut.ksg");
        RecordFile.write(cut, RecordFile.read(RecordVectors.of("record-v7.ksg")).toBuilder().seal(null).build());
        assertThat(audit(cut)).isZero();
        assertThat(output()).contains("\nAudit: passed up to ply 1 of 2 (1 announcement checked); the end is"
                + " unconfirmed: black did not sign it\n");
    }

    @Test
    void anOldUnsignedRecordIsReplayedAndSaysItProvesNothing() {
        assertThat(audit(RecordVectors.of("record-v1.ksg"))).isZero();
        assertThat(output()).contains("Audit: passed (3 plies, 1 announcement checked); an unsigned record of format"
                + " 1, which proves nothing to a third party");
    }

    /** The vector {@code name} with {@code from} rewritten as {@code to} under a fresh checksum, as a keeper could. */
    private Path rewritten(String name, String from, String to) throws Exception {
        return RecordVectors.rewritten(name, from, to, tmp.resolve("forged.ksg"));
    }

    @Test
    void aResultRewrittenUnderAFreshChecksumIsCaughtAsAnEdit() throws Exception {
        Path forged = rewritten("record-v2.ksg", "\"result\" : \"1/2-1/2\"", "\"result\" : \"1-0\"");
        assertThat(audit(forged)).isEqualTo(1);
        assertThat(output()).contains("Audit: FAILED: the record was altered: its result (1-0, drawn by agreement)"
                + " is not the end the referee signed (1/2-1/2, drawn by agreement)");
    }

    @Test
    void anHonestTimedRecordOfThisVersionPasses() {
        assertThat(audit(RecordVectors.of("clocks-record-v3.ksg"))).isZero();
        assertThat(output()).contains("\nAudit: passed (4 plies, 1 announcement checked)\n");
    }

    @Test
    void aClockStateRewrittenUnderAFreshChecksumIsCaughtAsAnEdit() throws Exception {
        Path forged = rewritten("clocks-record-v3.ksg", "\"55500 57969 2 1\"", "\"5550 57969 2 1\"");
        assertThat(audit(forged)).isEqualTo(1);
        assertThat(output()).contains("Audit: FAILED: the record was altered: the referee's signature on the revealed"
                + " game does not verify");
    }

    @Test
    void aHostThatChargedJustUnderTwoSecondsOverEveryMoveIsNamedInARecordOfProtocolFour() {
        assertThat(audit(RecordVectors.of("clocks-record-v2.ksg"))).isEqualTo(1);
        assertThat(output()).contains("Audit: FAILED at ply 2: the host charged black 2031 ms for a move it signed"
                + " as 32 ms of thought, more than the 0 ms its round trips allow over it");
    }

    @Test
    void theSameChargesInARecordOfProtocolThreePassAsTheyDid() {
        assertThat(audit(RecordVectors.of("clocks-record-v1.ksg"))).isZero();
        assertThat(output()).contains("\nAudit: passed (6 plies, 0 announcements checked)\n");
    }

    @Test
    void auditingAGamesPgnNamesTheSignedRecordBesideIt() throws Exception {
        Path pgn = tmp.resolve("20261127-alice-bob.pgn");
        java.nio.file.Files.writeString(pgn, "[Event \"ks\"]\n\n1. e4 e5 *\n");
        java.nio.file.Files.copy(RecordVectors.of("record-v2.ksg"), tmp.resolve("20261127-alice-bob.ksg"));
        assertThat(audit(pgn)).isEqualTo(2);
        assertThat(ks.err()).isEqualTo("ks: " + pgn + " is a PGN, the game's moves for other programs; what proves"
                + " the game is its signed record: ks --audit " + tmp.resolve("20261127-alice-bob.ksg") + "\n");
    }

    @Test
    void auditingAPgnWithNoRecordBesideItSaysWhereRecordsAreKept() throws Exception {
        Path pgn = tmp.resolve("game.pgn");
        java.nio.file.Files.writeString(pgn, "[Event \"ks\"]\n\n1. e4 e5 *\n");
        assertThat(audit(pgn)).isEqualTo(2);
        assertThat(ks.err()).isEqualTo("ks: " + pgn + " is a PGN, the game's moves for other programs; what proves"
                + " the game is its signed record, the .ksg of the same name in games/ of the ks directory\n");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    void auditingDevZeroIsOneLineOfErrorNotOutOfMemory() {
        int code = audit(Path.of("/dev/zero"));
        assertThat(code).isNotZero();
        assertThat(output()).isEmpty();
        assertThat(ks.err().strip()).doesNotContain("\n")
                .contains("/dev/zero is a device, not a ks game record");
    }

    @Test
    @EnabledOnOs(OS.LINUX)
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void auditingANamedPipeIsOneLineOfErrorAtOnce() throws Exception {
        Path pipe = tmp.resolve("game.ksg");
        Fifo.make(pipe);
        try {
            assertThat(audit(pipe)).isEqualTo(2);
            assertThat(output()).isEmpty();
            assertThat(ks.err()).isEqualTo("ks: " + pipe + " is a named pipe, not a ks game"
                    + " record\n");
        } finally {
            Fifo.release(pipe);
        }
    }
}
