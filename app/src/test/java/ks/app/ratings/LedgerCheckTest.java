package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.function.UnaryOperator;
import ks.crypto.SigningKey;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import ks.text.Printable;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A ledger edited after the fact, or whose records were, is named entry by entry. */
@Timeout(60)
class LedgerCheckTest {

    private static final SigningKey ALICE = FinishedGames.key();
    private static final SigningKey BOB = FinishedGames.key();

    @TempDir
    Path dir;
    private Ledger ledger;
    private final List<Path> files = new ArrayList<>();
    private final List<GameRecord> games = new ArrayList<>();

    @BeforeEach
    void threeRatedGames() throws Exception {
        ledger = new Ledger(dir);
        for (String result : new String[] {"1-0", "0-1", "1-0"}) {
            GameRecord g = FinishedGames.play("alice", ALICE, "bob", BOB, result);
            Path file = games().resolve("g" + games.size() + ".ksg");
            RecordFile.write(file, g);
            ledger.add(Audited.of(g), file);
            games.add(g);
            files.add(file);
        }
    }

    private Path games() {
        return dir.resolve("games");
    }

    private List<LedgerCheck.Finding> check() throws IOException {
        return LedgerCheck.run(ledger.entries(), games(), CheckedRecords.none(r -> false), ALICE.identity().hex());
    }

