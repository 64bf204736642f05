package ks.net.protocol;

import ks.net.ProtocolException;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.function.Consumer;
import ks.crypto.CoinFlip;
import ks.crypto.PeerMisbehaved;
import ks.engine.Color;
import ks.engine.rules.RuleSets;

/**
 * One side of a game over a {@link Link}. {@link #open} agrees the terms with the peer (versions,
 * a commit-then-reveal coin flip, the wishes of both) and returns the running session: a
 * {@link HostSession} that holds the authoritative referee, or a {@link GuestSession} that
 * checks it. {@link #resume} continues a {@link SavedGame}. A session is a small actor: the
 * player's commands and the peer's messages go through one queue and are handled on one
 * thread, so the game state needs no locks.
 *
 * <p>Write-ahead: what handling one input produces (messages to the peer, events for the
 * player) waits in an outbox until the changed game is in the {@link GameStore}; only then does
 * it leave. So whatever the peer or the player has seen is on disk, and a crash can only lose
 * what nobody has seen. A dropped link is noticed (a read fails, or the peer is silent for
 * {@link Options#silenceMillis}), and with a {@link Reconnector} the session finds the peer
 * again and runs the resume exchange ({@link Message.Resume}) before going on.
 */
public abstract sealed class Session permits HostSession, GuestSession {

    static final HexFormat HEX = HexFormat.of();

    /** Finds the peer again after a dropped link. */
    public interface Reconnector {
        /**
         * Returns a fresh, authenticated link to the same peer (same pinned key), or throws an
         * {@link IOException} with one line when it gives up (its own deadline passed).
         */
        Link reconnect() throws IOException, InterruptedException;
    }

    /**
     * How a session keeps its game: where it saves it, how it reconnects (null: a dropped link
     * ends the game, saved), how often it pings and how long a silent peer counts as gone.
     */
    public record Options(GameStore store, Reconnector reconnector, long pingMillis, long silenceMillis) {
        public static final long DEFAULT_PING_MILLIS = 5_000;
        public static final long DEFAULT_SILENCE_MILLIS = 20_000;

        public static Options defaults() {
            return new Options(GameStore.NONE, null, DEFAULT_PING_MILLIS, DEFAULT_SILENCE_MILLIS);
        }

        public Options withStore(GameStore s) {
            return new Options(s, reconnector, pingMillis, silenceMillis);
        }

        public Options withReconnector(Reconnector r) {
            return new Options(store, r, pingMillis, silenceMillis);
        }

        public Options withHeartbeat(long ping, long silence) {
            return new Options(store, reconnector, ping, silence);
        }
    }

    /** What the session thread takes from its queue. */
    private sealed interface Input {
    }

    private record Local(Command command) implements Input {
    }

    private record Remote(Link from, Message message) implements Input {
    }

    private record Lost(Link from, String why) implements Input {
    }

    private record BadMessage(String why) implements Input {
    }

    /** First input of a resumed session: what follows the resume exchange. */
    private record AfterResume() implements Input {
    }

    protected final SessionSetup setup;
    protected final Terms terms;
    protected final String gameId;
    protected final int colour;
    protected final Options options;
    private volatile Link link;
    private final Consumer<Event> player;
    private final BlockingQueue<Input> inbox = new LinkedBlockingQueue<>();
    private final CountDownLatch ended = new CountDownLatch(1);
    private final List<Object> outbox = new ArrayList<>();
    private volatile GameRecord record;
    private volatile boolean unfinished;
    private volatile boolean closing;
    private boolean dirty;
    private String saveTrouble;
    private boolean iAdjourn;
    private boolean peerAdjourns;

    Session(SessionSetup setup, Link link, Terms terms, String gameId, Consumer<Event> player, Options options) {
        this.setup = setup;
        this.link = link;
        this.terms = terms;
        this.gameId = gameId;
        this.colour = terms.white().equals(setup.me()) ? Color.WHITE : Color.BLACK;
        this.player = player;
        this.options = options;
    }

