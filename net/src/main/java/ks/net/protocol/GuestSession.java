package ks.net.protocol;

import ks.net.ProtocolException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import ks.crypto.Commitment;
import ks.crypto.CommitmentChain;
import ks.crypto.PeerMisbehaved;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.referee.Verdict;

/**
 * The side that does not run the referee. It sends its signed attempts to the host, keeps
 * every commitment and every piece of news it receives, and at the end replays the revealed
 * record with its own engine: the {@link Audit} decides whether the host told the truth.
 */
public final class GuestSession extends Session {

    private final String startFen;
    private final CommitmentChain chain;
    private final List<String> commitments = new ArrayList<>();
    private final List<Message.News> news = new ArrayList<>();
    /** Our attempts the host answered; one still in flight when the game ends never counted. */
    private final List<Message.Try> tries = new ArrayList<>();
    private Message.Try inFlight;
    private final List<String> chat = new ArrayList<>();
    private boolean myTurn;
    private boolean waiting;
    private int pendingMove = Move.NONE;
    private int anySeq;
    private Message.End end;

    GuestSession(SessionSetup setup, Link link, Terms terms, String gameId, String startFen, Consumer<Event> player)
            throws ProtocolException {
        super(setup, link, terms, gameId, player);
        try {
            this.myTurn = Position.fromFen(startFen).sideToMove() == colour;
        } catch (IllegalArgumentException e) {
            throw new ProtocolException("the host proposed a bad start position: " + e.getMessage());
        }
        this.startFen = startFen;
        this.chain = new CommitmentChain(setup.peer(), Audit.genesis(HEX.formatHex(setup.sessionId()), gameId));
    }

    @Override
    protected String startFen() {
        return startFen;
    }

    @Override
    protected void opening() {
        // The host speaks first: its opening news and the commitment to the start arrive as messages.
    }

    @Override
    protected void onCommand(Command command) throws IOException {
        if (command instanceof Command.Talk t) {
            chat.add(setup.me() + ": " + t.text());
            send(new Message.Say(t.text()));
        } else if (command instanceof Command.OfferDraw) {
            send(new Message.Draw());
        } else if (command instanceof Command.Resign r) {
            send(new Message.Resign(r.quit()));
        } else if (end != null) {
            emit(new Event.Note("the game is over"));
        } else if (!myTurn) {
            emit(new Event.Note("it is not your move"));
        } else if (waiting) {
            emit(new Event.Note("wait for the umpire's answer"));
        } else if (command instanceof Command.Play p) {
            int seq = tries.size() + 1;
            String uci = Uci.format(p.move());
            Message.Try t = new Message.Try(seq, uci,
                    HEX.formatHex(setup.key().sign(Audit.tryBytes(gameId, seq, uci))));
            inFlight = t;
            waiting = true;
            pendingMove = p.move();
            send(t);
        } else if (command instanceof Command.AskAny) {
            waiting = true;
            pendingMove = Move.NONE;
            send(new Message.Any(++anySeq));
        }
    }

    @Override
    protected void onMessage(Message message) throws IOException {
        if (message instanceof Message.News n) {
            onNews(n);
        } else if (message instanceof Message.Commit c) {
            onCommit(c);
        } else if (message instanceof Message.Say s) {
            chat.add(setup.opponent() + ": " + s.text());
            emit(new Event.Said(setup.opponent(), s.text()));
        } else if (message instanceof Message.Note n) {
            emit(new Event.Note(n.text()));
        } else if (message instanceof Message.End e) {
            end = e;
        } else if (message instanceof Message.Reveal r) {
            onReveal(r);
        } else if (message instanceof Message.Refusal r) {
            throw new IOException(setup.opponent() + " refused: " + r.reason());
        } else {
            throw new ProtocolException("unexpected " + wireName(message.getClass()) + " message");
        }
    }

    private void onNews(Message.News n) throws ProtocolException {
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
            if (n.moved()) {
                myTurn = true;
            }
            emit(new Event.Heard(n.moved(), n.lost(), n.heard()));
        }
    }

    private void onCommit(Message.Commit c) throws IOException {
        Commitment commitment;
        try {
            commitment = Commitment.decode(HEX.parseHex(c.commitment()));
            chain.append(commitment);
        } catch (PeerMisbehaved | IllegalArgumentException e) {
            throw new ProtocolException("a bad commitment: " + e.getMessage());
        }
        commitments.add(c.commitment());
        send(new Message.Ack(commitment.ply(),
                HEX.formatHex(setup.key().sign(Audit.ackBytes(gameId, c.commitment())))));
    }

    private void onReveal(Message.Reveal r) throws IOException {
        String result = end == null ? "*" : end.result();
        String reason = end == null ? "the host revealed the game without ending it" : end.reason();
        GameRecord done = record(r.entries(), r.salts(), result, reason);
        Audit.Report report = Audit.verify(done);
        send(new Message.AuditReport(report.passed(), report.line()));
        emit(new Event.Over(result, reason, report.finalFen(), report.line(), report.passed()));
        finished(done);
    }

    private GameRecord record(List<Entry> entries, List<String> salts, String result, String reason) {
        String white = colour == Color.WHITE ? setup.me() : setup.opponent();
        String black = colour == Color.WHITE ? setup.opponent() : setup.me();
        return new GameRecord(GameRecord.FORMAT, setup.me(), white, black, terms, gameId,
                HEX.formatHex(setup.sessionId()), setup.peer().hex(), setup.key().identity().hex(), startFen,
                entries, commitments, salts, news, tries, chat, result, reason);
    }

    @Override
    protected GameRecord partialRecord(String result, String reason) {
        return record(List.of(), List.of(), result, reason);
    }
}
