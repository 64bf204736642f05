package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.List;
import ks.app.cli.ConfigDir;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.engine.rating.RatedGame;
import ks.engine.rating.Standings;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;
import ks.net.protocol.Json;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Signed records of games this player did not play, put in their ks directory: a third party's
 * game that passes the audit (downloaded from a club's page, or copied from another player), or
 * one in which another person who also calls themselves alice won. Written into the ledger with
 * the ratings that follow (and the checksum made to match), it raised alice's rating and moved
 * carol's and dave's, and {@code ks --ratings --check} passed it; copied into {@code games/}, the
 * check called it missing from the ledger. A player's ledger holds the games of the player whose
 * signing key is in the directory, and its check vouches for nothing else.
 */
@Timeout(120)
class ForeignRecordsTest {

    private static final SigningKey BOB = FinishedGames.key();
    private static final SigningKey CAROL = FinishedGames.key();
    private static final SigningKey DAVE = FinishedGames.key();
    private static final SigningKey OTHER_ALICE = FinishedGames.key();

    @TempDir
    Path dir;
    private Ledger ledger;
    private SigningKey alice;

    /** alice's own directory: her signing key, and one game she won against bob, rated as it ended. */
    @BeforeEach
    void alicesDirectory() throws Exception {
        alice = new KeyStore(dir).loadOrCreate(new SecureRandom());
        ledger = new Ledger(dir);
        GameRecord won = FinishedGames.play("alice", alice, "bob", BOB, "1-0");
        Path file = games().resolve("won.ksg");
        RecordFile.write(file, won);
        ledger.add(Audited.of(won), file);
    }

    @Test
    void aThirdPartysGameWrittenIntoTheLedgerIsNamedByTheCheck() throws Exception {
        insert("carol-dave.ksg", FinishedGames.play("carol", CAROL, "dave", DAVE, "1-0"));
        Check c = check();
        assertThat(c.code).as(c.out).isEqualTo(1);
        assertThat(c.out).contains("MISMATCH entry 2").contains("carol vs dave").contains("not a game of yours");
    }

    @Test
    void aGameWonByAnotherAliceWrittenIntoTheLedgerIsNamedByTheCheck() throws Exception {
        insert("other-alice.ksg", FinishedGames.play("alice", OTHER_ALICE, "carol", CAROL, "1-0"));
        assertThat(ledger.standings().of("alice").rating()).as("alice's rating the forged ledger gives")
                .isGreaterThan(1210);
        Check c = check();
        assertThat(c.code).as(c.out).isEqualTo(1);
        assertThat(c.out).contains("MISMATCH entry 2").contains("not a game of yours");
    }

    @Test
    void aPracticeGameWrittenIntoTheLedgerIsNamedByTheCheck() throws Exception {
        insert("practice.ksg", FinishedGames.play("alice", alice, "ks-bot", BOB, "1-0"));
        Check c = check(r -> r.black().equals("ks-bot"));
        assertThat(c.code).as(c.out).isEqualTo(1);
        assertThat(c.out).contains("MISMATCH entry 2").contains("never rated");
    }

    @Test
    void aThirdPartysRecordCopiedIntoGamesIsNotMissingFromTheLedger() throws Exception {
        RecordFile.write(games().resolve("carol-dave.ksg"), FinishedGames.play("carol", CAROL, "dave", DAVE, "1-0"));
        Check c = check();
        assertThat(c.out).doesNotContain("MISSING");
        assertThat(c.code).as(c.out).isZero();
    }

    private Path games() {
        return new ConfigDir(dir).games();
    }

    /**
     * Saves {@code g} in {@code games/} and appends it to the ledger with the ratings the games
     * before it give, the checksum made to match: what someone who edits the ledger on purpose does.
     */
    private void insert(String name, GameRecord g) throws Exception {
        RecordFile.write(games().resolve(name), g);
        CheckedRecord r = Audited.of(g);
        Standings table = ledger.standings();
        Standings.Result change = table.play(new RatedGame(r.white(), r.black(), r.result()));
        LedgerEntry e = new LedgerEntry(r.gameId(), name, r.white(), r.black(), r.whiteKey(), r.blackKey(), r.result(),
                change.white().before(), change.white().after(), change.black().before(), change.black().after());
        String text = Files.readString(ledger.file());
        String body = text.substring(text.indexOf('\n') + 1) + Json.MAPPER.writeValueAsString(e) + "\n";
        String sum = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256")
                .digest(body.getBytes(StandardCharsets.UTF_8)));
        Files.writeString(ledger.file(), "ks-ratings 1 " + sum + "\n" + body);
    }

    private record Check(int code, String out) {
    }

    private Check check() {
        return check(r -> false);
    }

    /** {@code ks --ratings --check}, {@code practice} telling the records of practice games. */
    private Check check(java.util.function.Predicate<GameRecord> practice) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrintStream print = new PrintStream(out, true, StandardCharsets.UTF_8);
        int code = RatingsCommand.run(List.of("--check"), new ConfigDir(dir), practice, "test", print, print);
        return new Check(code, out.toString(StandardCharsets.UTF_8));
    }
}
