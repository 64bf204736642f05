package ks.net.protocol;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
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
 * what the rules let it hear, commits to the position after every ply, and at the end reveals
 * the record and the salts so the guest can audit it.
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
    private final List<String> chat = new ArrayList<>();
    private int guestAnySeq;
    private int drawOfferBy = Color.NONE;
    private String endResult;
    private String endReason;
    /** Once the end is declared: the final record and our own audit of it, and how long the report may take. */
    private GameRecord declared;
    private Audit.Report ownReport;
    private long reportDeadline;

    HostSession(SessionSetup setup, Link link, Terms terms, String gameId, Consumer<Event> player,
            SessionOptions options) {
        super(setup, link, terms, gameId, player, options);
        this.referee = new Referee(Position.fromFen(setup.startFen()), terms.rules());
        this.committer = new Committer(setup.key(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId),
                setup.random());
        this.guest = Color.opposite(colour);
    }

    /**
     * Rebuilds the host from its save: the saved record must pass the audit on its own (every
     * attempt signed, every piece of news and every commitment what a replay of the entries
     * through a fresh referee gives), and the referee is rebuilt by exactly that replay.
     */
    static HostSession restore(SessionSetup setup, Link link, Consumer<Event> player, SessionOptions options,
            SavedGame saved) throws ProtocolException {
        GameRecord g = saved.game();
        Audit.Report check = Audit.verify(g);
        if (!check.passed()) {
            throw new ProtocolException("the saved game does not replay, so it is not used (" + check.line() + ")");
        }
        HostSession h = new HostSession(setup, link, g.terms(), g.gameId(), player, options);
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
        h.drawOfferBy = saved.drawOfferBy();
        if (saved.ended()) {
            h.endResult = g.result();
            h.endReason = g.reason();
        }
        return h;
    }

    @Override
    String startFen() {
        return setup.startFen();
    }

    @Override
    void opening() throws IOException {
        commit();
        hearing.opening(referee);
        tell(Audit.opening(referee, guest));
    }

    @Override
    void onCommand(Command command) throws IOException {
        if (endResult != null) {
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
            resign(colour, r.quit());
            return;
        }
        if (command instanceof Command.OfferDraw) {
            draw(colour);
            return;
        }
        if (referee.sideToMove() != colour) {
            emit(new Event.Note("it is not your move"));
            return;
        }
        if (command instanceof Command.Play p) {
            attempt(colour, p.move());
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
        } else if (message instanceof Message.Draw) {
            draw(guest);
        } else if (message instanceof Message.Resign r) {
            resign(guest, r.quit());
        } else if (message instanceof Message.Ack) {
            // Acknowledgements matter to the guest's own audit; the host only needs them in order.
            return;
        } else {
            throw new ProtocolException("unexpected " + SetupExchange.wireName(message.getClass()) + " message");
        }
    }

    private void onTry(Message.Try t) throws IOException {
        if (t.seq() != guestTries.size() + 1) {
            throw new ProtocolException("attempt " + t.seq() + " is replayed or out of order");
        }
        requireGuestTurn("attempt");
        if (!setup.peer().verify(Audit.tryBytes(gameId, t.seq(), t.move()), HEX.parseHex(t.signature()))) {
            throw new ProtocolException("attempt " + t.seq() + " carries a bad signature");
        }
        guestTries.add(t);
        changed();
        attempt(guest, Entries.move(t.move()));
    }

    private void requireGuestTurn(String what) throws ProtocolException {
        if (referee.isOver()) {
            throw new ProtocolException(what + " after the game ended");
        }
        if (referee.sideToMove() != guest) {
            throw new ProtocolException(what + " out of turn");
        }
    }

    private void attempt(int mover, int move) throws IOException {
        Ruling ruling = referee.attempt(move);
        entries.add(Entry.attempt(mover, Uci.format(move)));
        changed();
        hearing.ruling(ruling, mover);
        tell(Audit.newsFor(ruling, guest));
        if (ruling.isLegal()) {
            commit();
            if (drawOfferBy != Color.NONE && drawOfferBy != mover) {
                drawOfferBy = Color.NONE;
                note(Color.NONE, "the draw offer lapsed");
            }
        }
        if (referee.isOver()) {
            finish(Results.of(referee.outcome(), referee.sideToMove()),
                    Results.reason(referee.outcome(), referee.sideToMove()));
        }
    }

    private void askAny(int asker) throws IOException {
        Announcements answer = referee.askAny();
        entries.add(Entry.any(asker));
        changed();
        hearing.answer(answer, asker);
        tell(Audit.newsForAny(answer, asker, guest));
    }

    private void draw(int by) throws IOException {
        if (referee.isOver()) {
            return;
        }
        if (drawOfferBy == Color.opposite(by)) {
            finish("1/2-1/2", "drawn by agreement");
        } else if (drawOfferBy == by) {
            note(by, "your draw offer stands");
        } else {
            drawOfferBy = by;
            changed();
            note(by, "you offer a draw; it stands until " + colourName(Color.opposite(by)) + "'s next move");
            note(Color.opposite(by), colourName(by) + " offers a draw; type 'draw' to accept");
        }
    }

    private void resign(int who, boolean quit) throws IOException {
        if (!referee.isOver()) {
            finish(Results.winFor(Color.opposite(who)), colourName(who) + (quit ? " quit" : " resigned"));
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

    private void tell(Message.News n) {
        if (n != null) {
            news.add(n);
            send(n);
        }
    }

    private void commit() {
        Commitment c = committer.commit(referee.position().toFen().getBytes(StandardCharsets.UTF_8));
        String hex = HEX.formatHex(c.encode());
        commitments.add(hex);
        send(new Message.Commit(hex));
    }

    /**
     * Declares the end: saved first (so a restarted host declares the same end again), then
     * the end and the reveal go to the guest, whose audit line is awaited. The in-progress save
     * is dropped only once the guest's report came, so a guest that missed the end gets it on
     * resuming.
     */
    private void finish(String result, String reason) throws IOException {
        endResult = result;
        endReason = reason;
        changed();
        declare();
    }

    private void declare() throws IOException {
        enter(Phase.ENDING);
        declared = partialRecord(endResult, endReason);
        send(new Message.End(endResult, endReason));
        send(new Message.Reveal(entries, declared.salts()));
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
        emit(new Event.Over(endResult, endReason, referee.position().toFen(), line, passed));
        finished(declared);
    }

    @Override
    long nanosToDeadline() {
        return phase() == Phase.AUDIT ? reportDeadline - options.ticker().nanos() : Long.MAX_VALUE;
    }

    @Override
    void deadlinePassed() {
        if (phase() == Phase.AUDIT) {
            conclude(null);
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
        GameRecord g = endResult == null ? partialRecord("*", "in progress") : partialRecord(endResult, endReason);
        return new SavedGame(SavedGame.FORMAT, SavedGame.HOST, null, null, g, guestAnySeq, drawOfferBy, when);
    }

    @Override
    void retell() {
        hearing.retell(setup.startFen(), terms, entries);
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
        for (Message.News n : news.subList(g.news(), news.size())) {
            send(n);
        }
        for (String c : commitments.subList(g.commitments(), commitments.size())) {
            send(new Message.Commit(c));
        }
    }

    @Override
    void afterResume() throws IOException {
        if (endResult != null) {
            declare();
        } else if (referee.isOver()) {
            finish(Results.of(referee.outcome(), referee.sideToMove()),
                    Results.reason(referee.outcome(), referee.sideToMove()));
        }
    }

    @Override
    GameRecord partialRecord(String result, String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        List<String> revealed = committer.salts().stream().map(Salt::hex).toList();
        return GameRecord.builder().players(setup.me(), white, black).terms(terms, setup.startFen())
                .ids(gameId, HEX.formatHex(setup.sessionId()))
                .keys(setup.key().identity().hex(), setup.peer().hex()).entries(entries)
                .commitments(commitments, revealed).guestView(news, guestTries).chat(chat).result(result, reason)
                .build();
    }
}
