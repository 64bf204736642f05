package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.Committer;
import ks.crypto.PeerMisbehaved;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.ProtocolException;
import ks.net.store.SavedGame;

/**
 * The side that runs the authoritative referee. It judges both players' attempts, tells each
 * what the rules let it hear (signing every piece of news it sends), commits to the position
 * after every ply, ends a game the board did not decide only on the players' signed statements,
 * and at the end sends its signed end and reveals the record and the salts, signed, so the guest
 * can audit it and show the record to anyone. In a timed game it keeps the authoritative
 * {@link GameClock}: the clock state goes into every commitment, and a flag that falls ends the
 * game (kind {@code time}).
 */
public final class HostSession extends Session {

    private static final long REPORT_WAIT_MILLIS = 15_000;

    private final Referee referee;
    private Committer committer;
    private final int guest;
    private final HostHearing hearing = new HostHearing(colour, this::emit);
    private final List<Entry> entries = new ArrayList<>();
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    private final List<Message.Try> guestTries = new ArrayList<>();
    private final List<String> acks = new ArrayList<>();
    private final List<String> chat = new ArrayList<>();
    private final GameClock clock;
    private final int startSide;
    private final GuestSignatures signatures;
    private int guestAnySeq;
    private DrawOffer drawOffer = new DrawOffer(null);
    /** The end once declared, signed; null while the game goes on. */
    private Message.End end;
    /** Once the end is declared: the final record and our own audit of it, and how long the report may take. */
    private GameRecord declared;
    private Audit.Report ownReport;
    private long reportDeadline;

    HostSession(SessionSetup setup, Link link, Terms terms, SignedAgreement agreement, Consumer<Event> player,
            SessionOptions options) {
        super(setup, link, terms, agreement.agreement().gameId(), agreement, player, options);
        this.referee = new Referee(Position.fromFen(startFen()), terms.rules());
        this.startSide = referee.sideToMove();
        this.signatures = new GuestSignatures(setup.peer(), gameId, Color.opposite(colour), setup.opponent());
        this.committer = new Committer(setup.key(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId),
                setup.random());
        this.guest = Color.opposite(colour);
        this.clock = new GameClock(terms.timeControl(), options.ticker(), guest);
    }