    /** {@link #open(SessionSetup, Link, Consumer, Options)} with nothing saved and no reconnection. */
    public static Session open(SessionSetup setup, Link link, Consumer<Event> player) throws IOException {
        return open(setup, link, player, Options.defaults());
    }

    /**
     * Agrees the terms with the peer and starts the game. Blocks for the setup exchange; a
     * peer that breaks the protocol or does not answer in time is an {@link IOException} with
     * one line for the user.
     */
    public static Session open(SessionSetup setup, Link link, Consumer<Event> player, Options options)
            throws IOException {
        link.send(new Message.Hello(Message.VERSION, setup.me(), setup.wishes()));
        Message first = receive(link, setup);
        if (first instanceof Message.Resume r) {
            String why = setup.opponent() + " wants to resume your unfinished game " + shortId(r.gameId())
                    + " but you started a new one; to continue it, both run ks --resume";
            link.send(new Message.Refusal(setup.me() + " started a new game instead of resuming game "
                    + shortId(r.gameId()) + " (ks --games lists unfinished games)"));
            throw new ProtocolException(why);
        }
        Message.Hello hello = cast(first, Message.Hello.class, setup);
        if (hello.version() != Message.VERSION) {
            String why = setup.opponent() + "'s ks speaks protocol version " + hello.version()
                    + " and this one speaks " + Message.VERSION + "; both players need the same ks";
            link.send(new Message.Refusal(why));
            throw new ProtocolException(why);
        }
        if (!hello.name().equals(setup.opponent())) {
            throw new ProtocolException("expected " + setup.opponent() + " but " + hello.name() + " answered");
        }
        String theirRules = hello.wishes().ruleSet();
        if (theirRules != null && !RuleSets.names().contains(theirRules)) {
            String why = setup.opponent() + " asked for the rule set '" + theirRules + "', which this ks does not know";
            link.send(new Message.Refusal(why));
            throw new ProtocolException(why);
        }
        Coins coins = flip(setup, link);
        Terms terms = Negotiation.settle(setup.me(), setup.wishes(), setup.opponent(), hello.wishes(), coins);
        Session s;
        if (terms.host().equals(setup.me())) {
            byte[] id = new byte[16];
            setup.random().nextBytes(id);
            String gameId = HEX.formatHex(id);
            link.send(new Message.Start(gameId, setup.startFen()));
            s = new HostSession(setup, link, terms, gameId, player, options);
        } else {
            Message.Start start = expect(link, Message.Start.class, setup);
            s = new GuestSession(setup, link, terms, start.gameId(), start.startFen(), player, options);
        }
        s.begin(true);
        return s;
    }

    /**
     * Continues a saved game over a fresh link to the same peer: rebuilds this side from the
     * save (the host replays its record through a fresh referee and checks it), retells the
     * player what it heard so far, then runs the resume exchange. {@code setup} is the new
     * connection's; the game keeps its own session id, and the peer must hold the same key.
     */
    public static Session resume(SessionSetup setup, Link link, Consumer<Event> player, Options options,
            SavedGame saved) throws IOException {
        GameRecord g = saved.game();
        String peerKey = saved.isHost() ? g.guestIdentity() : g.hostIdentity();
        if (!setup.peer().hex().equals(peerKey)) {
            String why = setup.opponent() + " does not hold the key the saved game was played with";
            link.send(new Message.Refusal(setup.me() + " refused to resume: " + why));
            throw new ProtocolException(why);
        }
        if (!g.me().equals(setup.me()) || !saved.opponent().equals(setup.opponent())) {
            throw new ProtocolException("the saved game is between " + g.white() + " and " + g.black() + ", not "
                    + setup.me() + " and " + setup.opponent());
        }
        SessionSetup own = new SessionSetup(setup.me(), setup.opponent(), setup.wishes(), setup.key(), setup.peer(),
                HEX.parseHex(g.sessionId()), setup.trust(), g.startFen(), setup.setupTimeoutMillis(), setup.random());
        Session s = saved.isHost()
                ? HostSession.restore(own, link, player, options, saved)
                : GuestSession.restore(own, link, player, options, saved);
        s.emit(new Event.Replaying());
        s.emit(new Event.Started(setup.me(), setup.opponent(), s.colour, s.terms, s.startFen(), setup.trust()));
        s.retell();
        s.emit(new Event.Resumed(saved.plies(), s.awaitingAnswer()));
        s.deliverEvents();
        s.exchange(link);
        s.inbox.add(new AfterResume());
        s.begin(false);
        return s;
    }

