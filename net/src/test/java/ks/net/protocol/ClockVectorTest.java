package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import ks.crypto.Commitment;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.net.store.RecordFile;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The bytes the clocks add to the protocol, for fixed keys and inputs, checked in under
 * {@code vectors/clocks-v1.txt} (protocol 3: the agreement naming a time control, the timed attempt
 * with its thinking time, the position payload with the clock state and a commitment to it) and
 * {@code vectors/clocks-v2.txt} (protocol 4: the timed attempt with its thinking time and round
 * trip) and {@code vectors/clocks-v3.txt} (protocol 5: the reveal over the clock states). Records
 * of timed games hold signatures and digests over exactly these bytes: {@code clocks-record-v3.ksg},
 * an honest game of protocol 5, passes and reads as an edit with a clock state changed; two of the
 * same game in which the host charged 1999 ms over every move, as the ks of protocols 3 and 4 wrote
 * them: {@code clocks-record-v1.ksg} audits as it did, and {@code clocks-record-v2.ksg} names the host.
 */
class ClockVectorTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void clockStatementsOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("clocks-v1.txt");
        SigningKey alice = Vectors.key(vector.get("alice.seed"));
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        byte[] session = HEX.parseHex(vector.get("session"));
        String gameId = Statements.gameId(session, HEX.parseHex(vector.get("nonce.1")),
                HEX.parseHex(vector.get("nonce.2")));
        Terms terms = new Terms("alice", "alice", "wolfe", true, false, "game/1");
        // The agreement of protocol 3, which named no protocol (protocol 7's is in protocol7-v1.txt).
        Agreement agreement = Agreement.of(gameId, terms, "alice", "bob", alice.identity().hex(), bob.identity().hex(),
                Position.STARTPOS_FEN).toBuilder().protocol(Agreement.UNNAMED).build();
        byte[] attempt = Statements.attempt(gameId, 3, "e7e5", 4321L);
        byte[] payload = PositionPayload.of(Position.STARTPOS_FEN,
                ClockState.start(TimeControl.parse("game/1")).text());

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("agreement.game-1", HEX.formatHex(agreement.bytes()));
        actual.put("agreement.game-1.signed-by-bob", HEX.formatHex(bob.sign(agreement.bytes())));
        actual.put("timed-try.3", HEX.formatHex(attempt));
        actual.put("timed-try.3.signed-by-bob", HEX.formatHex(bob.sign(attempt)));
        actual.put("position.start.game-1", HEX.formatHex(payload));
        actual.put("commitment.ply-0.game-1.digest", Commitment.digestOf(Audit.genesis(HEX.formatHex(session), gameId),
                0, Salt.fromHex("aa".repeat(32)), payload).hex());
        SoftAssertions.assertSoftly(soft -> actual.forEach((k, v) ->
                soft.assertThat(v).as(k + ": " + v).isEqualTo(vector.get(k))));
    }

    @Test
    void attemptsSignedWithARoundTripOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("clocks-v2.txt");
        SigningKey bob = Vectors.key(vector.get("bob.seed"));
        String gameId = Statements.gameId(HEX.parseHex(vector.get("session")), HEX.parseHex(vector.get("nonce.1")),
                HEX.parseHex(vector.get("nonce.2")));
        byte[] third = Statements.attempt(gameId, new Message.Try(3, "e7e5", "00", 4321L, 87L));
        byte[] first = Statements.attempt(gameId, 1, "g8f6", 0L, 0L);

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("timed-try-v2.3", HEX.formatHex(third));
        actual.put("timed-try-v2.3.signed-by-bob", HEX.formatHex(bob.sign(third)));
        actual.put("timed-try-v2.1", HEX.formatHex(first));
        actual.put("timed-try-v2.1.signed-by-bob", HEX.formatHex(bob.sign(first)));
        SoftAssertions.assertSoftly(soft -> actual.forEach((k, v) ->
                soft.assertThat(v).as(k + ": " + v).isEqualTo(vector.get(k))));
    }

    @Test
    void theRevealOfATimedGameOfFixedInputsGivesTheCheckedInBytes() throws IOException {
        Map<String, String> vector = Vectors.read("clocks-v3.txt");
        SigningKey alice = Vectors.key(vector.get("alice.seed"));
        String gameId = Vectors.gameId(vector);
        byte[] reveal = Statements.reveal(gameId, REVEALED, SALTS, CLOCKS);

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("reveal-v3", HEX.formatHex(reveal));
        actual.put("reveal-v3.signed-by-alice", HEX.formatHex(alice.sign(reveal)));
        actual.put("reveal-v2.same-game", HEX.formatHex(Statements.reveal(gameId, REVEALED, SALTS, List.of())));
        SoftAssertions.assertSoftly(soft -> actual.forEach((k, v) ->
                soft.assertThat(v).as(k + ": " + v).isEqualTo(vector.get(k))));
    }

    @Test
    void theRefereesSignatureOverTheClockStatesDoesNotVerifyAsTheRevealWithoutThem() throws IOException {
        Map<String, String> vector = Vectors.read("clocks-v3.txt");
        SigningKey alice = Vectors.key(vector.get("alice.seed"));
        byte[] signature = HEX.parseHex(vector.get("reveal-v3.signed-by-alice"));
        assertThat(alice.identity().verify(HEX.parseHex(vector.get("reveal-v3")), signature)).isTrue();
        assertThat(alice.identity().verify(HEX.parseHex(vector.get("reveal-v2.same-game")), signature)).isFalse();
    }

    @Test
    void anHonestTimedRecordOfProtocolFivePasses() throws Exception {
        assertThat(Audit.verify(record("clocks-record-v3.ksg")).line())
                .isEqualTo("Audit: passed (4 plies, 1 announcement checked)");
    }

    @Test
    void aClockStateEditedInARecordOfProtocolFiveIsAnEdit() throws Exception {
        GameRecord honest = record("clocks-record-v3.ksg");
        assertThat(Audit.verify(withClock(honest, 3, "5550 57969 2 1")).line()).isEqualTo("Audit: FAILED: the record"
                + " was altered: the referee's signature on the revealed game does not verify");
    }

    @Test
    void aClockStateEditedInARecordMadeBeforeProtocolFiveCannotBeToldFromTheReferees() throws Exception {
        GameRecord old = record("clocks-record-v1.ksg");
        ClockState third = ClockState.parse(old.clocks().get(3));
        String edited = new ClockState(third.whiteMillis() / 10, third.blackMillis(), third.whiteMoves(),
                third.blackMoves()).text();
        assertThat(Audit.verify(withClock(old, 3, edited)).line())
                .isEqualTo("Audit: FAILED at ply 4: white's clock changed on black's move");
    }

    @Test
    void aTimedRecordOfProtocolThreeAuditsAsItDid() throws Exception {
        assertThat(Audit.verify(record("clocks-record-v1.ksg")).line())
                .isEqualTo("Audit: passed (6 plies, 0 announcements checked)");
    }

    @Test
    void theSameChargesSignedWithRoundTripsAreNamed() throws Exception {
        assertThat(Audit.verify(record("clocks-record-v2.ksg")).line()).isEqualTo("Audit: FAILED at ply 2: the host"
                + " charged black 2031 ms for a move it signed as 32 ms of thought, more than the 0 ms its round trips"
                + " allow over it");
    }

    /** The actions, salts and clock states of the reveal in {@code clocks-v3.txt}. */
    private static final List<Entry> REVEALED = List.of(Entry.attempt(Color.WHITE, "e2e4"), Entry.any(Color.BLACK),
            Entry.attempt(Color.BLACK, "e7e5"));
    private static final List<String> SALTS = List.of("aa".repeat(32), "bb".repeat(32), "cc".repeat(32));
    private static final List<String> CLOCKS = List.of("60000 60000 0 0", "58000 60000 1 0", "58000 55679 1 1");

    /** {@code r} with its {@code ply}-th clock state replaced by {@code state}, as its keeper could edit it. */
    private static GameRecord withClock(GameRecord r, int ply, String state) {
        List<String> clocks = new ArrayList<>(r.clocks());
        clocks.set(ply, state);
        return r.toBuilder().clocks(clocks).build();
    }

    private static GameRecord record(String name) throws Exception {
        return RecordFile.read(Vectors.resource(name));
    }
}
