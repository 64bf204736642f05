package ks.net.protocol;

import java.io.IOException;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import ks.crypto.Handshake;
import ks.crypto.KeyFileException;
import ks.crypto.KnownOpponents;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;
import ks.crypto.SigningKey;
import ks.net.Connection;
import ks.net.ProtocolException;

/**
 * A {@link Link} over a TCP {@link Connection}: runs the authenticated key exchange, then
 * carries each message sealed by the {@link SecureChannel}. Every frame starts with a tag:
 * {@code H} a handshake step, {@code M} a sealed message, {@code E} a refusal in words, so a
 * side that refuses the other (a changed key, say) can tell it why before hanging up.
 */
public final class ChannelLink implements Link {

    private static final byte HANDSHAKE = 'H';
    private static final byte MESSAGE = 'M';
    private static final byte ERROR = 'E';

    private final Connection connection;
    private final SecureChannel channel;
    private final String peer;

    private ChannelLink(Connection connection, SecureChannel channel) {
        this.connection = connection;
        this.channel = channel;
        this.peer = channel.peerName();
    }

    /**
     * Runs the handshake on a fresh connection. A failure on either side is an
     * {@link IOException} whose message is the one line the user sees; the connection is closed.
     */
    public static ChannelLink establish(Connection c, String me, String opponent, SigningKey key,
            KnownOpponents known, SecureRandom random, Duration timeout) throws IOException {
        try {
            // Messages are small and answered at once: Nagle's delay would cost tens of milliseconds a move.
            c.socket().setTcpNoDelay(true);
            c.socket().setSoTimeout((int) timeout.toMillis());
            Handshake hs = new Handshake(me, opponent, key, known, random);
            write(c, HANDSHAKE, hs.hello());
            byte[] auth = hs.receiveHello(readHandshake(c, opponent));
            write(c, HANDSHAKE, auth);
            SecureChannel channel;
            try {
                channel = hs.receiveAuth(readHandshake(c, opponent));
            } catch (PeerMisbehaved | KeyFileException e) {
                refuse(c, me + " refused the connection: " + e.getMessage());
                throw e;
            }
            c.socket().setSoTimeout(0);
            return new ChannelLink(c, channel);
        } catch (PeerMisbehaved | KeyFileException e) {
            closeQuietly(c);
            throw new ProtocolException(e.getMessage());
        } catch (SocketTimeoutException e) {
            closeQuietly(c);
            throw new ProtocolException(opponent + " did not finish the handshake in time");
        } catch (IOException e) {
            closeQuietly(c);
            throw e;
        }
    }

    private static byte[] readHandshake(Connection c, String opponent) throws IOException {
        byte[] frame = c.reader().read();
        if (frame.length == 0) {
            throw new ProtocolException("an empty handshake frame from " + opponent);
        }
        if (frame[0] == ERROR) {
            throw new ProtocolException(text(frame));
        }
        if (frame[0] != HANDSHAKE) {
            throw new ProtocolException("expected a handshake from " + opponent);
        }
        return Arrays.copyOfRange(frame, 1, frame.length);
    }

    private static void refuse(Connection c, String why) {
        try {
            write(c, ERROR, why.getBytes(StandardCharsets.UTF_8));
        } catch (IOException ignored) {
            // The refusal is a courtesy; the caller reports the failure either way.
        }
    }

    private static void write(Connection c, byte tag, byte[] body) throws IOException {
        byte[] frame = new byte[body.length + 1];
        frame[0] = tag;
        System.arraycopy(body, 0, frame, 1, body.length);
        c.writer().write(frame);
    }

    private static String text(byte[] frame) {
        String s = new String(frame, 1, Math.min(frame.length - 1, 500), StandardCharsets.UTF_8);
        return s.replaceAll("\\p{Cntrl}", "?");
    }

    private static void closeQuietly(Connection c) {
        try {
            c.close();
        } catch (IOException ignored) {
            // Already failing; nothing more to tell.
        }
    }

    /** The verified name of the player at the other end. */
    public String peerName() {
        return peer;
    }

    public SecureChannel channel() {
        return channel;
    }

    /** Sends one message; safe from several threads (the session and its heartbeat). */
    @Override
    public synchronized void send(Message message) throws IOException {
        write(connection, MESSAGE, channel.seal(WireCodec.encode(message)));
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        byte[] frame;
        try {
            connection.socket().setSoTimeout((int) Math.max(1, timeoutMillis));
            frame = connection.reader().read();
        } catch (SocketTimeoutException e) {
            return null;
        }
        if (frame.length == 0) {
            throw new ProtocolException("an empty frame from " + peer);
        }
        if (frame[0] == ERROR) {
            throw new IOException(text(frame));
        }
        if (frame[0] != MESSAGE) {
            throw new ProtocolException("an unexpected frame from " + peer);
        }
        byte[] plain;
        try {
            plain = channel.open(Arrays.copyOfRange(frame, 1, frame.length));
        } catch (PeerMisbehaved e) {
            // The channel is dead after a bad message: this is a lost connection, not a bad message.
            throw new IOException(e.getMessage());
        }
        return WireCodec.decode(plain);
    }

    @Override
    public void close() {
        closeQuietly(connection);
    }
}
