package ks.crypto.gc;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.zip.GZIPInputStream;

/**
 * The published Bristol Fashion circuits checked in under {@code bristol/} (README.md there names
 * their source), and their bit order: wire i of a value is bit i of it, least significant first;
 * a byte string is read as one big-endian number.
 */
public final class Published {
    private Published() {
    }

    /** The circuit {@code name} (e.g. "aes_128"). */
    public static BooleanCircuit circuit(String name) {
        try (InputStream gz = Published.class.getResourceAsStream("bristol/" + name + ".txt.gz");
                Reader text = new InputStreamReader(new GZIPInputStream(gz), StandardCharsets.US_ASCII)) {
            return BristolFashion.read(text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The 64 bits of {@code value}, least significant first. */
    public static boolean[] bits(long value) {
        boolean[] bits = new boolean[64];
        for (int i = 0; i < 64; i++) {
            bits[i] = (value >>> i & 1) != 0;
        }
        return bits;
    }

    /** The bits of a byte string read as one big-endian number, least significant first. */
    public static boolean[] bits(byte[] bigEndian) {
        BigInteger n = new BigInteger(1, bigEndian);
        boolean[] bits = new boolean[8 * bigEndian.length];
        for (int i = 0; i < bits.length; i++) {
            bits[i] = n.testBit(i);
        }
        return bits;
    }

    /** The number whose bits, least significant first, are {@code bits}. */
    public static long number(boolean[] bits) {
        long value = 0;
        for (int i = bits.length - 1; i >= 0; i--) {
            value = value << 1 | (bits[i] ? 1 : 0);
        }
        return value;
    }

    /** The big-endian byte string of {@code bytes} bytes whose bits, least significant first, are {@code bits}. */
    public static byte[] bytes(boolean[] bits) {
        byte[] out = new byte[bits.length / 8];
        for (int i = 0; i < bits.length; i++) {
            if (bits[i]) {
                out[out.length - 1 - i / 8] |= (byte) (1 << (i % 8));
            }
        }
        return out;
    }

    /** Random bits. */
    public static boolean[] random(java.util.Random random, int count) {
        boolean[] bits = new boolean[count];
        for (int i = 0; i < count; i++) {
            bits[i] = random.nextBoolean();
        }
        return bits;
    }
}
