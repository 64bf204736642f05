package ks.crypto.twopc;

import java.io.IOException;
import java.util.function.UnaryOperator;

/**
 * A cheating party's transport for attack tests: it passes each message it sends, and each it
 * receives, through a function that may change it (null drops it). The message's header (kind,
 * run, sequence) is in its first 13 bytes.
 */
final class Tampering implements Transport {
    private final Transport inner;
    private final UnaryOperator<byte[]> outgoing;
    private final UnaryOperator<byte[]> incoming;

    Tampering(Transport inner, UnaryOperator<byte[]> outgoing, UnaryOperator<byte[]> incoming) {
        this.inner = inner;
        this.outgoing = outgoing;
        this.incoming = incoming;
    }

    static Tampering outgoing(Transport inner, UnaryOperator<byte[]> outgoing) {
        return new Tampering(inner, outgoing, UnaryOperator.identity());
    }

    static boolean is(byte[] message, Kind kind, long run, int seq) {
        return message[0] == kind.code && org.bouncycastle.util.Pack.bigEndianToLong(message, 1) == run
                && org.bouncycastle.util.Pack.bigEndianToInt(message, 9) == seq;
    }

    @Override
    public void send(byte[] message) throws IOException {
        byte[] changed = outgoing.apply(message.clone());
        if (changed != null) {
            inner.send(changed);
        }
    }

    @Override
    public byte[] receive() throws IOException {
        return incoming.apply(inner.receive());
    }

    @Override
    public void close() throws IOException {
        inner.close();
    }
}
