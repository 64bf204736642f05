package ks.crypto;

import java.nio.charset.StandardCharsets;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.util.Arrays;
import org.bouncycastle.crypto.generators.Argon2BytesGenerator;
import org.bouncycastle.crypto.params.Argon2Parameters;

/**
 * Argon2id (RFC 9106) from Bouncy Castle: the one place ks turns a password into bytes, for
 * stored password hashes ({@link PasswordHash}) and for keys that seal a file under a password.
 * The cost is a value ({@link Cost}) so tests can run cheaply while players get the real one.
 */
public final class Argon2id {

    /**
     * How much work one derivation costs.
     *
     * @param memoryKib   memory in KiB
     * @param iterations  passes over the memory
     * @param parallelism lanes
     */
    public record Cost(int memoryKib, int iterations, int parallelism) {

        /** RFC 9106's second recommended option, 64 MiB and three passes. */
        public static final Cost INTERACTIVE = new Cost(65_536, 3, 1);

        /** Cheap, for tests only: never for a real password. */
        public static final Cost TEST = new Cost(64, 1, 1);

        public Cost {
            if (memoryKib < 8 * parallelism || memoryKib > 4 * 1024 * 1024) {
                throw new IllegalArgumentException("Argon2id memory out of range: " + memoryKib + " KiB");
            }
            if (iterations < 1 || iterations > 100 || parallelism < 1 || parallelism > 16) {
                throw new IllegalArgumentException("Argon2id cost out of range: t=" + iterations + " p=" + parallelism);
            }
        }
    }

    private Argon2id() {
    }

    /** {@code length} bytes derived from {@code password} and {@code salt} at {@code cost}. */
    public static byte[] derive(char[] password, byte[] salt, Cost cost, int length) {
        if (salt.length < 8) {
            throw new IllegalArgumentException("an Argon2id salt needs at least 8 bytes");
        }
        Argon2Parameters params = new Argon2Parameters.Builder(Argon2Parameters.ARGON2_id)
                .withVersion(Argon2Parameters.ARGON2_VERSION_13)
                .withSalt(salt)
                .withMemoryAsKB(cost.memoryKib())
                .withIterations(cost.iterations())
                .withParallelism(cost.parallelism())
                .build();
        Argon2BytesGenerator generator = new Argon2BytesGenerator();
        generator.init(params);
        byte[] secret = utf8(password);
        try {
            byte[] out = new byte[length];
            generator.generateBytes(secret, out);
            return out;
        } finally {
            Arrays.fill(secret, (byte) 0);
        }
    }

    private static byte[] utf8(char[] password) {
        ByteBuffer encoded = StandardCharsets.UTF_8.encode(CharBuffer.wrap(password));
        byte[] bytes = new byte[encoded.remaining()];
        encoded.get(bytes);
        if (encoded.hasArray()) {
            Arrays.fill(encoded.array(), (byte) 0);
        }
        return bytes;
    }
}
