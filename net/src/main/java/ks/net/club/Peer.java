package ks.net.club;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import ks.crypto.Handshake;
import ks.crypto.SecureChannel;
import ks.engine.clock.RoundTrips;
import ks.net.Padding;
import ks.net.protocol.Message;
import ks.net.protocol.WireCodec;

/**
 * One member's connection to the club, as the I/O loop sees it (sealed messages padded to a few
 * fixed sizes, as between two players, so their lengths tell an onlooker nothing): the bytes read
 * so far, the frames waiting to be written, and where the connection stands (handshake, club
 * requests, or seated at a game). Reading and the state belong to the loop thread; {@link #send}
 * may be called from any thread, and seals and queues in one step so frames leave in the order of
 * their counters. A connection whose queue grows past {@value #MAX_QUEUED} bytes is too slow and
 * is dropped, and a frame being read holds only the bytes that came of it, never the length it
 * announced, so no client can make the club hold unbounded memory.
 */
final class Peer implements ClubSeat {

    /**
     * Where the connection stands: {@code GREETING} while the club works out its answer to the
     * member's hello, {@code CHECKING} while it checks the member's auth, both off the loop
     * ({@link Greeter}); frames that come meanwhile are held.
     */
    enum Stage { HELLO, GREETING, AUTH, CHECKING, OPEN, BUSY, SEATED, CLOSED }

    static final byte HANDSHAKE = 'H';
    static final byte MESSAGE = 'M';
    /** A frame's header: its length (four bytes) and its tag. */
    private static final int FRAME_HEADER = 5;
    static final byte ERROR = 'E';
    static final int MAX_QUEUED = 4 << 20;
    /** Before the handshake a frame is small, before a login not much larger; after it, as large as a game's reveal. */
    static final int MAX_FRAME_BEFORE_AUTH = 4096;
    static final int MAX_FRAME_BEFORE_LOGIN = 16 * 1024;
    static final int MAX_FRAME = WireCodec.MAX_MESSAGE_BYTES + 64;
    private static final int READ_BUFFER = 8192;
    /** Frames held while the handshake is worked out: an honest member sends its first request, no more. */
    static final int MAX_HELD = 4;

    final SocketChannel channel;
    final SelectionKey key;
    final String from;
    private final ClubServer server;
    private ByteBuffer in = ByteBuffer.allocate(READ_BUFFER);
    /** Its lock is taken to seal and queue, so frames are queued in the order of their counters; never by the loop's writes. */
    private final Outbox outbox = new Outbox(MAX_QUEUED);
    /** The padded plaintext of the message being sealed, guarded by {@link #outbox}: one array a connection, not one a message. */
    private final byte[] padded = new byte[Padding.SMALLEST_PADDED];
    private final AtomicBoolean flushPending = new AtomicBoolean();
    /** Frames read while the club works on the handshake, taken in order once it is done (the loop alone). */
    private final ArrayDeque<Frame> held = new ArrayDeque<>();
    volatile Stage phase = Stage.HELLO;
    Handshake handshake;
    volatile SecureChannel secure;
    volatile Member member;
    volatile ClubGame game;
    volatile int colour;
    volatile long lastHeard = System.nanoTime();
    final long opened = System.nanoTime();
    private volatile boolean closeAfterFlush;
    /**
     * When the first commitment not yet followed by an acknowledgement was sent, by the club's clock
     * (the one that times the member's moves, so the round trip held against a charge is on the
     * charge's own clock); {@link #NONE_SENT}: none.
     */
    private final AtomicLong commitSent = new AtomicLong(NONE_SENT);
    private static final long NONE_SENT = Long.MIN_VALUE;
    /** The round trips timed from {@link #commitSent}, guarded by itself. */
    private final RoundTrips roundTrips = new RoundTrips();

    Peer(ClubServer server, SocketChannel channel, SelectionKey key) {
        this.server = server;
        this.channel = channel;
        this.key = key;
        String address;
        try {
            address = Origins.of(((InetSocketAddress) channel.getRemoteAddress()).getAddress());
        } catch (IOException | RuntimeException e) {
            address = "unknown";
        }
        this.from = address;
    }

    /** A frame read: its tag and its body, read apart so that the body is never copied again. */
    record Frame(byte tag, byte[] body) {
    }