    /** Edits the ledger's body and writes a matching checksum, as someone changing it on purpose would. */
    private void forge(UnaryOperator<String> edit) throws Exception {
        String text = Files.readString(ledger.file());
        String body = edit.apply(text.substring(text.indexOf('\n') + 1));
        String sum = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(body.getBytes(StandardCharsets.UTF_8)));
        Files.writeString(ledger.file(), "ks-ratings 1 " + sum + "\n" + body);
    }

    @Test
    void aLedgerFedByTheGamesMatchesItsRecords() throws Exception {
        assertThat(check()).isEmpty();
    }

    @Test
    void aRatedRecordWhoseEndItsGuestDidNotSealMatchesAndIsMarkedUnconfirmed() throws Exception {
        RecordFile.write(files.get(1), games.get(1).toBuilder().seal(null).build());

        LedgerCheck.Check checked = LedgerCheck.check(ledger.entries(), games(), CheckedRecords.none(r -> false),
                ALICE.identity().hex());
        assertThat(checked.mismatches()).isEmpty();
        assertThat(checked.unconfirmed()).extracting(LedgerCheck.Finding::number).containsExactly(2);
        assertThat(checked.unconfirmed().get(0).line()).contains("entry 2").endsWith("the end is unconfirmed: black did"
                + " not sign it");
    }

    @Test
    void aMissingRecordIsNamed() throws Exception {
        Files.delete(files.get(1));
        List<LedgerCheck.Finding> findings = check();
        assertThat(findings).extracting(LedgerCheck.Finding::number).containsExactly(2);
        assertThat(findings.get(0).line()).contains("entry 2", games.get(1).gameId().substring(0, 8), "no such file");
    }

    @Test
    void aResultChangedInTheLedgerIsNamedAndSoAreTheRatingsAfterIt() throws Exception {
        forge(body -> {
            String[] lines = body.split("\n");
            lines[1] = lines[1].replace("\"0-1\"", "\"1-0\"");
            return String.join("\n", lines) + "\n";
        });
        List<LedgerCheck.Finding> findings = check();
        assertThat(findings.get(0).number()).isEqualTo(2);
        assertThat(findings.get(0).problem()).contains("the record says 0-1").contains("do not follow");
        assertThat(findings).extracting(LedgerCheck.Finding::number).contains(3);
    }

    @Test
    void ratingsEditedInTheLedgerAreNamed() throws Exception {
        forge(body -> body.replaceFirst("\"whiteAfter\":1210", "\"whiteAfter\":1610"));
        List<LedgerCheck.Finding> findings = check();
        assertThat(findings).extracting(LedgerCheck.Finding::number).containsExactly(1);
        assertThat(findings.get(0).problem()).contains("alice 1200->1610").contains("the games give alice 1200->1210");
    }

    @Test
    void aGameDroppedFromTheLedgerShowsInTheEntriesAfterIt() throws Exception {
        forge(body -> {
            List<String> lines = new ArrayList<>(List.of(body.split("\n")));
            lines.remove(0);
            return String.join("\n", lines) + "\n";
        });
        assertThat(check()).extracting(LedgerCheck.Finding::number).containsExactly(1, 2);
    }

    @Test
    void aRecordRewrittenSoItsAuditFailsIsNamed() throws Exception {
        RecordFile.write(files.get(2), LedgerTest.withCommitmentsCut(games.get(2)));
        List<LedgerCheck.Finding> findings = check();
        assertThat(findings).extracting(LedgerCheck.Finding::number).containsExactly(3);
        assertThat(findings.get(0).problem()).contains("not a rated game").contains("Audit: FAILED");
    }

    @Test
    void aRecordOfAnotherGameInItsPlaceIsNamed() throws Exception {
        Files.copy(files.get(0), files.get(1), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(check()).singleElement().satisfies(f -> assertThat(f.problem()).contains("of another game"));
    }

    @Test
    void aDamagedRecordIsNamedWithTheReason() throws Exception {
        Files.writeString(files.get(0), "ks-record 1 0000\n{}");
        assertThat(check()).singleElement().satisfies(f -> assertThat(f.problem()).contains("damaged"));
    }

    @Test
    void signedRecordsLeftOutOfTheLedgerAreNamed() throws Exception {
        List<Path> leftOut = new ArrayList<>();
        for (String result : new String[] {"0-1", "1/2-1/2"}) {
            Path file = games().resolve("left-out-" + leftOut.size() + ".ksg");
            RecordFile.write(file, FinishedGames.play("alice", ALICE, "bob", BOB, result));
            leftOut.add(file);
        }
        List<LedgerCheck.Missing> missing = LedgerCheck.missing(ledger.entries(), games(), CheckedRecords.none(r -> false),
                ALICE.identity().hex());
        assertThat(missing).extracting(LedgerCheck.Missing::file).containsExactlyInAnyOrderElementsOf(leftOut);
        assertThat(missing.get(0).line()).contains("left-out-").contains(", alice vs bob, ")
                .contains("passes the audit but is not in the ledger");
    }

    /**
     * A record handed over keeps the name it came with: one that clears the screen, sets the
     * window's title or reads backwards is named in printable characters (eleventh red-team round).
     */
    @Test
    void aRecordLeftOutUnderANameWithTerminalControlsIsNamedPrintably() throws Exception {
        Path file = games().resolve("\u001b[2J\u001b]0;owned\u0007\u202egsk.ksg");
        RecordFile.write(file, FinishedGames.play("alice", ALICE, "bob", BOB, "0-1"));
        List<LedgerCheck.Missing> missing = LedgerCheck.missing(ledger.entries(), games(), CheckedRecords.none(r -> false),
                ALICE.identity().hex());
        assertThat(missing).singleElement().satisfies(m -> assertThat(m.line()).startsWith("record ?[2J?]0;owned??gsk.ksg")
                .matches(Printable::isPrintable));
    }

    /** A game is rated once however many records of it there are (eleventh red-team round). */
    @Test
    void aGameRatedAgainFromASecondCopyOfItsRecordIsNotAddedNorCalledMissing() throws Exception {
        Path copy = games().resolve("copy-of-g0.ksg");
        Files.copy(files.get(0), copy);

        assertThat(ledger.add(Audited.of(games.get(0)), copy)).isNull();
        assertThat(ledger.entries()).hasSize(3);
        assertThat(LedgerCheck.missing(ledger.entries(), games(), CheckedRecords.none(r -> false),
                ALICE.identity().hex())).isEmpty();
        assertThat(check()).isEmpty();
    }

    @Test
    void aGameWrittenTwiceIntoTheLedgerIsNamedTheSecondTime() throws Exception {
        forge(body -> body + body.substring(0, body.indexOf('\n') + 1));

        assertThat(check()).last().satisfies(f -> assertThat(f.number()).isEqualTo(4))
                .satisfies(f -> assertThat(f.problem()).contains("the game is in the ledger more than once"));
    }

    @Test
    void aRecordThatIsNeverRatedIsNotMissing() throws Exception {
        RecordFile.write(games().resolve("practice.ksg"), FinishedGames.play("alice", ALICE, "bob", BOB, "1-0"));
        RecordFile.write(games().resolve("failed.ksg"), LedgerTest.withCommitmentsCut(
                FinishedGames.play("alice", ALICE, "bob", BOB, "0-1")));
        assertThat(LedgerCheck.missing(ledger.entries(), games(), CheckedRecords.none(r -> r.result().equals("1-0")),
                ALICE.identity().hex())).isEmpty();
    }

    @Test
    void aRecordNameInTheLedgerCannotLeaveTheGamesDirectory() throws Exception {
        forge(body -> body.replaceFirst("\"record\":\"g0.ksg\"", "\"record\":\"../../etc/passwd\""));
        org.assertj.core.api.Assertions.assertThatThrownBy(ledger::entries).isInstanceOf(IOException.class)
                .hasMessageContaining("line 2");
    }
}
