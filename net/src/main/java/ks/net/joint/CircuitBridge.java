package ks.net.joint;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import ks.crypto.gc.BooleanCircuit;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.Party;

/**
 * The joint referee's circuits ({@code ks.engine.circuit}) as the two-party computation takes
 * them ({@code ks.crypto.gc}): party 0 is white's process and party 1 black's, so the mover's
 * inputs go to the party of the mover's colour; each party's bits in the order the engine's
 * {@link Circuit#eval} takes them; the outputs in the engine's order. Made once per circuit and
 * mover. Thread-safe.
 */
public final class CircuitBridge {

    private record Key(Circuit circuit, int mover) {
    }

    private static final Map<Key, BooleanCircuit> MADE = new ConcurrentHashMap<>();

    private CircuitBridge() {
    }

    /** {@code c}, whose mover plays {@code mover}, as a circuit between white's party 0 and black's party 1. */
    public static BooleanCircuit of(Circuit c, int mover) {
        return MADE.computeIfAbsent(new Key(c, mover), k -> convert(c, mover));
    }

    private static BooleanCircuit convert(Circuit c, int mover) {
        BooleanCircuit.Builder b = BooleanCircuit.builder(c.wireCount());
        b.inputs(mover, wires(c, Party.MOVER));
        b.inputs(1 - mover, wires(c, Party.OPPONENT));
        int outputs = 0;
        for (Circuit.Output o : c.outputs()) {
            outputs += o.width();
        }
        int[] outs = new int[outputs];
        int i = 0;
        for (Circuit.Output o : c.outputs()) {
            for (int w : o.wires()) {
                outs[i++] = w;
            }
        }
        b.outputs(outs);
        int[] ops = c.ops();
        int[] in0 = c.in0();
        int[] in1 = c.in1();
        int[] gateOuts = c.outs();
        for (int g = 0; g < ops.length; g++) {
            byte kind = switch (ops[g]) {
                case Circuit.XOR -> BooleanCircuit.XOR;
                case Circuit.AND -> BooleanCircuit.AND;
                default -> BooleanCircuit.INV;
            };
            b.gate(kind, in0[g], in1[g], gateOuts[g]);
        }
        return b.build();
    }

    private static int[] wires(Circuit c, Party owner) {
        int[] wires = new int[c.inputWidth(owner)];
        int i = 0;
        for (Circuit.Input in : c.inputs(owner)) {
            for (int w : in.wires()) {
                wires[i++] = w;
            }
        }
        return wires;
    }
}
