package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.io.IOException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.UnaryOperator;
import ks.crypto.CoinFlip;
import ks.crypto.Commitment;
import ks.crypto.Committer;
import ks.crypto.Salt;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.clock.ClockState;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * A host changed to cheat, for tests only: alice, white, hosting the referee, played message by
 * message against bob, a real {@link GuestSession} over an in-memory link. It keeps an honest
 * referee of its own to make the news, and each test bends one rule: the start it proposes, the
 * commitments it sends, the news it signs, the end it declares, the reveal it owes.
 */
final class CheatingHost {

    private static final HexFormat HEX = HexFormat.of();

    final SecureRandom random = new SecureRandom();
    final SigningKey key = SigningKey.generate(random);
    final SigningKey guestKey = SigningKey.generate(random);
    final byte[] sessionId = new byte[32];
    final EventQueue guestEvents = new EventQueue();
    final Link link;
    private final InMemoryLink guestLink;
    /** How many messages the cheating host has sent through {@link #link}. */
    private final AtomicInteger sent = new AtomicInteger();
    /** Bytes no {@link Message} record would let us build, each due after as many host messages as were sent before it. */
    private final BlockingQueue<Raw> raw = new LinkedBlockingQueue<>();

    private record Raw(int after, byte[] bytes) {
    }
    private final CompletableFuture<Session> guest;
    /** While set, the guest's worker stops at the next event it shows until this opens: what arrives then queues up. */
    volatile CountDownLatch holdGuest;
    /** Opens once the guest's worker is held by {@link #holdGuest}. */
    final CountDownLatch guestHeld = new CountDownLatch(1);
    /** The terms alice asks for and proposes: untimed, or under the time control she asked for. */
    private final Terms terms;
    /** The clock state the next commitment covers; null in an untimed game, whose commitments cover the FEN alone. */
    ClockState clocks;
    /** The clock state each commitment sent so far covered, in a timed game. */
    final List<String> committedClocks = new ArrayList<>();
    Referee referee;
    Committer committer;
    String gameId;
    final List<Entry> entries = new ArrayList<>();
    private int newsSent;

    CheatingHost(SessionOptions guestOptions) {
        this(guestOptions, null);
    }

    /** A host whose alice asks for the time control {@code time} (null: untimed), which bob does not contradict. */
    CheatingHost(SessionOptions guestOptions, String time) {
        terms = new Terms("alice", "alice", "wolfe", false, false, time);
        clocks = time == null ? null : ClockState.start(terms.timeControl());
        random.nextBytes(sessionId);
        InMemoryLink[] links = InMemoryLink.pair();
        link = new Counted(links[0]);
        guestLink = links[1];
        SessionSetup bob = SessionSetup.builder().players("bob", "alice")
                .wishes(Wishes.none().withColour(ColourWish.BLACK)).key(guestKey).peer(key.identity())
                .sessionId(sessionId).setupTimeoutMillis(5000).random(random).build();
        guest = CompletableFuture.supplyAsync(() -> {
            try {
                return Session.open(bob, new RawFirst(), this::showGuest, guestOptions);
            } catch (Exception e) {
                throw new RuntimeException(e.getMessage(), e);
            }
        });
    }

    /** The guest's player sees {@code e}, on the guest's worker: held there while {@link #holdGuest} is set. */
    private void showGuest(Event e) {
        CountDownLatch hold = holdGuest;
        if (hold != null) {
            holdGuest = null;
            guestHeld.countDown();
            try {
                hold.await();
            } catch (InterruptedException ex) {
                Thread.currentThread().interrupt();
            }
        }
        guestEvents.add(e);
    }

    /** Sends {@code json} to the guest as it is, after everything sent before it. */
    void sendRaw(String json) {
        raw.add(new Raw(sent.get(), json.getBytes(StandardCharsets.UTF_8)));
    }

    /** The host's end of the link, counting what it sends so that raw bytes keep their place. */
    private final class Counted implements Link {
        private final InMemoryLink inner;

        Counted(InMemoryLink inner) {
            this.inner = inner;
        }

        @Override
        public void send(Message message) throws IOException {
            inner.send(message);
            sent.incrementAndGet();
        }

        @Override
        public Message receive(long timeoutMillis) throws IOException {
            return inner.receive(timeoutMillis);
        }

        @Override
        public void close() {
            inner.close();
        }
    }

    /** The guest's end of the link: what the cheating host sent, raw bytes in their place among it. */
    private final class RawFirst implements Link {
        private int delivered;

        @Override
        public void send(Message message) throws IOException {
            guestLink.send(message);
        }

        @Override
        public Message receive(long timeoutMillis) throws IOException {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            while (true) {
                Raw due = raw.peek();
                if (due != null && due.after() <= delivered) {
                    raw.remove();
                    return WireCodec.decode(due.bytes());
                }
                long left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
                Message m = guestLink.receive(Math.max(0, Math.min(20, left)));
                if (m != null) {
                    delivered++;
                    return m;
                }
                if (left <= 0) {
                    return null;
                }
            }
        }