    private static Coins flip(SessionSetup setup, Link link) throws IOException {
        CoinFlip flip = new CoinFlip("ks/terms", setup.sessionId(), setup.random());
        try {
            link.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
            flip.receiveCommitment(HEX.parseHex(expect(link, Message.FlipCommit.class, setup).commitment()));
            link.send(new Message.FlipReveal(HEX.formatHex(flip.reveal())));
            CoinFlip.Outcome outcome = flip.receiveReveal(
                    HEX.parseHex(expect(link, Message.FlipReveal.class, setup).nonce()));
            return Coins.of(outcome, setup.me().compareTo(setup.opponent()) < 0);
        } catch (PeerMisbehaved e) {
            throw new ProtocolException(e.getMessage());
        }
    }

    /** The next message that is not a ping, within the setup time-out. */
    private static Message receive(Link link, SessionSetup setup) throws IOException {
        long deadline = System.currentTimeMillis() + setup.setupTimeoutMillis();
        while (true) {
            long left = deadline - System.currentTimeMillis();
            Message m = left <= 0 ? null : link.receive(left);
            if (m == null) {
                throw new ProtocolException(setup.opponent() + " did not answer in time");
            }
            if (!(m instanceof Message.Ping)) {
                return m;
            }
        }
    }

    static <T extends Message> T expect(Link link, Class<T> type, SessionSetup setup) throws IOException {
        return cast(receive(link, setup), type, setup);
    }

    private static <T extends Message> T cast(Message m, Class<T> type, SessionSetup setup) throws IOException {
        if (m instanceof Message.Refusal r) {
            throw new ProtocolException(setup.opponent() + " refused: " + r.reason());
        }
        if (!type.isInstance(m)) {
            throw new ProtocolException("expected a " + wireName(type) + " message from " + setup.opponent()
                    + " but got " + wireName(m.getClass()));
        }
        return type.cast(m);
    }

    static String wireName(Class<?> type) {
        return type.getSimpleName().toLowerCase(Locale.ROOT);
    }

    static String shortId(String gameId) {
        return gameId.length() > 8 ? gameId.substring(0, 8) : gameId;
    }

    /** Hands a command from the player to the session; returns at once. */
    public void submit(Command command) {
        inbox.add(new Local(command));
    }

    /** Our colour (0 white, 1 black). */
    public int colour() {
        return colour;
    }

    public Terms terms() {
        return terms;
    }

    public String gameId() {
        return gameId;
    }

    /** Waits until the game is over and audited, or adjourned; returns its record. */
    public GameRecord awaitEnd() throws InterruptedException {
        ended.await();
        return record;
    }

    /** The record once the game is over, else null. */
    public GameRecord record() {
        return record;
    }

    /**
     * Whether the session ended without finishing the game (adjourned, or the peer did not come
     * back): the game stays saved, to be resumed; its record is not a final one.
     */
    public boolean unfinished() {
        return unfinished;
    }

    private void begin(boolean fresh) throws IOException {
        if (fresh) {
            emit(new Event.Started(setup.me(), setup.opponent(), colour, terms, startFen(), setup.trust()));
            opening();
            changed();
            flush();
        }
        startReader(link);
        Thread worker = new Thread(this::workLoop, "ks-session-" + setup.me());
        worker.setDaemon(true);
        worker.start();
    }

