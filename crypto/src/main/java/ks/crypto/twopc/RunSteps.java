package ks.crypto.twopc;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ks.crypto.PeerMisbehaved;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Garbler;
import ks.crypto.gc.Garbling;

/** The steps both protocols share: agreeing on the circuit, sending and receiving tables, reading decoding bits. */
final class RunSteps {
    static final byte DUAL = 1;
    static final byte SEMI_HONEST = 2;

    private RunSteps() {
    }

    /** Checks this side may run {@code circuit} at all, before anything is sent. */
    static void checkSize(BooleanCircuit circuit) {
        if (circuit.inputCount(0) > Limits.MAX_INPUTS || circuit.inputCount(1) > Limits.MAX_INPUTS
                || circuit.outputCount() > Limits.MAX_OUTPUTS) {
            throw new IllegalArgumentException("a circuit for two parties has at most " + Limits.MAX_INPUTS
                    + " inputs per party and " + Limits.MAX_OUTPUTS + " outputs");
        }
    }

    /** Both sides announce the circuit's digest and the kind of run; they must agree. */
    static void open(Conversation conversation, long run, BooleanCircuit circuit, byte mode) throws IOException {
        byte[] open = Arrays.copyOf(circuit.digest(), 33);
        open[32] = mode;
        conversation.send(Kind.OPEN, run, 0, open);
        byte[] theirs = conversation.receive(Kind.OPEN, run, 0, 33);
        if (theirs[32] != mode) {
            throw new PeerMisbehaved("the other party started a " + (theirs[32] == DUAL ? "dual execution" : "different run")
                    + " where this side started a " + (mode == DUAL ? "dual execution" : "semi-honest run"));
        }
        if (!Arrays.equals(theirs, open)) {
            throw new PeerMisbehaved("the other party computes a different circuit (its digest differs)");
        }
    }

    /** Garbles {@code circuit} from a fresh seed as {@code instance}, sending the tables as they come. */
    static Garbling garbleAndSend(Conversation conversation, long run, BooleanCircuit circuit, byte[] seed, long instance)
            throws IOException {
        int[] next = {0};
        IOException[] failure = {null};
        Garbling garbling = Garbler.garble(circuit, seed, instance, chunk -> {
            try {
                conversation.send(Kind.TABLES, run, next[0]++, chunk);
            } catch (IOException e) {
                failure[0] = e;
            }
        });
        if (failure[0] != null) {
            throw failure[0];
        }
        return garbling;
    }

    /** The other side's tables, every chunk of exactly the length the circuit gives. */
    static List<byte[]> receiveTables(Conversation conversation, long run, BooleanCircuit circuit) throws IOException {
        List<byte[]> chunks = new ArrayList<>();
        for (int c = 0; c < Garbler.chunks(circuit); c++) {
            chunks.add(conversation.receive(Kind.TABLES, run, c, Garbler.chunkBytes(circuit, c)));
        }
        return chunks;
    }

    /** The other side's decoding bits for {@code outputs} outputs; the padding bits must be zero. */
    static byte[] receiveDecoding(Conversation conversation, long run, int outputs) throws IOException {
        byte[] decoding = conversation.receive(Kind.DECODING, run, 0, (outputs + 7) / 8);
        if (outputs % 8 != 0 && (decoding[decoding.length - 1] & 0xFF) >>> (outputs % 8) != 0) {
            throw new PeerMisbehaved("two-party computation: the other party's output decoding has padding bits set");
        }
        return decoding;
    }

    /** Party 0's labels then party 1's. */
    static long[] byParty(int firstParty, long[] first, long[] second) {
        long[] party0 = firstParty == 0 ? first : second;
        long[] party1 = firstParty == 0 ? second : first;
        long[] all = Arrays.copyOf(party0, party0.length + party1.length);
        System.arraycopy(party1, 0, all, party0.length, party1.length);
        return all;
    }
}
