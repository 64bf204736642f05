package ks.engine.circuit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Random;
import org.junit.jupiter.api.Test;

/** The builder: constant folding, structural hashing, the cost of each operation, dead gates. */
class CircuitBuilderTest {

    @Test
    void constantsFoldAwayWithoutGates() {
        CircuitBuilder b = new CircuitBuilder();
        int x = b.input(Party.MOVER, "x", 1)[0];
        assertThat(b.and(x, CircuitBuilder.ZERO)).isEqualTo(CircuitBuilder.ZERO);
        assertThat(b.and(x, CircuitBuilder.ONE)).isEqualTo(x);
        assertThat(b.xor(x, CircuitBuilder.ZERO)).isEqualTo(x);
        assertThat(b.xor(x, x)).isEqualTo(CircuitBuilder.ZERO);
        assertThat(b.and(x, b.not(x))).isEqualTo(CircuitBuilder.ZERO);
        assertThat(b.xor(x, b.not(x))).isEqualTo(CircuitBuilder.ONE);
        assertThat(b.not(b.not(x))).isEqualTo(x);
        assertThat(b.or(x, CircuitBuilder.ONE)).isEqualTo(CircuitBuilder.ONE);
        assertThat(b.andsSoFar()).isZero();
    }

    @Test
    void aBuiltCircuitReadsOnlyInputsAndEarlierGates() {
        CircuitBuilder b = new CircuitBuilder();
        Word x = b.inputWord(Party.MOVER, "x");
        Word y = b.inputWord(Party.OPPONENT, "y");
        b.output("z", Audience.BOTH, x.and(y.not()).or(Word.constant(b, 0xF0F0L)).bits());
        Circuit c = b.build();
        int[] in0 = c.in0();
        int[] in1 = c.in1();
        for (int g = 0; g < c.gateCount(); g++) {
            assertThat(in0[g]).isBetween(0, c.inputCount() + g - 1);
            assertThat(in1[g]).isBetween(-1, c.inputCount() + g - 1);
        }
    }

    @Test
    void identicalGatesAreMadeOnceWithHashingAndTwiceWithout() {
        for (boolean hashing : new boolean[] {true, false}) {
            CircuitBuilder b = new CircuitBuilder(hashing);
            int[] x = b.input(Party.MOVER, "x", 2);
            int first = b.and(x[0], x[1]);
            int second = b.and(x[1], x[0]);
            b.output("first", Audience.BOTH, first);
            b.output("second", Audience.BOTH, second);
            assertThat(b.build().andCount()).isEqualTo(hashing ? 1 : 2);
        }
    }

    @Test
    void orAndMuxCostOneAndGateEach() {
        CircuitBuilder b = new CircuitBuilder();
        int[] x = b.input(Party.MOVER, "x", 3);
        b.output("or", Audience.BOTH, b.or(x[0], x[1]));
        b.output("mux", Audience.BOTH, b.mux(x[2], x[0], x[1]));
        Circuit c = b.build();
        assertThat(c.andCount()).isEqualTo(2);
        for (int v = 0; v < 8; v++) {
            boolean[] in = {(v & 1) != 0, (v & 2) != 0, (v & 4) != 0};
            boolean[] out = c.eval(in, new boolean[0]);
            assertThat(out[0]).isEqualTo(in[0] | in[1]);
            assertThat(out[1]).isEqualTo(in[2] ? in[1] : in[0]);
        }
    }

    @Test
    void gatesNoOutputNeedsAreDropped() {
        CircuitBuilder b = new CircuitBuilder();
        int[] x = b.input(Party.MOVER, "x", 4);
        b.and(x[0], x[1]);
        b.output("z", Audience.BOTH, b.and(x[2], x[3]));
        assertThat(b.andsSoFar()).isEqualTo(2);
        Circuit c = b.build();
        assertThat(c.andCount()).isEqualTo(1);
        assertThat(c.gateCount()).isEqualTo(1);
    }

    @Test
    void aConstantOutputIsComputedFromAnInputNotAConstantWire() {
        CircuitBuilder b = new CircuitBuilder();
        int x = b.input(Party.MOVER, "x", 1)[0];
        b.output("zero", Audience.BOTH, b.and(x, b.not(x)));
        b.output("one", Audience.BOTH, CircuitBuilder.ONE);
        Circuit c = b.build();
        for (boolean v : new boolean[] {false, true}) {
            assertThat(c.eval(new boolean[] {v}, new boolean[0])).containsExactly(false, true);
        }
        assertThat(c.andCount()).isZero();
    }

    @Test
    void depthCountsTheAndGatesOnTheLongestPath() {
        CircuitBuilder b = new CircuitBuilder();
        int[] x = b.input(Party.MOVER, "x", 8);
        b.output("chain", Audience.BOTH, b.and(b.and(b.and(x[0], x[1]), x[2]), x[3]));
        b.output("tree", Audience.BOTH, b.andAll(x[4], x[5], x[6], x[7]));
        Circuit c = b.build();
        assertThat(c.depth()).isEqualTo(3);
        assertThat(c.andCount()).isEqualTo(6);
    }

    @Test
    void evaluationRefusesInputsOfTheWrongWidth() {
        Circuit c = Harness.words(Word::xor);
        assertThatThrownBy(() -> c.eval(new boolean[63], new boolean[64]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("MOVER feeds 64 bits, got 63");
    }

    @Test
    void theSameInputOrOutputNameIsRefusedTwice() {
        CircuitBuilder b = new CircuitBuilder();
        b.input(Party.MOVER, "x", 1);
        assertThatThrownBy(() -> b.input(Party.MOVER, "x", 2)).isInstanceOf(IllegalArgumentException.class);
        b.output("z", Audience.BOTH, CircuitBuilder.ONE);
        assertThatThrownBy(() -> b.output("z", Audience.MOVER, CircuitBuilder.ONE))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void accessorsHandOutCopies() {
        Circuit c = Harness.words(Word::and);
        c.ops()[0] = 99;
        c.inputs().get(0).wires()[0] = 99;
        assertThat(c.ops()[0]).isEqualTo(Circuit.AND);
        assertThat(c.inputs().get(0).wires()[0]).isZero();
        assertThat(Harness.run(c, 0b1100, 0b1010)).isEqualTo(0b1000);
    }

    @Test
    void randomExpressionsEvaluateAsInJava() {
        Circuit c = Harness.words((x, y) -> x.and(y).or(x.not().xor(y.shift(Direction.EAST))).andNot(y.mask(0xFFFF0000L)));
        Random r = new Random(5);
        for (int i = 0; i < 200; i++) {
            long x = r.nextLong();
            long y = r.nextLong();
            long east = (y << 1) & ~0x0101010101010101L;
            long expected = ((x & y) | (~x ^ east)) & ~(y & 0xFFFF0000L);
            assertThat(Harness.run(c, x, y)).isEqualTo(expected);
        }
    }
}
