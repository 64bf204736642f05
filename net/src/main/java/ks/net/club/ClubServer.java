package ks.net.club;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import ks.crypto.SigningKey;

/**
 * The club's network side: one thread runs a selector over every connection (accepting, reading
 * frames, writing what is queued), so a slow or stalled member costs the club a few kilobytes and
 * never a thread. What each frame means ({@link PeerFrames}: the handshake, requests to
 * {@link ClubRequests}, game messages to the referee) is read on that thread; the work goes to the
 * workers (database, password hashing, the referee), whose answers come back through
 * {@link Peer#send}, which only queues; the handshakes' cryptography goes to the {@link Greeter},
 * so a stranger's flood of them never holds up the members' frames. A connection that does not
 * finish its handshake within {@value #HANDSHAKE_SECONDS} s, or says nothing for
 * {@link ClubLimits#silence} (60 s), is closed; past {@link ConnectionCap}'s bound a new
 * connection pushes out one of the address that holds the most.
 */
public final class ClubServer implements AutoCloseable {

    private static final Logger LOG = Logger.getLogger(ClubServer.class.getName());
    static final int HANDSHAKE_SECONDS = 10;

    private final Selector selector;
    private final ServerSocketChannel listener;
    private final SelectionKey accepting;
    private final Tables tables;
    private final PeerFrames frames;
    private final Duration silence;
    private final Queue<Peer> writes = new ConcurrentLinkedQueue<>();
    private final Queue<Runnable> tasks = new ConcurrentLinkedQueue<>();
    /** Set while a wake-up of the loop is owed: one wake-up serves every write queued before it. */
    private final AtomicBoolean woken = new AtomicBoolean();
    private final List<Peer> peers = new ArrayList<>();
    private final ConnectionCap cap = ConnectionCap.forThisProcess();
    private final Greeter greeter = new Greeter();
    private final MoveTimes moveTimes = new MoveTimes(Long.getLong(MoveTimes.UNTIMED, 0));
    private final Thread loop;
    /** Set from an accept that failed (no descriptor left, say) until one succeeds: said once, not each pass. */
    private boolean acceptFailing;
    private volatile boolean running = true;

    public ClubServer(InetSocketAddress address, Club club, Tables tables, ExecutorService workers, ExecutorService hashing,
            SigningKey key, SecureRandom random, ClubLimits limits) throws IOException {
        this.tables = tables;
        this.frames = new PeerFrames(this, greeter, tables, new ClubRequests(club, tables, workers, hashing), key,
                random, moveTimes);
        this.silence = limits.silence();
        this.selector = Selector.open();
        ServerSocketChannel channel = null;
        SelectionKey acceptKey;
        try {
            channel = ServerSocketChannel.open();
            channel.bind(address, 1024);
            channel.configureBlocking(false);
            acceptKey = channel.register(selector, SelectionKey.OP_ACCEPT);
        } catch (IOException | RuntimeException e) {
            // A port another program holds must not cost the process a selector and a socket each time.
            if (channel != null) {
                channel.close();
            }
            selector.close();
            throw e;
        }
        this.listener = channel;
        this.accepting = acceptKey;
        this.loop = new Thread(this::run, "ks-club-io");
        LOG.info("at most " + cap.bound() + " connections at once");
    }

    public void start() {
        greeter.start();
        loop.start();
    }

    /** Now, by the club's clock (the one its games are timed on). */
    long clubMillis() {
        return tables.clock().millis();
    }

    /** The port the club listens on. */
    public int port() {
        return listener.socket().getLocalPort();
    }

    private void run() {
        long lastCheck = System.nanoTime();
        while (running) {
            try {
                selector.select(500);
                // Cleared before the queues are drained, so a write queued after this is either
                // drained below or has woken the next select.
                woken.set(false);
                for (Runnable t; (t = tasks.poll()) != null;) {
                    t.run();
                }
                for (SelectionKey k : selector.selectedKeys()) {
                    if (!k.isValid()) {
                        continue;
                    }
                    if (k.isAcceptable()) {
                        accept();
                    } else {
                        Peer p = (Peer) k.attachment();
                        if (k.isReadable()) {
                            read(p);
                        }
                        if (k.isValid() && k.isWritable()) {
                            write(p);
                        }
                    }
                }
                selector.selectedKeys().clear();
                // After the reads, so that what the loop itself queued while reading leaves now.
                for (Peer p; (p = writes.poll()) != null;) {
                    write(p);
                }
                if (System.nanoTime() - lastCheck > 1_000_000_000L) {
                    lastCheck = System.nanoTime();
                    closeIdle(lastCheck);
                    if (acceptFailing) {
                        accepting.interestOps(SelectionKey.OP_ACCEPT);
                    }
                }
            } catch (IOException | RuntimeException e) {
                LOG.warning("club I/O loop: " + e);
            }
        }
    }

    /**
     * Takes the connections waiting. A failure (no descriptor left, taken by other than the
     * connections {@link ConnectionCap} bounds) is logged once until an accept succeeds, and the
     * listener is left until the next second's check: a waiting connection would wake every select.
     */
    private void accept() {
        try {
            acceptWaiting();
            if (acceptFailing) {
                acceptFailing = false;
                LOG.info("the club accepts connections again");
            }
        } catch (IOException e) {
            if (!acceptFailing) {
                acceptFailing = true;
                LOG.warning("the club cannot accept connections (tried again each second, said once): " + e.getMessage());
            }
            accepting.interestOps(0);
        }
    }

