package ks.net;

import java.io.Closeable;
import java.io.IOException;
import java.net.Socket;

/**
 * The one connection a rendezvous settled on, with frames ready to flow. {@code initiator} is true on
 * the side that dialed this TCP connection and false on the side that accepted it; the two sides
 * always disagree, so a handshake can use it as its role. The greetings are kept so a handshake can
 * bind them into its transcript. Reads block without a timeout until the caller sets one on the
 * socket; {@link FrameReader} resumes cleanly after a timeout.
 */
public record Connection(Socket socket, FrameReader reader, FrameWriter writer, boolean initiator,
                         Hello local, Hello peer) implements Closeable {

    public String peerName() {
        return peer.name();
    }

    @Override
    public void close() throws IOException {
        socket.close();
    }
}
