package ks.net.protocol;

import ks.net.ProtocolException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.Committer;
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
    private final Committer committer;
    private final int guest;
    private final List<Entry> entries = new ArrayList<>();
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    private final List<Message.Try> guestTries = new ArrayList<>();
    private final List<String> chat = new ArrayList<>();
    private int guestAnySeq;
    private int drawOfferBy = Color.NONE;

    HostSession(SessionSetup setup, Link link, Terms terms, String gameId, Consumer<Event> player) {
        super(setup, link, terms, gameId, player);
        this.referee = new Referee(Position.fromFen(setup.startFen()), terms.rules());
        this.committer = new Committer(setup.key(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId),
                setup.random());
        this.guest = Color.opposite(colour);
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
        if (command instanceof Command.Talk t) {
            chat.add(setup.me() + ": " + t.text());
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
            askAny(guest);
        } else if (message instanceof Message.Say s) {
            chat.add(setup.opponent() + ": " + s.text());
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
        if (mover == colour) {
            emit(new Event.Answered(ruling.move(), ruling.verdict(), ruling.heardBy(colour)));
        } else {
            int lost = ruling.isLegal() && ruling.facts().capture() != null ? ruling.facts().capture().square() : -1;
            List<Announcement> heard = ruling.heardBy(colour);
            if (ruling.isLegal() || !heard.isEmpty()) {
                emit(new Event.Heard(ruling.isLegal(), lost, heard));
            }
        }
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
        List<Announcement> mine = answer.heardBy(colour);
        if (asker == colour) {
            emit(new Event.Answered(Move.NONE, null, mine));
        } else if (!mine.isEmpty()) {
            emit(new Event.Heard(false, -1, mine));
        }
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
    private void note(int to, String text) throws IOException {
        if (to == colour || to == Color.NONE) {
            emit(new Event.Note(text));
        }
        if (to == guest || to == Color.NONE) {
            send(new Message.Note(text));
        }
    }

    private void tell(Message.News n) throws IOException {
        if (n != null) {
            news.add(n);
            send(n);
        }
    }

    private void commit() throws IOException {
        byte[] fen = referee.position().toFen().getBytes(StandardCharsets.UTF_8);
        Commitment c = committer.commit(fen);
        String hex = HEX.formatHex(c.encode());
        commitments.add(hex);
        send(new Message.Commit(hex));
    }

    private void finish(String result, String reason) throws IOException {
        GameRecord done = partialRecord(result, reason);
        send(new Message.End(result, reason));
        send(new Message.Reveal(entries, done.salts()));
        Audit.Report own = Audit.verify(done);
        String line = own.line();
        boolean passed = own.passed();
        try {
            Message m = awaitFromPeer(Message.AuditReport.class, REPORT_WAIT_MILLIS);
            if (m instanceof Message.AuditReport report && !report.passed()) {
                line = setup.opponent() + "'s " + report.line();
                passed = false;
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        emit(new Event.Over(result, reason, referee.position().toFen(), line, passed));
        finished(done);
    }

    @Override
    protected GameRecord partialRecord(String result, String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        List<String> salts = committer.salts().stream().map(Salt::hex).toList();
        return new GameRecord(GameRecord.FORMAT, setup.me(), white, black, terms, gameId,
                HEX.formatHex(setup.sessionId()), setup.key().identity().hex(), setup.peer().hex(), setup.startFen(),
                entries, commitments, salts, news, guestTries, chat, result, reason);
    }
}