    private void startReader(Link l) {
        Thread reader = new Thread(() -> readLoop(l), "ks-reader-" + setup.me());
        reader.setDaemon(true);
        reader.start();
    }

    private void readLoop(Link l) {
        long lastHeard = System.currentTimeMillis();
        long lastPing = lastHeard;
        while (!closing && l == link) {
            try {
                Message m = l.receive(Math.min(1000, options.pingMillis()));
                long now = System.currentTimeMillis();
                if (m != null) {
                    lastHeard = now;
                    if (!(m instanceof Message.Ping)) {
                        inbox.add(new Remote(l, m));
                    }
                }
                if (now - lastPing >= options.pingMillis()) {
                    lastPing = now;
                    l.send(new Message.Ping());
                }
                if (now - lastHeard > options.silenceMillis()) {
                    l.close();
                    inbox.add(new Lost(l, "no word from " + setup.opponent() + " for "
                            + (now - lastHeard) / 1000 + " s"));
                    return;
                }
            } catch (ProtocolException e) {
                inbox.add(new BadMessage(e.getMessage()));
            } catch (IOException | RuntimeException e) {
                if (!closing) {
                    inbox.add(new Lost(l, e.getMessage()));
                }
                return;
            }
        }
    }

    private void workLoop() {
        try {
            while (record == null) {
                Input in = inbox.take();
                try {
                    if (in instanceof Local l) {
                        onLocal(l.command());
                    } else if (in instanceof Remote r) {
                        if (r.from() != link) {
                            continue;
                        }
                        onRemote(r.message());
                    } else if (in instanceof AfterResume) {
                        flush();
                        afterResume();
                    } else if (in instanceof BadMessage b) {
                        emit(new Event.Note("ignored a bad message from " + setup.opponent() + ": " + b.why()));
                    } else if (in instanceof Lost lost) {
                        if (lost.from() != link) {
                            continue;
                        }
                        connectionLost(lost.why());
                    }
                    flush();
                } catch (ProtocolException e) {
                    emit(new Event.Note("ignored a message from " + setup.opponent() + ": " + e.getMessage()));
                    flushQuietly();
                } catch (IOException e) {
                    flushQuietly();
                    connectionLost(e.getMessage());
                } catch (RuntimeException e) {
                    // A bug of ours must not hang the game silently: end it with the reason.
                    outbox.clear();
                    giveUp("internal error: " + e);
                    throw e;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            closing = true;
            link.close();
            ended.countDown();
        }
    }

    private void onLocal(Command command) throws IOException {
        if (command instanceof Command.Adjourn) {
            if (gameOver()) {
                emit(new Event.Note("the game is over"));
                return;
            }
            send(new Message.Adjourn());
            if (peerAdjourns) {
                adjourn();
            } else if (!iAdjourn) {
                iAdjourn = true;
                emit(new Event.Note("you propose to adjourn; the game stops when " + setup.opponent() + " agrees"));
            }
            return;
        }
        onCommand(command);
    }

    private void onRemote(Message message) throws IOException {
        if (message instanceof Message.Adjourn) {
            if (gameOver()) {
                return;
            }
            if (iAdjourn) {
                adjourn();
            } else if (!peerAdjourns) {
                peerAdjourns = true;
                emit(new Event.Note(setup.opponent() + " proposes to adjourn the game; type 'adjourn' to agree"));
            }
            return;
        }
        onMessage(message);
    }

    private void adjourn() throws IOException {
        changed();
        flush();
        emit(new Event.Over("*", "adjourned by agreement; continue it later with ks --resume", null,
                "Audit: not done (the game is adjourned)", false));
        deliverEvents();
        unfinished = true;
        record = partialRecord("*", "adjourned");
    }

    /**
     * The link is gone: say so, and with a reconnector find the peer again and resume; without
     * one, or when the peer does not come back in time, end the session with the game saved.
     */
    private void connectionLost(String why) {
        link.close();
        if (record != null) {
            return;
        }
        if (options.reconnector() == null) {
            giveUp("the connection to " + setup.opponent() + " was lost (" + why + ")");
            return;
        }
        emit(new Event.Note("the connection to " + setup.opponent() + " was lost (" + why + "); trying to reconnect"));
        deliverEvents();
        while (true) {
            Link fresh;
            try {
                fresh = options.reconnector().reconnect();
            } catch (IOException e) {
                giveUp("the connection to " + setup.opponent() + " was lost and did not come back (" + e.getMessage()
                        + ")");
                return;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                giveUp("interrupted while reconnecting to " + setup.opponent());
                return;
            }
            try {
                exchange(fresh);
                link = fresh;
                startReader(fresh);
                emit(new Event.Note("reconnected to " + setup.opponent() + "; the game goes on"));
                flush();
                afterResume();
                return;
            } catch (ProtocolException e) {
                fresh.close();
                giveUp("cannot resume with " + setup.opponent() + ": " + e.getMessage());
                return;
            } catch (IOException e) {
                fresh.close();
                outbox.removeIf(o -> o instanceof Message);
                emit(new Event.Note("the new connection to " + setup.opponent() + " failed (" + e.getMessage()
                        + "); trying again"));
                deliverEvents();
            }
        }
    }

    /** Ends the session without finishing the game; the game stays saved to be resumed. */
    private void giveUp(String why) {
        if (record != null) {
            return;
        }
        outbox.removeIf(o -> o instanceof Message);
        boolean saved = options.store() != GameStore.NONE && saveTrouble == null;
        emit(new Event.Over("*", why + (saved ? "; the game is saved: continue it with ks --resume" : ""), null,
                "Audit: not done (the game did not finish)", false));
        deliverEvents();
        unfinished = true;
        record = partialRecord("*", "connection lost");
    }

    /** Waits for one message of {@code type} during the end of the game; others are handed on. */
    protected Message awaitFromPeer(Class<? extends Message> type, long millis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + millis;
        while (true) {
            long left = deadline - System.currentTimeMillis();
            if (left <= 0) {
                return null;
            }
            Input in = inbox.poll(left, java.util.concurrent.TimeUnit.MILLISECONDS);
            if (in instanceof Remote r && type.isInstance(r.message())) {
                return r.message();
            }
            if (in instanceof Remote r && r.message() instanceof Message.Say say) {
                emit(new Event.Said(setup.opponent(), say.text()));
                deliverEvents();
            }
            if (in instanceof Lost) {
                return null;
            }
        }
    }

    /** Marks the game as changed: it is saved before the next message or event leaves. */
    protected void changed() {
        dirty = true;
    }

    /** Saves the game if it changed, then sends and shows what waited in the outbox, in order. */
    protected void flush() throws IOException {
        if (dirty) {
            dirty = false;
            persist();
        }
        IOException failed = null;
        List<Object> out = new ArrayList<>(outbox);
        outbox.clear();
        for (Object o : out) {
            if (o instanceof Event e) {
                player.accept(e);
            } else if (failed == null) {
                try {
                    link.send((Message) o);
                } catch (IOException e) {
                    failed = e;
                }
            }
        }
        if (failed != null) {
            throw failed;
        }
    }

    private void flushQuietly() {
        try {
            flush();
        } catch (IOException e) {
            // The link is going; the loss is handled by the caller or the reader.
        }
    }

    /** Shows the waiting events now; messages stay for the next flush. */
    protected void deliverEvents() {
        List<Object> keep = new ArrayList<>();
        for (Object o : outbox) {
            if (o instanceof Event e) {
                player.accept(e);
            } else {
                keep.add(o);
            }
        }
        outbox.clear();
        outbox.addAll(keep);
    }

    /** Writes the game to the store; a failure is told to the player once and the game goes on. */
    private void persist() {
        try {
            options.store().save(snapshot(Instant.now().toString()));
            if (saveTrouble != null) {
                saveTrouble = null;
                emit(new Event.Note("the game is being saved again"));
            }
        } catch (IOException | RuntimeException e) {
            if (saveTrouble == null) {
                emit(new Event.Note("cannot save the game (" + e.getMessage()
                        + "); it goes on in memory, but a crash now would lose it"));
            }
            saveTrouble = String.valueOf(e.getMessage());
        }
    }

    /** Tells the store the game is over, so its in-progress copy can go. */
    protected void discardSave() {
        try {
            options.store().finished(snapshot(Instant.now().toString()));
        } catch (IOException e) {
            emit(new Event.Note("cannot remove the saved copy of the finished game: " + e.getMessage()));
        }
    }

    protected void finished(GameRecord done) {
        record = done;
    }

    protected void emit(Event e) {
        outbox.add(e);
    }

    protected void send(Message m) {
        outbox.add(m);
    }

    protected String colourName(int c) {
        return c == colour ? setup.me() : setup.opponent();
    }

    /** The start position's FEN. */
    protected abstract String startFen();

    /** What the players hear as the game opens. */
    protected abstract void opening() throws IOException;

    protected abstract void onCommand(Command command) throws IOException;

    protected abstract void onMessage(Message message) throws IOException;

    /** The record so far, for a game that ended without finishing. */
    protected abstract GameRecord partialRecord(String result, String reason);

    /** The game as it stands, to be saved. */
    protected abstract SavedGame snapshot(String when);

    /** Whether the game is over (declared, perhaps not yet audited). */
    protected abstract boolean gameOver();

    /** Emits, for a resumed game, what this player heard so far, in order. */
    protected abstract void retell();

    /** Whether our last attempt or question still waits for the umpire's answer. */
    protected abstract boolean awaitingAnswer();

    /**
     * The resume exchange on a fresh link: sends our {@link Message.Resume}, reads the peer's,
     * refuses a peer that went back in the game, and queues what the peer lacks. A
     * {@link ProtocolException} means the game cannot go on with this peer.
     */
    protected abstract void exchange(Link fresh) throws IOException;

    /** What follows a successful resume exchange (the host re-declares an end the guest missed). */
    protected void afterResume() throws IOException {
    }

    /** Reads the peer's resume message and checks it names our game. */
    protected Message.Resume readResume(Link fresh) throws IOException {
        Message m = receive(fresh, setup);
        if (m instanceof Message.Hello) {
            fresh.send(new Message.Refusal(setup.me() + " is resuming game " + shortId(gameId)
                    + " with you, and you started a new game; run ks --resume to continue it"));
            throw new ProtocolException(setup.opponent() + " started a new game instead of resuming game "
                    + shortId(gameId) + "; ask them to run ks --resume");
        }
        Message.Resume r = cast(m, Message.Resume.class, setup);
        if (r.version() != Message.VERSION) {
            throw new ProtocolException(setup.opponent() + "'s ks speaks protocol version " + r.version()
                    + " and this one speaks " + Message.VERSION);
        }
        if (!r.name().equals(setup.opponent())) {
            throw new ProtocolException("expected " + setup.opponent() + " but " + r.name() + " answered");
        }
        if (!r.gameId().equals(gameId)) {
            fresh.send(new Message.Refusal(setup.me() + " is resuming game " + shortId(gameId) + ", not game "
                    + shortId(r.gameId())));
            throw new ProtocolException(setup.opponent() + " is resuming another game (" + shortId(r.gameId())
                    + ", ours is " + shortId(gameId) + ")");
        }
        return r;
    }

    /** Refuses to go on: tells the peer why and fails the exchange. */
    protected ProtocolException refuse(Link fresh, String why) {
        try {
            fresh.send(new Message.Refusal(setup.me() + " refused to resume: " + why));
        } catch (IOException ignored) {
            // The refusal is a courtesy.
        }
        return new ProtocolException(why);
    }
}
