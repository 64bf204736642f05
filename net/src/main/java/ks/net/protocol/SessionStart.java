package ks.net.protocol;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
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

    /** Whether a thread has taken {@link #prepareAgreement} on. */
    private static final AtomicBoolean AGREEMENT_PREPARED = new AtomicBoolean();

    private SessionStart() {
    }

    /**
     * {@link Session#prepareSetUp()}: the set-up messages both sides send are written and read
     * once (a written value also builds the serializers of its fields' run-time types, such as a
     * hello's list). The save is left to the first save: looking its serializer up ahead builds
     * those of every field, most of them empty in a new game's save, and cost more than it saved.
     */
    static void prepare() {
        try {
            for (Message m : List.of(new Message.Hello(Message.VERSION, "ks", Wishes.none(), "startpos",
                    List.of(Message.JOINT_REFEREE)), new Message.FlipCommit("00"), new Message.FlipReveal("00"),
                    new Message.Agree("00"))) {
                WireCodec.decode(WireCodec.encode(m));
            }
        } catch (ProtocolException e) {
            throw new IllegalStateException("cannot prepare the writing of a game's set-up", e);
        }
        prepareAgreement();
    }

    /**
     * {@link Session#prepareAgreement()}: a {@code start} written and read once, by the first thread
     * to ask. Its agreement's serializers and deserializers are otherwise built in the middle of the
     * set-up exchange, one side after the other: the host's as it writes, the guest's as it reads.
     */
    static void prepareAgreement() {
        if (!AGREEMENT_PREPARED.compareAndSet(false, true)) {
            return;
        }
        String key = "00".repeat(32);
        Agreement agreement = Agreement.builder().gameId("00".repeat(16)).white("ks", key).black("ks-2", key)
                .referee("ks", key).ruleSet("wolfe").startFen(ks.engine.Position.STARTPOS_FEN).timeControl("")
                .protocol(Message.VERSION).build();
        try {
            WireCodec.decode(WireCodec.encode(new Message.Start(agreement, "00")));
        } catch (ProtocolException e) {
            throw new IllegalStateException("cannot prepare the writing of a game's agreement", e);
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
