package ks.net.protocol;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import ks.crypto.FixedRandom;
import ks.crypto.SigningKey;

/**
 * The fixed test vectors under {@code vectors/}: files of {@code name: value} lines (the bytes of
 * signed statements for fixed keys, written by the scripts beside them from the docs alone), the
 * keys they name by seed, and the game id they derive.
 */
final class Vectors {

    private static final HexFormat HEX = HexFormat.of();

    private Vectors() {
    }

    /** The values of {@code vectors/name}, by name, in file order; comments and blank lines left out. */
    static Map<String, String> read(String name) throws IOException {
        Map<String, String> values = new LinkedHashMap<>();
        try (InputStream in = Vectors.class.getResourceAsStream("vectors/" + name)) {
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                if (!line.isBlank() && !line.startsWith("#")) {
                    int colon = line.indexOf(':');
                    values.put(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
                }
            }
        }
        return values;
    }

    /** The path of the file {@code vectors/name}. */
    static Path resource(String name) throws URISyntaxException {
        return Path.of(Vectors.class.getResource("vectors/" + name).toURI());
    }

    /** The Ed25519 key made from the 32-byte seed {@code seedHex}, as the scripts make it. */
    static SigningKey key(String seedHex) {
        return SigningKey.generate(new FixedRandom(HEX.parseHex(seedHex)));
    }

    /** The game id a vector's {@code session}, {@code nonce.1} and {@code nonce.2} derive. */
    static String gameId(Map<String, String> vector) {
        return Statements.gameId(HEX.parseHex(vector.get("session")), HEX.parseHex(vector.get("nonce.1")),
                HEX.parseHex(vector.get("nonce.2")));
    }
}
