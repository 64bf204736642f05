package ks.crypto.twopc;

import static ks.crypto.gc.Published.bits;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.HexFormat;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.GarblingDigest;
import ks.crypto.gc.Published;
import ks.crypto.gc.RandomCircuit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 120, unit = TimeUnit.SECONDS)
class DualExecutionTest {
    private static final HexFormat HEX = HexFormat.of();

    @Test
    void bothPartiesGetThePlainCircuitsOutputsForRandomCircuitsAndInputs() {
        Party[] parties = Duel.inMemory();
        Random random = new Random(1);
        for (int trial = 0; trial < 12; trial++) {
            int in0 = random.nextInt(200);
            int in1 = 1 + random.nextInt(200);
            BooleanCircuit circuit = RandomCircuit.of(random.nextLong(), in0, in1, random.nextInt(3000), 1 + random.nextInt(70),
                    1 + random.nextInt(500));
            boolean[] x = Published.random(random, in0);
            boolean[] y = Published.random(random, in1);
            Duel.Outcome<boolean[]>[] out = Duel.compute(parties, circuit, x, y);
            boolean[] expected = circuit.evaluate(x, y);
            assertThat(out[0].get()).as("trial %d, party 0", trial).isEqualTo(expected);
            assertThat(out[1].get()).as("trial %d, party 1", trial).isEqualTo(expected);
        }
        parties[0].close();
        parties[1].close();
    }

    @Test
    void aesWithTheKeyFromOnePartyAndTheBlockFromTheOtherGivesTheFips197Ciphertext() {
        Party[] parties = Duel.inMemory();
        Duel.Outcome<boolean[]>[] out = Duel.compute(parties, Published.circuit("aes_128"),
                bits(HEX.parseHex("000102030405060708090a0b0c0d0e0f")), bits(HEX.parseHex("00112233445566778899aabbccddeeff")));
        assertThat(HEX.formatHex(Published.bytes(out[0].get()))).isEqualTo("69c4e0d86a7b0430d8cdb78070b4c55a");
        assertThat(HEX.formatHex(Published.bytes(out[1].get()))).isEqualTo("69c4e0d86a7b0430d8cdb78070b4c55a");
    }

