package ks.net.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;

/**
 * The bytes the clocks add to protocol 3, for fixed keys and inputs, checked in under
 * {@code vectors/clocks-v1.txt}: the agreement naming a time control, the timed attempt with its
 * thinking time, the position payload with the clock state and a commitment to it. Records of
 * timed games hold signatures and digests over exactly these bytes.
 */
class ClockVectorTest {

    private static final HexFormat HEX = HexFormat.of();

    @Test
    void clockStatementsOfFixedInputsGiveTheCheckedInBytes() throws IOException {
        Map<String, String> vector = read();
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

    private static Map<String, String> read() throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        try (InputStream in = ClockVectorTest.class.getResourceAsStream("vectors/clocks-v1.txt")) {
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
