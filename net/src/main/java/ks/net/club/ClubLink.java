package ks.net.club;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.Arrays;
import ks.crypto.Handshake;
import ks.crypto.KeyChanged;
import ks.crypto.KeyFileException;
import ks.crypto.KnownOpponents;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;
import ks.crypto.SigningKey;
import ks.net.FrameReader;
import ks.net.FrameWriter;
import ks.net.Padding;
import ks.net.ProtocolException;
import ks.net.protocol.Link;
import ks.net.protocol.Message;
import ks.net.protocol.WireCodec;
import ks.text.Printable;

/**
 * A member's connection to a club: TCP, the same authenticated handshake and sealed channel as a
 * game between two players, sealed messages padded the same way (the club's key pinned on first
 * use under the name {@value ClubNames#CLUB} in a known-opponents file kept for that club), then
 * club requests ({@link #request}) and, once seated, the game protocol's messages ({@link Link}).
 */
public final class ClubLink implements Link {

    private static final byte HANDSHAKE = 'H';
    static final byte MESSAGE = 'M';
    static final byte ERROR = 'E';
    private static final int REPLY_MILLIS = 60_000;

    private final Socket socket;
    private final FrameReader reader;
    private final FrameWriter writer;
    private final SecureChannel channel;
    private final String where;

    private ClubLink(Socket socket, FrameReader reader, FrameWriter writer, SecureChannel channel, String where) {
        this.socket = socket;
        this.reader = reader;
        this.writer = writer;
        this.channel = channel;
        this.where = where;
    }

    /**
     * Connects to the club at {@code host:port} as {@code me} and runs the handshake; a club that
     * cannot be reached, or presents another key than the pinned one, is an {@link IOException}
     * with one line.
     */
    public static ClubLink connect(String host, int port, String me, SigningKey key, KnownOpponents known,
            SecureRandom random, Duration timeout) throws IOException {
        return connect(new Socket(), host, port, me, key, known, random, timeout);
    }

    /**
     * Like {@link #connect}, over a socket channel's socket, so that a load generator can move the
     * set-up connection to a selector ({@link #socketChannel}) and go on with the same sealed channel.
     */
    static ClubLink connectSelectable(String host, int port, String me, SigningKey key, KnownOpponents known,
            SecureRandom random, Duration timeout) throws IOException {
        return connect(SocketChannel.open().socket(), host, port, me, key, known, random, timeout);
    }

    private static ClubLink connect(Socket s, String host, int port, String me, SigningKey key,
            KnownOpponents known, SecureRandom random, Duration timeout) throws IOException {
        String where = host + ":" + port;
        InetSocketAddress address = new InetSocketAddress(host, port);
        if (address.isUnresolved()) {
            s.close();
            throw new IOException("cannot find the club's machine '" + host
                    + "': check its name, or give its address (ks --club HOST[:PORT])");
        }
        try {
            s.connect(address, (int) timeout.toMillis());
            s.setTcpNoDelay(true);
            s.setSoTimeout((int) timeout.toMillis());
            FrameReader reader = new FrameReader(s.getInputStream());
            FrameWriter writer = new FrameWriter(s.getOutputStream());
            Handshake hs = new Handshake(me, ClubNames.CLUB, key, known, ClubNames.prologue(), random);
            write(writer, HANDSHAKE, hs.hello());
            byte[] auth = hs.receiveHello(handshake(reader, where));
            write(writer, HANDSHAKE, auth);
            SecureChannel channel = hs.receiveAuth(handshake(reader, where));
            KnownOpponents.Answer pinned = known.pin(ClubNames.CLUB, channel.peerIdentity());
            if (pinned.trust() == KnownOpponents.Trust.CHANGED) {
                throw new KeyChanged(pinned.message(), channel.peerIdentity());
            }
            s.setSoTimeout(0);
            return new ClubLink(s, reader, writer, channel, where);
        } catch (PeerMisbehaved | KeyFileException | KeyChanged e) {
            s.close();
            throw new ProtocolException("the club at " + where + ": " + e.getMessage());
        } catch (SocketTimeoutException e) {
            s.close();
            throw new IOException("the club at " + where + " did not answer in time");
        } catch (IOException e) {
            s.close();
            throw new IOException("cannot reach the club at " + where + ": " + e.getMessage());
        }
    }