    /**
     * Rebuilds the host from its save: the saved record must pass the audit on its own (every
     * attempt signed, every piece of news and every commitment what a replay of the entries
     * through a fresh referee gives), and the referee is rebuilt by exactly that replay.
     */
    static HostSession restore(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws ProtocolException {
        GameRecord g = saved.game();
        if (g.agreement() == null) {
            throw new ProtocolException("the saved game holds no signed agreement, so it is not used");
        }
        Audit.Report check = Audit.verify(g);
        if (!check.passed()) {
            throw new ProtocolException("the saved game does not replay, so it is not used (" + check.line() + ")");
        }
        HostSession h = new HostSession(setup, link, g.terms(), g.agreement(), player, options);
        for (Entry e : g.entries()) {
            if (e.isTry()) {
                h.referee.attempt(Entries.move(e.move()));
            } else {
                h.referee.askAny();
            }
        }
        h.entries.addAll(g.entries());
        h.news.addAll(g.news());
        h.guestTries.addAll(g.guestTries());
        h.acks.addAll(g.acks());
        h.chat.addAll(g.chat());
        h.commitments.addAll(g.commitments());
        try {
            List<Commitment> committed = new ArrayList<>();
            for (String c : g.commitments()) {
                committed.add(Commitment.decode(HEX.parseHex(c)));
            }
            h.committer = Committer.resume(setup.key(), Audit.genesis(g.sessionId(), g.gameId()), committed,
                    g.salts().stream().map(Salt::fromHex).toList(), setup.random());
        } catch (PeerMisbehaved | IllegalArgumentException e) {
            throw new ProtocolException("the saved game holds a bad commitment: " + e.getMessage());
        }
        h.guestAnySeq = saved.anys();
        h.drawOffer = new DrawOffer(saved.drawOffer());
        h.end = g.end();
        h.clock.restore(g.clocks(), h.referee.sideToMove(), h.end != null);
        return h;
    }

    @Override
    void opening() throws IOException {
        clock.start();
        commit();
        hearing.opening(referee);
        tell(Audit.opening(referee, guest));
    }

    @Override
    void onCommand(Command command) throws IOException {
        if (end != null) {
            emit(new Event.Note("the game is over"));
            return;
        }
        if (command instanceof Command.Talk t) {
            chat.add(setup.me() + ": " + t.text());
            changed();
            send(new Message.Say(t.text()));
            return;
        }
        if (command instanceof Command.Resign r) {
            resign(statement(r.quit() ? "quit" : "resign"));
            return;
        }
        if (command instanceof Command.OfferDraw) {
            draw(statement("draw"));
            return;
        }
        if (referee.sideToMove() != colour) {
            emit(new Event.Note("it is not your move"));
            return;
        }
        if (clock.late(0)) {
            timeOut();
        } else if (command instanceof Command.Play p) {
            attempt(colour, p.move(), 0);
        } else if (command instanceof Command.AskAny) {
            askAny(colour);
        }
    }

    @Override
    void onMessage(Message message) throws IOException {
        if (phase() == Phase.AUDIT) {
            // Only the guest's report and its words matter now; anything else came too late.
            if (message instanceof Message.AuditReport report) {
                conclude(report);
            } else if (message instanceof Message.Say s && admit(s)) {
                emit(new Event.Said(setup.opponent(), s.text()));
            }
            return;
        }
        if (message instanceof Message.Try t) {
            onTry(t);
        } else if (message instanceof Message.Any a) {
            if (a.seq() != guestAnySeq + 1) {
                throw new ProtocolException("question " + a.seq() + " is replayed or out of order");
            }
            requireGuestTurn("question");
            if (clock.flagged() != Color.NONE) {
                timeOut();
                return;
            }
            guestAnySeq++;
            changed();
            askAny(guest);
        } else if (message instanceof Message.Say s) {
            if (!admit(s)) {
                return;
            }
            chat.add(setup.opponent() + ": " + s.text());
            changed();
            emit(new Event.Said(setup.opponent(), s.text()));
        } else if (message instanceof Message.Draw d) {
            draw(signatures.statement(d.statement(), "draw"));
        } else if (message instanceof Message.Resign r) {
            Statement s = signatures.statement(r.statement(), r.quit() ? "quit" : "resign");
            if (!referee.isOver() && !Endings.holds(s, plies(), startSide)) {
                throw new ProtocolException("a resignation signed at ply " + s.plies() + " does not hold at ply "
                        + plies());
            }
            resign(s);
        } else if (message instanceof Message.Ack a) {
            onAck(a);
        } else if (message instanceof Message.Refusal r) {
            giveUp(setup.opponent() + " refused to go on: " + r.reason());
        } else {
            throw new ProtocolException("unexpected " + SetupExchange.wireName(message.getClass()) + " message");
        }
    }

    /** The guest's acknowledgement of the next commitment: kept in order, as the guest's word that it checked it. */
    private void onAck(Message.Ack a) throws ProtocolException {
        signatures.ack(a, commitments, acks);
        acks.add(a.signature());
        changed();
    }

    /** Our own player's statement of {@code kind}, signed now. */
    private Statement statement(String kind) {
        return Statement.sign(setup.key(), gameId, kind, colour, plies());
    }

    /** Plies played so far: commitments after the one to the start. */
    @Override
    int plies() {
        return commitments.size() - 1;
    }

    private void onTry(Message.Try t) throws IOException {
        if (t.seq() != guestTries.size() + 1) {
            throw new ProtocolException("attempt " + t.seq() + " is replayed or out of order");
        }
        requireGuestTurn("attempt");
        signatures.attempt(t);
        if (clock.timed() && t.think() == null) {
            throw new ProtocolException("attempt " + t.seq() + " in a timed game reports no thinking time");
        }
        long think = t.think() == null ? 0 : t.think();
        if (clock.late(think)) {
            // Too late to count: never judged, so it is not part of the game.
            timeOut();
            return;
        }
        guestTries.add(t);
        changed();
        attempt(guest, Entries.move(t.move()), think);
    }

    private void requireGuestTurn(String what) throws ProtocolException {
        if (referee.isOver()) {
            throw new ProtocolException(what + " after the game ended");
        }
        if (referee.sideToMove() != guest) {
            throw new ProtocolException(what + " out of turn");
        }
    }

    /** An attempt by {@code mover}, who reported {@code think} ms of thought this turn (the guest; 0 for ours). */
    private void attempt(int mover, int move, long think) throws IOException {
        Ruling ruling = referee.attempt(move);
        entries.add(Entry.attempt(mover, Uci.format(move)));
        changed();
        hearing.ruling(ruling, mover);
        tell(Audit.newsFor(ruling, guest));
        if (ruling.isLegal()) {
            chargeMove(think);
            commit();
            if (drawOffer.movedBy(mover)) {
                changed();
                note(Color.NONE, "the draw offer lapsed");
            }
        }
        if (referee.isOver()) {
            finishOnTheBoard();
        }
    }

    /** The mover's legal move stopped its clock: charge it; say so when the guest reports far less than we measured. */
    private void chargeMove(long think) {
        String gap = clock.movedBy(setup.opponent(), think);
        if (gap != null) {
            emit(new Event.Note(gap));
        }
    }

    /** The side to move ran out of time: the game ends, a loss for it or a draw when the other could never mate. */
    private void timeOut() throws IOException {
        int flagged = clock.running();
        clock.forfeit();
        showClocks();
        Position p = referee.position();
        finish(Results.timeOut(p, flagged), "time", Results.timeOutReason(p, flagged, colourName(flagged)), List.of());
    }

    /** Tells our own player the clocks as they stand now. */
    private void showClocks() {
        if (clock.timed()) {
            emit(clock.shown());
        }
    }

    private void finishOnTheBoard() throws IOException {
        finish(Results.of(referee.outcome(), referee.sideToMove()), "board",
                Results.reason(referee.outcome(), referee.sideToMove()), List.of());
    }

    private void askAny(int asker) throws IOException {
        Announcements answer = referee.askAny();
        entries.add(Entry.any(asker));
        changed();
        hearing.answer(answer, asker);
        tell(Audit.newsForAny(answer, asker, guest));
    }

    /**
     * A player's signed {@code draw}: accepts the offer that stands, or becomes the standing
     * offer. The guest's statement may have crossed our player's move on the wire: as an offer
     * it then lapsed with that move.
     */
    private void draw(Statement s) throws IOException {
        if (referee.isOver()) {
            return;
        }
        int by = s.colour();
        switch (drawOffer.draw(s, plies(), startSide)) {
            case AGREED -> finish("1/2-1/2", "draw", "drawn by agreement", drawOffer.agreed());
            case STANDS -> note(by, "your draw offer stands");
            case LAPSED -> note(by, "your draw offer crossed " + colourName(Color.opposite(by))
                    + "'s move and lapsed; offer again");
            case PROPOSED -> {
                changed();
                note(by, "you offer a draw; it stands until " + colourName(Color.opposite(by)) + "'s next move");
                note(Color.opposite(by), colourName(by) + " offers a draw; type 'draw' to accept");
            }
        }
    }

    private void resign(Statement s) throws IOException {
        if (!referee.isOver()) {
            boolean quit = "quit".equals(s.kind());
            finish(Results.winFor(Color.opposite(s.colour())), s.kind(),
                    colourName(s.colour()) + (quit ? " quit" : " resigned"), List.of(s));
        }
    }

    /** Sends a game note to one side ({@code to}), or to both when {@code to} is NONE. */
    private void note(int to, String text) {
        if (to == colour || to == Color.NONE) {
            emit(new Event.Note(text));
        }
        if (to == guest || to == Color.NONE) {
            send(new Message.Note(text));
        }
    }

    /** Signs the next piece of news to the guest, keeps it and sends it. */
    private void tell(Message.News n) {
        if (n != null) {
            Message.News signed = n.signed(HEX.formatHex(
                    setup.key().sign(Statements.news(gameId, news.size() + 1, guest, n))));
            news.add(signed);
            send(signed);
        }
    }

    private void commit() {
        String clocks = clock.commit();
        Commitment c = committer.commit(PositionPayload.of(referee.position().toFen(), clocks));
        String hex = HEX.formatHex(c.encode());
        commitments.add(hex);
        send(new Message.Commit(hex, clocks));
        showClocks();
    }

    /**
     * Declares the end: saved first (so a restarted host declares the same end again), then
     * the end and the reveal go to the guest, whose audit line is awaited. The in-progress save
     * is dropped only once the guest's report came, so a guest that missed the end gets it on
     * resuming.
     */
    private void finish(String result, String kind, String reason, List<Statement> statements) throws IOException {
        if (clock.running() != Color.NONE) {
            clock.stop();
            showClocks();
        }
        String signature = HEX.formatHex(setup.key().sign(
                Statements.end(gameId, result, kind, reason, entries.size())));
        end = new Message.End(result, kind, reason, entries.size(), statements, signature);
        changed();
        declare();
    }

    private void declare() throws IOException {
        enter(Phase.ENDING);
        declared = partialRecord(end.result(), end.reason());
        send(end);
        send(new Message.Reveal(entries, declared.salts(), declared.revealSignature()));
        flush();
        enter(Phase.AUDIT);
        ownReport = Audit.verify(declared);
        reportDeadline = options.ticker().nanos() + TimeUnit.MILLISECONDS.toNanos(REPORT_WAIT_MILLIS);
    }

    /**
     * The game is over for the host: with the guest's report ({@code null} when none came in
     * time, or the link dropped) the line both see. The save goes only once the report came.
     */
    private void conclude(Message.AuditReport report) {
        String line = ownReport.line();
        boolean passed = ownReport.passed();
        if (report != null) {
            if (!report.passed()) {
                line = setup.opponent() + "'s " + report.line();
                passed = false;
            }
            out.discard();
        }
        emit(new Event.Over(end.result(), end.reason(), referee.position().toFen(), line, passed));
        finished(declared);
    }

    @Override
    long nanosToDeadline() {
        if (phase() == Phase.PLAYING && end == null) {
            return clock.nanosToFlag();
        }
        return phase() == Phase.AUDIT ? reportDeadline - options.ticker().nanos() : Long.MAX_VALUE;
    }

    @Override
    void deadlinePassed() throws IOException {
        if (phase() == Phase.AUDIT) {
            conclude(null);
        } else if (phase() == Phase.PLAYING && end == null && clock.flagged() != Color.NONE) {
            timeOut();
        }
    }

    @Override
    boolean lostAtTheEnd() {
        if (phase() != Phase.AUDIT) {
            return false;
        }
        conclude(null);
        out.deliverEvents();
        return true;
    }

    @Override
    SavedGame snapshot(String when) {
        GameRecord g = end == null ? partialRecord("*", "in progress") : partialRecord(end.result(), end.reason());
        return new SavedGame(SavedGame.FORMAT, SavedGame.HOST, null, null, g, guestAnySeq, drawOffer.standing(), when);
    }

    @Override
    void retell() {
        hearing.retell(startFen(), terms, entries);
    }

    @Override
    boolean awaitingAnswer() {
        return false;
    }

    @Override
    void exchange(Link fresh) throws IOException {
        fresh.send(Message.Resume.of(setup.me(), gameId,
                new Message.Progress(commitments.size(), news.size(), guestTries.size(), guestAnySeq)));
        Message.Resume g = SetupExchange.readResume(setup, fresh, gameId);
        if (g.commitments() > commitments.size() || g.news() > news.size()) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " holds " + g.commitments() + " commitments and " + g.news()
                    + " pieces of news, but this host's save has only " + commitments.size() + " and " + news.size()
                    + ": the save is older than the game (an earlier copy restored?), so it cannot go on honestly");
        }
        if (g.tries() > guestTries.size() + 1 || g.anys() > guestAnySeq + 1) {
            throw SetupExchange.refuseResume(setup, fresh, setup.opponent() + " claims " + g.tries() + " attempts and " + g.anys()
                    + " questions; this host has seen " + guestTries.size() + " and " + guestAnySeq);
        }
        CatchUp.of(news, commitments, clock.committed(), g.news(), g.commitments()).forEach(this::send);
    }

    @Override
    void afterResume() throws IOException {
        showClocks();
        if (end != null) {
            declare();
        } else if (referee.isOver()) {
            finishOnTheBoard();
        }
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        List<String> revealed = committer.salts().stream().map(Salt::hex).toList();
        String revealSignature = end == null ? null
                : HEX.formatHex(setup.key().sign(Statements.reveal(gameId, entries, revealed)));
        return GameRecord.builder().players(setup.me(), white, black).terms(terms, startFen())
                .ids(gameId, HEX.formatHex(setup.sessionId()))
                .keys(setup.key().identity().hex(), setup.peer().hex()).entries(entries)
                .commitments(commitments, revealed).guestView(news, guestTries).chat(chat).result(result, reason)
                .agreement(agreement).acks(acks).signedEnd(end, revealSignature).clocks(clock.committed()).build();
    }
}
