package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import ks.app.cli.ConfigDir;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ks --ratings --check} audits a record once and then takes its unchanged bytes as checked:
 * a record that changed is audited again, and a list of checked records not made with the
 * player's key and ks version is set aside (docs/clocks.md).
 */
@Timeout(60)
class CheckedRecordsTest {

    private static final SigningKey BOB = FinishedGames.key();

    @TempDir
    Path dir;
    private SigningKey alice;
    private final List<Path> files = new ArrayList<>();
    private final List<GameRecord> games = new ArrayList<>();
    private String out;
    private String err;

    @BeforeEach
    void threeRatedGames() throws Exception {
        alice = new KeyStore(dir).loadOrCreate(new SecureRandom());
        Ledger ledger = new Ledger(dir);
        for (String result : new String[] {"1-0", "0-1", "1/2-1/2"}) {
            GameRecord g = FinishedGames.play("alice", alice, "bob", BOB, result);
            Path file = dir.resolve("games").resolve("g" + games.size() + ".ksg");
            RecordFile.write(file, g);
            ledger.add(Audited.of(g), file);
            games.add(g);
            files.add(file);
        }
    }

    private int check(String version) {
        ByteArrayOutputStream o = new ByteArrayOutputStream();
        ByteArrayOutputStream e = new ByteArrayOutputStream();
        int code = RatingsCommand.run(List.of("--check"), new ConfigDir(dir), r -> false, version,
                new PrintStream(o, true, StandardCharsets.UTF_8), new PrintStream(e, true, StandardCharsets.UTF_8));
        out = o.toString(StandardCharsets.UTF_8);
        err = e.toString(StandardCharsets.UTF_8);
        return code;
    }

    private Path list() {
        return dir.resolve(CheckedRecords.FILE_NAME);
    }

    @Test
    void aListUnderTheKeyThatHoldsNothingYetStartsEmpty() {
        assertThat(CheckedRecords.forKey(dir, alice, r -> false, "1", n -> { }).startsEmpty()).isTrue();
    }

    @Test
    void aListThatKeptRecordsFromBeforeDoesNotStartEmpty() {
        assertThat(check("1")).isZero();
        assertThat(CheckedRecords.forKey(dir, alice, r -> false, "1", n -> { }).startsEmpty()).isFalse();
    }

    @Test
    void withoutASigningKeyNothingIsKeptSoNothingStartsEmpty() {
        assertThat(CheckedRecords.forKey(dir, null, r -> false, "1", n -> { }).startsEmpty()).isFalse();
    }

    @Test
    void aSecondCheckTakesTheUnchangedRecordsAsChecked() {
        assertThat(check("1.0")).isZero();
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");

        assertThat(check("1.0")).as(out + err).isZero();
        assertThat(out).contains("Records audited now: 0; unchanged since checked before: 3")
                .contains("Ledger check: all 3 entries match");
        assertThat(err).isEmpty();
    }

    /**
     * The list keeps a record by the SHA-256 of its body, which does not fix the format its first line
     * names: the same body under a first line of format 1, which reading refuses, must not ride on
     * the check of the body under format 2 (eleventh red-team round).
     */
    @Test
    void theSameBodyUnderAFirstLineOfAnotherFormatIsReadAgainAndRefused() throws Exception {
        check("1.0");
        String text = Files.readString(files.get(1), StandardCharsets.UTF_8);
        assertThat(text).startsWith("ks-record 2 ");
        Files.writeString(files.get(1), "ks-record 1 " + text.substring("ks-record 2 ".length()), StandardCharsets.UTF_8);

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(out).contains("MISMATCH entry 2").contains("the record says it is of format 2 but its first line"
                + " says 1");
    }

    @Test
    void aRecordRewrittenAfterItWasCheckedIsAuditedAgainAndNamed() throws Exception {
        check("1.0");
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(out).contains("Records audited now: 1; unchanged since checked before: 2")
                .contains("MISMATCH entry 3").contains("Audit: FAILED");
    }

