package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ks.crypto.Commitment;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.net.store.RecordFile;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The bytes of protocol 3 for fixed keys and inputs, checked in under {@code vectors/}: the game
 * id, the canonical bytes of every kind of signed statement and their signatures, a commitment
 * digest; and two records a later ks must keep accepting: a signed one of format 2 and an
 * unsigned one of format 1. A change that breaks one of these breaks the records on players'
 * disks: it must come with a new version and a reader for the old one.
 */
class ProtocolVectorTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void statementsOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("statements-v2.txt");
        SigningKey alice = Vectors.key(vector.get("alice.seed"));
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        byte[] session = HEX.parseHex(vector.get("session"));
        String gameId = Statements.gameId(session, HEX.parseHex(vector.get("nonce.1")),
                HEX.parseHex(vector.get("nonce.2")));
        Agreement agreement = Agreement.builder().gameId(gameId).white("alice", alice.identity().hex())
                .black("bob", bob.identity().hex()).referee("alice", alice.identity().hex()).ruleSet("wolfe")
                .announceCaptures(true).startFen(Position.STARTPOS_FEN).timeControl("").build();
        Message.News news = new Message.News(false, null, true, 12, List.of(
                Announcement.capture("Pawn gone at e2", 12, Capture.Kind.PAWN),
                Announcement.check("Check on the diagonal", Set.of(CheckDirection.values()[0]), Color.WHITE)));
        List<Entry> entries = List.of(Entry.attempt(Color.WHITE, "e2e4"), Entry.any(Color.BLACK),
                Entry.attempt(Color.BLACK, "e7e5"));
        List<String> salts = List.of("aa".repeat(32), "bb".repeat(32));

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("alice.public", alice.identity().hex());
        actual.put("bob.public", bob.identity().hex());
        actual.put("game-id", gameId);
        actual.put("game-id.nonces-swapped", Statements.gameId(session, HEX.parseHex(vector.get("nonce.2")),
                HEX.parseHex(vector.get("nonce.1"))));
        actual.put("agreement", HEX.formatHex(agreement.bytes()));
        actual.put("agreement.signed-by-alice", HEX.formatHex(alice.sign(agreement.bytes())));
        actual.put("agreement.signed-by-bob", HEX.formatHex(bob.sign(agreement.bytes())));
        actual.put("news.3.to-black", HEX.formatHex(Statements.news(gameId, 3, Color.BLACK, news)));
        byte[] statement = Statements.statement(gameId, "resign", Color.BLACK, 7);
        actual.put("statement.resign.black.7", HEX.formatHex(statement));
        actual.put("statement.resign.black.7.signed", HEX.formatHex(bob.sign(statement)));
        actual.put("end", HEX.formatHex(Statements.end(gameId, "1-0", "resign", "bob resigned", 15)));
        actual.put("reveal", HEX.formatHex(Statements.reveal(gameId, entries, salts, List.of())));
        actual.put("commitment.ply-0.digest", Commitment.digestOf(Audit.genesis(HEX.formatHex(session), gameId), 0,
                Salt.fromHex(salts.get(0)), Position.STARTPOS_FEN.getBytes(StandardCharsets.UTF_8)).hex());
        SoftAssertions.assertSoftly(soft -> actual.forEach((k, v) ->
                soft.assertThat(v).as(k + ": " + v).isEqualTo(vector.get(k))));
    }

    @Test
    void aSignedRecordOfFormat2KeepsPassingTheAudit() throws Exception {
        GameRecord record = RecordFile.read(Vectors.resource("record-v2.ksg"));
        assertThat(record.version()).isEqualTo(GameRecord.FORMAT);
        assertThat(Audit.verify(record).line()).isEqualTo("Audit: passed (4 plies, 1 announcement checked)");
    }

    @Test
    void anUnsignedRecordOfFormat1IsStillReadAndReplayedAndSaysItProvesNothing() throws Exception {
        GameRecord record = RecordFile.read(Vectors.resource("record-v1.ksg"));
        assertThat(record.version()).isEqualTo(GameRecord.UNSIGNED);
        assertThat(Audit.verify(record).line()).startsWith("Audit: passed (")
                .endsWith("; an unsigned record of format 1, which proves nothing to a third party");
    }
}
