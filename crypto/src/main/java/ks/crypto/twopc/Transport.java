package ks.crypto.twopc;

import java.io.Closeable;
import java.io.IOException;

/**
 * Carries whole messages between the two parties, in order, full duplex: both sides may send at
 * once, and {@link #send} may block until the other side reads, so a {@link Party} sends from a
 * thread of its own. {@link #receive} refuses a message longer than the transport's limit before
 * allocating it ({@link ks.crypto.PeerMisbehaved}) and reports a closed or silent peer as an
 * {@link IOException}.
 */
public interface Transport extends Closeable {
    void send(byte[] message) throws IOException;

    byte[] receive() throws IOException;
}