        @Override
        public void close() {
            guestLink.close();
        }
    }

    /** Hello and the coin flip, honestly; returns the agreement an honest host would propose. */
    Agreement meet() throws Exception {
        link.send(new Message.Hello(Message.VERSION, "alice",
                Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withRuleSet("wolfe")
                        .withAnnounceCaptures(Wish.OFF).withPawnTries(Wish.OFF).withTime(terms.time()),
                Position.STARTPOS_FEN));
        receive(Message.Hello.class);
        CoinFlip flip = new CoinFlip("ks/terms", sessionId, random);
        link.send(new Message.FlipCommit(HEX.formatHex(flip.commitment())));
        flip.receiveCommitment(HEX.parseHex(receive(Message.FlipCommit.class).commitment()));
        link.send(new Message.FlipReveal(HEX.formatHex(flip.reveal())));
        CoinFlip.Outcome outcome = flip.receiveReveal(HEX.parseHex(receive(Message.FlipReveal.class).nonce()));
        return Agreement.of(Statements.gameId(outcome), terms, "alice", "bob", key.identity().hex(),
                guestKey.identity().hex(), Position.STARTPOS_FEN);
    }

    /** Proposes {@code proposed}, signed; the guest either signs it back or refuses. */
    void propose(Agreement proposed) throws Exception {
        link.send(new Message.Start(proposed, HEX.formatHex(key.sign(proposed.bytes()))));
    }

    /** Meets, proposes the honest agreement changed by {@code change}, and takes the guest's signature. */
    Session start(UnaryOperator<Agreement> change) throws Exception {
        Agreement a = change.apply(meet());
        propose(a);
        receive(Message.Agree.class);
        gameId = a.gameId();
        referee = new Referee(Position.fromFen(a.startFen()), terms.rules());
        committer = new Committer(key, Audit.genesis(HEX.formatHex(sessionId), gameId), random);
        return guest.get(60, TimeUnit.SECONDS);
    }

    /** The guest's setup failed: its one line. */
    String guestRefusal() {
        return assertThat(guest).failsWithin(60, TimeUnit.SECONDS).withThrowableThat().actual().getCause()
                .getMessage();
    }

    /** Commits honestly to the referee's position now, with {@link #clocks} in a timed game. */
    void commit() throws Exception {
        String clockText = clocks == null ? null : clocks.text();
        if (clockText != null) {
            committedClocks.add(clockText);
        }
        Commitment c = committer.commit(PositionPayload.of(referee.position().toFen(), clockText));
        link.send(new Message.Commit(HEX.formatHex(c.encode()), clockText));
    }

    /** Sends {@code n} as the next piece of news, signed with {@code signer}. */
    void tell(Message.News n, SigningKey signer) throws Exception {
        if (n != null) {
            newsSent++;
            link.send(Forgery.signedNews(signer, gameId, newsSent, Color.BLACK, n));
        }
    }

    /** White (alice) plays {@code uci}; bob hears of it; the commitment follows only when {@code commit}. */
    void whitePlays(String uci, boolean commit) throws Exception {
        Ruling r = referee.attempt(Uci.parse(referee.position(), uci));
        entries.add(Entry.attempt(Color.WHITE, uci));
        tell(Audit.newsFor(r, Color.BLACK), key);
        if (commit && r.isLegal()) {
            commit();
        }
    }

    /** Judges bob's attempt {@code t} and tells him, committing only when {@code commit}. */
    void answer(Message.Try t, boolean commit) throws Exception {
        Ruling r = referee.attempt(Uci.parse(referee.position(), t.move()));
        entries.add(Entry.attempt(Color.BLACK, t.move()));
        tell(Audit.newsFor(r, Color.BLACK), key);
        if (commit && r.isLegal()) {
            commit();
        }
    }

    /** Declares the end, signed. */
    void end(String result, String kind, String reason, List<Statement> statements) throws Exception {
        link.send(Forgery.signedEnd(key, gameId, result, kind, reason, entries.size(), statements));
    }

    /** Reveals the game, signed over the clock states it committed to. */
    void reveal() throws Exception {
        revealSignedOver(committedClocks);
    }

    /** Reveals the game with a signature over {@code clocks} as the clock states committed to. */
    void revealSignedOver(List<String> clocks) throws Exception {
        List<String> salts = committer.salts().stream().map(Salt::hex).toList();
        link.send(new Message.Reveal(entries, salts,
                HEX.formatHex(key.sign(Statements.reveal(gameId, entries, salts, clocks)))));
    }

    /** The next message of {@code type} from the guest, skipping others. */
    <T extends Message> T receive(Class<T> type) throws Exception {
        while (true) {
            Message m = link.receive(5000);
            assertThat(m).as("a " + type.getSimpleName() + " from the guest").isNotNull();
            if (type.isInstance(m)) {
                return type.cast(m);
            }
        }
    }
}
