package ks.net.club;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeOut;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.GroupCommit;
import ks.net.protocol.Audit;
import ks.net.protocol.CatchUp;
import ks.net.protocol.Entries;
import ks.net.protocol.Entry;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;
import ks.net.protocol.Statements;
import ks.net.protocol.Results;
import ks.net.protocol.Terms;

/**
 * One game the club referees, as the {@code referee} party of docs/protocol.md §7. Neither player
 * holds the board: play begins once both players signed the game's {@link ClubAgreement}; the
 * club judges both players' signed attempts with the engine's referee, tells each what the rules
 * let them hear (the same rule, {@link Audit#newsFor}, their audit checks) in news it signs,
 * commits to every position with the club's key and sends each commitment to both, ends a game
 * the board did not decide only on the players' signed statements, and signs the end and the
 * reveal of the record and the salts to both, so both players audit it and keep a signed record.
 * Every action is in the database before anybody hears of it, and the game is rebuilt from there
 * after a crash. All methods run on the game's {@link Actor}.
 *
 * <p>Every commitment covers the clocks as well ({@code ks/position/v2}), under the time control
 * the agreement names, so both audits replay them with {@link ks.net.protocol.ClockAudit}. The
 * club is nobody's host: it charges each player as a two-process host charges its guest, the
 * thinking time the player signed with the move, raised towards the club's own measure (on the
 * wall clock, from the news that gave the turn) by at most {@link Charges#TOLERANCE_MILLIS}; so
 * in each player's audit, where that player is the guest, the rule on the guest's charge holds
 * unchanged for its own moves, and the opponent's are checked against the control's rules alone.
 */
final class ClubGame {

    private static final HexFormat HEX = HexFormat.of();
    private static final Logger LOG = Logger.getLogger(ClubGame.class.getName());

    /** What the club needs around a game. */
    record Context(ClubDatabase db, GroupCommit commits, Clock clock, SigningKey key, SecureRandom random,
            GameNotices notices) {
    }

    private final Context cx;
    final Actor actor;
    private final Games.Game game;
    private final Terms terms;
    private final TimeControl tc;
    private final Referee referee;
    private final List<Entry> entries = new ArrayList<>();
    private final ClubChain chain;
    private final ClubNews news;
    private final List<List<Message.Try>> tries = List.of(new ArrayList<>(), new ArrayList<>());
    private final int[] anys = new int[2];
    private final ClubAgreement pact;
    private final long[] left = new long[2];
    private final int[] movesMade = new int[2];
    private long turnStart;
    private final Seats seats = new Seats();
    private final ClubEnding ending;
    /** What other threads may read of the game: refreshed by the actor after every change. */
    private volatile Status status;

    /** A consistent view of the game for other threads (the list of games, the web page). */
    record Status(int plies, int sideToMove, int[] movesMade, long[] left, long turnStart, String result,
            String reason, boolean begun) {
    }

    private ClubGame(Context cx, Actor actor, Games.Game game, String[] agreed) {
        this.cx = cx;
        this.actor = actor;
        this.game = game;
        this.terms = ClubRules.parse(game.rules()).terms(game.white(), game.timeControl());
        this.tc = TimeControl.parse(game.timeControl());
        this.referee = new Referee(Position.fromFen(game.startFen()), terms.rules());
        this.chain = new ClubChain(game);
        this.pact = new ClubAgreement(game, terms, cx.key(), agreed);
        this.news = new ClubNews(game.id(), cx.key());
        this.ending = new ClubEnding(game.id(), game.startFen(), cx.key(), pact);
        left[Color.WHITE] = game.whiteLeftMs();
        left[Color.BLACK] = game.blackLeftMs();
        turnStart = game.lastMoveMs();
    }

