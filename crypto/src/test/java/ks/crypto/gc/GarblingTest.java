package ks.crypto.gc;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GarblingTest {
    private static final byte[] SEED = new byte[16];

    @ParameterizedTest
    @CsvSource({"1, 10, 20, 5, 1", "17, 5, 300, 9, 4", "40, 40, 2000, 64, 64", "8, 0, 500, 3, 100000", "0, 12, 900, 12, 30"})
    void aGarbledRandomCircuitComputesWhatThePlainCircuitDoes(int in0, int in1, int ands, int outputs, int window) {
        Random random = new Random(ands);
        for (int trial = 0; trial < 5; trial++) {
            BooleanCircuit circuit = RandomCircuit.of(random.nextLong(), in0, in1, ands, outputs, window);
            boolean[] x = Published.random(random, in0);
            boolean[] y = Published.random(random, in1);
            assertThat(GarbledCircuits.run(circuit, x, y)).isEqualTo(circuit.evaluate(x, y));
        }
    }

    @Test
    void aCircuitWithoutAndGatesSendsNoTables() {
        BooleanCircuit xor = BooleanCircuit.builder(3).inputs(0, 0).inputs(1, 1).xor(0, 1, 2).outputs(2).build();
        List<byte[]> chunks = new ArrayList<>();
        Garbler.garble(xor, SEED, 1, chunks::add);
        assertThat(chunks).isEmpty();
        assertThat(GarbledCircuits.run(xor, new boolean[] {true}, new boolean[] {true})).containsExactly(false);
    }

    @Test
    void tablesGoInChunksOf32000AndGates() {
        BooleanCircuit circuit = RandomCircuit.of(9, 30, 30, 70_000, 10, 5000);
        List<byte[]> chunks = new ArrayList<>();
        Garbler.garble(circuit, SEED, 1, chunks::add);
        assertThat(chunks).extracting(c -> c.length).containsExactly(32_000 * 32, 32_000 * 32, 6_000 * 32);
        Random random = new Random(1);
        boolean[] x = Published.random(random, 30);
        boolean[] y = Published.random(random, 30);
        assertThat(GarbledCircuits.run(circuit, x, y)).isEqualTo(circuit.evaluate(x, y));
    }

    @Test
    void theSameSeedAndInstanceGiveTheSameGarbling() {
        BooleanCircuit circuit = RandomCircuit.of(2, 8, 8, 400, 8, 50);
        List<byte[]> first = new ArrayList<>();
        List<byte[]> second = new ArrayList<>();
        Garbling a = Garbler.garble(circuit, SEED, 7, first::add);
        Garbling b = Garbler.garble(circuit, SEED, 7, second::add);
        assertThat(second).containsExactlyElementsOf(first);
        assertThat(b.tablesHash()).isEqualTo(a.tablesHash()).isEqualTo(GarblingDigest.tables(first));
        assertThat(b.decoding()).isEqualTo(a.decoding());
        assertThat(b.inputLabels(1, new boolean[8])).isEqualTo(a.inputLabels(1, new boolean[8]));
    }

    @Test
    void anotherSeedOrInstanceGivesOtherTables() {
        BooleanCircuit circuit = RandomCircuit.of(2, 8, 8, 400, 8, 50);
        byte[] otherSeed = SEED.clone();
        otherSeed[15] = 1;
        byte[] base = Garbling.regarble(circuit, SEED, 7).tablesHash();
        assertThat(Garbling.regarble(circuit, otherSeed, 7).tablesHash()).isNotEqualTo(base);
        assertThat(Garbling.regarble(circuit, SEED, 8).tablesHash()).isNotEqualTo(base);
    }

    @Test
    void aRevealedSeedReproducesTheDigestOfWhatWasSent() {
        BooleanCircuit circuit = RandomCircuit.of(4, 16, 16, 300, 16, 40);
        boolean[] garblerInputs = Published.random(new Random(4), 16);
        List<byte[]> sent = new ArrayList<>();
        Garbling garbling = Garbler.garble(circuit, SEED, 5, sent::add);
        byte[] received = GarblingDigest.of(5, circuit.digest(), GarblingDigest.tables(sent),
                garbling.inputLabels(1, garblerInputs), garbling.decoding());
        assertThat(GarblingDigest.expected(circuit, SEED, 5, 1, garblerInputs)).isEqualTo(received);
        garblerInputs[3] = !garblerInputs[3];
        assertThat(GarblingDigest.expected(circuit, SEED, 5, 1, garblerInputs)).isNotEqualTo(received);
    }

    @Test
    void aLabelThatIsNeitherOfAWiresTwoGivesOutputsTheGarblerRefuses() {
        BooleanCircuit adder = Published.circuit("adder64");
        List<byte[]> chunks = new ArrayList<>();
        Garbling garbling = Garbler.garble(adder, SEED, 3, chunks::add);
        long[] labels = new long[256];
        System.arraycopy(garbling.inputLabels(0, new boolean[64]), 0, labels, 0, 128);
        System.arraycopy(garbling.inputLabels(1, new boolean[64]), 0, labels, 128, 128);
        assertThat(garbling.readOutputLabels(Evaluator.evaluate(adder, 3, chunks, labels))).isEqualTo(new boolean[64]);
        labels[0] ^= 1L << 40;
        assertThat(garbling.readOutputLabels(Evaluator.evaluate(adder, 3, chunks, labels))).isNull();
    }

    @Test
    void everyWireHasTwoLabelsThatDifferByTheSameOffset() {
        BooleanCircuit circuit = RandomCircuit.of(8, 3, 3, 10, 3, 6);
        Garbling garbling = Garbling.regarble(circuit, SEED, 1);
        long[] zeros = garbling.outputLabels(new boolean[3]);
        long[] ones = garbling.outputLabels(new boolean[] {true, true, true});
        long[] in0 = garbling.inputLabels(0, new boolean[3]);
        long[] in1 = garbling.inputLabels(0, new boolean[] {true, true, true});
        for (int i = 1; i < 3; i++) {
            assertThat(zeros[2 * i] ^ ones[2 * i]).isEqualTo(in0[0] ^ in1[0]);
            assertThat(zeros[2 * i + 1] ^ ones[2 * i + 1]).isEqualTo(in0[1] ^ in1[1]);
        }
        assertThat((in0[0] ^ in1[0]) & 1).as("the offset's colour bit").isEqualTo(1);
    }
}
