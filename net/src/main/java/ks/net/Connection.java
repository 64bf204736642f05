package ks.net;

import java.io.Closeable;
import java.io.EOFException;
import java.io.IOException;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.time.Duration;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;

/**
 * The one connection a rendezvous settled on: authenticated by the handshake inside the meeting, with
 * the {@link SecureChannel} it opened. {@link #send} and {@link #receive} carry messages sealed and
 * padded ({@link Padding}); whatever goes wrong below a message (the peer hung up, a frame header that
 * breaks the framing, a frame that fails authentication, a refusal in words) is an {@link IOException}
 * that means the connection is lost, never a bad message to skip. {@code initiator} is true on the side
 * that dialed this TCP connection; the greetings of both sides are kept for anyone who wants to show
 * them. A write the peer takes nothing of for {@link #BLOCKED_WRITE_LIMIT} ends the connection as lost
 * ({@link BlockedWrites}), and so do writes that wait that long in all beyond a quarter of the time: a
 * peer that reads just enough to finish each write within the limit would otherwise hold our sends,
 * and every command behind them, as long as it liked. Of each write only what it waits beyond what an
 * honest link of {@link #SLOWEST_HONEST_BITS_PER_SECOND} would take ({@link #allowance}) is counted in
 * that sum, so a slow but honest network is never taken for a peer holding our sends.
 */
public final class Connection implements Closeable {
    private final Socket socket;
    private final FrameReader reader;
    private final FrameWriter writer;
    private final boolean initiator;
    private final Hello local;
    private final Hello peer;
    private final SecureChannel channel;
    /** When the write under way began ({@link System#nanoTime}), or 0 when none is. */
    private volatile long writingSince;
    private volatile long blockedWriteLimitNanos = BLOCKED_WRITE_LIMIT.toNanos();
    /** Set when {@link BlockedWrites} closed the socket under a write the peer did not take. */
    private volatile boolean writeGivenUp;
    /**
     * What past writes waited, less a quarter of the time since: at most the limit, or the
     * connection is given up. Nanoseconds, as of {@link #heldAt}; guarded by {@link #held}'s lock.
     */
    private long heldNanos;
    private long heldAt = System.nanoTime();
    /** What the write under way may wait before its waiting counts in the sum ({@link #allowance}). */
    private volatile long writingAllowance;
    private final Object held = new Object();
    /** Set when the writes' sum, not one write, passed the limit. */
    private volatile boolean sumGivenUp;

    /**
     * How long a write may wait for the peer to take it before the connection is lost: far longer than
     * any honest peer's pause (a joint question sends 585 kB each way, which a LAN takes in well under
     * a second), and as long as a joint computation waits for a silent peer.
     */
    public static final Duration BLOCKED_WRITE_LIMIT = Duration.ofSeconds(60);

    /**
     * The slowest network a player may honestly have (1 Mbit/s, a poor Wi-Fi link): what a write
     * waits up to its bytes' time at this rate, and a second more, is the network's, not a peer's hold.
     */
    public static final long SLOWEST_HONEST_BITS_PER_SECOND = 1_000_000;

    Connection(Socket socket, FrameReader reader, FrameWriter writer, boolean initiator, Hello local, Hello peer,
            SecureChannel channel) {
        this.socket = socket;
        this.reader = reader;
        this.writer = writer;
        this.initiator = initiator;
        this.local = local;
        this.peer = peer;
        this.channel = channel;
    }

    /** Seals, pads and sends one message; safe from several threads (a session and its heartbeat). */
    public synchronized void send(byte[] message) throws IOException {
        // Sealing and writing under one lock: the peer accepts sealed frames only in counter order.
        byte[] sealed;
        try {
            sealed = channel.seal(Padding.pad(message));
        } catch (IllegalStateException closed) {
            throw new IOException("the connection to " + peerName() + " is closed");
        }
        long since = System.nanoTime() | 1;
        synchronized (held) {
            drain(since);
            writingAllowance = allowance(sealed.length);
            writingSince = since;
        }
        // Watched only while a write is under way, so a connection dropped without close (a meeting
        // that settled on another) is never held by the watcher.
        BlockedWrites.watch(this);
        try {
            TaggedFrame.write(writer, TaggedFrame.SEALED, sealed);
        } catch (IOException e) {
            if (writeGivenUp) {
                String limit = Call.human(Duration.ofNanos(blockedWriteLimitNanos));
                throw new IOException(peerName() + (sumGivenUp ? " held up our sends for " + limit
                        + " in all, beyond a quarter of the time" : " took nothing we sent for " + limit)
                        + "; the connection is given up as lost");
            }
            throw e;
        } finally {
            synchronized (held) {
                long now = System.nanoTime();
                heldNanos += Math.max(0, now - writingSince - writingAllowance);
                drain(now);
                writingSince = 0;
            }
            BlockedWrites.forget(this);
        }
    }

