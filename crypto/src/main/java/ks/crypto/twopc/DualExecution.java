package ks.crypto.twopc;

import java.io.IOException;
import java.util.List;
import ks.crypto.PeerMisbehaved;
import ks.crypto.block.AesPrg;
import ks.crypto.block.Blocks;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Evaluator;
import ks.crypto.gc.Garbling;
import ks.crypto.gc.GarblingDigest;

/**
 * Dual execution (Mohassel-Franklin 2006; Huang-Katz-Evans 2012): each party garbles the circuit
 * and evaluates the other's. {@link #prepare} needs only the circuit: the circuit's digest each way,
 * the OT pools topped up, the tables each way. {@link #run} takes the inputs: each side sends its OT
 * choices and its own input labels, answers the other's choices, and only after it holds all of the
 * other's material sends its output decoding bits, so no one chooses inputs after seeing an output;
 * then each evaluates, decodes, and the {@link EqualityCheck} must pass before the outputs are given.
 */
final class DualExecution {
    private DualExecution() {
    }

    static Prepared prepare(Context c, long run, BooleanCircuit circuit) throws IOException {
        Conversation conversation = c.conversation();
        long sentBefore = conversation.sent();
        long receivedBefore = conversation.received();
        RunSteps.open(conversation, run, circuit, RunSteps.DUAL);
        c.ot().refill(conversation, run, circuit.inputCount(c.role()), circuit.inputCount(c.other()), c.random());
        byte[] seed = new byte[AesPrg.SEED_BYTES];
        c.random().nextBytes(seed);
        Garbling garbling = RunSteps.garbleAndSend(conversation, run, circuit, seed, RunRecord.instance(run, c.role()));
        List<byte[]> theirTables = RunSteps.receiveTables(conversation, run, circuit);
        return new Prepared(run, circuit, garbling, seed, theirTables, GarblingDigest.tables(theirTables), sentBefore,
                receivedBefore);
    }

    /**
     * The outputs, once the equality check has passed; with the record of the run. {@code keeper} is
     * handed this side's part of the check, with the outputs and the record, before the part is sent.
     */
    static RunResult run(Context c, Prepared p, boolean[] inputs, Party.Keeper keeper) throws IOException {
        Conversation conversation = c.conversation();
        BooleanCircuit circuit = p.circuit;
        long run = p.run;
        int role = c.role();
        int other = c.other();
        int theirCount = circuit.inputCount(other);
        conversation.send(Kind.CHOICES, run, 0, c.ot().receiver.choose(inputs));
        long[] myLabels = p.garbling.inputLabels(role, inputs);
        conversation.send(Kind.LABELS, run, 0, Blocks.toBytes(myLabels));
        byte[] theirChoices = conversation.receive(Kind.CHOICES, run, 0, (theirCount + 7) / 8);
        conversation.send(Kind.OT_REPLY, run, 0, c.ot().sender.reply(theirChoices,
                p.garbling.inputLabels(other, false, theirCount), p.garbling.inputLabels(other, true, theirCount)));
        long[] theirLabels = Blocks.fromBytes(conversation.receive(Kind.LABELS, run, 0, 16 * theirCount));
        long[] obtained = c.ot().receiver.receive(conversation.receive(Kind.OT_REPLY, run, 0, 32 * inputs.length));
        keeper.releasing(run);
        conversation.send(Kind.DECODING, run, 0, p.garbling.decoding());
        long theirInstance = RunRecord.instance(run, other);
        long[] evaluated = Evaluator.evaluate(circuit, theirInstance, p.theirTables, RunSteps.byParty(other, theirLabels, obtained));
        byte[] theirDecoding = RunSteps.receiveDecoding(conversation, run, circuit.outputCount());
        boolean[] outputs = Evaluator.decode(evaluated, theirDecoding);
        long[] mine = p.garbling.outputLabels(outputs);
        byte[] value = EqualityCheck.value(c.sessionId(), run, role == 0 ? mine : evaluated, role == 0 ? evaluated : mine);
        byte[] digest = circuit.digest();
        byte[] sentGarbling = GarblingDigest.of(RunRecord.instance(run, role), digest, p.garbling.tablesHash(), myLabels,
                p.garbling.decoding());
        byte[] receivedGarbling = GarblingDigest.of(theirInstance, digest, p.theirTablesHash, theirLabels, theirDecoding);
        byte[] obtainedLabels = GarblingDigest.labels(obtained);
        // Kept before it goes out: once it has, the other may hold the check's outcome, and a run cut off
        // here is finished on a later connection with this very part, never computed again.
        keeper.keep(new Party.Checking(outputs.clone(), new RunRecord(run, digest, sentGarbling, receivedGarbling,
                obtainedLabels, p.seed.clone(), conversation.sent() - p.sentBefore,
                conversation.received() - p.receivedBefore), new Party.CheckPart(run, role, c.sessionId(), value)));
        conversation.send(Kind.EQUALITY, run, 0, EqualityCheck.proof(role, c.sessionId(), run, value));
        byte[] theirProof = conversation.receive(Kind.EQUALITY, run, 0, 32);
        if (!EqualityCheck.matches(theirProof, other, c.sessionId(), run, value)) {
            throw new PeerMisbehaved("the equality check of the two executions failed: the other party cheated or its "
                    + "program is broken; nothing it computed can be trusted");
        }
        RunRecord record = new RunRecord(run, digest, sentGarbling, receivedGarbling, obtainedLabels, p.seed.clone(),
                conversation.sent() - p.sentBefore, conversation.received() - p.receivedBefore);
        return new RunResult(outputs, record);
    }

    /**
     * Finishes on this connection the check of an earlier run cut off on another: sends {@code part}'s
     * proof again (sequence 1 of the run's equality message), the very bytes first sent, and compares
     * the other's with the one this side's kept value gives.
     */
    static void finish(Context c, Party.CheckPart part) throws IOException {
        Conversation conversation = c.conversation();
        conversation.send(Kind.EQUALITY, part.run(), 1, part.proof());
        byte[] theirProof = conversation.receive(Kind.EQUALITY, part.run(), 1, 32);
        if (!EqualityCheck.matches(theirProof, c.other(), part.sessionId(), part.run(), part.value())) {
            throw new PeerMisbehaved("the equality check of run " + part.run() + ", finished on a new connection, failed:"
                    + " the other party cheated or its program is broken; nothing it computed can be trusted");
        }
    }
}