    private void acceptWaiting() throws IOException {
        SocketChannel ch;
        while ((ch = listener.accept()) != null) {
            SelectionKey k;
            try {
                ch.configureBlocking(false);
                ch.socket().setTcpNoDelay(true);
                k = ch.register(selector, SelectionKey.OP_READ);
            } catch (IOException e) {
                ch.close();
                throw e;
            }
            Peer p = new Peer(this, ch, k);
            k.attach(p);
            peers.add(p);
            cap.opened(p);
            Peer out = cap.pushedOut(peers);
            if (out != null) {
                refuse(out, "the club is full: too many connections from your address");
                // A closed channel's descriptor is freed only by the next select: accept again after it.
                return;
            }
        }
    }

    private void closeIdle(long now) {
        for (Peer p : new ArrayList<>(peers)) {
            boolean handshaking = p.handshaking();
            // Said before closing, so the member reads why instead of a connection that just ends.
            if (handshaking && now - p.opened > HANDSHAKE_SECONDS * 1_000_000_000L) {
                refuse(p, "the club closed the connection: the handshake took more than " + HANDSHAKE_SECONDS + " s");
            } else if (now - p.lastHeard > silence.toNanos() && p.phase != Peer.Stage.BUSY) {
                refuse(p, "the club closed the connection: it heard nothing on it for " + silence.toSeconds() + " s");
            }
        }
    }

    private void read(Peer p) {
        try {
            List<Peer.Frame> arrived = p.read();
            long readNanos = System.nanoTime();
            if (arrived == null) {
                drop(p, null);
                return;
            }
            for (Peer.Frame f : arrived) {
                if (!deliver(p, f, readNanos)) {
                    return;
                }
            }
        } catch (IOException e) {
            drop(p, e.getMessage());
        }
    }

    /**
     * Takes {@code f}, or holds it while a step of {@code p}'s handshake is worked out off the
     * loop; false when {@code p} is closed (or is now, for holding too many).
     */
    private boolean deliver(Peer p, Peer.Frame f, long readNanos) {
        if (p.phase == Peer.Stage.CLOSED) {
            return false;
        }
        if (p.handshakeWorkedOn()) {
            if (!p.hold(f)) {
                refuse(p, "the club refused the connection: too many frames before its handshake was done");
                return false;
            }
            return true;
        }
        frames.take(p, f, readNanos);
        return true;
    }

    /** Takes the frames {@code p} sent while a step of its handshake was worked out (on the loop's thread). */
    void takeHeld(Peer p) {
        for (Peer.Frame f; !p.handshakeWorkedOn() && (f = p.nextHeld()) != null;) {
            if (!deliver(p, f, System.nanoTime())) {
                return;
            }
        }
    }

    /** Runs {@code task} on the loop's thread (from any thread). */
    void onLoop(Runnable task) {
        tasks.add(task);
        wake();
    }

    /** Asks the loop to write {@code p}'s queue (from any thread). */
    void wantWrite(Peer p) {
        if (!p.markFlushPending()) {
            writes.add(p);
            if (Thread.currentThread() != loop) {
                wake();
            }
        }
    }

    /** Asks the loop to close {@code p} (from any thread). */
    void closeLater(Peer p, String why) {
        onLoop(() -> drop(p, why));
    }

    /**
     * Wakes the loop's select once for all the work queued since it last woke: the selector's
     * wake-up takes a lock, and dozens of workers announcing moves queued on it for 18 ms at the
     * median at 1,000 games (JFR, docs/performance.md).
     */
    private void wake() {
        if (woken.compareAndSet(false, true)) {
            selector.wakeup();
        }
    }

    private void write(Peer p) {
        if (p.phase == Peer.Stage.CLOSED) {
            return;
        }
        try {
            boolean done = p.flush();
            if (done && p.closeAfterFlush()) {
                drop(p, null);
            } else if (p.key.isValid()) {
                p.key.interestOps(done ? SelectionKey.OP_READ : SelectionKey.OP_READ | SelectionKey.OP_WRITE);
            }
        } catch (IOException e) {
            drop(p, e.getMessage());
        }
    }

    /** Tells {@code p} why in a last frame, then closes it (on the loop's thread). */
    void refuse(Peer p, String why) {
        p.sendRaw(Peer.ERROR, why.getBytes(StandardCharsets.UTF_8));
        write(p);
        drop(p, why);
    }

    /** Closes {@code p} and lets its game know it left (on the loop's thread). */
    void drop(Peer p, String why) {
        if (p.phase == Peer.Stage.CLOSED) {
            return;
        }
        p.phase = Peer.Stage.CLOSED;
        if (peers.remove(p)) {
            cap.closed(p);
        }
        p.discard();
        p.key.cancel();
        try {
            p.channel.close();
        } catch (IOException ignored) {
            // Closing a connection that failed: nothing more to do.
        }
        ClubGame g = p.game;
        if (g != null) {
            tables.left(g, p);
        }
    }

    /** The club's own time for each attempt, read to answered ({@link MoveTimes}). */
    public MoveTimes moveTimes() {
        return moveTimes;
    }

    /** How many connections are open now (for the load test and the log). */
    public int connections() {
        return peers.size();
    }

    @Override
    public void close() {
        running = false;
        selector.wakeup();
        try {
            loop.join(5000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        greeter.close();
        for (Peer p : new ArrayList<>(peers)) {
            drop(p, null);
        }
        try {
            listener.close();
            selector.close();
        } catch (IOException ignored) {
            // Shutting down.
        }
    }
}