    /**
     * Rebuilds a game from the database: the actions replayed through a fresh referee give every
     * ruling and so every piece of news again; the commitments and salts are the stored ones, so
     * the chain goes on unbroken. A new game commits to its start position here.
     */
    static ClubGame load(Context cx, Actor actor, Connection c, Games.Game game) throws SQLException {
        ClubGame g = new ClubGame(cx, actor, game, GameSignatures.agreement(c, game.id()));
        GameSignatures.StoredEnd stored = GameSignatures.end(c, game.id());
        if (Games.OVER.equals(game.state())) {
            g.ending.ended(game.result(), game.reason(), stored == null ? null : stored.kind(),
                    stored == null ? List.of() : stored.statements());
        }
        g.news.opening(g.referee);
        for (Games.Action a : Games.actions(c, game.id())) {
            if (a.move() == null) {
                g.anys[a.colour()]++;
                g.news.answer(g.referee.askAny(), a.colour());
                g.entries.add(Entry.any(a.colour()));
            } else {
                List<Message.Try> own = g.tries.get(a.colour());
                own.add(new Message.Try(own.size() + 1, a.move(), a.signature()));
                g.entries.add(Entry.attempt(a.colour(), a.move()));
                Ruling r = g.referee.attempt(Entries.move(a.move()));
                g.news.ruling(r);
                if (r.isLegal()) {
                    g.movesMade[a.colour()]++;
                }
            }
        }
        for (Games.Committed k : Games.commitments(c, game.id())) {
            g.chain.restore(k);
        }
        if (g.chain.size() == 0) {
            Games.addCommitment(c, game.id(), g.commit());
        }
        g.status = g.snapshot();
        return g;
    }

    private Status snapshot() {
        return new Status(plies(), referee.sideToMove(), movesMade.clone(), left.clone(), turnStart, ending.result(),
                ending.reason(), pact.complete());
    }

    /** The latest consistent view of the game; safe from any thread. */
    Status status() {
        return status;
    }

    Games.Game row() {
        return game;
    }

    boolean over() {
        return ending.over();
    }

    int plies() {
        return chain.size() - 1;
    }

    /** Moves {@code colour} has still to make before the next time control, as of {@code s}. */
    int movesLeft(Status s, int colour) {
        return tc.movesLeft(s.movesMade()[colour]);
    }

    /** Time left on {@code colour}'s clock at {@code nowMs}, as of {@code s}. */
    static long msLeft(Status s, int colour, long nowMs) {
        long running = s.begun() && s.result() == null && s.sideToMove() == colour ? nowMs - s.turnStart() : 0;
        return Math.max(0, s.left()[colour] - running);
    }

    private long msLeft(int colour) {
        return msLeft(snapshot(), colour, cx.clock().millis());
    }

    /** The actions so far, for the web page's replay of a finished game. */
    List<Entry> entries() {
        return List.copyOf(entries);
    }

    /**
     * Seats a player on a connection. The first time, the key they present becomes the game's key
     * for them (it signs their attempts, and their record names it); later they must come back
     * with the same key. Returns null when seated, else the one line why not.
     */
    String sit(int colour, Seat seat, Identity key) {
        if (pact.key(colour) == null) {
            cx.db().inTransaction(c -> {
                Games.setKey(c, game.id(), colour, key.hex());
                return null;
            });
            pact.bind(colour, key.hex());
            // The opponent, seated and waiting for an agreement to sign, gets it now.
            if (pact.agreement() != null && seats.waiting(1 - colour) && pact.signature(1 - colour) == null) {
                seats.of(1 - colour).send(new Message.Start(pact.agreement(), pact.clubSignature()));
            }
        } else if (!pact.key(colour).equals(key.hex())) {
            return "you played this game with another key (fingerprint "
                    + Identity.fromHex(pact.key(colour)).fingerprint() + "); sit down from the ks directory that holds it";
        }
        seats.take(colour, seat);
        return null;
    }

