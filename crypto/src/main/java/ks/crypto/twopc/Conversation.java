package ks.crypto.twopc;

import java.io.IOException;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import ks.crypto.PeerMisbehaved;
import org.bouncycastle.util.Pack;

/**
 * The messages of one connection: each is a header (kind, run number, sequence number: 13 bytes)
 * and a body. Sends go through a thread of their own, so that a party can receive while its large
 * messages are still being written; {@link #receive} accepts only the message the protocol expects
 * next, of the length it expects, so a replayed, reordered, truncated or padded message is refused.
 * Counts the bytes each way.
 */
final class Conversation implements AutoCloseable {
    static final int HEADER_BYTES = 13;
    private static final byte[] STOP = new byte[0];

    private final Transport transport;
    private final BlockingQueue<byte[]> queue = new LinkedBlockingQueue<>();
    private final Thread sender;
    private volatile IOException sendFailure;
    private long sent;
    private long received;

    Conversation(Transport transport) {
        this.transport = transport;
        sender = new Thread(this::drain, "2pc-sender");
        sender.setDaemon(true);
        sender.start();
    }

    /** Queues a message; fails if an earlier one could not be sent. */
    void send(Kind kind, long run, int seq, byte[] body) throws IOException {
        IOException failure = sendFailure;
        if (failure != null) {
            throw new IOException("could not send to the other party: " + failure.getMessage());
        }
        if (HEADER_BYTES + body.length > Limits.MAX_MESSAGE_BYTES) {
            throw new IllegalStateException(kind.words + " of " + body.length + " bytes is too long to send");
        }
        byte[] message = new byte[HEADER_BYTES + body.length];
        message[0] = kind.code;
        Pack.longToBigEndian(run, message, 1);
        Pack.intToBigEndian(seq, message, 9);
        System.arraycopy(body, 0, message, HEADER_BYTES, body.length);
        sent += message.length;
        queue.add(message);
    }

    /** The body of the next message, which must be {@code kind} number {@code seq} of {@code run}, of any length. */
    byte[] receive(Kind kind, long run, int seq) throws IOException {
        byte[] message = transport.receive();
        received += message.length;
        if (message.length < HEADER_BYTES) {
            throw new PeerMisbehaved("two-party computation: the other party sent a message of " + message.length
                    + " bytes, too short for a header");
        }
        Kind got = Kind.of(message[0]);
        long gotRun = Pack.bigEndianToLong(message, 1);
        int gotSeq = Pack.bigEndianToInt(message, 9);
        if (got != kind || gotRun != run || gotSeq != seq) {
            throw new PeerMisbehaved("two-party computation: expected the other party's " + kind.words + " " + seq + " of run "
                    + run + " but it sent " + (got == null ? "a message of unknown kind" : got.words + " " + gotSeq) + " of run "
                    + gotRun);
        }
        byte[] body = new byte[message.length - HEADER_BYTES];
        System.arraycopy(message, HEADER_BYTES, body, 0, body.length);
        return body;
    }

    /** The body of the next message, as {@link #receive(Kind, long, int)}, which must be {@code length} bytes. */
    byte[] receive(Kind kind, long run, int seq, int length) throws IOException {
        byte[] body = receive(kind, run, seq);
        if (body.length != length) {
            throw new PeerMisbehaved("two-party computation: the other party's " + kind.words + " " + seq + " of run " + run
                    + " is " + body.length + " bytes, not " + length);
        }
        return body;
    }

    long sent() {
        return sent;
    }

    long received() {
        return received;
    }

    /** Sends what is queued, stops the sending thread, and closes the transport. */
    @Override
    public void close() {
        queue.add(STOP);
        try {
            sender.join(5_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeTransport();
    }

    /**
     * Ends a failed connection: sends what is queued if that takes at most a second (the other side
     * should see the message that made it fail, such as an equality proof), then closes the transport,
     * so that the other side stops waiting.
     */
    void abort() {
        queue.add(STOP);
        try {
            sender.join(1_000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        closeTransport();
        sender.interrupt();
    }

    private void closeTransport() {
        try {
            transport.close();
        } catch (IOException ignored) {
            // The connection is over either way.
        }
    }

    private void drain() {
        try {
            while (true) {
                byte[] message = queue.take();
                if (message == STOP) {
                    return;
                }
                if (sendFailure == null) {
                    try {
                        transport.send(message);
                    } catch (IOException e) {
                        sendFailure = e;
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
