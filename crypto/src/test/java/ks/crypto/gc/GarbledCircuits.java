package ks.crypto.gc;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/** Garbles and evaluates a circuit in one process, as the two parties would between them. */
final class GarbledCircuits {
    private static final SecureRandom RANDOM = new SecureRandom();

    private GarbledCircuits() {
    }

    /** The outputs of garbling {@code circuit} and evaluating it on the two inputs. */
    static boolean[] run(BooleanCircuit circuit, boolean[] party0, boolean[] party1) {
        byte[] seed = new byte[16];
        RANDOM.nextBytes(seed);
        List<byte[]> chunks = new ArrayList<>();
        Garbling garbling = Garbler.garble(circuit, seed, 42, chunks::add);
        long[] in0 = garbling.inputLabels(0, party0);
        long[] in1 = garbling.inputLabels(1, party1);
        long[] labels = new long[in0.length + in1.length];
        System.arraycopy(in0, 0, labels, 0, in0.length);
        System.arraycopy(in1, 0, labels, in0.length, in1.length);
        long[] out = Evaluator.evaluate(circuit, 42, chunks, labels);
        boolean[] decoded = Evaluator.decode(out, garbling.decoding());
        boolean[] read = garbling.readOutputLabels(out);
        if (read == null || !java.util.Arrays.equals(read, decoded)) {
            throw new AssertionError("the output labels are not the garbler's labels of the decoded values");
        }
        return decoded;
    }
}
