package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.CommitmentChain;
import ks.crypto.PeerMisbehaved;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.engine.referee.Verdict;
import ks.net.ProtocolException;
import ks.net.store.SavedGame;

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
 * time forfeit declared against it by its own measure ({@link ClockAudit#ownForfeit}).
 */
public final class GuestSession extends Session {

    /** How long the host has, after the end, to reveal the game. */
    public static final long REVEAL_WAIT_MILLIS = 30_000;

    private static final String NO_REVEAL = "Audit: FAILED (the host did not reveal)";

    private final CommitmentChain chain;
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    /** Our attempts the host answered; one still in flight when the game ends never counted. */
    private final List<Message.Try> tries = new ArrayList<>();
    private Message.Try inFlight;
    private final List<String> chat = new ArrayList<>();
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
    private Message.End end;
    /** When the end arrived ({@link SessionOptions#ticker}), for the reveal's deadline. */
    private long endAt;
    private final TimeControl control;
    /** The clock state each commitment covers, in a timed game. */
    private final List<String> clockStates = new ArrayList<>();
    /** When our turn began ({@link SessionOptions#ticker}), for the thinking time we report. */
    private long turnStart;
    /** What our own clock says is wrong with a time forfeit declared against us, or null. */
    private String forfeitProblem;

    GuestSession(SessionSetup setup, Link link, Terms terms, String gameId, SignedAgreement agreement,
            Consumer<Event> player, SessionOptions options) throws ProtocolException {
        super(setup, link, terms, gameId, agreement, player, options);
        try {
            this.myTurn = Position.fromFen(startFen()).sideToMove() == colour;
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("the host proposed a bad start position: " + e.getMessage());
        }
        this.strict = agreement != null;
        this.watch = new PlyByPly(setup.peer(), gameId, colour);
        this.control = terms.timeControl();
        this.turnStart = options.ticker().nanos();
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
                    Statements.attempt(g.gameId(), t.seq(), t.move(), t.think()), HEX.parseHex(t.signature()))) {
                throw new ProtocolException("the saved game holds an attempt this player did not sign, so it is not used");
            }
        }
        s.tries.addAll(g.guestTries());
        s.acks.addAll(g.acks());
        s.chat.addAll(g.chat());
        s.end = g.end();
        s.clockStates.addAll(g.clocks());
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
            chat.add(setup.me() + ": " + t.text());
            changed();
            send(new Message.Say(t.text()));
        } else if (command instanceof Command.OfferDraw) {
            send(new Message.Draw(Statement.sign(setup.key(), gameId, "draw", colour, plies)));
        } else if (command instanceof Command.Resign r) {
            send(new Message.Resign(r.quit(),
                    Statement.sign(setup.key(), gameId, r.quit() ? "quit" : "resign", colour, plies)));
        } else if (end != null) {
            emit(new Event.Note("the game is over"));
        } else if (!myTurn) {
            emit(new Event.Note("it is not your move"));
        } else if (waiting) {
            emit(new Event.Note("wait for the umpire's answer"));
        } else if (command instanceof Command.Play p) {
            int seq = tries.size() + 1;
            String uci = Uci.format(p.move());
            Long think = control.timed() ? thinkingMillis() : null;
            Message.Try t = new Message.Try(seq, uci,
                    HEX.formatHex(setup.key().sign(Statements.attempt(gameId, seq, uci, think))), think);
            inFlight = t;
            waiting = true;
            pendingMove = p.move();
            changed();
            send(t);
        } else if (command instanceof Command.AskAny) {
            waiting = true;
            pendingMove = Move.NONE;
            changed();
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
            if (!admit(s)) {
                return;
            }
            chat.add(setup.opponent() + ": " + s.text());
            changed();
            emit(new Event.Said(setup.opponent(), s.text()));
        } else if (message instanceof Message.Note n) {
            emit(new Event.Note(n.text()));
        } else if (message instanceof Message.End e) {
            onEnd(e);
        } else if (message instanceof Message.Reveal r) {
            onReveal(r);
        } else if (message instanceof Message.Refusal r) {
            throw new IOException(setup.opponent() + " refused: " + r.reason());
        } else {
            throw new ProtocolException("unexpected " + SetupExchange.wireName(message.getClass()) + " message");
        }
    }

    private void onNews(Message.News n) throws IOException {
        String fault = strict ? watch.news(n, news.size() + 1, commitments.size(), plies) : null;
        if (fault != null) {
            refuse(fault);
            return;
        }
        plies += n.moved() ? 1 : 0;
        if (n.own()) {
            if (!waiting) {
                throw new ProtocolException("an answer to an attempt that was never made");
            }
            waiting = false;
            if (inFlight != null) {
                tries.add(inFlight);
                inFlight = null;
            }
            news.add(n);
            changed();
            if (n.moved()) {
                myTurn = false;
            }
            Verdict v = n.verdict() == null ? null : Verdict.valueOf(n.verdict().toUpperCase(java.util.Locale.ROOT));
            emit(new Event.Answered(pendingMove, v, n.heard()));
        } else {
            if (n.moved() && myTurn) {
                throw new ProtocolException("news of a move by the opponent while it was our turn");
            }
            news.add(n);
            changed();
            if (n.moved()) {
                myTurn = true;
                turnStart = options.ticker().nanos();
            }
            emit(new Event.Heard(n.moved(), n.lost(), n.heard()));
        }
    }

    private void onCommit(Message.Commit c) throws IOException {
        Commitment commitment;
        try {
            commitment = Commitment.decode(HEX.parseHex(c.commitment()));
            String fault = strict ? watch.commitment(commitment.ply(), plies) : null;
            if (fault != null) {
                refuse(fault);
                return;
            }
            chain.append(commitment);
        } catch (PeerMisbehaved | IllegalArgumentException e) {
            if (strict) {
                refuse(e.getMessage());
                return;
            }
            throw new ProtocolException("a bad commitment: " + e.getMessage());
        }
        if (control.timed()) {
            if (c.clocks() == null) {
                refuse("the host's commitment to ply " + commitment.ply() + " in a timed game covers no clocks");
                return;
            }
            clockStates.add(c.clocks());
            showClocks();
        }
        commitments.add(c.commitment());
        String ack = HEX.formatHex(setup.key().sign(Statements.ack(gameId, c.commitment())));
        acks.add(ack);
        changed();
        send(new Message.Ack(commitment.ply(), ack));
    }

    /** The host ends the game: signed, after the commitment to the last ply; the reveal is now due. */
    private void onEnd(Message.End e) throws IOException {
        String fault = strict ? watch.end(e, end, commitments.size(), plies) : null;
        if (fault != null) {
            refuse(fault);
            return;
        }
        if (end == null) {
            end = e;
            changed();
            if (control.timed() && !clockStates.isEmpty()) {
                ClockState last = ClockState.parse(clockStates.get(clockStates.size() - 1));
                if ("time".equals(e.kind()) && myTurn) {
                    forfeitProblem = ClockAudit.ownForfeit(last.remaining(colour), thinkingMillis());
                }
                emit(new Event.Clocks(control, myTurn && "time".equals(e.kind())
                        ? last.spent(control, colour, last.remaining(colour)) : last, Color.NONE));
            }
        }
        endAt = options.ticker().nanos();
        enter(Phase.ENDING);
    }

    private void onReveal(Message.Reveal r) throws IOException {
        String result = end == null ? "*" : end.result();
        String reason = end == null ? "the host revealed the game without ending it" : end.reason();
        enter(Phase.ENDING);
        enter(Phase.AUDIT);
        GameRecord done = record(r.entries(), r.salts(), r.signature(), result, reason);
        Audit.Report report = strict && !watch.revealSigned(r)
                ? new Audit.Report(false, "Audit: FAILED: the host's reveal is not signed by it", null)
                : Audit.verify(done);
        if (report.passed() && forfeitProblem != null) {
            report = new Audit.Report(false, "Audit: FAILED at ply " + plies + ": " + forfeitProblem, null);
        }
        send(new Message.AuditReport(report.passed(), report.line()));
        flush();
        out.discard();
        emit(new Event.Over(result, reason, report.finalFen(), report.line(), report.passed()));
        finished(done);
    }

    /**
     * The host broke the rules of play: say so to both players and stop, keeping the record
     * (signed agreement, commitments, news) as the evidence.
     */
    private void refuse(String why) throws IOException {
        send(new Message.Refusal(setup.me() + " refuses to go on: " + why));
        GameRecord kept = record(List.of(), List.of(), null, "*", "refused to go on: " + why);
        changed();
        flushQuietly();
        out.discard();
        emit(new Event.Over("*", "you refused to go on: " + why, null,
                "Audit: FAILED at ply " + plies + ": " + why, false));
        finished(kept);
    }

    /** The end came and the reveal did not: the record holds the signed end and everything before it. */
    private void noReveal(String why) {
        GameRecord kept = record(List.of(), List.of(), null, end.result(), end.reason());
        out.dropMessages();
        out.discard();
        emit(new Event.Over(end.result(), end.reason() + "; " + why, null, NO_REVEAL, false));
        out.deliverEvents();
        finished(kept);
    }

    /** Shows our player the clocks the last commitment covers, the side to move's running. */
    private void showClocks() {
        int toMove = Endings.moverOf(clockStates.size(), Position.fromFen(startFen()).sideToMove());
        emit(new Event.Clocks(control, ClockState.parse(clockStates.get(clockStates.size() - 1)), toMove));
    }

    /** How long we have thought this turn, by our own clock. */
    private long thinkingMillis() {
        return TimeUnit.NANOSECONDS.toMillis(options.ticker().nanos() - turnStart);
    }

    @Override
    long nanosToDeadline() {
        if (!strict || end == null || phase() != Phase.ENDING) {
            return Long.MAX_VALUE;
        }
        return endAt + TimeUnit.MILLISECONDS.toNanos(options.revealWaitMillis()) - options.ticker().nanos();
    }

    @Override
    void deadlinePassed() {
        if (nanosToDeadline() <= 0) {
            noReveal("the host did not reveal the game within " + options.revealWaitMillis() / 1000 + " s");
        }
    }

    @Override
    void giveUp(String why) {
        if (strict && end != null && !done()) {
            noReveal(why);
        } else {
            super.giveUp(why);
        }
    }

    @Override
    SavedGame snapshot(String when) {
        GameRecord now = record(List.of(), List.of(), null, "*", "in progress");
        if (inFlight != null) {
            List<Message.Try> all = new ArrayList<>(tries);
            all.add(inFlight);
            now = now.toBuilder().guestView(now.news(), all).build();
        }
        return new SavedGame(SavedGame.FORMAT, SavedGame.GUEST, null, null, now, anySeq, null, when);
    }

    @Override
    void retell() {
        int t = 0;
        for (Message.News n : news) {
            if (n.own()) {
                int move = Move.NONE;
                Verdict v = null;
                if (n.verdict() != null) {
                    move = t < tries.size() ? Entries.move(tries.get(t).move()) : Move.NONE;
                    t++;
                    v = Verdict.valueOf(n.verdict().toUpperCase(java.util.Locale.ROOT));
                }
                emit(new Event.Answered(move, v, n.heard()));
            } else {
                emit(new Event.Heard(n.moved(), n.lost(), n.heard()));
            }
        }
        if (control.timed() && !clockStates.isEmpty() && end == null) {
            showClocks();
        }
    }

    @Override
    boolean awaitingAnswer() {
        return waiting;
    }

    /**
     * The guest's side of the resume exchange. A host that holds less than the guest was given
     * went back in the game (an older save restored): refused, and the guest's own save keeps
     * the evidence. Attempts and questions the host never saw are sent again, the very signed
     * messages that were saved before they first left; nothing the host already ruled is.
     */
    @Override
    void exchange(Link fresh) throws IOException {
        int made = tries.size() + (inFlight != null ? 1 : 0);
        fresh.send(Message.Resume.of(setup.me(), gameId,
                new Message.Progress(commitments.size(), news.size(), made, anySeq)));
        Message.Resume h = SetupExchange.readResume(setup, fresh, gameId);
        if (h.commitments() < commitments.size() || h.news() < news.size()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + "'s referee went back in the game: it holds " + h.commitments()
                    + " commitments and " + h.news() + " pieces of news, but " + setup.me() + " already received "
                    + commitments.size() + " and " + news.size() + " (the saved game keeps the evidence)");
        }
        if (h.tries() > made || h.tries() < tries.size() || h.anys() > anySeq) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " claims " + h.tries() + " attempts and " + h.anys()
                    + " questions from " + setup.me() + ", who made " + made + " and " + anySeq);
        }
        if (inFlight != null && h.tries() == tries.size()) {
            send(inFlight);
        }
        for (int q = h.anys() + 1; q <= anySeq; q++) {
            send(new Message.Any(q));
        }
    }

    private GameRecord record(List<Entry> entries, List<String> salts, String revealSignature, String result,
            String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        return GameRecord.builder().version(strict ? GameRecord.FORMAT : GameRecord.UNSIGNED)
                .players(setup.me(), white, black).terms(terms, startFen())
                .ids(gameId, HEX.formatHex(setup.sessionId()))
                .keys(setup.peer().hex(), setup.key().identity().hex()).entries(entries)
                .commitments(commitments, salts).guestView(news, tries).chat(chat).result(result, reason)
                .agreement(agreement).acks(acks).signedEnd(end, revealSignature).clocks(clockStates).build();
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        return record(List.of(), List.of(), null, result, reason);
    }
}