    /**
     * What a write of {@code bytes} may wait before its waiting counts in the sum: a second and the
     * bytes' time at {@link #SLOWEST_HONEST_BITS_PER_SECOND}, both scaled with a shorter limit set
     * for a test (60 s is the limit they are meant for).
     */
    private long allowance(int bytes) {
        double scale = blockedWriteLimitNanos / (double) BLOCKED_WRITE_LIMIT.toNanos();
        double nanos = 1e9 + bytes * 8 * 1e9 / SLOWEST_HONEST_BITS_PER_SECOND;
        return (long) (nanos * scale);
    }

    /** What past writes waited drains at a quarter of the time since; guarded by {@link #held}'s lock. */
    private void drain(long now) {
        heldNanos = Math.max(0, heldNanos - (now - heldAt) / 4);
        heldAt = now;
    }

    /** A shorter limit for a blocked write than {@link #BLOCKED_WRITE_LIMIT}, for tests that hold one. */
    void limitBlockedWrites(Duration limit) {
        blockedWriteLimitNanos = limit.toNanos();
    }

    /** How long the write under way has waited so far, or zero when none is. */
    Duration writeUnderWay() {
        long since = writingSince;
        return since == 0 ? Duration.ZERO : Duration.ofNanos(System.nanoTime() - since);
    }

    /**
     * Closes the socket if the write under way began more than the limit before {@code now}, or with
     * what the writes before it waited (less a quarter of the time since) passes it; true if
     * it did (the blocked write and any read then fail as a lost connection; {@link #close} still wipes
     * the channel).
     */
    boolean giveUpIfWriteBlocked(long now) {
        long since;
        long before;
        long allowed;
        synchronized (held) {
            since = writingSince;
            before = Math.max(0, heldNanos - (since - heldAt) / 4);
            allowed = writingAllowance;
        }
        if (since == 0 || now - since < blockedWriteLimitNanos
                && Math.max(0, now - since - allowed) + before < blockedWriteLimitNanos) {
            return false;
        }
        // Named for the sum when the writes before this one hold a good part of it.
        sumGivenUp = now - since < blockedWriteLimitNanos / 4 * 3;
        writeGivenUp = true;
        try {
            socket.close();
        } catch (IOException ignored) {
            // The socket is closed either way; the write's failure says why.
        }
        return true;
    }

    /**
     * Waits up to {@code timeoutMillis} for the next message; null when none came in time (a frame
     * half received is kept for the next call). Call from one thread at a time.
     */
    public byte[] receive(long timeoutMillis) throws IOException {
        try {
            socket.setSoTimeout((int) Math.max(1, Math.min(Integer.MAX_VALUE, timeoutMillis)));
            return next(FrameReader.MAX_FRAME_BYTES);
        } catch (SocketTimeoutException e) {
            return null;
        }
    }

    /** Tells the peer in words why we hang up; it may be gone already, which loses nothing but the words. */
    public void refuse(String why) {
        TaggedFrame.refuse(writer, why);
    }

    /** The next sealed message in a frame of at most {@code limit} bytes, read with the socket's timeout now. */
    byte[] next(int limit) throws IOException {
        TaggedFrame frame;
        try {
            frame = TaggedFrame.read(reader, limit);
        } catch (EOFException e) {
            throw new IOException(peerName() + " closed the connection");
        } catch (ProtocolException e) {
            throw new IOException("the connection to " + peerName() + " broke: " + e.getMessage());
        }
        if (frame.is(TaggedFrame.REFUSAL)) {
            throw new PeerRefused(peerName() + " refused: " + frame.refusal(), frame.refusal());
        }
        if (!frame.is(TaggedFrame.SEALED)) {
            throw new IOException("the connection to " + peerName() + " broke: a frame of an unknown kind");
        }
        try {
            return Padding.unpad(channel.open(frame.body()));
        } catch (PeerMisbehaved | ProtocolException | IllegalStateException e) {
            // The channel is dead after a bad frame (or wiped by close): a lost connection, not a bad message.
            throw new IOException(e.getMessage());
        }
    }

    public Socket socket() {
        return socket;
    }

    public boolean initiator() {
        return initiator;
    }

    public Hello local() {
        return local;
    }

    public Hello peer() {
        return peer;
    }

    public String peerName() {
        return peer.name();
    }

    /** The channel the handshake opened: the peer's proven key, the session id, what the pin said. */
    public SecureChannel channel() {
        return channel;
    }

    @Override
    public void close() throws IOException {
        try {
            socket.close();
        } finally {
            channel.destroy();
        }
    }
}
