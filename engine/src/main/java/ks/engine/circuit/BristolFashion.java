package ks.engine.circuit;

import java.util.List;

/**
 * Writes a {@link Circuit} in "Bristol Fashion", the text format of the MPC circuits published
 * by Nigel Smart and others (nigelsmart.github.io/MPC-Circuits): a line with the numbers of gates
 * and wires, a line with the number of input values and each one's width, the same for the
 * outputs, a blank line, then one gate a line ({@code 2 1 a b c XOR}, {@code 2 1 a b c AND},
 * {@code 1 1 a c INV}, {@code 1 1 a c EQW}). The format wants the inputs on the first wires, in
 * order, and the outputs on the last ones; the inputs already are, and each output bit is copied
 * to its place at the end by an EQW gate, which costs nothing. The owners of inputs and the
 * audiences of outputs are not part of the format: they are listed in {@link Circuit#inputs()}
 * and {@link Circuit#outputs()} in the same order.
 */
public final class BristolFashion {

    private BristolFashion() {
    }

    /** The circuit as Bristol Fashion text. */
    public static String write(Circuit c) {
        int[] ops = c.ops();
        int[] in0 = c.in0();
        int[] in1 = c.in1();
        int[] outs = c.outs();
        List<Circuit.Output> outputs = c.outputs();
        int copies = c.outputWidth();
        StringBuilder sb = new StringBuilder(ops.length * 16 + 256);
        sb.append(ops.length + copies).append(' ').append(c.wireCount() + copies).append('\n');
        sb.append(c.inputs().size());
        for (Circuit.Input in : c.inputs()) {
            sb.append(' ').append(in.width());
        }
        sb.append('\n').append(outputs.size());
        for (Circuit.Output out : outputs) {
            sb.append(' ').append(out.width());
        }
        sb.append("\n\n");
        for (int g = 0; g < ops.length; g++) {
            switch (ops[g]) {
                case Circuit.XOR -> sb.append("2 1 ").append(in0[g]).append(' ').append(in1[g]).append(' ')
                        .append(outs[g]).append(" XOR\n");
                case Circuit.AND -> sb.append("2 1 ").append(in0[g]).append(' ').append(in1[g]).append(' ')
                        .append(outs[g]).append(" AND\n");
                default -> sb.append("1 1 ").append(in0[g]).append(' ').append(outs[g]).append(" INV\n");
            }
        }
        int next = c.wireCount();
        for (Circuit.Output out : outputs) {
            for (int w : out.wires()) {
                sb.append("1 1 ").append(w).append(' ').append(next++).append(" EQW\n");
            }
        }
        return sb.toString();
    }
}
