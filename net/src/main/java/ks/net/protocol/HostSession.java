package ks.net.protocol;

import ks.net.ProtocolException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.Digest;
import ks.crypto.PeerMisbehaved;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * The side that runs the authoritative referee. It judges both players' attempts, tells each
 * what the rules let it hear, commits to the position after every ply, and at the end reveals
 * the record and the salts so the guest can audit it.
 */
public final class HostSession extends Session {

    private static final long REPORT_WAIT_MILLIS = 15_000;

    private final Referee referee;
    private final List<Salt> salts = new ArrayList<>();
    private Digest head;
    private final int guest;
    private final List<Entry> entries = new ArrayList<>();
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    private final List<Message.Try> guestTries = new ArrayList<>();
    private final List<String> chat = new ArrayList<>();
    private int guestAnySeq;
    private int drawOfferBy = Color.NONE;
    private String endResult;
    private String endReason;

    HostSession(SessionSetup setup, Link link, Terms terms, String gameId, Consumer<Event> player,
            Session.Options options) {
        super(setup, link, terms, gameId, player, options);
        this.referee = new Referee(Position.fromFen(setup.startFen()), terms.rules());
        this.head = Audit.genesis(HEX.formatHex(setup.sessionId()), gameId);
        this.guest = Color.opposite(colour);
    }

    /**
     * Rebuilds the host from its save: the saved record must pass the audit on its own (every
     * attempt signed, every piece of news and every commitment what a replay of the entries
     * through a fresh referee gives), and the referee is rebuilt by exactly that replay.
     */
    static HostSession restore(SessionSetup setup, Link link, Consumer<Event> player, Session.Options options,
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
        g.salts().forEach(x -> h.salts.add(Salt.fromHex(x)));
        try {
            if (!g.commitments().isEmpty()) {
                h.head = Commitment.decode(HEX.parseHex(g.commitments().get(g.commitments().size() - 1))).digest();
            }
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
    protected String startFen() {
        return setup.startFen();
    }

    @Override
    protected void opening() throws IOException {
        commit();
        List<Announcement> mine = referee.turnStart().heardBy(colour);
        if (!mine.isEmpty()) {
            emit(new Event.Heard(false, -1, mine));
        }
        tell(Audit.opening(referee, guest));
    }

    @Override
    protected void onCommand(Command command) throws IOException {
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
    protected void onMessage(Message message) throws IOException {
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
            throw new ProtocolException("unexpected " + wireName(message.getClass()) + " message");
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
        emitRuling(ruling, mover);
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

    /** What our own player hears of one ruling: the same live and when a resumed game is retold. */
    private void emitRuling(Ruling ruling, int mover) {
        if (mover == colour) {
            emit(new Event.Answered(ruling.move(), ruling.verdict(), ruling.heardBy(colour)));
        } else {
            int lost = ruling.isLegal() && ruling.facts().capture() != null ? ruling.facts().capture().square() : -1;
            List<Announcement> heard = ruling.heardBy(colour);
            if (ruling.isLegal() || !heard.isEmpty()) {
                emit(new Event.Heard(ruling.isLegal(), lost, heard));
            }
        }
    }

    private void emitAny(Announcements answer, int asker) {
        List<Announcement> mine = answer.heardBy(colour);
        if (asker == colour) {
            emit(new Event.Answered(Move.NONE, null, mine));
        } else if (!mine.isEmpty()) {
            emit(new Event.Heard(false, -1, mine));
        }
    }

    private void askAny(int asker) throws IOException {
        Announcements answer = referee.askAny();
        entries.add(Entry.any(asker));
        changed();
        emitAny(answer, asker);
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
        byte[] fen = referee.position().toFen().getBytes(StandardCharsets.UTF_8);
        Salt salt = Salt.random(setup.random());
        Commitment c = Commitment.create(setup.key(), head, salts.size(), salt, fen);
        salts.add(salt);
        head = c.digest();
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
        GameRecord done = partialRecord(endResult, endReason);
        String result = endResult;
        String reason = endReason;
        send(new Message.End(result, reason));
        send(new Message.Reveal(entries, done.salts()));
        flush();
        Audit.Report own = Audit.verify(done);
        String line = own.line();
        boolean passed = own.passed();
        boolean reported = false;
        try {
            Message m = awaitFromPeer(Message.AuditReport.class, REPORT_WAIT_MILLIS);
            reported = m != null;
            if (m instanceof Message.AuditReport report && !report.passed()) {
                line = setup.opponent() + "'s " + report.line();
                passed = false;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (reported) {
            discardSave();
        }
        emit(new Event.Over(result, reason, referee.position().toFen(), line, passed));
        finished(done);
    }

    @Override
    protected boolean gameOver() {
        return endResult != null || referee.isOver();
    }

    @Override
    protected SavedGame snapshot(String when) {
        GameRecord g = endResult == null ? partialRecord("*", "in progress") : partialRecord(endResult, endReason);
        return new SavedGame(SavedGame.FORMAT, SavedGame.HOST, null, null, g, guestAnySeq, drawOfferBy, when);
    }

    @Override
    protected void retell() {
        Referee replay = new Referee(Position.fromFen(setup.startFen()), terms.rules());
        List<Announcement> opening = replay.turnStart().heardBy(colour);
        if (!opening.isEmpty()) {
            emit(new Event.Heard(false, -1, opening));
        }
        for (Entry e : entries) {
            if (e.isTry()) {
                emitRuling(replay.attempt(Entries.move(e.move())), e.colour());
            } else {
                emitAny(replay.askAny(), e.colour());
            }
        }
    }

    @Override
    protected boolean awaitingAnswer() {
        return false;
    }

    @Override
    protected void exchange(Link fresh) throws IOException {
        fresh.send(new Message.Resume(Message.VERSION, setup.me(), gameId, commitments.size(), news.size(),
                guestTries.size(), guestAnySeq));
        Message.Resume g = readResume(fresh);
        if (g.commitments() > commitments.size() || g.news() > news.size()) {
            throw refuse(fresh, setup.opponent() + " holds " + g.commitments() + " commitments and " + g.news()
                    + " pieces of news, but this host's save has only " + commitments.size() + " and " + news.size()
                    + ": the save is older than the game (an earlier copy restored?), so it cannot go on honestly");
        }
        if (g.tries() > guestTries.size() + 1 || g.anys() > guestAnySeq + 1) {
            throw refuse(fresh, setup.opponent() + " claims " + g.tries() + " attempts and " + g.anys()
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
    protected void afterResume() throws IOException {
        if (endResult != null) {
            declare();
        } else if (referee.isOver()) {
            finish(Results.of(referee.outcome(), referee.sideToMove()),
                    Results.reason(referee.outcome(), referee.sideToMove()));
        }
    }

    @Override
    protected GameRecord partialRecord(String result, String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        List<String> revealed = salts.stream().map(Salt::hex).toList();
        return new GameRecord(GameRecord.FORMAT, setup.me(), white, black, terms, gameId,
                HEX.formatHex(setup.sessionId()), setup.key().identity().hex(), setup.peer().hex(), setup.startFen(),
                entries, commitments, revealed, news, guestTries, chat, result, reason);
    }
}
