package ks.net.protocol;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
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

/**
 * The side that runs the authoritative referee. It judges both players' attempts, tells each
 * what the rules let it hear (signing every piece of news it sends), commits to the position
 * after every ply, ends a game the board did not decide only on the players' signed statements,
 * and at the end sends its signed end and reveals the record and the salts, signed, so the guest
 * can audit it and show the record to anyone. In a timed game it keeps the authoritative
 * {@link GameClock}: the clock state goes into every commitment, and a flag that falls ends the
 * game (kind {@code time}). The guest's messages are checked and taken in by {@link GuestMessages};
 * the end, the reveal and the guest's report are the {@link HostEnd}'s, and the draw offers and
 * what each side is told of them the {@link HostDraws}'.
 */
public final class HostSession extends Session {

    private final Referee referee;
    private Committer committer;
    private final int guest;
    private final HostHearing hearing = new HostHearing(colour, this::emit);
    private final List<Entry> entries = new ArrayList<>();
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    private final GameClock clock;
    private final int startSide;
    private final GuestMessages fromGuest;
    private final HostEnd ending = new HostEnd(this);
    private final HostDraws draws = new HostDraws(this);

    HostSession(SessionSetup setup, Link link, Terms terms, SignedAgreement agreement, Consumer<Event> player,
            SessionOptions options) {
        super(setup, link, terms, agreement.agreement().gameId(), agreement, player, options);
        this.referee = new Referee(Position.fromFen(startFen()), terms.rules());
        this.startSide = referee.sideToMove();
        this.committer = new Committer(setup.key(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId),
                setup.random());
        this.guest = Color.opposite(colour);
        this.clock = new GameClock(terms.timeControl(), options.ticker(), guest);
        this.fromGuest = new GuestMessages(this, referee, clock,
                new GuestSignatures(setup.peer(), gameId, guest, setup.opponent()), guest, startSide);
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
        h.fromGuest.restore(g.guestTries(), g.acks(), saved.anys());
        h.chat.restore(g.chat());
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
        h.draws.restore(saved.drawOffer());
        h.ending.restore(g.end());
        h.clock.restore(g.clocks(), h.referee.sideToMove(), g.end() != null);
        return h;
    }

    @Override
    void opening() throws IOException {
        // White's clock starts when white's player can first see the board: ours as play opens here;
        // the guest's once the opening has left, after the first save (openingSent), and only then
        // are the clocks shown, running.
        if (guest == Color.WHITE) {
            commitQuietly();
        } else {
            clock.start();
            commit();
        }
        hearing.opening(referee);
        tell(Audit.opening(referee, guest));
    }

    @Override
    void openingSent() {
        if (clock.openingSent()) {
            showClocks();
        }
    }