    private static byte[] handshake(FrameReader reader, String where) throws IOException {
        byte[] frame = reader.read();
        if (frame.length > 0 && frame[0] == ERROR) {
            throw new ProtocolException(text(frame));
        }
        if (frame.length == 0 || frame[0] != HANDSHAKE) {
            throw new ProtocolException("the club at " + where + " did not answer with a ks handshake");
        }
        return Arrays.copyOfRange(frame, 1, frame.length);
    }

    private static void write(FrameWriter writer, byte tag, byte[] body) throws IOException {
        byte[] frame = new byte[body.length + 1];
        frame[0] = tag;
        System.arraycopy(body, 0, frame, 1, body.length);
        writer.write(frame);
    }

    /** The encrypted channel: the club's key and what the pin said about it. */
    public SecureChannel channel() {
        return channel;
    }

    /** The socket's channel for a link made by {@link #connectSelectable}, else null. */
    SocketChannel socketChannel() {
        return socket.getChannel();
    }

    /** Sends a club request and returns its reply. */
    public ClubMessage request(ClubMessage m) throws IOException {
        write(writer, MESSAGE, seal(ClubCodec.encode(m)));
        byte[] plain = sealed(REPLY_MILLIS);
        if (plain == null) {
            throw new IOException("the club at " + where + " did not answer in time");
        }
        return ClubCodec.decode(plain);
    }

    @Override
    public synchronized void send(Message message) throws IOException {
        write(writer, MESSAGE, seal(WireCodec.encode(message)));
    }

    /** The padded, sealed form of {@code plain}; a closed link (its keys wiped) is a lost connection. */
    private byte[] seal(byte[] plain) throws IOException {
        try {
            return channel.seal(Padding.pad(plain));
        } catch (IllegalStateException closed) {
            throw new IOException("the connection to the club at " + where + " is closed");
        }
    }

    @Override
    public Message receive(long timeoutMillis) throws IOException {
        byte[] plain = sealed(timeoutMillis);
        return plain == null ? null : WireCodec.decode(plain);
    }

    /** The next sealed message's plaintext, or null on time-out. */
    private byte[] sealed(long timeoutMillis) throws IOException {
        byte[] frame;
        try {
            socket.setSoTimeout((int) Math.max(1, timeoutMillis));
            frame = reader.read();
        } catch (SocketTimeoutException e) {
            return null;
        } catch (EOFException e) {
            throw new IOException("the club at " + where + " closed the connection");
        } catch (IOException e) {
            // The framing is broken for good, or the socket (reset by a club gone away): a lost
            // connection to reconnect, not a bad message to skip.
            throw new IOException("the connection to the club at " + where + " broke: " + e.getMessage());
        }
        if (frame.length > 0 && frame[0] == ERROR) {
            throw new IOException(text(frame));
        }
        if (frame.length == 0 || frame[0] != MESSAGE) {
            throw new IOException("the connection to the club at " + where + " broke: a frame of an unknown kind");
        }
        try {
            return Padding.unpad(channel.open(Arrays.copyOfRange(frame, 1, frame.length)));
        } catch (PeerMisbehaved | IllegalStateException e) {
            throw new IOException(e.getMessage());
        }
    }

    private static String text(byte[] frame) {
        return Printable.line(new String(frame, 1, Math.min(frame.length - 1, 500), StandardCharsets.UTF_8));
    }

    @Override
    public void close() {
        try {
            socket.close();
        } catch (IOException ignored) {
            // Closing: nothing more to say.
        } finally {
            channel.destroy();
        }
    }
}
