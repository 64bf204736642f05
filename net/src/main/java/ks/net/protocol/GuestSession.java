package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.CommitmentChain;
import ks.crypto.PeerMisbehaved;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;

/**
 * The side that does not run the referee. It sends its signed attempts to the host, keeps
 * every commitment and every piece of news it receives, and at the end replays the revealed
 * record with its own engine: the {@link Audit} decides whether the host told the truth.
 *
 * <p>In a game with a signed agreement (protocol 3) it also holds the host to the rules of
 * docs/protocol.md §7 as they happen: every piece of news must be signed by the host and come
 * after the commitment to the ply it follows, every commitment in order and signed, the end
 * signed; otherwise it refuses to go on, says why, and keeps its record as the evidence. A host
 * that ends the game and does not reveal it within the stated time (or drops the link and does
 * not come back) leaves it with the verdict {@code Audit: FAILED (the host did not reveal)}.
 *
 * <p>In a timed game it measures its own thinking time each turn, from the news that gave it the
 * turn, and signs it with every attempt; it shows the clocks each commitment covers, and checks a
 * time forfeit declared against it by its own measure ({@link GuestClock}). The end, the reveal
 * and a refusal are the {@link GuestEnd}'s.
 */
public final class GuestSession extends Session {

    /** How long the host has, after the end, to reveal the game. */
    public static final long REVEAL_WAIT_MILLIS = 30_000;

    private final CommitmentChain chain;
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    /** Our attempts the host answered; one still in flight when the game ends never counted. */
    private final List<Message.Try> tries = new ArrayList<>();
    private Message.Try inFlight;
    private final List<String> acks = new ArrayList<>();
    /** Whether the host must sign everything (a game with a signed agreement), not only its commitments. */
    private final boolean strict;
    private final PlyByPly watch;
    private boolean myTurn;
    private boolean waiting;
    private int pendingMove = Move.NONE;
    private int anySeq;
    /** Plies played so far: the moves the news told of. */
    private int plies;
    private final GuestClock clock;
    private final GuestEnd ending;

    GuestSession(SessionSetup setup, Link link, Terms terms, String gameId, SignedAgreement agreement,
            Consumer<Event> player, SessionOptions options) throws ProtocolException {
        super(setup, link, terms, gameId, agreement, player, options);
        int startSide;
        try {
            startSide = Position.fromFen(startFen()).sideToMove();
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("the host proposed a bad start position: " + e.getMessage());
        }
        this.myTurn = startSide == colour;
        this.strict = agreement != null;
        this.watch = new PlyByPly(setup.peer(), gameId, colour);
        this.clock = new GuestClock(terms.timeControl(), options.ticker(), colour, startSide,
                agreement != null ? agreement.agreement().referee() : setup.opponent());
        this.ending = new GuestEnd(this, watch, strict);
        this.chain = new CommitmentChain(setup.peer(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId));
    }

