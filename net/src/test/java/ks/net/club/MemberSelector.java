package ks.net.club;

import java.io.Closeable;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.ByteBuffer;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicLong;
import ks.crypto.PeerMisbehaved;
import ks.crypto.SecureChannel;
import ks.net.FrameReader;
import ks.net.Padding;
import ks.net.ProtocolException;
import ks.net.protocol.Link;
import ks.net.protocol.Message;
import ks.net.protocol.WireCodec;

/**
 * The load generator's non-blocking side: one thread and one selector read the connections of
 * all the seated {@link RawMember}s, the same frames, sealed channel and messages as a member's
 * {@link ClubLink}, and hand each message to its member ({@link RawMember#deliver}); a member's
 * sends are sealed and written by the thread that sends (its think timer, the pinger), the rest
 * of a frame the socket could not take at once left to this thread. So thousands of members cost
 * one thread instead of one each, and the generator's figure is not its own threads waiting for a
 * core. Audits at the end of a game run on a thread of their own, so a member's audit does not hold
 * up the reading of the others' announcements.
 */
final class MemberSelector implements Closeable {

    /** What a member does when its game ends: audited, or its connection lost (its failure says). */
    interface Ended {
        void ended(RawMember m);
    }

    private final Selector selector;
    private final Thread thread;
    private final ExecutorService audits = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "member-audits");
        t.setDaemon(true);
        return t;
    });
    private final ConcurrentLinkedQueue<Connection> arriving = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<Connection> writing = new ConcurrentLinkedQueue<>();
    private final Ended ended;
    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    /** The CPU the audits took, and the selector's thread: parts of the generator's own CPU. */
    private final AtomicLong auditNanos = new AtomicLong();
    private volatile long selectorNanos;
    private volatile boolean open = true;

    MemberSelector(Ended ended) throws IOException {
        this.selector = Selector.open();
        this.ended = ended;
        this.thread = new Thread(this::run, "member-selector");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * Takes over {@code m}'s connection once it has sat down (made with {@link RawMember#selectable}):
     * from now on its messages are read here and {@code think} runs its next move.
     */
    void adopt(RawMember m, Runnable think) throws IOException {
        ClubLink link = m.link();
        SocketChannel channel = link.socketChannel();
        Connection c = new Connection(m, channel, link.channel(), think);
        // Under the link's lock, as RawMember.keepAlive sends: a ping sealed on the blocking link
        // and then not written on the channel gone non-blocking left a gap in the sealed
        // messages' numbers, and the club refused the member's next one as out of order.
        synchronized (link) {
            channel.configureBlocking(false);
            m.selected(c);
        }
        arriving.add(c);
        selector.wakeup();
    }

    private void run() {
        try {
            while (open) {
                selectorNanos = threads.getCurrentThreadCpuTime();
                selector.select(1000);
                for (Connection c; (c = arriving.poll()) != null; ) {
                    c.key = c.socket.register(selector, SelectionKey.OP_READ, c);
                }
                for (Connection c; (c = writing.poll()) != null; ) {
                    if (c.key != null && c.key.isValid()) {
                        c.key.interestOps(SelectionKey.OP_READ | SelectionKey.OP_WRITE);
                    } else {
                        writing.add(c);
                        break;
                    }
                }
                Iterator<SelectionKey> keys = selector.selectedKeys().iterator();
                while (keys.hasNext()) {
                    SelectionKey key = keys.next();
                    keys.remove();
                    Connection c = (Connection) key.attachment();
                    try {
                        if (key.isValid() && key.isWritable()) {
                            c.flush();
                        }
                        if (key.isValid() && key.isReadable()) {
                            c.read();
                        }
                    } catch (IOException | RuntimeException e) {
                        c.lose(e.getMessage() == null ? e.toString() : e.getMessage());
                    }
                }
            }
        } catch (IOException e) {
            open = false;
        }
    }

    /** CPU so far: the audits at the games' ends, and the selector's thread (reading, opening, decoding, handling). */
    String cpu() {
        return String.format("audits %.1f s, selector thread %.1f s", auditNanos.get() / 1e9, selectorNanos / 1e9);
    }

    @Override
    public void close() {
        open = false;
        selector.wakeup();
        audits.shutdownNow();
        try {
            thread.join(5_000);
            selector.close();
        } catch (IOException | InterruptedException ignored) {
            // Closing at the end of a run: nothing more to read.
        }
    }

    /** One member's connection: its reading buffer, its sealed channel, and the frames not yet written. */
    private final class Connection implements Link {
        private final RawMember member;
        private final SocketChannel socket;
        private final SecureChannel sealed;
        private final Runnable think;
        private final ArrayDeque<ByteBuffer> unwritten = new ArrayDeque<>();
        private ByteBuffer in = ByteBuffer.allocate(4096);
        private SelectionKey key;
        private boolean over;

        Connection(RawMember member, SocketChannel socket, SecureChannel sealed, Runnable think) {
            this.member = member;
            this.socket = socket;
            this.sealed = sealed;
            this.think = think;
        }

        /** Seals and writes {@code message} now; what the socket cannot take yet this thread writes later. */
        @Override
        public synchronized void send(Message message) throws IOException {
            byte[] body;
            try {
                body = sealed.seal(Padding.pad(WireCodec.encode(message)));
            } catch (IllegalStateException closed) {
                throw new IOException("the connection to the club is closed");
            }
            ByteBuffer frame = ByteBuffer.allocate(Integer.BYTES + 1 + body.length);
            frame.putInt(1 + body.length).put(ClubLink.MESSAGE).put(body).flip();
            if (unwritten.isEmpty()) {
                socket.write(frame);
            }
            if (frame.hasRemaining()) {
                boolean first = unwritten.isEmpty();
                unwritten.add(frame);
                if (first) {
                    writing.add(this);
                    selector.wakeup();
                }
            }
        }

        synchronized void flush() throws IOException {
            while (!unwritten.isEmpty()) {
                ByteBuffer b = unwritten.peek();
                socket.write(b);
                if (b.hasRemaining()) {
                    return;
                }
                unwritten.poll();
            }
            key.interestOps(SelectionKey.OP_READ);
        }

        /** Reads what has arrived and hands every whole frame's message to the member. */
        void read() throws IOException {
            if (socket.read(in) < 0) {
                throw new IOException("the club closed the connection");
            }
            in.flip();
            while (in.remaining() >= Integer.BYTES) {
                int length = in.getInt(in.position());
                if (length < 1 || length > FrameReader.MAX_FRAME_BYTES) {
                    throw new ProtocolException("garbage on the connection: frame length " + length);
                }
                if (in.remaining() < Integer.BYTES + length) {
                    if (in.capacity() < Integer.BYTES + length) {
                        ByteBuffer bigger = ByteBuffer.allocate(Integer.BYTES + length);
                        bigger.put(in);
                        in = bigger;
                        return;
                    }
                    break;
                }
                in.getInt();
                byte[] frame = new byte[length];
                in.get(frame);
                message(frame);
                if (over) {
                    return;
                }
            }
            in.compact();
        }

        private void message(byte[] frame) throws IOException {
            if (frame[0] == ClubLink.ERROR) {
                throw new IOException(new String(frame, 1, Math.min(frame.length - 1, 500), StandardCharsets.UTF_8));
            }
            if (frame[0] != ClubLink.MESSAGE) {
                throw new IOException("a frame of an unknown kind");
            }
            Message m;
            try {
                m = WireCodec.decode(Padding.unpad(sealed.open(Arrays.copyOfRange(frame, 1, frame.length))));
            } catch (PeerMisbehaved | IllegalStateException e) {
                throw new IOException(e.getMessage());
            }
            if (m instanceof Message.Reveal) {
                // The game's last message: its audit checks every signature, away from the reading.
                over = true;
                key.cancel();
                audits.execute(() -> {
                    long from = threads.getCurrentThreadCpuTime();
                    try {
                        member.deliver(m, think);
                    } catch (IOException | RuntimeException e) {
                        member.fail("could not audit its game: " + e);
                    }
                    auditNanos.addAndGet(threads.getCurrentThreadCpuTime() - from);
                    ended.ended(member);
                });
                return;
            }
            member.deliver(m, think);
        }

        void lose(String why) {
            if (over) {
                return;
            }
            over = true;
            key.cancel();
            member.fail("lost its connection to the club: " + why);
            ended.ended(member);
        }

        @Override
        public Message receive(long timeoutMillis) {
            throw new UnsupportedOperationException("the selector reads this member's messages");
        }

        @Override
        public void close() {
            member.close();
        }
    }
}
