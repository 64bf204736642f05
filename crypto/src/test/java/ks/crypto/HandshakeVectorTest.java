package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import org.assertj.core.api.SoftAssertions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bytes of ks-handshake/2 for fixed keys, ephemeral secrets and prologue, checked in at
 * {@code handshake-v2.txt}: both hellos, both auth messages, the transcript hash (the session id
 * that coin flips and commitments are bound to) and the first two sealed messages each way. Any change
 * here breaks every ks already installed; it must come with a new handshake version.
 */
public class HandshakeVectorTest {
    private static final HexFormat HEX = HexFormat.of();

    @TempDir
    Path aliceConfig;
    @TempDir
    Path bobConfig;

    @Test
    void theHandshakeOfFixedInputsGivesTheCheckedInBytes() throws IOException {
        Map<String, String> vector = read("handshake-v2.txt");
        byte[] prologue = bytes(vector, "prologue");
        Handshake alice = new Handshake("alice", "bob", SigningKey.fromSeed(bytes(vector, "alice.seed")),
                new KnownOpponents(aliceConfig), prologue, new FixedRandom(bytes(vector, "alice.ephemeral")));
        Handshake bob = new Handshake("bob", "alice", SigningKey.fromSeed(bytes(vector, "bob.seed")),
                new KnownOpponents(bobConfig), prologue, new FixedRandom(bytes(vector, "bob.ephemeral")));
        byte[] aliceAuth = alice.receiveHello(bob.hello());
        byte[] bobAuth = bob.receiveHello(alice.hello());
        SecureChannel atAlice = alice.receiveAuth(bobAuth);
        SecureChannel atBob = bob.receiveAuth(aliceAuth);

        Map<String, String> actual = new LinkedHashMap<>();
        actual.put("alice.hello", HEX.formatHex(alice.hello()));
        actual.put("bob.hello", HEX.formatHex(bob.hello()));
        actual.put("alice.auth", HEX.formatHex(aliceAuth));
        actual.put("bob.auth", HEX.formatHex(bobAuth));
        actual.put("transcript", HEX.formatHex(atAlice.sessionId()));
        actual.put("alice.sealed.e2e4", HEX.formatHex(atAlice.seal("e2e4".getBytes(StandardCharsets.UTF_8))));
        actual.put("bob.sealed.illegal", HEX.formatHex(atBob.seal("Illegal".getBytes(StandardCharsets.UTF_8))));
        actual.put("alice.sealed.nf3", HEX.formatHex(atAlice.seal("Nf3".getBytes(StandardCharsets.UTF_8))));
        actual.put("bob.sealed.accepted", HEX.formatHex(atBob.seal("Accepted".getBytes(StandardCharsets.UTF_8))));
        SoftAssertions.assertSoftly(soft -> actual.forEach((key, value) ->
                soft.assertThat(value).as(key).isEqualTo(vector.get(key))));
        assertThat(atBob.sessionId()).isEqualTo(atAlice.sessionId());
    }

    /** The "key: value" lines of a vector file (a resource name next to this class, or absolute), without comments. */
    public static Map<String, String> read(String name) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        try (InputStream in = HandshakeVectorTest.class.getResourceAsStream(name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int colon = line.indexOf(':');
                    values.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
                }
            }
        }
        return values;
    }

    private static byte[] bytes(Map<String, String> vector, String key) {
        return HEX.parseHex(vector.get(key));
    }
}
