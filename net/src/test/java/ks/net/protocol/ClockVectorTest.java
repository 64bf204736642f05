package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import ks.crypto.Commitment;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
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
 * trip). Records of timed games hold signatures and digests over exactly these bytes; two are
 * checked in as they were written, by the previous ks and by this one, of the same game in which
 * the host charged 1999 ms over every move: {@code clocks-record-v1.ksg} audits as it did, and
 * {@code clocks-record-v2.ksg} names the host.
 */
class ClockVectorTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void clockStatementsOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = read("clocks-v1.txt");
        SigningKey alice = key(vector.get("alice.seed"));
        SigningKey bob = key(vector.get("bob.seed"));
        byte[] session = HEX.parseHex(vector.get("session"));
        String gameId = Statements.gameId(session, HEX.parseHex(vector.get("nonce.1")),
                HEX.parseHex(vector.get("nonce.2")));
        Terms terms = new Terms("alice", "alice", "wolfe", true, false, "game/1");
        Agreement agreement = Agreement.of(gameId, terms, "alice", "bob", alice.identity().hex(), bob.identity().hex(),
                Position.STARTPOS_FEN);
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
        Map<String, String> vector = read("clocks-v2.txt");
        SigningKey bob = key(vector.get("bob.seed"));
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

    private static GameRecord record(String name) throws Exception {
        return RecordFile.read(Path.of(ClockVectorTest.class.getResource("vectors/" + name).toURI()));
    }

    private static SigningKey key(String seedHex) {
        byte[] seed = HEX.parseHex(seedHex);
        return SigningKey.generate(new SecureRandom() {
            private static final long serialVersionUID = 1L;

            @Override
            public void nextBytes(byte[] out) {
                for (int i = 0; i < out.length; i++) {
                    out[i] = seed[i % seed.length];
                }
            }
        });
    }

    private static Map<String, String> read(String name) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        try (InputStream in = ClockVectorTest.class.getResourceAsStream("vectors/" + name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int colon = line.indexOf(':');
                    values.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
                }
            }
        }
        return values;
    }
}
