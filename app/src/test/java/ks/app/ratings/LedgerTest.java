package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import ks.crypto.SigningKey;
import ks.engine.rating.Standing;
import ks.engine.rating.Standings;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Json;
import ks.net.store.ChecksummedFile;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

@Timeout(60)
class LedgerTest {

    private static final SigningKey ALICE = FinishedGames.key();
    private static final SigningKey BOB = FinishedGames.key();
    private static final SigningKey CAROL = FinishedGames.key();

    @TempDir
    Path dir;

    private Path saved(GameRecord record) throws IOException {
        Path file = dir.resolve("games").resolve("game-" + record.gameId().substring(0, 8) + ".ksg");
        RecordFile.write(file, record);
        return file;
    }

    @Test
    void aNewLedgerIsEmptyAndEveryoneStartsAt1200() throws Exception {
        Ledger ledger = new Ledger(dir);
        assertThat(ledger.entries()).isEmpty();
        assertThat(ledger.standings().of("alice").rating()).isEqualTo(1200);
    }

    @Test
    void aLedgerLargerThanKsReadsBackIsRefusedInOneLineNamingIt() throws Exception {
        Path file = dir.resolve(Ledger.FILE_NAME);
        try (java.io.RandomAccessFile sparse = new java.io.RandomAccessFile(file.toFile(), "rw")) {
            sparse.setLength(ChecksummedFile.MAX_BYTES + 1L);
        }
        assertThatThrownBy(() -> new Ledger(dir).entries()).isInstanceOf(IOException.class)
                .hasMessage(file + ": too large to be a rating ledger");
    }

    @Test
    void aGameThatWouldTakeTheLedgerPastItsBoundIsRefusedInOneLineAndTheLedgerKept() throws Exception {
        // The same as the full ledger below, with a bound of 64 KiB the test can fill in a moment.
        assertFullLedgerRefusesTheNextGame(64 << 10);
    }

    /** Writes and reads a ledger of 64 MiB: a minute under load, so with the soak runs ({@code mvn -Psoak}). */
    @Test
    @Tag("soak")
    @Timeout(600)
    void aGameThatWouldTakeTheLedgerPastWhatKsReadsBackIsRefusedInOneLineAndTheLedgerKept() throws Exception {
        assertFullLedgerRefusesTheNextGame(ChecksummedFile.MAX_BYTES);
    }

    private void assertFullLedgerRefusesTheNextGame(int bound) throws Exception {
        Ledger ledger = new Ledger(dir, bound);
        // Filled with entries as long as an entry may be, so that the fewest are read and written
        // again, then topped up with short ones until not even the shortest fits: then the next
        // game's entry, longer than that, cannot fit either.
        int room = bound - ChecksummedFile.bytes("ks-ratings", 1, new byte[0]).length;
        StringBuilder body = new StringBuilder(room);
        long n = 0;
        for (String line = longest(n); body.length() + line.length() <= room; line = longest(++n)) {
            body.append(line);
        }
        for (String line = shortest(n); body.length() + line.length() <= room; line = shortest(++n)) {
            body.append(line);
        }
        ChecksummedFile.write(ledger.file(), "ks-ratings", 1, body.toString().getBytes(StandardCharsets.UTF_8));
        byte[] before = Files.readAllBytes(ledger.file());

        GameRecord next = FinishedGames.play("alice", ALICE, "bob", BOB, "0-1");
        assertThat(Json.MAPPER.writeValueAsString(entry(next.gameId(), "game.ksg", "alice", "bob")).length() + 1)
                .as("the next game's entry is longer than the room left").isGreaterThan(room - body.length());
        assertThatThrownBy(() -> ledger.add(Audited.of(next), saved(next))).isInstanceOf(IOException.class)
                .hasMessageNotContaining("\n").hasMessageStartingWith(ledger.file() + ": the rating ledger is full");
        assertThat(Files.readAllBytes(ledger.file())).isEqualTo(before);
        assertThat(ledger.entries()).hasSize((int) n);
    }

    /** An entry's line with every field as long as it may be, the {@code n}th game of two players. */
    private static String longest(long n) throws IOException {
        return Json.MAPPER.writeValueAsString(entry(String.format("%0128x", n), "r".repeat(200), "w".repeat(64),
                "b".repeat(64))) + "\n";
    }

    /** An entry's line with every field as short as it may be. */
    private static String shortest(long n) throws IOException {
        return Json.MAPPER.writeValueAsString(entry(Long.toHexString(n), "r", "w", "b")) + "\n";
    }

    private static LedgerEntry entry(String gameId, String record, String white, String black) {
        return new LedgerEntry(gameId, record, white, black, ALICE.identity().hex(), BOB.identity().hex(), "1-0",
                1200, 1210, 1200, 1190);
    }

