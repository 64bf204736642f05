package ks.crypto.twopc;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Arrays;
import ks.crypto.PeerMisbehaved;
import ks.crypto.block.Sha256;
import ks.crypto.ot.BaseOtReceiver;
import ks.crypto.ot.BaseOtSender;
import ks.crypto.ot.OtExtensionReceiver;
import ks.crypto.ot.OtExtensionSender;

/**
 * The OTs of one connection, both directions: this side's extension receiver (for the circuits it
 * evaluates) and sender (for those it garbles), set up by one exchange of base OTs and topped up
 * before a run that needs more than the pools hold. Both sides decide alike when to top up, since
 * each side's sender pool is the other's receiver pool.
 */
final class OtLink {
    private static final byte VERSION = 1;
    private static final int HELLO_BYTES = 2 + 32 + 33;

    final OtExtensionReceiver receiver;
    final OtExtensionSender sender;

    private OtLink(OtExtensionReceiver receiver, OtExtensionSender sender) {
        this.receiver = receiver;
        this.sender = sender;
    }

    /** The greeting and the 128 base OTs each way. */
    static OtLink open(Conversation conversation, int role, byte[] sessionId, SecureRandom random) throws IOException {
        int other = 1 - role;
        BaseOtSender baseSender = new BaseOtSender(context(sessionId, role), random);
        byte[] hello = new byte[HELLO_BYTES];
        hello[0] = VERSION;
        hello[1] = (byte) role;
        System.arraycopy(sessionHash(sessionId), 0, hello, 2, 32);
        System.arraycopy(baseSender.message(), 0, hello, 34, 33);
        conversation.send(Kind.HELLO, 0, 0, hello);
        boolean[] s = new boolean[128];
        for (int j = 0; j < s.length; j++) {
            s[j] = random.nextBoolean();
        }
        BaseOtReceiver baseReceiver = new BaseOtReceiver(context(sessionId, other), s, random);
        byte[] theirs = conversation.receive(Kind.HELLO, 0, 0, HELLO_BYTES);
        if (theirs[0] != VERSION) {
            throw new PeerMisbehaved("the other party speaks two-party computation version " + (theirs[0] & 0xFF) + ", not "
                    + VERSION);
        }
        if (theirs[1] != other) {
            throw new PeerMisbehaved("both parties took role " + role + ": one must be 0 and the other 1");
        }
        if (!Arrays.equals(Arrays.copyOfRange(theirs, 2, 34), sessionHash(sessionId))) {
            throw new PeerMisbehaved("the two parties were given different session ids");
        }
        conversation.send(Kind.BASE_OT, 0, 0, baseReceiver.answer(Arrays.copyOfRange(theirs, 34, HELLO_BYTES)));
        byte[][][] both = baseSender.keys(conversation.receive(Kind.BASE_OT, 0, 0, 128 * 33));
        return new OtLink(new OtExtensionReceiver(both, domain(role)), new OtExtensionSender(s, baseReceiver.keys(), domain(other)));
    }

    /**
     * Tops up the pools so that this side can evaluate with {@code myInputs} OTs and answer the
     * other's {@code theirInputs}: the columns, the challenge and the check, each way as needed.
     */
    void refill(Conversation conversation, long run, int myInputs, int theirInputs, SecureRandom random) throws IOException {
        int mine = myInputs - receiver.available();
        int theirs = theirInputs - sender.available();
        if (mine > 0) {
            conversation.send(Kind.OT_COLUMNS, run, 0, receiver.extend(OtExtensionReceiver.extensionFor(mine), random));
        }
        if (theirs > 0) {
            byte[] columns = conversation.receive(Kind.OT_COLUMNS, run, 0);
            conversation.send(Kind.OT_CHALLENGE, run, 0, sender.challenge(columns, theirs, random));
        }
        if (mine > 0) {
            conversation.send(Kind.OT_CHECK, run, 0, receiver.answer(conversation.receive(Kind.OT_CHALLENGE, run, 0, 16)));
        }
        if (theirs > 0) {
            sender.verify(conversation.receive(Kind.OT_CHECK, run, 0, 32));
        }
    }

    /** The tweak domain of the OTs whose receiver is {@code evaluator}: high bit set, apart from garbling's instances. */
    private static long domain(int evaluator) {
        return Long.MIN_VALUE | evaluator;
    }

    private static byte[] context(byte[] sessionId, int evaluator) {
        byte[] context = Arrays.copyOf(sessionId, sessionId.length + 1);
        context[sessionId.length] = (byte) evaluator;
        return context;
    }

    private static byte[] sessionHash(byte[] sessionId) {
        return Sha256.of("ks/2pc/session/v1", sessionId);
    }
}