    @Test
    void aListEditedToPassARewrittenRecordIsSetAsideAndTheRecordNamed() throws Exception {
        check("1.0");
        String honest = Files.readString(list());
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));
        check("1.0");
        // The rewritten record's line now says why it fails; drop that, keeping the file's tag.
        String failed = Files.readString(list());
        String head = honest.substring(0, honest.indexOf('\n') + 1);
        Files.writeString(list(), head + failed.substring(failed.indexOf('\n') + 1)
                .replaceAll(",\"problem\":\"[^\"]*\"", ""));

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(err).contains("ratings-checked was set aside").contains("not made with this player's signing key");
        assertThat(out).contains("Records audited now: 3").contains("MISMATCH entry 3");
    }

    @Test
    void aNewVersionOfKsAuditsEveryRecordAgain() {
        check("1.0");

        assertThat(check("1.1")).isZero();
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");
        assertThat(check("1.1")).isZero();
        assertThat(out).contains("Records audited now: 0");
    }

    @Test
    void aListCopiedFromAnotherPlayersDirectoryIsSetAside() throws Exception {
        check("1.0");
        byte[] mine = Files.readAllBytes(list());
        Files.delete(dir.resolve(KeyStore.FILE_NAME));
        new KeyStore(dir).loadOrCreate(new SecureRandom());
        Files.write(list(), mine);

        assertThat(check("1.0")).isZero();
        assertThat(err).contains("was set aside");
        assertThat(out).contains("Records audited now: 3");
    }

    @Test
    void withAnUnreadableSigningKeyEveryRecordIsAuditedAndTheCheckSaysWhyTwice() throws Exception {
        Files.writeString(dir.resolve(KeyStore.FILE_NAME), "not a key\n");

        assertThat(check("1.0")).isZero();
        assertThat(err.lines().toList()).hasSize(2);
        assertThat(err.lines().toList().get(0)).startsWith("ks: note: every record is audited: ");
        assertThat(err.lines().toList().get(1)).startsWith("ks: note: games of others are not told apart: ");
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");
        assertThat(list()).doesNotExist();
    }

    @Test
    void aLedgerThatCannotBeReadIsTheOnlyThingTheCheckSays() throws Exception {
        Files.writeString(dir.resolve(KeyStore.FILE_NAME), "not a key\n");
        Files.writeString(new Ledger(dir).file(), "not a ledger\n");

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(err.lines().toList()).hasSize(1);
        assertThat(err).startsWith("ks: ").doesNotContain("note");
        assertThat(out).isEmpty();
    }

    @Test
    void withoutASigningKeyEveryRecordIsAuditedAndNothingKept() throws Exception {
        Files.delete(dir.resolve(KeyStore.FILE_NAME));

        check("1.0");
        assertThat(check("1.0")).isZero();
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");
        assertThat(list()).doesNotExist();
    }

    @Test
    void aDamagedListIsOneLineAndEveryRecordAudited() throws Exception {
        Files.writeString(list(), "ks-ratings-checked 1 zz\n{not json");

        assertThat(check("1.0")).isZero();
        assertThat(err.strip()).hasLineCount(1).contains("set aside").doesNotContain("Exception");
        assertThat(out).contains("Records audited now: 3");
        assertThat(check("1.0")).isZero();
        assertThat(out).contains("Records audited now: 0");
    }

    @Test
    void aRecordDeletedFromDiskIsForgotten() throws Exception {
        check("1.0");
        Files.delete(files.get(0));

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(Files.readString(list()).lines().count()).isEqualTo(1 + 2);
    }

    /** A game's end: its saved record audited and kept, as {@link GameRatings#afterGame} does. */
    private CheckedRecord endedHere(Path file, String version) throws Exception {
        CheckedRecords records = CheckedRecords.atGameEnd(dir, r -> false, version);
        CheckedRecord checked = records.check(file);
        records.keep(n -> { });
        return checked;
    }

    /** Each of the three games as if it had just ended here: its record audited as saved and kept. */
    private void rememberAll(String version) throws Exception {
        for (Path f : files) {
            endedHere(f, version);
        }
    }

    @Test
    void aFirstCheckTakesTheRecordsOfGamesThatEndedHereAsAudited() throws Exception {
        rememberAll("1.0");
        assertThat(Files.readString(list()).lines().count()).isEqualTo(1 + 3);

        assertThat(check("1.0")).as(out + err).isZero();
        assertThat(out).contains("Records audited now: 0; unchanged since checked before: 3")
                .contains("Ledger check: all 3 entries match");
        assertThat(err).isEmpty();
    }

    @Test
    void aRecordRewrittenAfterItsGameEndedIsAuditedByTheFirstCheckAndNamed() throws Exception {
        rememberAll("1.0");
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(out).contains("Records audited now: 1; unchanged since checked before: 2")
                .contains("MISMATCH entry 3").contains("Audit: FAILED");
    }

    @Test
    void aRecordThatFailsItsAuditIsKeptWithWhyAndStillNamed() throws Exception {
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));
        assertThat(endedHere(files.get(2), "1.0").problem()).contains("Audit: FAILED");

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(out).contains("Records audited now: 2; unchanged since checked before: 1")
                .contains("MISMATCH entry 3").contains("Audit: FAILED");
    }

    @Test
    void aListEditedToPassARecordThatEndedHereIsSetAside() throws Exception {
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));
        rememberAll("1.0");
        String kept = Files.readString(list());
        Files.writeString(list(), kept.replaceAll(",\"problem\":\"[^\"]*\"", ""));

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(err).contains("ratings-checked was set aside");
        assertThat(out).contains("Records audited now: 3").contains("MISMATCH entry 3");
    }

    @Test
    void recordsKeptAtAGamesEndUnderAnotherKeyAreAuditedAgain() throws Exception {
        rememberAll("1.0");
        Files.delete(dir.resolve(KeyStore.FILE_NAME));
        new KeyStore(dir).loadOrCreate(new SecureRandom());

        assertThat(check("1.0")).isZero();
        assertThat(err).contains("was set aside");
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");
    }

    @Test
    void recordsKeptAtAGamesEndByAnotherVersionOfKsAreAuditedAgain() throws Exception {
        rememberAll("1.0");

        assertThat(check("1.1")).isZero();
        assertThat(out).contains("Records audited now: 3; unchanged since checked before: 0");
    }

    @Test
    void aGameThatEndsAfterACheckIsAddedToWhatTheCheckKept() throws Exception {
        check("1.0");
        GameRecord fourth = FinishedGames.play("alice", alice, "bob", BOB, "1-0");
        Path file = dir.resolve("games").resolve("g3.ksg");
        RecordFile.write(file, fourth);
        new Ledger(dir).add(Audited.of(fourth), file);
        endedHere(file, "1.0");

        assertThat(check("1.0")).as(out + err).isZero();
        assertThat(out).contains("Records audited now: 0; unchanged since checked before: 4");
    }

    @Test
    void aGameThatEndsWhileACheckRunsStaysInTheList() throws Exception {
        rememberAll("1.0");
        CheckedRecords running = CheckedRecords.forPlayer(dir, r -> false, "1.0", n -> { });
        Files.delete(files.get(1));
        running.check(files.get(0));
        running.check(files.get(2));
        GameRecord fourth = FinishedGames.play("alice", alice, "bob", BOB, "0-1");
        Path file = dir.resolve("games").resolve("g3.ksg");
        RecordFile.write(file, fourth);
        new Ledger(dir).add(Audited.of(fourth), file);
        endedHere(file, "1.0");
        running.save();

        assertThat(check("1.0")).isEqualTo(1);
        assertThat(out).contains("Records audited now: 0; unchanged since checked before: 3");
    }

    @Test
    void withoutASigningKeyAGamesEndKeepsNothing() throws Exception {
        Files.delete(dir.resolve(KeyStore.FILE_NAME));
        rememberAll("1.0");

        assertThat(list()).doesNotExist();
    }
}
