package ks.crypto.gc;

import static ks.crypto.gc.Published.bits;
import static ks.crypto.gc.Published.number;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import java.util.Random;
import java.util.function.LongBinaryOperator;
import org.junit.jupiter.api.Test;

/** The published Bristol Fashion circuits, garbled and evaluated, give the published answers. */
class GarblingKnownAnswerTest {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void garbledAes128GivesTheFips197Ciphertext() {
        BooleanCircuit aes = Published.circuit("aes_128");
        boolean[] out = GarbledCircuits.run(aes, bits(HEX.parseHex("000102030405060708090a0b0c0d0e0f")),
                bits(HEX.parseHex("00112233445566778899aabbccddeeff")));
        assertThat(HEX.formatHex(Published.bytes(out))).isEqualTo("69c4e0d86a7b0430d8cdb78070b4c55a");
    }

    @Test
    void garbledSha256CompressionGivesTheFips1804DigestOfAbc() {
        byte[] block = new byte[64];
        byte[] abc = "abc".getBytes(StandardCharsets.US_ASCII);
        System.arraycopy(abc, 0, block, 0, 3);
        block[3] = (byte) 0x80;
        block[63] = 24;
        byte[] iv = HEX.parseHex("6a09e667bb67ae853c6ef372a54ff53a510e527f9b05688c1f83d9ab5be0cd19");
        boolean[] out = GarbledCircuits.run(Published.circuit("sha256"), bits(block), bits(iv));
        assertThat(HEX.formatHex(Published.bytes(out)))
                .isEqualTo("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }

    @Test
    void garbledAdderAddsLikeJava() {
        agreesWithJava("adder64", Long::sum);
    }

    @Test
    void garbledSubtracterSubtractsLikeJava() {
        agreesWithJava("sub64", (a, b) -> a - b);
    }

    @Test
    void garbledMultiplierMultipliesLikeJava() {
        agreesWithJava("mult64", (a, b) -> a * b);
    }

    @Test
    void garbledDividerDividesLikeJavaUnsigned() {
        agreesWithJava("udivide64", (a, b) -> b == 0 ? 0 : Long.divideUnsigned(a, b));
    }

    @Test
    void garbledComparatorIsSignedLessThan() {
        agreesWithJava("compare", (a, b) -> a < b ? 1 : 0);
    }

    @Test
    void garbledNegationNegatesLikeJava() {
        BooleanCircuit neg = Published.circuit("neg64");
        Random random = new Random(3);
        for (int i = 0; i < 20; i++) {
            long a = random.nextLong();
            assertThat(number(GarbledCircuits.run(neg, bits(a), new boolean[0]))).isEqualTo(-a);
        }
    }

    @Test
    void garbledZeroTestTellsZeroFromTheRest() {
        BooleanCircuit zero = Published.circuit("zero_equal");
        assertThat(GarbledCircuits.run(zero, bits(0L), new boolean[0])).containsExactly(true);
        assertThat(GarbledCircuits.run(zero, bits(1L << 40), new boolean[0])).containsExactly(false);
        assertThat(GarbledCircuits.run(zero, bits(-1L), new boolean[0])).containsExactly(false);
    }

    private static void agreesWithJava(String name, LongBinaryOperator java) {
        BooleanCircuit circuit = Published.circuit(name);
        Random random = new Random(name.hashCode());
        long[] special = {0, 1, -1, Long.MIN_VALUE, Long.MAX_VALUE};
        for (int i = 0; i < 30; i++) {
            long a = i < special.length ? special[i] : random.nextLong();
            long b = i < special.length ? special[(i + 2) % special.length] : random.nextLong();
            if (name.equals("udivide64") && b == 0) {
                b = 7;
            }
            boolean[] out = GarbledCircuits.run(circuit, bits(a), bits(b));
            long expected = java.applyAsLong(a, b);
            assertThat(out.length == 1 ? (out[0] ? 1 : 0) : number(out)).as("%s(%d, %d)", name, a, b).isEqualTo(expected);
            assertThat(circuit.evaluate(bits(a), bits(b))).isEqualTo(out);
        }
    }
}
