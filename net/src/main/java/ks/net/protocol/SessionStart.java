package ks.net.protocol;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import ks.crypto.SigningKey;
import ks.engine.referee.Announcement;
import ks.net.ProtocolException;

/**
 * How a {@link Session} starts: a new game once the terms are agreed ({@link SetupExchange}),
 * as the session the terms call for (a {@link JointSession} on both sides for the joint referee,
 * else the {@link HostSession} or the {@link GuestSession}), or a saved game rebuilt from its
 * save, its player told again what it heard, and taken up with the peer in the resume exchange.
 * Either way the player first hears the game start, and only then do the session's threads run;
 * a new game's first save is the worker's first input.
 */
final class SessionStart {

    /** Whether a thread has taken {@link #prepareBinding} on. */
    private static final AtomicBoolean BINDING_PREPARED = new AtomicBoolean();

    private SessionStart() {
    }

    /**
     * {@link Session#prepareSetUp()}: the set-up's own work done once, off its way: an agreement signed
     * with a key made for the purpose and its signature checked (Bouncy Castle's Ed25519 tables, which
     * reading the player's key and signing the agreement need, are built on first use), and the set-up
     * messages written and read with their codec ({@link SetUpCodec}; the data binding is not needed
     * before the game opens, {@link #prepareBinding}).
     */
    static void prepare() {
        SigningKey key = SigningKey.generate(new SecureRandom());
        String hex = key.identity().hex();
        Agreement agreement = Agreement.builder().gameId("00".repeat(16)).white("ks", hex).black("ks-2", hex)
                .referee("ks", hex).ruleSet("wolfe").startFen(ks.engine.Position.STARTPOS_FEN).timeControl("")
                .protocol(Message.VERSION).build();
        byte[] signature = key.sign(agreement.bytes());
        if (!key.identity().verify(agreement.bytes(), signature)) {
            throw new IllegalStateException("a signature made to prepare the set-up does not verify");
        }
        String sig = HexFormat.of().formatHex(signature);
        for (Message m : List.of(new Message.Hello(Message.VERSION, "ks", Wishes.none(), "startpos",
                List.of(Message.JOINT_REFEREE)), new Message.FlipCommit("00"), new Message.FlipReveal("00"),
                new Message.Start(agreement, sig), new Message.Agree(sig))) {
            // The round trip compared as bytes: a record's equals is built by method handles at its
            // first call (ObjectMethods), which the class-data archive cannot keep, and which the set-up
            // itself never calls; building them here took the core the game's opening needs.
            byte[] written = SetUpCodec.write(m);
            Message read = SetUpCodec.read(written);
            if (read == null || !Arrays.equals(written, SetUpCodec.write(read))) {
                throw new IllegalStateException("cannot prepare the writing of a game's set-up");
            }
        }
    }

    /**
     * Once a process's first game has opened, a thread of its own builds the data binding for the
     * messages of a move (the attempt, the question, the news, the commitment and its acknowledgement:
     * the mappers, their serializers and deserializers) while the player thinks, rather than on the
     * way to the answer to the first move. Started once; a failure loses nothing (the sessions build
     * what they need when they first write and read it).
     */
    private static void prepareBinding() {
        if (!BINDING_PREPARED.compareAndSet(false, true)) {
            return;
        }
        Thread t = new Thread(() -> {
            try {
                prepareMoves();
            } catch (RuntimeException e) {
                // Nothing lost: each session builds what it needs when it first writes and reads it.
            }
        }, "ks-binding");
        t.setDaemon(true);
        t.start();
    }

    /** {@link #prepareBinding}'s work, on the calling thread: a message of each kind a move sends, written and read. */
    static void prepareMoves() {
        String sig = "00".repeat(64);
        try {
            for (Message m : List.of(new Message.Try(1, "e2e4", sig), new Message.Try(1, "e2e4", sig, 1L, 1L),
                    new Message.Any(1), new Message.News(true, "legal", true, -1,
                            List.of(new Announcement(Announcement.Kind.CHECK, "Check")), sig),
                    new Message.Commit("00"), new Message.Commit("00", "299000 300000 1 0"), new Message.Ack(1, sig))) {
                WireCodec.decode(WireCodec.encode(m));
            }
        } catch (ProtocolException e) {
            throw new IllegalStateException("cannot prepare the writing of a move's messages", e);
        }
    }

    /** {@link Session#open(SessionSetup, Link, Consumer, SessionOptions)}. */
    static Session open(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options)
            throws IOException {
        SetupExchange.Agreed agreed = SetupExchange.agree(setup, link);
        Session s = agreed.terms().joint() ? new JointSession(setup, link, agreed.terms(), agreed.agreement(), player,
                options)
                : agreed.terms().host().equals(setup.me()) ? new HostSession(setup, link, agreed.terms(), agreed.agreement(), player, options)
                : new GuestSession(setup, link, agreed.terms(), agreed.gameId(), agreed.agreement(), player,
                        options);
        return started(s, setup, agreed);
    }

    /** Starts the game of a session made for terms {@code agreed}: what the players hear first, then the threads. */
    static Session started(Session s, SessionSetup setup, SetupExchange.Agreed agreed) throws IOException {
        s.enter(SessionPhase.PLAYING);
        s.out.emit(new Event.Started(setup.me(), setup.opponent(), s.colour, s.terms, s.startFen(), setup.trust()));
        if (!agreed.settled().isEmpty()) {
            s.out.emit(new Event.Settled(agreed.settled()));
        }
        s.opening();
        s.out.changed();
        // The player sees the game open now; the first save is the worker's first work, and what
        // the opening sends leaves after it, as does the answer to anything the player or the peer
        // says first (docs/protocol.md, §6, "The first save"): the save is off the first prompt's path.
        s.out.deliverEvents();
        s.post(new Input.Opened());
        s.begin();
        prepareBinding();
        return s;
    }

    /** {@link Session#resume}. */
    static Session resume(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws IOException {
        SessionSetup own = ResumeExchange.setupFor(setup, link, saved);
        Session s = saved.isJoint() ? JointSession.restore(own, link, player, options, saved)
                : saved.isHost() ? HostSession.restore(own, link, player, options, saved)
                : GuestSession.restore(own, link, player, options, saved);
        s.out.emit(new Event.Replaying());
        s.out.emit(new Event.Started(setup.me(), setup.opponent(), s.colour, s.terms, s.startFen(), setup.trust()));
        s.retell();
        s.out.emit(new Event.Resumed(saved.plies(), s.awaitingAnswer()));
        s.out.deliverEvents();
        s.exchange(link);
        s.enter(SessionPhase.PLAYING);
        s.post(new Input.AfterResume());
        s.begin();
        return s;
    }
}