    /** What a player who just sat down is told: the terms, and the agreement once it can be written. */
    ClubMessage.Seated seated() {
        ClubRules rules = ClubRules.parse(game.rules());
        return new ClubMessage.Seated(game.id(), game.white(), game.black(), rules.ruleSet(), rules.announceCaptures(),
                rules.pawnTries(), game.startFen(), game.chainSeed(), game.timeControl(), pact.agreement(),
                pact.clubSignature());
    }

    /** Whether nobody sits at the game. */
    boolean seatless() {
        return seats.empty();
    }

    /** The connection a player sat on is gone. */
    void left(Seat seat) {
        seats.leave(seat);
    }

    /** A message from the player of {@code colour} on {@code seat}. */
    void receive(int colour, Seat seat, Message m) {
        if (seats.of(colour) != seat) {
            return;
        }
        if (m instanceof Message.Agree a) {
            agree(colour, a);
            return;
        }
        if (!pact.complete() && !(m instanceof Message.AuditReport)) {
            String why = "the game begins when both players have signed its agreement, and " + name(1 - colour)
                    + " has not yet";
            if (m instanceof Message.Resume) {
                seat.close(why);
            } else {
                seat.send(new Message.Note(why));
            }
            return;
        }
        if (m instanceof Message.Resume r) {
            resume(colour, r);
        } else if (m instanceof Message.Try t) {
            attempt(colour, t);
        } else if (m instanceof Message.Any a) {
            any(colour, a);
        } else if (m instanceof Message.Say s) {
            seats.send(1 - colour, s);
        } else if (m instanceof Message.Draw d) {
            draw(colour, d.statement());
        } else if (m instanceof Message.Resign r) {
            resign(colour, r);
        } else if (m instanceof Message.AuditReport a) {
            LOG.log(a.passed() ? Level.FINE : Level.WARNING, "game " + game.id() + ": " + name(colour) + " reports "
                    + ks.engine.Printable.line(a.line()));
        } else if (!(m instanceof Message.Ack) && !(m instanceof Message.Adjourn)) {
            seat.send(new Message.Note("the club does not take a " + m.getClass().getSimpleName().toLowerCase()
                    + " message in a game"));
        }
    }

    /**
     * A player's signature on the agreement: checked with the key they sat down with and kept;
     * the answer is the opponent's signature once there is one (and an opponent who signed first
     * and waits gets this one), so each player's ks holds both before the first ply.
     */
    private void agree(int colour, Message.Agree a) {
        Seat seat = seats.of(colour);
        if (!pact.verifies(colour, a.signature())) {
            seat.send(new Message.Note(pact.agreement() == null
                    ? "there is no agreement to sign yet: " + name(1 - colour) + " has not sat down at this game"
                    : "your signature on the agreement does not verify; it is ignored"));
            return;
        }
        boolean fresh = pact.signature(colour) == null;
        if (fresh) {
            pact.signed(colour, a.signature());
            // The clocks start when the game can begin: once both players signed.
            long now = cx.clock().millis();
            boolean begins = pact.complete();
            if (begins) {
                turnStart = now;
            }
            store(c -> {
                GameSignatures.agree(c, game.id(), colour, a.signature());
                if (begins) {
                    Games.clocks(c, game.id(), left[0], left[1], now);
                }
            });
        }
        String theirs = pact.signature(1 - colour);
        if (theirs != null) {
            seat.send(new Message.Agree(theirs));
            if (fresh && seats.waiting(1 - colour)) {
                seats.of(1 - colour).send(new Message.Agree(a.signature()));
            }
        }
    }

    /** A resignation or quit, which ends the game only with the player's own signed statement that still holds. */
    private void resign(int colour, Message.Resign r) {
        String kind = r.quit() ? "quit" : "resign";
        Statement s = r.statement();
        if (over()) {
            return;
        }
        if (!ending.signedBy(colour, s, kind) || !ending.holds(s, plies())) {
            seats.of(colour).send(new Message.Note("a " + kind + " without your signed statement as of ply "
                    + plies() + " is ignored"));
            return;
        }
        finish(Results.winFor(1 - colour), name(colour) + (r.quit() ? " quit" : " resigned"), kind, List.of(s));
    }

