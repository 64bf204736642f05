package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/**
 * The game records net checks in as vectors ({@code record-v2.ksg}, {@code clocks-record-v3.ksg},
 * ...), and the same records rewritten as whoever keeps or hands one over could: a string changed
 * and the checksum of the first line made to match, which anyone can compute.
 */
final class RecordVectors {

    static final Path DIR = Path.of("..", "net", "src", "test", "resources", "ks", "net", "protocol", "vectors");

    private RecordVectors() {
    }

    /** The vector {@code name}. */
    static Path of(String name) {
        return DIR.resolve(name);
    }

    /**
     * The vector {@code name} with the first {@code from} (JSON text, which must be there) rewritten as
     * {@code to} under a fresh checksum, written to {@code file}.
     */
    static Path rewritten(String name, String from, String to, Path file) throws IOException {
        String text = Files.readString(of(name), StandardCharsets.UTF_8);
        String body = text.substring(text.indexOf('\n') + 1);
        int at = body.indexOf(from);
        assertThat(at).as("'%s' in %s", from, name).isNotNegative();
        body = body.substring(0, at) + to + body.substring(at + from.length());
        Files.writeString(file, "ks-record 2 " + sha256(body) + "\n" + body, StandardCharsets.UTF_8);
        return file;
    }

    private static String sha256(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