    /**
     * Rebuilds the guest from its save: every commitment it acknowledged is checked again
     * against the host's key and the chain, and whose turn it is follows from the news.
     */
    static GuestSession restore(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws ProtocolException {
        GameRecord g = saved.game();
        GuestSession s = new GuestSession(setup, link, g.terms(), g.gameId(), g.agreement(), player, options);
        for (String c : g.commitments()) {
            try {
                s.chain.append(Commitment.decode(HEX.parseHex(c)));
            } catch (PeerMisbehaved | IllegalArgumentException e) {
                throw new ProtocolException("the saved game holds a bad commitment, so it is not used: "
                        + e.getMessage());
            }
            s.commitments.add(c);
        }
        for (int i = 0; i < g.guestTries().size(); i++) {
            Message.Try t = g.guestTries().get(i);
            if (t.seq() != i + 1 || !setup.key().identity().verify(
                    Statements.attempt(g.gameId(), t), HEX.parseHex(t.signature()))) {
                throw new ProtocolException("the saved game holds an attempt this player did not sign, so it is not used");
            }
        }
        s.tries.addAll(g.guestTries());
        s.acks.addAll(g.acks());
        s.chat.restore(g.chat());
        s.ending.restore(g.end());
        s.clock.restore(g.clocks());
        s.anySeq = saved.anys();
        int ownTries = 0;
        int ownAnswers = 0;
        for (Message.News n : g.news()) {
            s.news.add(n);
            if (n.own()) {
                ownAnswers++;
                if (n.verdict() != null) {
                    ownTries++;
                }
                if (n.moved()) {
                    s.myTurn = false;
                    if (ownTries >= 1 && ownTries <= s.tries.size()) {
                        s.clock.ownMove(s.tries.get(ownTries - 1));
                    }
                }
            } else if (n.moved()) {
                s.myTurn = true;
            }
            s.plies += n.moved() ? 1 : 0;
        }
        if (ownAnswers > s.tries.size() + s.anySeq) {
            throw new ProtocolException("the saved game holds more answers than attempts, so it is not used");
        }
        s.waiting = ownAnswers < s.tries.size() + s.anySeq;
        if (s.tries.size() > ownTries + 1) {
            throw new ProtocolException("the saved game holds more than one unanswered attempt, so it is not used");
        }
        if (s.tries.size() > ownTries) {
            // Saved before it was sent, never answered: still in flight; it counts once answered.
            s.inFlight = s.tries.remove(s.tries.size() - 1);
            s.pendingMove = Entries.move(s.inFlight.move());
        }
        return s;
    }

    @Override
    int plies() {
        return plies;
    }

    @Override
    void opening() {
        // The host speaks first: its opening news and the commitment to the start arrive as messages.
    }

    @Override
    void onCommand(Command command) throws IOException {
        if (command instanceof Command.Talk t) {
            chat.ours(t);
        } else if (command instanceof Command.OfferDraw) {
            send(new Message.Draw(Statement.sign(setup.key(), gameId, "draw", colour, plies)));
        } else if (command instanceof Command.Resign r) {
            send(new Message.Resign(r.quit(),
                    Statement.sign(setup.key(), gameId, r.quit() ? "quit" : "resign", colour, plies)));
        } else if (ending.end() != null) {
            emit(new Event.Note("the game is over"));
        } else if (!myTurn) {
            emit(new Event.Note("it is not your move"));
        } else if (waiting) {
            emit(new Event.Note("wait for the umpire's answer"));
        } else if (command instanceof Command.Play p) {
            int seq = tries.size() + 1;
            String uci = Uci.format(p.move());
            Long think = clock.think();
            Long lag = clock.lag();
            Message.Try t = new Message.Try(seq, uci,
                    HEX.formatHex(setup.key().sign(Statements.attempt(gameId, seq, uci, think, lag))), think, lag);
            inFlight = t;
            waiting = true;
            pendingMove = p.move();
            changed();
            clock.asked();
            send(t);
        } else if (command instanceof Command.AskAny) {
            waiting = true;
            pendingMove = Move.NONE;
            changed();
            clock.asked();
            send(new Message.Any(++anySeq));
        }
    }

    @Override
    void onMessage(Message message) throws IOException {
        if (message instanceof Message.News n) {
            onNews(n);
        } else if (message instanceof Message.Commit c) {
            onCommit(c);
        } else if (message instanceof Message.Say s) {
            chat.theirs(s);
        } else if (message instanceof Message.Note n) {
            emit(new Event.Note(n.text()));
        } else if (message instanceof Message.End e) {
            ending.onEnd(e, clock, myTurn);
        } else if (message instanceof Message.Reveal r) {
            ending.onReveal(r, clock.forfeitProblem());
        } else if (message instanceof Message.Refusal r && ending.end() == null) {
            ending.stopped(r.reason());
        } else if (message instanceof Message.Refusal r) {
            // After its end the host owes the reveal, whatever it says now.
            throw new IOException(setup.opponent() + " refused: " + r.reason());
        } else {
            throw new ProtocolException("unexpected " + SetupExchange.wireName(message.getClass()) + " message");
        }
    }

    private void onNews(Message.News n) throws IOException {
        if (ending.end() != null) {
            ending.refuse("the host sent news after its end of the game (" + ending.end().reason() + ")");
            return;
        }
        String fault = strict ? watch.news(n, news.size() + 1, commitments.size(), plies) : null;
        if (fault != null) {
            ending.refuse(fault);
            return;
        }
        plies += n.moved() ? 1 : 0;
        if (n.own()) {
            if (!waiting) {
                throw new ProtocolException("an answer to an attempt that was never made");
            }
            waiting = false;
            clock.answered();
            if (inFlight != null) {
                tries.add(inFlight);
                if (n.moved()) {
                    clock.ownMove(inFlight);
                }
                inFlight = null;
            }
            news.add(n);
            changed();
            if (n.moved()) {
                myTurn = false;
            }
            emit(new Event.Answered(pendingMove, verdictOf(n), n.heard()));
        } else {
            if (n.moved() && myTurn) {
                throw new ProtocolException("news of a move by the opponent while it was our turn");
            }
            news.add(n);
            changed();
            if (n.moved()) {
                myTurn = true;
                clock.turnBegins(lateMillis());
            }
            emit(new Event.Heard(n.moved(), n.lost(), n.heard()));
        }
    }

    private void onCommit(Message.Commit c) throws IOException {
        if (ending.end() != null) {
            ending.refuse("the host sent a commitment after its end of the game (" + ending.end().reason() + ")");
            return;
        }
        Commitment commitment;
        try {
            commitment = Commitment.decode(HEX.parseHex(c.commitment()));
            String fault = strict ? watch.commitment(commitment.ply(), plies) : null;
            if (fault != null) {
                ending.refuse(fault);
                return;
            }
            chain.append(commitment);
        } catch (PeerMisbehaved | IllegalArgumentException e) {
            if (strict) {
                ending.refuse(e.getMessage());
                return;
            }
            throw new ProtocolException("a bad commitment: " + e.getMessage());
        }
        if (clock.timed()) {
            if (c.clocks() == null) {
                ending.refuse("the host's commitment to ply " + commitment.ply() + " in a timed game covers no clocks");
                return;
            }
            emit(clock.committed(c.clocks(), lateMillis()));
            String overcharged = clock.overcharge();
            if (overcharged != null) {
                emit(new Event.Note(overcharged));
            }
        }
        commitments.add(c.commitment());
        String ack = HEX.formatHex(setup.key().sign(Statements.ack(gameId, c.commitment())));
        acks.add(ack);
        changed();
        send(new Message.Ack(commitment.ply(), ack));
    }

    /** The verdict on our attempt that {@code n} answers; null when it answers a question. */
    private static Verdict verdictOf(Message.News n) {
        return n.verdict() == null ? null : Verdict.valueOf(n.verdict().toUpperCase(Locale.ROOT));
    }

    /** How many commitments we hold. */
    int commitmentCount() {
        return commitments.size();
    }

    @Override
    long nanosToDeadline() {
        return ending.nanosToReveal();
    }

    /**
     * A game resumed holding the host's end owes the reveal from now: an honest host declares the
     * same end again at once, and one that resumes from a save of before its end (an older copy
     * put back, or a modified ks) must not leave this side waiting for ever.
     */
    @Override
    void afterResume() {
        ending.resumed();
    }

    @Override
    void deadlinePassed() {
        if (nanosToDeadline() <= 0) {
            ending.noReveal("the host did not reveal the game within " + options.revealWaitMillis() / 1000 + " s");
        }
    }

    @Override
    void giveUp(String why) {
        if (ending.revealOwed() && !done()) {
            ending.noReveal(why);
        } else {
            super.giveUp(why);
        }
    }

    @Override
    SavedGame snapshot(String when) {
        // A save is no record: not sealed, and holding the attempt still in flight.
        GameRecord.Builder now = unsealed(List.of(), List.of(), null, "*", "in progress");
        if (inFlight != null) {
            List<Message.Try> all = new ArrayList<>(tries);
            all.add(inFlight);
            now.guestView(news, all);
        }
        return new SavedGame(SavedGame.FORMAT, SavedGame.GUEST, null, null, now.build(), anySeq, null, when);
    }

    @Override
    void retell() {
        int t = 0;
        for (Message.News n : news) {
            if (n.own()) {
                int move = Move.NONE;
                if (n.verdict() != null) {
                    move = t < tries.size() ? Entries.move(tries.get(t).move()) : Move.NONE;
                    t++;
                }
                emit(new Event.Answered(move, verdictOf(n), n.heard()));
            } else {
                emit(new Event.Heard(n.moved(), n.lost(), n.heard()));
            }
        }
        if (clock.showing() && ending.end() == null) {
            emit(clock.shown());
        }
    }

    @Override
    boolean awaitingAnswer() {
        return waiting;
    }

    /**
     * The guest's side of the resume exchange ({@link ResumeExchange#guest}): our acknowledgements,
     * and what the host never saw of our attempts and questions, are sent again.
     */
    @Override
    void exchange(Link fresh) throws IOException {
        clock.linkLost();
        ResumeExchange.guest(setup, fresh, gameId, news.size(), commitments.size(), acks, tries.size(), inFlight,
                anySeq).forEach(this::send);
    }

    /**
     * Our final record: what we hold, with what the host revealed ({@code entries}, {@code salts},
     * signed), sealed by us over our attempts and, under protocol 7, over the commitments and the end
     * (docs/protocol.md §7, {@link EndSeal}) in a signed game.
     */
    GameRecord record(List<Entry> entries, List<String> salts, String revealSignature, String result,
            String reason) {
        GameRecord unsealed = unsealed(entries, salts, revealSignature, result, reason).build();
        return strict ? unsealed.toBuilder().seal(HEX.formatHex(setup.key().sign(EndSeal.bytes(unsealed)))).build()
                : unsealed;
    }

    private GameRecord.Builder unsealed(List<Entry> entries, List<String> salts, String revealSignature,
            String result, String reason) {
        return recordBase(setup.peer().hex(), setup.key().identity().hex())
                .version(strict ? GameRecord.FORMAT : GameRecord.UNSIGNED).entries(entries)
                .commitments(commitments, salts).guestView(news, tries).result(result, reason)
                .acks(acks).signedEnd(ending.end(), revealSignature).clocks(clock.states());
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        return record(List.of(), List.of(), null, result, reason);
    }
}