    /**
     * The resume exchange, the club as the host: our counts, then what the player lacks. A player
     * holding more than the club sent means the club went back in the game; it says so and stops.
     */
    private void resume(int colour, Message.Resume r) {
        Seat seat = seats.of(colour);
        List<Message.News> mine = news.of(colour);
        List<Message.Try> own = tries.get(colour);
        seat.send(new Message.Resume(Message.VERSION, name(1 - colour), game.id(), chain.size(), mine.size(),
                own.size(), anys[colour]));
        if (r.commitments() > chain.size() || r.news() > mine.size()) {
            seat.close("the club holds less of this game than you received: it cannot go on honestly");
            return;
        }
        if (r.tries() > own.size() + 1 || r.anys() > anys[colour] + 1) {
            seat.close("you claim attempts the club never saw");
            return;
        }
        for (Message m : CatchUp.of(mine, chain.from(0), chain.clocks(), r.news(), r.commitments())) {
            seat.send(m);
        }
        if (over()) {
            seat.send(ending.end(entries.size()));
            seat.send(ending.reveal(entries, chain.salts()));
        }
        seats.caughtUp(colour);
    }

    private void attempt(int colour, Message.Try t) {
        List<Message.Try> own = tries.get(colour);
        if (t.seq() != own.size() + 1 || !turn(colour, "attempt")) {
            return;
        }
        if (t.think() == null) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq()
                    + " carries no thinking time, which a club game's clocks need; it is ignored"));
            return;
        }
        if (!Identity.fromHex(pact.key(colour)).verify(Statements.attempt(game.id(), t.seq(), t.move(), t.think()),
                HEX.parseHex(t.signature()))) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq() + " carries a bad signature; it is ignored"));
            return;
        }
        if (flagFell()) {
            return;
        }
        long now = cx.clock().millis();
        own.add(t);
        entries.add(Entry.attempt(colour, t.move()));
        Ruling ruling = referee.attempt(Entries.move(t.move()));
        Message.News[] told = news.ruling(ruling);
        Games.Committed committed = null;
        if (ruling.isLegal()) {
            ClockState after = clocks().afterMove(tc.clock(), colour, Charges.charge(now - turnStart, t.think()));
            movesMade[colour] = after.moves(colour);
            left[colour] = after.remaining(colour);
            turnStart = now;
            committed = commit();
            ending.moved(colour);
        }
        String[] end = referee.isOver() ? new String[] {Results.of(referee.outcome(), referee.sideToMove()),
            Results.reason(referee.outcome(), referee.sideToMove())} : null;
        Games.Committed k = committed;
        store(c -> {
            Games.addAction(c, game.id(), new Games.Action(entries.size(), colour, t.move(), t.signature(), now));
            if (k != null) {
                Games.addCommitment(c, game.id(), k);
                Games.clocks(c, game.id(), left[0], left[1], now);
            }
            if (end != null) {
                GameEnd.record(c, game, end[0], end[1], "board", List.of(), now);
            }
        });
        deliver(told);
        if (k != null) {
            seats.both(new Message.Commit(k.commitment(), k.clocks()));
            cx.notices().moved(game, colour, plies());
        }
        if (end != null) {
            declare(end[0], end[1], "board", List.of());
        }
    }

    private void any(int colour, Message.Any a) {
        if (a.seq() != anys[colour] + 1 || !turn(colour, "question")) {
            return;
        }
        long now = cx.clock().millis();
        anys[colour]++;
        entries.add(Entry.any(colour));
        Message.News[] told = news.answer(referee.askAny(), colour);
        store(c -> Games.addAction(c, game.id(), new Games.Action(entries.size(), colour, null, null, now)));
        deliver(told);
    }

    private boolean turn(int colour, String what) {
        if (over()) {
            seats.of(colour).send(new Message.Note("the game is over"));
            return false;
        }
        if (referee.sideToMove() != colour) {
            seats.of(colour).send(new Message.Note("an " + what + " out of turn is ignored"));
            return false;
        }
        return true;
    }

    /**
     * A draw offer, or the acceptance of the one that stands, each with the player's signed
     * statement; an agreed draw ends the game resting on both statements.
     */
    private void draw(int by, Statement s) {
        if (over()) {
            return;
        }
        if (!ending.signedBy(by, s, "draw") || s.plies() > plies()) {
            seats.send(by, new Message.Note("a draw offer without your signed statement as of ply " + plies()
                    + " is ignored"));
            return;
        }
        boolean offered = ending.offers(by);
        List<Statement> agreed = ending.draw(s, plies());
        if (agreed != null) {
            finish("1/2-1/2", "drawn by agreement", "draw", agreed);
        } else if (!offered) {
            seats.send(by, new Message.Note("you offer a draw; it stands until " + name(1 - by) + "'s next move"));
            seats.send(1 - by, new Message.Note(name(by) + " offers a draw; type 'draw' to accept"));
        }
    }

    /**
     * Whether the side to move has run out of time; if so the game is lost on time, or drawn when
     * the opponent could never mate (checked when they act, and by the club's sweep for a player
     * who never comes back). No clock runs before both players signed the agreement.
     */
    boolean flagFell() {
        if (over() || !pact.complete()) {
            return false;
        }
        int side = referee.sideToMove();
        if (msLeft(side) > 0) {
            return false;
        }
        String why = tc.daily() ? name(side) + " did not move within 24 hours" : name(side) + " ran out of time";
        if (TimeOut.isDraw(referee.position(), side)) {
            finish("1/2-1/2", why + ", and " + name(1 - side) + " could never mate", "time", List.of());
        } else {
            finish(Results.winFor(1 - side), why, "time", List.of());
        }
        return true;
    }

    /**
     * Ends the game for a reason the board did not decide, of {@code kind}, resting on the
     * players' {@code statements}: stored with the ratings, then declared.
     */
    private void finish(String res, String why, String kind, List<Statement> statements) {
        long now = cx.clock().millis();
        store(c -> GameEnd.record(c, game, res, why, kind, statements, now));
        declare(res, why, kind, statements);
    }

    private void declare(String res, String why, String kind, List<Statement> statements) {
        ending.ended(res, why, kind, statements);
        status = snapshot();
        seats.both(ending.end(entries.size()));
        seats.both(ending.reveal(entries, chain.salts()));
        cx.notices().ended(game, res, why);
    }

    /** Database work for one change. */
    private interface Change {
        void run(Connection c) throws SQLException;
    }

    /** Stores the change just made, in one transaction; a failure is a {@link StoreFailed}. */
    private void store(Change change) {
        try {
            cx.commits().commit(change::run);
        } catch (RuntimeException e) {
            throw new StoreFailed(e);
        }
        status = snapshot();
    }

    /** Drops both seats (after a failure), so both players reconnect to a reloaded game. */
    void drop(String why) {
        seats.closeAll(why);
    }

    private Games.Committed commit() {
        return chain.commit(referee.position().toFen(), clocks().text(), cx.key(), cx.random());
    }

    /** The clocks as of the last move, as the next commitment covers them. */
    private ClockState clocks() {
        return new ClockState(left[Color.WHITE], left[Color.BLACK], movesMade[Color.WHITE], movesMade[Color.BLACK]);
    }

    private void deliver(Message.News[] told) {
        seats.send(0, told[0]);
        seats.send(1, told[1]);
    }

    String name(int colour) {
        return colour == Color.WHITE ? game.white() : game.black();
    }
}
