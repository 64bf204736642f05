package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.Random;
import java.util.function.Function;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes the crypto module's decoders of outside input: {@link Commitment#decode} (peer bytes, only
 * {@link PeerMisbehaved}; an accepted one re-encodes to the same bytes), {@link Digest#fromHex},
 * {@link Salt#fromHex}, {@link Identity#fromHex} (only IllegalArgumentException), and the
 * {@link KnownOpponents} and {@link KeyStore} readers over random file contents (only
 * {@link KeyFileException}). Every message must be one line.
 */
class DecodersFuzzTest {

    private static Path dir;
    private static final SigningKey KEY = SigningKey.generate(new SecureRandom(new byte[] {1}));
    private static final Identity OTHER = SigningKey.generate(new SecureRandom(new byte[] {2})).identity();

    @BeforeAll
    static void makeDir() throws IOException {
        dir = Files.createTempDirectory("ks-fuzz-crypto");
    }

    @AfterAll
    static void removeDir() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path p : files.toList()) {
                Files.deleteIfExists(p);
            }
        }
        Files.deleteIfExists(dir);
    }

    @FuzzTest(maxDuration = "5m")
    void commitment(byte[] data) {
        checkCommitment(data);
    }

    @FuzzTest(maxDuration = "5m")
    void hex(byte[] data) {
        checkHex(new String(data, StandardCharsets.UTF_8));
    }

    @FuzzTest(maxDuration = "5m")
    void files(byte[] data) throws IOException {
        if (dir == null) {
            makeDir();
        }
        checkFiles(data);
    }

    @Test
    void boundedRandomInputs() {
        FuzzKit.bounded("commitment", 20_000, DecodersFuzzTest::commitmentBytes, DecodersFuzzTest::checkCommitment,
                Arrays::toString);
        FuzzKit.bounded("hex", 20_000, DecodersFuzzTest::hexText, DecodersFuzzTest::checkHex, FuzzKit::escape);
        FuzzKit.bounded("key-files", 300, DecodersFuzzTest::fileBytes, DecodersFuzzTest::checkFiles,
                b -> FuzzKit.escape(new String(b, StandardCharsets.ISO_8859_1)));
    }

    @Test
    @Tag("fuzz-long")
    void longRandomInputs() {
        FuzzKit.timed("commitment", DecodersFuzzTest::commitmentBytes, DecodersFuzzTest::checkCommitment,
                Arrays::toString);
        FuzzKit.timed("hex", DecodersFuzzTest::hexText, DecodersFuzzTest::checkHex, FuzzKit::escape);
        FuzzKit.timed("key-files", DecodersFuzzTest::fileBytes, DecodersFuzzTest::checkFiles,
                b -> FuzzKit.escape(new String(b, StandardCharsets.ISO_8859_1)));
    }

    static void checkCommitment(byte[] data) {
        try {
            Commitment c = Commitment.decode(data);
            assertThat(c.encode()).isEqualTo(data);
        } catch (PeerMisbehaved e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    static void checkHex(String text) {
        for (Function<String, Object> parser : java.util.List.<Function<String, Object>>of(Digest::fromHex,
                Salt::fromHex, Identity::fromHex)) {
            try {
                Object value = parser.apply(text);
                assertThat(text).matches("[0-9a-fA-F]{64}");
                assertThat(value).isNotNull();
            } catch (IllegalArgumentException e) {
                // HexRegressionTest: the refused text is quoted raw.
                FuzzKit.assertOneLine(e.getMessage());
            }
        }
    }

    static void checkFiles(byte[] contents) {
        try {
            Files.write(dir.resolve(KnownOpponents.FILE_NAME), contents);
            Files.write(dir.resolve(KeyStore.FILE_NAME), contents);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            KnownOpponents.Answer a = new KnownOpponents(dir).pin("carol", OTHER);
            FuzzKit.assertOneLine(a.message());
        } catch (KeyFileException e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
        try {
            new KeyStore(dir).load();
        } catch (KeyFileException e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    static byte[] commitmentBytes(Random r) {
        byte[] valid = Commitment.create(KEY, Digest.genesis(new byte[] {1}), r.nextInt(1000),
                Salt.random(new SecureRandom()), new byte[] {(byte) r.nextInt()}).encode();
        if (r.nextInt(3) == 0) {
            byte[] b = new byte[r.nextInt(120)];
            r.nextBytes(b);
            return b;
        }
        byte[] b = Arrays.copyOf(valid, Math.max(0, valid.length + r.nextInt(5) - 2));
        for (int k = r.nextInt(4); k > 0 && b.length > 0; k--) {
            b[r.nextInt(b.length)] = (byte) r.nextInt(256);
        }
        return b;
    }

    static String hexText(Random r) {
        byte[] b = new byte[32];
        r.nextBytes(b);
        String valid = r.nextBoolean() ? HexFormat.of().formatHex(b) : HexFormat.of().withUpperCase().formatHex(b);
        return r.nextInt(4) == 0 ? valid : FuzzKit.mutate(r, valid, "0123456789abcdefABCDEFgx+- ", 3);
    }

    static byte[] fileBytes(Random r) {
        String key = KEY.identity().hex();
        String keyFile = "# ks signing key\nks-signing-key-v1\nsecret " + HexFormat.of().formatHex(KEY.seed())
                + "\npublic " + key + "\n";
        String known = "# ks known opponents\nalice " + key + "\ncarol " + OTHER.hex() + "\n";
        String text = switch (r.nextInt(4)) {
            case 0 -> FuzzKit.pick(r, keyFile, known);
            case 1, 2 -> FuzzKit.mutate(r, FuzzKit.pick(r, keyFile, known), "0123456789abcdef #\n\r\tcarol-_.", 4);
            default -> FuzzKit.randomString(r, "0123456789abcdef #\n\r\tcarolsecretpublic", 200);
        };
        return r.nextInt(10) == 0 ? text.getBytes(StandardCharsets.UTF_16) : text.getBytes(StandardCharsets.UTF_8);
    }
}
