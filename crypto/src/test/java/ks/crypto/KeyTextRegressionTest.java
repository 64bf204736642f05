package ks.crypto;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Inputs the crypto decoder fuzzer found; each test is named for the behaviour it wants. */
class KeyTextRegressionTest {

    private static final String KEY = "0123456789abcdef".repeat(4);

    /** Found by DecodersFuzzTest: Hex.parse quotes the refused text raw, line breaks included. */
    @Test
    void refusedHexIsShownOnOneLine() {
        String text = KEY.substring(0, 31) + "\n" + KEY.substring(32);
        assertThatThrownBy(() -> Identity.fromHex(text)).isInstanceOf(IllegalArgumentException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }

    /** Found by DecodersFuzzTest: a carriage return inside a line of known_opponents is quoted raw. */
    @Test
    void corruptKnownOpponentsLineIsReportedOnOneLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(KnownOpponents.FILE_NAME), "al\rice " + KEY + " x\n", StandardCharsets.UTF_8);
        Identity someone = SigningKey.generate(new SecureRandom(new byte[] {3})).identity();
        assertThatThrownBy(() -> new KnownOpponents(dir).judge("bob", someone)).isInstanceOf(KeyFileException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }

    /** Found by DecodersFuzzTest: a carriage return inside the secret of the signing-key file is quoted raw. */
    @Test
    void corruptSigningKeyIsReportedOnOneLine(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(KeyStore.FILE_NAME), "ks-signing-key-v1\nsecret " + KEY.substring(0, 20) + "\r"
                + KEY.substring(21) + "\npublic " + KEY + "\n", StandardCharsets.US_ASCII);
        assertThatThrownBy(() -> new KeyStore(dir).load()).isInstanceOf(KeyFileException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