    @Override
    void onCommand(Command command) throws IOException {
        if (ending.end() != null) {
            emit(new Event.Note("the game is over"));
            return;
        }
        if (command instanceof Command.Talk t) {
            chat.ours(t);
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
        if (clock.late(0, 0)) {
            timeOut();
        } else if (command instanceof Command.Play p) {
            attempt(colour, p.move(), 0, 0);
        } else if (command instanceof Command.AskAny) {
            askAny(colour);
        }
    }

    @Override
    void onMessage(Message message) throws IOException {
        if (phase() == SessionPhase.AUDIT) {
            // Only the guest's report and its words matter now; anything else came too late.
            if (message instanceof Message.AuditReport report) {
                conclude(report);
            } else if (message instanceof Message.Say s && noise.admitSay()) {
                emit(new Event.Said(setup.opponent(), s.text()));
            }
            return;
        }
        fromGuest.on(message);
    }

    /** The commitments made so far, the first to the start position. */
    List<String> commitments() {
        return commitments;
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

    /**
     * An attempt by {@code mover}, who reported {@code think} ms of thought this turn with a round
     * trip of {@code lag} ms (the guest; 0 for ours).
     */
    void attempt(int mover, int move, long think, long lag) throws IOException {
        Ruling ruling = referee.attempt(move);
        entries.add(Entry.attempt(mover, Uci.format(move)));
        changed();
        boolean lapsed = ruling.isLegal() && draws.lapsedBy(mover);
        hearing.ruling(ruling, mover);
        tell(Audit.newsFor(ruling, guest));
        if (ruling.isLegal()) {
            chargeMove(think, lag);
            commit();
            if (lapsed) {
                draws.toldTheMover(mover);
            }
        }
        if (referee.isOver()) {
            finishOnTheBoard();
        }
    }

    /** The mover's legal move stopped its clock: charged; said when the guest's report leaves time unexplained. */
    private void chargeMove(long think, long lag) {
        String gap = clock.movedBy(setup.opponent(), think, lag);
        if (gap != null) {
            emit(new Event.Note(gap));
        }
    }

    /** The side to move ran out of time: the game ends, a loss for it or a draw when the other could never mate. */
    void timeOut() throws IOException {
        int flagged = clock.running();
        clock.forfeit();
        showClocks();
        Position p = referee.position();
        finish(Results.timeOut(p, flagged), "time", Results.timeOutReason(p, flagged, colourName(flagged),
                flagged == guest ? clock.unaccounted() : 0), List.of());
    }

    /** The guest acted past the bound of a turn ({@link TurnBound}): the game stops, its fault. */
    void stopPastTheBound() throws IOException {
        clock.stop();
        ending.stop(TurnBound.exceeded(setup.opponent()));
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

    void askAny(int asker) throws IOException {
        Announcements answer = referee.askAny();
        entries.add(Entry.any(asker));
        changed();
        hearing.answer(answer, asker);
        tell(Audit.newsForAny(answer, asker, guest));
    }

    /** A player's signed {@code draw}, while the game goes on: its offers are the {@link HostDraws}'. */
    void draw(Statement s) throws IOException {
        if (!referee.isOver()) {
            draws.draw(s, plies(), startSide);
        }
    }

    /** The draw agreed on the two players' {@code statements}. */
    void finishDrawn(List<Statement> statements) throws IOException {
        finish("1/2-1/2", "draw", "drawn by agreement", statements);
    }

    void resign(Statement s) throws IOException {
        if (!referee.isOver()) {
            boolean quit = "quit".equals(s.kind());
            finish(Results.winFor(Color.opposite(s.colour())), s.kind(),
                    colourName(s.colour()) + (quit ? " quit" : " resigned"), List.of(s));
        }
    }

    /** The name of the player of colour {@code c}. */
    String colourName(int c) {
        return c == colour ? setup.me() : setup.opponent();
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
        commitQuietly();
        showClocks();
    }

    /** Commits to the position and the clocks as they stand and sends the commitment, without showing the clocks. */
    private void commitQuietly() {
        String clocks = clock.commit();
        Commitment c = committer.commit(PositionPayload.of(referee.position().toFen(), clocks));
        String hex = HEX.formatHex(c.encode());
        commitments.add(hex);
        send(new Message.Commit(hex, clocks));
    }

    /** Stops the clocks and declares the end ({@link HostEnd}). */
    private void finish(String result, String kind, String reason, List<Statement> statements) throws IOException {
        if (clock.running() != Color.NONE) {
            clock.stop();
            showClocks();
        }
        ending.declare(result, kind, reason, entries.size(), statements);
    }

    private void conclude(Message.AuditReport report) {
        ending.conclude(report, referee.position().toFen());
    }

    @Override
    long nanosToDeadline() {
        if (phase() == SessionPhase.PLAYING && ending.end() == null) {
            return clock.nanosToFlag();
        }
        return phase() == SessionPhase.AUDIT ? ending.nanosToReport() : Long.MAX_VALUE;
    }

    @Override
    void deadlinePassed() throws IOException {
        if (phase() == SessionPhase.AUDIT) {
            conclude(null);
        } else if (phase() == SessionPhase.PLAYING && ending.end() == null && clock.flagged() != Color.NONE) {
            timeOut();
        }
    }

    @Override
    boolean endsOnLostLink() {
        if (phase() != SessionPhase.AUDIT) {
            return false;
        }
        conclude(null);
        out.deliverEvents();
        return true;
    }

    @Override
    SavedGame snapshot(String when) {
        Message.End end = ending.end();
        GameRecord g = end == null ? partialRecord("*", "in progress") : partialRecord(end.result(), end.reason());
        return new SavedGame(SavedGame.FORMAT, SavedGame.HOST, null, null, g, fromGuest.anys(), draws.standing(),
                when);
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
        ResumeExchange.host(setup, fresh, gameId, news, commitments, clock.committed(), fromGuest.tries().size(),
                fromGuest.anys()).forEach(this::send);
    }

    @Override
    void afterResume() throws IOException {
        showClocks();
        if (ending.end() != null) {
            ending.declareAgain();
        } else if (referee.isOver()) {
            finishOnTheBoard();
        } else {
            draws.retell();
        }
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        Message.End end = ending.end();
        List<String> revealed = committer.salts().stream().map(Salt::hex).toList();
        String revealSignature = end == null ? null
                : HEX.formatHex(setup.key().sign(Statements.reveal(gameId, entries, revealed, clock.committed())));
        return recordBase(setup.key().identity().hex(), setup.peer().hex()).entries(entries)
                .commitments(commitments, revealed).guestView(news, fromGuest.tries()).result(result, reason)
                .acks(fromGuest.acks()).signedEnd(end, revealSignature).clocks(clock.committed()).build();
    }
}