    @Test
    void aFinishedAuditedGameMovesBothRatingsAndIsKeptWithItsRecord() throws Exception {
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        Path file = saved(game);
        Standings.Result change = new Ledger(dir).add(Audited.of(game), file);
        assertThat(change.white()).isEqualTo(new Standings.Change("alice", 1200, 1210));
        assertThat(change.black()).isEqualTo(new Standings.Change("bob", 1200, 1190));
        LedgerEntry e = new Ledger(dir).entries().get(0);
        assertThat(e.record()).isEqualTo(file.getFileName().toString());
        assertThat(e.whiteKey()).isEqualTo(ALICE.identity().hex());
        assertThat(e.blackKey()).isEqualTo(BOB.identity().hex());
        assertThat(e.gameId()).isEqualTo(game.gameId());
    }

    @Test
    void aGameAgainstAPlayerNamedInAnotherScriptIsRatedWithItsRecordNamedAfterThem() throws Exception {
        GameRecord game = FinishedGames.play("alice", ALICE, "Łukasz", BOB, "0-1");
        Path file = dir.resolve("games").resolve("20261126-052838-Łukasz-" + game.gameId().substring(0, 8) + ".ksg");
        RecordFile.write(file, game);
        assertThat(new Ledger(dir).add(Audited.of(game), file).black()).isEqualTo(new Standings.Change("Łukasz", 1200, 1210));
        assertThat(new Ledger(dir).entries().get(0).record()).isEqualTo(file.getFileName().toString());
    }

    @Test
    void gamesAreRatedInTheOrderTheyFinished() throws Exception {
        Ledger ledger = new Ledger(dir);
        GameRecord one = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        GameRecord two = FinishedGames.play("carol", CAROL, "alice", ALICE, "1/2-1/2");
        ledger.add(Audited.of(one), saved(one));
        Standings.Result r = ledger.add(Audited.of(two), saved(two));
        // carol 1200 vs alice 1210: -10 reads -14, .48; a draw gives carol +0.4, alice -0.4
        assertThat(r.white()).isEqualTo(new Standings.Change("carol", 1200, 1200));
        assertThat(r.black()).isEqualTo(new Standings.Change("alice", 1210, 1210));
        Standing alice = ledger.standings().of("alice");
        assertThat(alice).extracting(Standing::games, Standing::wins, Standing::draws, Standing::losses)
                .containsExactly(2, 1, 1, 0);
    }

    @Test
    void theSameGameIsRatedOnce() throws Exception {
        Ledger ledger = new Ledger(dir);
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "0-1");
        Path file = saved(game);
        assertThat(ledger.add(Audited.of(game), file)).isNotNull();
        assertThat(ledger.add(Audited.of(game), file)).isNull();
        assertThat(ledger.entries()).hasSize(1);
    }

    @Test
    void aRecordThatFailsItsAuditIsNotRated() throws Exception {
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        GameRecord forged = withCommitmentsCut(game);
        assertThat(Rateable.problem(forged)).contains("Audit: FAILED");
        assertThatThrownBy(() -> new Ledger(dir).add(Audited.of(forged), saved(forged)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("not a rated game");
        assertThat(new Ledger(dir).entries()).isEmpty();
    }

    @Test
    void anUnsignedRecordIsNotRated() throws Exception {
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        GameRecord old = game.toBuilder().version(GameRecord.UNSIGNED).agreement(null).signedEnd(null, null).build();
        assertThat(Audit.verify(old).passed()).isTrue();
        assertThat(Rateable.problem(old)).contains("old unsigned kind (format 1)");
    }

    @Test
    void anUnfinishedGameIsNotRated() throws Exception {
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        GameRecord open = game.toBuilder().result("*", "adjourned").build();
        assertThat(Rateable.problem(open)).contains("did not finish");
    }

    @Test
    void aDamagedLedgerIsOneLineNamingTheFileAndIsNeverOverwritten() throws Exception {
        Ledger ledger = new Ledger(dir);
        GameRecord game = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        ledger.add(Audited.of(game), saved(game));
        String text = Files.readString(ledger.file());
        Files.writeString(ledger.file(), text.replace("\"1-0\"", "\"0-1\""));
        assertThatThrownBy(ledger::entries).isInstanceOf(IOException.class)
                .hasMessageContaining(ledger.file().toString()).hasMessageContaining("checksum")
                .hasMessageNotContaining("\n");
        GameRecord next = FinishedGames.play("alice", ALICE, "bob", BOB, "1-0");
        assertThatThrownBy(() -> ledger.add(Audited.of(next), saved(next))).isInstanceOf(IOException.class);
        assertThat(Files.readString(ledger.file())).isEqualTo(text.replace("\"1-0\"", "\"0-1\""));
    }

    @Test
    void aForeignFileIsNotALedger() throws Exception {
        Files.write(dir.resolve(Ledger.FILE_NAME), "hello\n".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> new Ledger(dir).entries()).hasMessageContaining("not a ks rating ledger");
    }

    static GameRecord withCommitmentsCut(GameRecord g) {
        return g.toBuilder().commitments(g.commitments().subList(0, 0), g.salts()).build();
    }
}
