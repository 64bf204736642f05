package ks.crypto.gc;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ScheduleTest {

    @Test
    void everyGateComesAfterTheGatesItReadsAndEachBatchIsAndGatesOfOneDepth() {
        BooleanCircuit circuit = RandomCircuit.of(11, 20, 20, 5000, 20, 300);
        Schedule s = circuit.schedule();
        boolean[] ready = new boolean[circuit.wires()];
        for (int w : circuit.inputWires(0)) {
            ready[w] = true;
        }
        for (int w : circuit.inputWires(1)) {
            ready[w] = true;
        }
        int from = 0;
        for (int seg = 0; seg < s.segmentEnd.length; seg++) {
            assertThat(s.segmentEnd[seg] - from).isBetween(1, s.segmentAnd[seg] ? Schedule.MAX_BATCH : Integer.MAX_VALUE);
            for (int i = from; i < s.segmentEnd[seg]; i++) {
                int g = s.order[i];
                assertThat(circuit.kind(g) == BooleanCircuit.AND).isEqualTo(s.segmentAnd[seg]);
                assertThat(ready[circuit.left(g)]).isTrue();
                assertThat(circuit.right(g) < 0 || ready[circuit.right(g)]).isTrue();
                if (!s.segmentAnd[seg]) {
                    ready[circuit.out(g)] = true;
                }
            }
            // A batch's AND gates are hashed at once, so none of them may read another's output.
            for (int i = from; i < s.segmentEnd[seg]; i++) {
                ready[circuit.out(s.order[i])] = true;
            }
            from = s.segmentEnd[seg];
        }
        assertThat(from).isEqualTo(circuit.gates());
    }

    @Test
    void andGatesOfOneDepthAreHashedTogether() {
        // Eight independent AND gates of depth 1, then one of depth 2 reading two of them.
        BooleanCircuit.Builder b = BooleanCircuit.builder(25).inputs(0, 0, 1, 2, 3, 4, 5, 6, 7).inputs(1);
        for (int i = 0; i < 8; i++) {
            b.and(i, (i + 1) % 8, 8 + i);
            b.xor(8 + i, i, 16 + i);
        }
        BooleanCircuit circuit = b.and(16, 17, 24).outputs(24).build();
        Schedule s = circuit.schedule();
        assertThat(s.segmentAnd).containsExactly(true, false, true);
        assertThat(s.segmentEnd).containsExactly(8, 16, 17);
        assertThat(circuit.andDepth()).isEqualTo(2);
    }
}
