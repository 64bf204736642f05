package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import ks.crypto.FixedRandom;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import ks.crypto.Handshake;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.crypto.SecureChannel;
import ks.crypto.SigningKey;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bytes of a meeting (rendezvous version 2, ks-handshake/2) for fixed nonces, keys and
 * ephemeral secrets, checked in at {@code meeting-v2.txt}: both greetings, the prologue when bob
 * dialed, the transcript hash that binds them, and alice's first sealed, padded frame. The same
 * long-term keys and ephemeral secrets as crypto's handshake vector; only the prologue differs.
 */
class MeetingVectorTest {
    private static final HexFormat HEX = HexFormat.of();

    @TempDir
    Path home;

    @Test
    void aMeetingOfFixedInputsGivesTheCheckedInBytes() throws IOException {
        Map<String, String> vector = read();
        Hello aliceGreeting = new Hello(Long.parseUnsignedLong(vector.get("alice.nonce"), 16), "alice", "bob");
        Hello bobGreeting = new Hello(Long.parseUnsignedLong(vector.get("bob.nonce"), 16), "bob", "alice");
        byte[] prologue = Prologue.of(bobGreeting, aliceGreeting);
        Handshake alice = new Handshake("alice", "bob", key(vector, "alice"), new KnownOpponents(home.resolve("a")),
                prologue, new FixedRandom(HEX.parseHex(vector.get("alice.ephemeral"))));
        Handshake bob = new Handshake("bob", "alice", key(vector, "bob"), new KnownOpponents(home.resolve("b")),
                prologue, new FixedRandom(HEX.parseHex(vector.get("bob.ephemeral"))));
        byte[] aliceAuth = alice.receiveHello(bob.hello());
        SecureChannel atAlice = alice.receiveAuth(bob.receiveHello(alice.hello()));
        SecureChannel atBob = bob.receiveAuth(aliceAuth);
        byte[] frame = frame(atAlice.seal(Padding.pad("e2e4".getBytes(StandardCharsets.UTF_8))));

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("alice.greeting", HEX.formatHex(aliceGreeting.encode()));
        actual.put("bob.greeting", HEX.formatHex(bobGreeting.encode()));
        actual.put("prologue.bob-dialed", HEX.formatHex(prologue));
        actual.put("transcript", HEX.formatHex(atAlice.sessionId()));
        actual.put("alice.frame.e2e4", HEX.formatHex(frame));
        SoftAssertions.assertSoftly(soft -> actual.forEach((key, value) ->
                soft.assertThat(value).as(key).isEqualTo(vector.get(key))));
        assertThat(frame).hasSize(Padding.FRAME_SIZES[0]);
        assertThat(Padding.unpad(atBob.open(java.util.Arrays.copyOfRange(frame, 1, frame.length))))
                .asString(StandardCharsets.UTF_8).isEqualTo("e2e4");
    }

    private SigningKey key(Map<String, String> vector, String player) throws IOException {
        Path dir = Files.createDirectories(home.resolve(player + "-key"));
        Files.writeString(dir.resolve(KeyStore.FILE_NAME), "ks-signing-key-v1\nsecret " + vector.get(player + ".seed")
                + "\npublic " + vector.get(player + ".public") + "\n");
        return new KeyStore(dir).load();
    }

    private static byte[] frame(byte[] sealed) {
        byte[] frame = new byte[sealed.length + 1];
        frame[0] = 'M';
        System.arraycopy(sealed, 0, frame, 1, sealed.length);
        return frame;
    }

    private static Map<String, String> read() throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        try (InputStream in = MeetingVectorTest.class.getResourceAsStream("meeting-v2.txt")) {
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
