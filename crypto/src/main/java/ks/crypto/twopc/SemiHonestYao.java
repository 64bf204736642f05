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
 * Yao's protocol, secure against passive adversaries only: party 0 garbles and sends its tables, its
 * input labels, the OT answers and the decoding bits; party 1 evaluates, decodes, and returns its
 * output labels, which party 0 accepts only if each is one of its wire's two labels.
 */
final class SemiHonestYao {
    private static final byte[] NONE = new byte[0];

    private SemiHonestYao() {
    }

    static RunResult run(Context c, long run, BooleanCircuit circuit, boolean[] inputs) throws IOException {
        Conversation conversation = c.conversation();
        long sentBefore = conversation.sent();
        long receivedBefore = conversation.received();
        RunSteps.open(conversation, run, circuit, RunSteps.SEMI_HONEST);
        int evaluatorInputs = circuit.inputCount(1);
        c.ot().refill(conversation, run, c.role() == 1 ? evaluatorInputs : 0, c.role() == 0 ? evaluatorInputs : 0, c.random());
        long instance = RunRecord.instance(run, 0);
        byte[] digest = circuit.digest();
        boolean[] outputs;
        byte[] sent = NONE;
        byte[] received = NONE;
        byte[] obtainedLabels = NONE;
        byte[] seed = NONE;
        if (c.role() == 0) {
            seed = new byte[AesPrg.SEED_BYTES];
            c.random().nextBytes(seed);
            Garbling garbling = RunSteps.garbleAndSend(conversation, run, circuit, seed, instance);
            long[] myLabels = garbling.inputLabels(0, inputs);
            conversation.send(Kind.LABELS, run, 0, Blocks.toBytes(myLabels));
            byte[] choices = conversation.receive(Kind.CHOICES, run, 0, (evaluatorInputs + 7) / 8);
            conversation.send(Kind.OT_REPLY, run, 0, c.ot().sender.reply(choices,
                    garbling.inputLabels(1, false, evaluatorInputs), garbling.inputLabels(1, true, evaluatorInputs)));
            conversation.send(Kind.DECODING, run, 0, garbling.decoding());
            outputs = garbling.readOutputLabels(Blocks.fromBytes(conversation.receive(Kind.OUTPUT, run, 0,
                    16 * circuit.outputCount())));
            if (outputs == null) {
                throw new PeerMisbehaved("two-party computation: the evaluator returned output labels that are not this circuit's");
            }
            sent = GarblingDigest.of(instance, digest, garbling.tablesHash(), myLabels, garbling.decoding());
        } else {
            conversation.send(Kind.CHOICES, run, 0, c.ot().receiver.choose(inputs));
            List<byte[]> tables = RunSteps.receiveTables(conversation, run, circuit);
            long[] theirLabels = Blocks.fromBytes(conversation.receive(Kind.LABELS, run, 0, 16 * circuit.inputCount(0)));
            long[] obtained = c.ot().receiver.receive(conversation.receive(Kind.OT_REPLY, run, 0, 32 * evaluatorInputs));
            byte[] decoding = RunSteps.receiveDecoding(conversation, run, circuit.outputCount());
            long[] evaluated = Evaluator.evaluate(circuit, instance, tables, RunSteps.byParty(0, theirLabels, obtained));
            outputs = Evaluator.decode(evaluated, decoding);
            conversation.send(Kind.OUTPUT, run, 0, Blocks.toBytes(evaluated));
            received = GarblingDigest.of(instance, digest, GarblingDigest.tables(tables), theirLabels, decoding);
            obtainedLabels = GarblingDigest.labels(obtained);
        }
        return new RunResult(outputs, new RunRecord(run, digest, sent, received, obtainedLabels, seed,
                conversation.sent() - sentBefore, conversation.received() - receivedBefore));
    }
}
