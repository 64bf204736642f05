package ks.crypto.twopc;

import static ks.crypto.gc.Published.bits;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import java.util.concurrent.TimeUnit;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Published;
import ks.crypto.gc.RandomCircuit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 120, unit = TimeUnit.SECONDS)
class SemiHonestYaoTest {

    @Test
    void bothPartiesGetThePlainOutputsWhenPartyZeroGarbles() {
        Party[] parties = Duel.inMemory();
        Random random = new Random(4);
        for (int trial = 0; trial < 8; trial++) {
            BooleanCircuit circuit = RandomCircuit.of(random.nextLong(), 1 + random.nextInt(90), 1 + random.nextInt(90),
                    random.nextInt(4000), 1 + random.nextInt(40), 1 + random.nextInt(300));
            boolean[] x = Published.random(random, circuit.inputCount(0));
            boolean[] y = Published.random(random, circuit.inputCount(1));
            Object[] out = Duel.both(() -> parties[0].computeSemiHonest(circuit, x), () -> parties[1].computeSemiHonest(circuit, y));
            assertThat((boolean[]) ((Duel.Outcome<?>) out[0]).get()).isEqualTo(circuit.evaluate(x, y));
            assertThat((boolean[]) ((Duel.Outcome<?>) out[1]).get()).isEqualTo(circuit.evaluate(x, y));
        }
    }

    @Test
    void semiHonestAndDualRunsMayFollowEachOtherOnOneConnection() {
        Party[] parties = Duel.inMemory();
        BooleanCircuit sub = Published.circuit("sub64");
        Object[] first = Duel.both(() -> parties[0].computeSemiHonest(sub, bits(10L)), () -> parties[1].computeSemiHonest(sub, bits(3L)));
        assertThat(Published.number((boolean[]) ((Duel.Outcome<?>) first[1]).get())).isEqualTo(7L);
        assertThat(Published.number(Duel.compute(parties, sub, bits(3L), bits(10L))[0].get())).isEqualTo(-7L);
        assertThat(parties[1].lastRun().receivedGarbling()).hasSize(32);
    }
}