    @Test
    void aMillionairesComparisonTellsBothWhoIsRicherAndNoMore() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit lessThan = Published.circuit("compare");
        assertThat(Duel.compute(parties, lessThan, bits(-5L), bits(3L))[1].get()).containsExactly(true);
        assertThat(Duel.compute(parties, lessThan, bits(7L), bits(3L))[0].get()).containsExactly(false);
    }

    @Test
    void manyRunsOnOneConnectionSpendAndRefillTheOtPools() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit adder = Published.circuit("adder64");
        Random random = new Random(2);
        for (int run = 0; run < 80; run++) {
            long a = random.nextLong();
            long b = random.nextLong();
            Duel.Outcome<boolean[]>[] out = Duel.compute(parties, adder, bits(a), bits(b));
            assertThat(Published.number(out[0].get())).isEqualTo(a + b);
            assertThat(Published.number(out[1].get())).isEqualTo(a + b);
        }
        assertThat(parties[0].lastRun().run()).isEqualTo(80);
    }

    @Test
    void aPreparedRunNeedsOnlyTheInputsAndGivesTheSameOutputs() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit mult = Published.circuit("mult64");
        Object[] prepared = Duel.both(() -> parties[0].prepare(mult), () -> parties[1].prepare(mult));
        Prepared p0 = (Prepared) ((Duel.Outcome<?>) prepared[0]).get();
        Prepared p1 = (Prepared) ((Duel.Outcome<?>) prepared[1]).get();
        Object[] out = Duel.both(() -> parties[0].run(p0, bits(123456789L)), () -> parties[1].run(p1, bits(987654321L)));
        assertThat(Published.number((boolean[]) ((Duel.Outcome<?>) out[0]).get())).isEqualTo(123456789L * 987654321L);
        assertThat(Published.number((boolean[]) ((Duel.Outcome<?>) out[1]).get())).isEqualTo(123456789L * 987654321L);
    }

    @Test
    void eachSideRecordsTheOthersGarblingAsTheOtherSentIt() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit circuit = RandomCircuit.of(3, 20, 20, 500, 10, 60);
        Duel.compute(parties, circuit, new boolean[20], new boolean[20])[0].get();
        RunRecord r0 = parties[0].lastRun();
        RunRecord r1 = parties[1].lastRun();
        assertThat(r0.receivedGarbling()).isEqualTo(r1.sentGarbling());
        assertThat(r1.receivedGarbling()).isEqualTo(r0.sentGarbling());
        assertThat(r0.circuitDigest()).isEqualTo(circuit.digest());
        assertThat(r0.bytesSent()).isEqualTo(r1.bytesReceived());
    }

    @Test
    void aRevealedSeedLetsTheEvaluatorCheckTheGarblingAndTheLabelsItGotByOt() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit circuit = Published.circuit("adder64");
        Duel.compute(parties, circuit, bits(5L), bits(6L))[0].get();
        RunRecord garbler = parties[0].lastRun();
        RunRecord evaluator = parties[1].lastRun();
        long instance = RunRecord.instance(garbler.run(), 0);
        assertThat(GarblingDigest.expected(circuit, garbler.garblingSeed(), instance, 0, bits(5L)))
                .isEqualTo(evaluator.receivedGarbling());
        assertThat(GarblingDigest.labels(ks.crypto.gc.Garbling.regarble(circuit, garbler.garblingSeed(), instance)
                .inputLabels(1, bits(6L)))).isEqualTo(evaluator.obtainedLabels());
        assertThat(GarblingDigest.expected(circuit, garbler.garblingSeed(), instance, 0, bits(4L)))
                .as("another input of the garbler's shows").isNotEqualTo(evaluator.receivedGarbling());
    }

    @Test
    void aPartyWithoutInputsStillComputes() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit neg = Published.circuit("neg64");
        Duel.Outcome<boolean[]>[] out = Duel.compute(parties, neg, bits(42L), new boolean[0]);
        assertThat(Published.number(out[1].get())).isEqualTo(-42L);
    }
    @Test
    void aConnectionWhoseRunsAreNumberedOnFromEarlierOnesStartsAfterThem() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        java.security.SecureRandom random = new java.security.SecureRandom();
        Object[] connected = Duel.both(() -> Party.connect(t[0], 0, Duel.SESSION, random, 41),
                () -> Party.connect(t[1], 1, Duel.SESSION, random, 41));
        Party[] parties = {(Party) ((Duel.Outcome<?>) connected[0]).get(), (Party) ((Duel.Outcome<?>) connected[1]).get()};
        Duel.Outcome<boolean[]>[] out = Duel.compute(parties, Published.circuit("adder64"), bits(2L), bits(3L));
        assertThat(Published.number(out[0].get())).isEqualTo(5L);
        assertThat(parties[0].lastRun().run()).isEqualTo(42L);
        assertThat(parties[1].lastRun().run()).isEqualTo(42L);
    }

    @Test
    void partiesThatDisagreeOnTheRunNumberStopAtTheFirstRun() {
        InMemoryTransport[] t = InMemoryTransport.pair();
        java.security.SecureRandom random = new java.security.SecureRandom();
        Object[] connected = Duel.both(() -> Party.connect(t[0], 0, Duel.SESSION, random, 41),
                () -> Party.connect(t[1], 1, Duel.SESSION, random, 7));
        Party[] parties = {(Party) ((Duel.Outcome<?>) connected[0]).get(), (Party) ((Duel.Outcome<?>) connected[1]).get()};
        Duel.Outcome<boolean[]>[] out = Duel.compute(parties, Published.circuit("adder64"), bits(2L), bits(3L));
        assertThat(out[0].failure()).isInstanceOf(ks.crypto.PeerMisbehaved.class).hasMessageContaining("of run 8");
    }
}
