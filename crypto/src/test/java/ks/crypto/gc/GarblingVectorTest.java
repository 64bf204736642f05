package ks.crypto.gc;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import ks.crypto.HandshakeVectorTest;
import ks.crypto.block.Blocks;
import ks.crypto.block.Sha256;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The bytes of garbling v1 for fixed circuits, seeds and instances, checked in at
 * {@code garbling-v1.txt} and recomputed there from docs/joint-referee.md alone: the circuit's
 * digest, Δ, the tables, the decoding bits, the garbler's input labels and the garbling digest.
 * A later ks re-garbles revealed seeds of earlier games, so none of this may change silently.
 */
class GarblingVectorTest {
    private static final HexFormat HEX = HexFormat.of();

    @ParameterizedTest
    @ValueSource(strings = {"adder64", "compare"})
    void garblingAFixedCircuitFromAFixedSeedGivesTheCheckedInBytes(String name) throws IOException {
        Map<String, String> v = HandshakeVectorTest.read("/ks/crypto/gc/garbling-v1.txt");
        BooleanCircuit circuit = Published.circuit(name);
        byte[] seed = HEX.parseHex(v.get(name + ".seed"));
        long instance = Long.parseLong(v.get(name + ".instance"));
        boolean[] a = Published.bits(Long.parseUnsignedLong(v.get(name + ".a"), 16));
        boolean[] b = Published.bits(Long.parseUnsignedLong(v.get(name + ".b"), 16));
        List<byte[]> chunks = new ArrayList<>();
        Garbling garbling = Garbler.garble(circuit, seed, instance, chunks::add);
        byte[] tables = chunks.get(0);
        long[] labelsA = garbling.inputLabels(0, a);
        long[] delta = new long[2];
        long[] zero = garbling.inputLabels(0, new boolean[64]);
        long[] one = garbling.inputLabels(0, Published.bits(-1L));
        delta[0] = zero[0] ^ one[0];
        delta[1] = zero[1] ^ one[1];

        assertThat(HEX.formatHex(circuit.digest())).isEqualTo(v.get(name + ".circuit"));
        assertThat(HEX.formatHex(Blocks.toBytes(delta))).isEqualTo(v.get(name + ".delta"));
        assertThat(HEX.formatHex(Arrays.copyOf(tables, 32))).isEqualTo(v.get(name + ".tables.first"));
        assertThat(HEX.formatHex(Sha256.plain().raw(tables, 0, tables.length).finish())).isEqualTo(v.get(name + ".tables.sha256"));
        assertThat(HEX.formatHex(garbling.tablesHash())).isEqualTo(v.get(name + ".tables.sha256"));
        assertThat(HEX.formatHex(garbling.decoding())).isEqualTo(v.get(name + ".decoding"));
        assertThat(HEX.formatHex(Arrays.copyOf(Blocks.toBytes(labelsA), 16))).isEqualTo(v.get(name + ".labels.a.first"));
        assertThat(HEX.formatHex(GarblingDigest.expected(circuit, seed, instance, 0, a))).isEqualTo(v.get(name + ".digest"));
        long[] labels = Arrays.copyOf(labelsA, 256);
        System.arraycopy(garbling.inputLabels(1, b), 0, labels, 128, 128);
        assertThat(Evaluator.decode(Evaluator.evaluate(circuit, instance, chunks, labels), garbling.decoding()))
                .isEqualTo(circuit.evaluate(a, b));
    }

}