    /**
     * Reads what the socket has and returns the whole frames in it, or null when the peer closed;
     * a frame over the phase's limit is an {@link IOException}.
     */
    java.util.List<Frame> read() throws IOException {
        int n = channel.read(in);
        if (n < 0) {
            return null;
        }
        java.util.List<Frame> frames = new java.util.ArrayList<>();
        while (true) {
            in.flip();
            if (in.remaining() < 4) {
                in.compact();
                break;
            }
            int length = in.getInt(in.position());
            int limit = secure == null ? MAX_FRAME_BEFORE_AUTH : member == null ? MAX_FRAME_BEFORE_LOGIN : MAX_FRAME;
            if (length < 1 || length > limit) {
                throw new IOException("a frame of " + length + " bytes (the limit is " + limit + ")");
            }
            if (in.remaining() < 4 + length) {
                in.compact();
                // Grown only as the frame's bytes fill it, twice as large each time: a length
                // announced and never sent costs the club nothing (ClubAnnouncedFrameTest).
                if (!in.hasRemaining() && in.capacity() < 4 + length) {
                    ByteBuffer bigger = ByteBuffer.allocate(Math.min(4 + length, 2 * in.capacity()));
                    in.flip();
                    bigger.put(in);
                    in = bigger;
                }
                break;
            }
            in.getInt();
            byte tag = in.get();
            byte[] body = new byte[length - 1];
            in.get(body);
            frames.add(new Frame(tag, body));
            in.compact();
            if (in.capacity() > READ_BUFFER && in.position() <= READ_BUFFER) {
                ByteBuffer smaller = ByteBuffer.allocate(READ_BUFFER);
                in.flip();
                smaller.put(in);
                in = smaller;
            }
        }
        if (!frames.isEmpty()) {
            lastHeard = System.nanoTime();
        }
        return frames;
    }

    /** Whether the club is working out a step of this connection's handshake off the loop. */
    boolean handshakeWorkedOn() {
        return phase == Stage.GREETING || phase == Stage.CHECKING;
    }

    /** Whether the handshake is not done yet, in any of its stages. */
    boolean handshaking() {
        return phase == Stage.HELLO || phase == Stage.AUTH || handshakeWorkedOn();
    }

    /** Holds {@code f} until the handshake's step is worked out; false when too many are held. */
    boolean hold(Frame f) {
        if (held.size() >= MAX_HELD) {
            return false;
        }
        held.add(f);
        return true;
    }

    /** The first frame held, or null. */
    Frame nextHeld() {
        return held.poll();
    }

    /** Queues one plain frame (a handshake step or a refusal). */
    void sendRaw(byte tag, byte[] body) {
        if (!outbox.add(frame(tag, body), null)) {
            server.closeLater(this, "too slow to keep up");
        }
        server.wantWrite(this);
    }

    /** Seals and queues a club message. */
    void send(ClubMessage m) {
        sendSealed(ClubCodec.encode(m));
    }

    /** Seals and queues a game message. */
    @Override
    public void send(Message m) {
        if (m instanceof Message.Commit) {
            commitSent.compareAndSet(NONE_SENT, server.clubMillis());
        }
        sendSealed(WireCodec.encode(m));
    }

    /** The member acknowledged a commitment, read just now: a round trip when one was waiting. */
    void acknowledged() {
        long sent = commitSent.getAndSet(NONE_SENT);
        if (sent != NONE_SENT) {
            synchronized (roundTrips) {
                roundTrips.add(Math.max(0, server.clubMillis() - sent));
            }
        }
    }

    @Override
    public long roundTripOr(long none) {
        synchronized (roundTrips) {
            return roundTrips.shortestOr(none);
        }
    }

    private void sendSealed(byte[] plain) {
        if (phase == Stage.CLOSED) {
            return;
        }
        MoveTimes.Move answers = MoveTimes.current();
        boolean kept;
        synchronized (outbox) {
            if (answers != null) {
                answers.queued();
            }
            kept = outbox.add(sealedFrame(MESSAGE, secure.seal(Padding.pad(plain, padded), FRAME_HEADER)), answers);
        }
        if (!kept) {
            server.closeLater(this, "too slow to keep up");
        }
        server.wantWrite(this);
    }

    /** A sealed frame made in the array the channel sealed it into, after the header's room. */
    private static ByteBuffer sealedFrame(byte tag, byte[] sealedAfterHeader) {
        ByteBuffer b = ByteBuffer.wrap(sealedAfterHeader);
        b.putInt(sealedAfterHeader.length - FRAME_HEADER + 1).put(tag).rewind();
        return b;
    }

    private static ByteBuffer frame(byte tag, byte[] body) {
        ByteBuffer b = ByteBuffer.allocate(FRAME_HEADER + body.length);
        b.putInt(body.length + 1).put(tag).put(body).flip();
        return b;
    }

    /**
     * Writes what the socket takes; true when everything queued has left. Only the loop calls it,
     * and it takes no lock a worker holds while sealing: on one core a worker preempted while
     * sealing would otherwise hold up every connection's writes.
     */
    boolean flush() throws IOException {
        flushPending.set(false);
        return outbox.flush(channel);
    }

    /** The connection is closed: what waits is thrown away, and the attempts it answered are told (the loop alone). */
    void discard() {
        outbox.discard();
    }

    /** Whether a flush was already asked for since the last one (so the loop is woken once). */
    boolean markFlushPending() {
        return flushPending.getAndSet(true);
    }

    boolean closeAfterFlush() {
        return closeAfterFlush;
    }

    @Override
    public void close(String why) {
        sendRaw(ERROR, why.getBytes(StandardCharsets.UTF_8));
        closeAfterFlush = true;
        server.wantWrite(this);
    }
}
