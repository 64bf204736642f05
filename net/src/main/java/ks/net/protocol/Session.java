package ks.net.protocol;

import ks.net.ProtocolException;
import java.io.IOException;
import java.util.HexFormat;
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
 * checks it. A session is a small actor: the player's commands and the peer's messages go
 * through one queue and are handled on one thread, so the game state needs no locks.
 */
public abstract sealed class Session permits HostSession, GuestSession {

    static final HexFormat HEX = HexFormat.of();

    /** What the session thread takes from its queue. */
    private sealed interface Input {
    }

    private record Local(Command command) implements Input {
    }

    private record Remote(Message message) implements Input {
    }

    private record Lost(String why) implements Input {
    }

    private record BadMessage(String why) implements Input {
    }

    protected final SessionSetup setup;
    protected final Link link;
    protected final Terms terms;
    protected final String gameId;
    protected final int colour;
    private final Consumer<Event> player;
    private final BlockingQueue<Input> inbox = new LinkedBlockingQueue<>();
    private final CountDownLatch ended = new CountDownLatch(1);
    private volatile GameRecord record;
    private volatile boolean closing;
    private Thread reader;
    private Thread worker;

    Session(SessionSetup setup, Link link, Terms terms, String gameId, Consumer<Event> player) {
        this.setup = setup;
        this.link = link;
        this.terms = terms;
        this.gameId = gameId;
        this.colour = terms.white().equals(setup.me()) ? Color.WHITE : Color.BLACK;
        this.player = player;
    }

    /**
     * Agrees the terms with the peer and starts the game. Blocks for the setup exchange; a
     * peer that breaks the protocol or does not answer in time is an {@link IOException} with
     * one line for the user.
     */
    public static Session open(SessionSetup setup, Link link, Consumer<Event> player) throws IOException {
        link.send(new Message.Hello(Message.VERSION, setup.me(), setup.wishes()));
        Message.Hello hello = expect(link, Message.Hello.class, setup);
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
            s = new HostSession(setup, link, terms, gameId, player);
        } else {
            Message.Start start = expect(link, Message.Start.class, setup);
            s = new GuestSession(setup, link, terms, start.gameId(), start.startFen(), player);
        }
        s.begin();
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

    static <T extends Message> T expect(Link link, Class<T> type, SessionSetup setup) throws IOException {
        Message m = link.receive(setup.setupTimeoutMillis());
        if (m == null) {
            throw new ProtocolException(setup.opponent() + " did not answer in time");
        }
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

    /** Waits until the game is over and audited; returns the record to save. */
    public GameRecord awaitEnd() throws InterruptedException {
        ended.await();
        return record;
    }

    /** The record once the game is over, else null. */
    public GameRecord record() {
        return record;
    }

    private void begin() throws IOException {
        emit(new Event.Started(setup.me(), setup.opponent(), colour, terms, startFen(), setup.trust()));
        opening();
        reader = new Thread(this::readLoop, "ks-reader-" + setup.me());
        reader.setDaemon(true);
        worker = new Thread(this::workLoop, "ks-session-" + setup.me());
        worker.setDaemon(true);
        reader.start();
        worker.start();
    }

    private void readLoop() {
        while (!closing) {
            try {
                Message m = link.receive(1000);
                if (m != null) {
                    inbox.add(new Remote(m));
                }
            } catch (ProtocolException e) {
                inbox.add(new BadMessage(e.getMessage()));
            } catch (IOException | RuntimeException e) {
                if (!closing) {
                    inbox.add(new Lost(e.getMessage()));
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
                        onCommand(l.command());
                    } else if (in instanceof Remote r) {
                        onMessage(r.message());
                    } else if (in instanceof BadMessage b) {
                        emit(new Event.Note("ignored a bad message from " + setup.opponent() + ": " + b.why()));
                    } else if (in instanceof Lost lost) {
                        onLost(lost.why());
                    }
                } catch (ProtocolException e) {
                    emit(new Event.Note("ignored a message from " + setup.opponent() + ": " + e.getMessage()));
                } catch (IOException e) {
                    onLost(e.getMessage());
                } catch (RuntimeException e) {
                    // A bug of ours must not hang the game silently: end it with the reason.
                    onLost("internal error: " + e);
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
            }
            if (in instanceof Lost) {
                return null;
            }
        }
    }

    private void onLost(String why) {
        if (record == null) {
            emit(new Event.Over("*", "the connection to " + setup.opponent() + " was lost (" + why + ")", null,
                    "Audit: not done (the game did not finish)", false));
            record = partialRecord("*", "connection lost");
        }
    }

    protected void finished(GameRecord done) {
        record = done;
    }

    protected void emit(Event e) {
        player.accept(e);
    }

    protected void send(Message m) throws IOException {
        link.send(m);
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
}
