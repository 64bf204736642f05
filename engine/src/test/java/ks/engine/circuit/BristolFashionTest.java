package ks.engine.circuit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Bristol Fashion text read back by a small reader written from the format's description (inputs
 * on the first wires, outputs on the last, gates in order) evaluates as the circuit does.
 */
class BristolFashionTest {

    /** Evaluates Bristol Fashion text on the given input bits (all input values in order). */
    private static boolean[] evalText(String text, boolean[] inputs) {
        String[] lines = text.split("\n");
        String[] head = lines[0].trim().split(" ");
        int gates = Integer.parseInt(head[0]);
        boolean[] w = new boolean[Integer.parseInt(head[1])];
        System.arraycopy(inputs, 0, w, 0, inputs.length);
        String[] outs = lines[2].trim().split(" ");
        int outBits = 0;
        for (int i = 1; i < outs.length; i++) {
            outBits += Integer.parseInt(outs[i]);
        }
        assertThat(lines[3]).isEmpty();
        for (int g = 0; g < gates; g++) {
            String[] f = lines[4 + g].trim().split(" ");
            switch (f[f.length - 1]) {
                case "XOR" -> w[Integer.parseInt(f[4])] = w[Integer.parseInt(f[2])] ^ w[Integer.parseInt(f[3])];
                case "AND" -> w[Integer.parseInt(f[4])] = w[Integer.parseInt(f[2])] & w[Integer.parseInt(f[3])];
                case "INV" -> w[Integer.parseInt(f[3])] = !w[Integer.parseInt(f[2])];
                case "EQW" -> w[Integer.parseInt(f[3])] = w[Integer.parseInt(f[2])];
                default -> throw new AssertionError("unknown gate " + lines[4 + g]);
            }
        }
        boolean[] result = new boolean[outBits];
        System.arraycopy(w, w.length - outBits, result, 0, outBits);
        return result;
    }

    @Test
    void theTextEvaluatesAsTheCircuit() {
        CircuitBuilder b = new CircuitBuilder();
        Word x = b.inputWord(Party.MOVER, "x");
        int[] k = b.input(Party.OPPONENT, "k", 6);
        Word y = b.inputWord(Party.OPPONENT, "y");
        b.output("count", Audience.BOTH, x.and(y).count());
        b.output("pick", Audience.MOVER, x.at(k), b.not(y.at(k)));
        b.output("w", Audience.OPPONENT, x.xor(y.shift(Direction.NORTH_WEST)).bits());
        Circuit c = b.build();
        String text = BristolFashion.write(c);
        String[] lines = text.split("\n");
        assertThat(lines[0]).isEqualTo((c.gateCount() + c.outputWidth()) + " " + (c.wireCount() + c.outputWidth()));
        assertThat(lines[1]).isEqualTo("3 64 6 64");
        assertThat(lines[2]).isEqualTo("3 7 2 64");
        Random r = new Random(3);
        for (int i = 0; i < 50; i++) {
            boolean[] mover = new boolean[64];
            boolean[] opponent = new boolean[70];
            for (int j = 0; j < mover.length; j++) {
                mover[j] = r.nextBoolean();
            }
            for (int j = 0; j < opponent.length; j++) {
                opponent[j] = r.nextBoolean();
            }
            boolean[] all = new boolean[134];
            System.arraycopy(mover, 0, all, 0, 64);
            System.arraycopy(opponent, 0, all, 64, 70);
            assertThat(evalText(text, all)).containsExactly(c.eval(mover, opponent));
        }
    }
}
