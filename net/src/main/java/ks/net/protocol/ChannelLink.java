package ks.net.protocol;

import java.io.IOException;
import ks.crypto.SecureChannel;
import ks.net.Connection;

/**
 * A {@link Link} over the {@link Connection} a rendezvous settled on, whose handshake already
 * ran inside the meeting: each message travels sealed and padded by the connection. Anything
 * wrong below a message (a broken frame, a failed seal, the peer hanging up or refusing in
 * words) is an {@link IOException} that means the link is lost; only a sealed message that
 * does not decode is a {@link ks.net.ProtocolException}, a bad message the session may skip.
 */
public final class ChannelLink implements Link {

    private final Connection connection;

    private ChannelLink(Connection connection) {
        this.connection = connection;
    }

    /** The link over a connection the rendezvous authenticated. */
    public static ChannelLink over(Connection connection) {
        return new ChannelLink(connection);
    }

    /** The verified name of the player at the other end. */
    public String peerName() {
        return connection.peerName();
    }

    public SecureChannel channel() {
        return connection.channel();
    }

    /** Sends one message; safe from several threads (the session and its heartbeat). */
    @Override
    public void send(Message message) throws IOException {
        connection.send(WireCodec.encode(message));
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        byte[] plain = connection.receive(timeoutMillis);
        return plain == null ? null : WireCodec.decode(plain);
    }

    @Override
    public void close() {
        try {
            connection.close();
        } catch (IOException ignored) {
            // Closing a link that is already failing: nothing more to tell.
        }
    }
}
