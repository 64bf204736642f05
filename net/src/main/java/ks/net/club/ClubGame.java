package ks.net.club;

import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.GroupCommit;
import ks.net.protocol.Audit;
import ks.net.protocol.Entry;
import ks.net.protocol.Message;
import ks.net.protocol.RateLimit;
import ks.net.protocol.Terms;
import ks.text.Printable;

/**
 * One game the club referees, as the {@code referee} party of docs/protocol.md §7. Neither player
 * holds the board: play begins once both players signed the game's agreement
 * ({@link ClubSigning}); the club judges both players' signed attempts with the engine's referee
 * ({@link ClubMoves}, {@link ClubBoard}), tells each what the rules let them hear (the same rule,
 * {@link Audit#newsFor}, their audit checks) in news it signs, commits to every position and the
 * clocks ({@link ClubClock}) with the club's key and sends each commitment to both, ends a game the
 * board did not decide only on the players' signed statements or a fallen flag
 * ({@link ClubFinish}), and signs the end and the reveal of the record and the salts to both, so
 * both players audit it and keep a signed record. Every action is in the database before anybody
 * hears of it, and the game is rebuilt from there after a crash ({@link ClubStorage}); a player
 * who comes back is caught up by the resume exchange ({@link ClubResume}). A live game may be
 * adjourned by agreement, its clocks standing until both players sit down again
 * ({@link ClubAdjournment}). What the players say is passed on under a limit ({@link ClubChat}).
 * This class holds the
 * parts and hands each message to the one it concerns. All methods run on the game's
 * {@link Actor}, except {@link #status}.
 */
public final class ClubGame {

    private static final Logger LOG = Logger.getLogger(ClubGame.class.getName());

    /** What the club needs around a game; {@code origins}: whether its end's ratings read the players' origins. */
    public record Context(ClubDatabase db, GroupCommit commits, Clock clock, SigningKey key, SecureRandom random,
            GameNotices notices, OriginRule origins) {

        /** A context under the default {@link OriginRule#PUBLIC}. */
        public Context(ClubDatabase db, GroupCommit commits, Clock clock, SigningKey key, SecureRandom random,
                GameNotices notices) {
            this(db, commits, clock, key, random, notices, OriginRule.PUBLIC);
        }
    }

    /** A consistent view of the game for other threads (the list of games, the web page). */
    record Status(int plies, int sideToMove, int[] movesMade, long[] left, long turnStart, String result,
            String reason, boolean begun, boolean adjourned) {

        /**
         * Time left on {@code colour}'s clock at {@code nowMs}: only the side to move's runs, once
         * begun, until the end, and not while the game is adjourned.
         */
        long msLeft(int colour, long nowMs) {
            long running = begun && result == null && !adjourned && sideToMove == colour ? nowMs - turnStart : 0;
            return Math.max(0, left[colour] - running);
        }
    }

    final Actor actor;
    private final Games.Game game;
    private final Seats seats = new Seats();
    private final ClubClock clock;
    private final ClubBoard board;
    private final ClubAgreement pact;
    private final ClubEnding ending;
    private final ClubStorage storage;
    private final ClubFinish finish;
    private final ClubSigning signing;
    private final ClubMoves moves;
    private final ClubResume resume;
    private final ClubAdjournment adjournment;
    private final ClubChat chat;
    /** Whether each player's failed audit was logged as a warning (white, black). */
    private final boolean[] failureLogged = new boolean[2];
    /** Whether each player got up from this daily game's board and has not caught up again since (white, black). */
    private final boolean[] away = new boolean[2];
    /**
     * Whether the opponent was told each player got up, and was not yet told they are back. A
     * player who sits down, catches up and gets up again without end made two notes a round, past
     * what the opponent is passed of their words; so getting up is told under a {@link RateLimit}
     * of its own, and coming back only after getting up was told.
     */
    private final boolean[] toldAway = new boolean[2];
    private final RateLimit[] awayNotes = new RateLimit[2];
    /** Whether each player's seal came (white, black). */
    private final boolean[] sealOffered = new boolean[2];
    /** What other threads may read of the game: refreshed by the actor after every change. */
    private volatile Status status;

    private ClubGame(Context cx, Actor actor, Games.Game game, String[] agreed) {
        this.actor = actor;
        this.game = game;
        Terms terms = ClubRules.parse(game.rules()).terms(game.white(), game.timeControl());
        this.clock = new ClubClock(game);
        this.board = new ClubBoard(game, terms, cx.key(), cx.random());
        this.pact = new ClubAgreement(game, terms, cx.key(), agreed);
        this.ending = new ClubEnding(game.id(), game.startFen(), cx.key(), pact);
        this.storage = new ClubStorage(cx.commits(), actor, game, board, clock, ending, this::refresh);
        GameParts parts = new GameParts(cx, game, board, clock, pact, ending, seats, storage);
        this.finish = new ClubFinish(parts, this::refresh);
        this.signing = new ClubSigning(parts);
        this.moves = new ClubMoves(parts, finish);
        this.adjournment = new ClubAdjournment(parts);
        this.resume = new ClubResume(parts, colour -> {
            adjournment.caughtUp(colour);
            back(colour);
        });
        this.chat = new ClubChat(seats, cx.clock());
        for (int c = 0; c < 2; c++) {
            awayNotes[c] = new RateLimit(() -> cx.clock().millis() * 1_000_000L);
        }
    }

    /** Rebuilds a game from the database ({@link ClubStorage#reload}); a new game commits to its start position. */
    static ClubGame load(Context cx, Actor actor, Connection c, Games.Game game) throws SQLException {
        ClubGame g = new ClubGame(cx, actor, game, GameSignatures.agreement(c, game.id()));
        g.storage.reload(c);
        g.adjournment.restore(GameSignatures.adjournment(c, game.id()));
        g.refresh();
        return g;
    }

    private void refresh() {
        status = new Status(board.plies(), board.sideToMove(), clock.movesMade(), clock.lefts(), clock.turnStart(),
                ending.result(), ending.reason(), pact.complete(), adjournment.adjourned());
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

    /** Moves {@code colour} has still to make before the next time control, as of {@code s}. */
    int movesLeft(Status s, int colour) {
        return clock.movesLeft(s.movesMade()[colour]);
    }

    /** The actions so far, for the web page's replay of a finished game. */
    List<Entry> entries() {
        return board.entries();
    }

    /**
     * Seats a player on a connection ({@link ClubSigning#sit}), and an adjourned game goes on once
     * both sit there ({@link ClubAdjournment#sat}); returns null when seated, else why not.
     */
    String sit(int colour, ClubSeat seat, Identity key) {
        String why = signing.sit(colour, seat, key);
        if (why == null) {
            adjournment.sat(colour);
        }
        return why;
    }

    /** What a player who just sat down is told. */
    ClubMessage.Seated seated() {
        return signing.seated(adjournment.adjourned());
    }

    /**
     * Whether the game may be let go: nobody sits at it, and both players' catch-up budgets are full
     * ({@link ClubResume#rested}), since a game loaded again starts them full.
     */
    boolean idle() {
        return seats.empty() && resume.rested();
    }

    /**
     * The connection a player sat on is gone. In a daily game that is getting up from the board: the
     * game goes on untouched, and the opponent, if seated, is told once (docs/club.md, leaving a
     * daily game). A live game's dropped connection is being found again, so nobody is told.
     */
    void left(ClubSeat seat) {
        int colour = seats.leave(seat);
        if (colour >= 0 && clock.daily() && !ending.over()) {
            away[colour] = true;
            if (!toldAway[colour] && awayNotes[colour].admit() == RateLimit.Verdict.ADMITTED) {
                toldAway[colour] = true;
                seats.send(1 - colour, new Message.Note(gotUp(game.name(colour))));
            }
        }
    }

    /** The player of {@code colour} caught up: if the opponent was told they got up, the opponent hears they are back. */
    private void back(int colour) {
        if (away[colour]) {
            away[colour] = false;
            if (toldAway[colour]) {
                toldAway[colour] = false;
                seats.send(1 - colour, new Message.Note(game.name(colour) + " is back at the board"));
            }
        }
    }

    /** What the opponent of {@code name}, who got up from a daily game's board, is told. */
    static String gotUp(String name) {
        return name + " got up from the board; the game goes on, 24 hours a move, and " + name
                + " comes back by sitting down at it again";
    }

    /** A message from the player of {@code colour} on {@code seat}. */
    void receive(int colour, ClubSeat seat, Message m) {
        if (seats.of(colour) != seat) {
            return;
        }
        if (m instanceof Message.Agree a) {
            signing.agree(colour, a);
            return;
        }
        if (!pact.complete() && !(m instanceof Message.AuditReport)) {
            String why = "the game begins when both players have signed its agreement, and " + game.name(1 - colour)
                    + " has not yet";
            if (m instanceof Message.Resume) {
                seat.close(why);
            } else {
                seat.send(new Message.Note(why));
            }
            return;
        }
        if (actsInTheGame(m) && finish.flagFell()) {
            // As at a two-process host, whose game ends the moment the flag falls: what comes later is too late.
            return;
        }
        if (actsInTheGame(m) && adjournment.adjourned() && !(m instanceof Message.Adjourn)) {
            seat.send(new Message.Note(ClubAdjournment.STANDS));
            return;
        }
        if (m instanceof Message.Resume r) {
            resume.exchange(colour, r);
        } else if (m instanceof Message.Adjourn a) {
            adjournment.propose(colour, a.statement());
        } else if (m instanceof Message.Try t) {
            moves.attempt(colour, t);
        } else if (m instanceof Message.Any a) {
            moves.any(colour, a);
        } else if (m instanceof Message.Say s) {
            chat.say(colour, seat, s);
        } else if (m instanceof Message.Draw d) {
            finish.draw(colour, d.statement());
        } else if (m instanceof Message.Resign r) {
            finish.resign(colour, r);
        } else if (m instanceof Message.AuditReport a) {
            report(colour, a);
        } else if (!(m instanceof Message.Ack)) {
            seat.send(new Message.Note("the club does not take a " + m.getClass().getSimpleName().toLowerCase()
                    + " message in a game"));
        }
    }

    /**
     * Logs the audit the player of {@code colour} reports, a failed one as a warning, and keeps its
     * seal. A failed audit is logged once a game as the club holds it: a member reporting again and
     * again would otherwise fill the club's log and push out what it held.
     */
    private void report(int colour, Message.AuditReport a) {
        boolean first = !a.passed() && !failureLogged[colour];
        failureLogged[colour] |= first;
        LOG.log(first ? Level.WARNING : Level.FINE, "game " + game.id() + ": " + game.name(colour) + " reports "
                + Printable.line(a.line()));
        keepSeal(colour, a.seal());
    }

    /**
     * The seal the player of {@code colour} sent with its report, stored as it came, in a later group
     * and without a worker waiting for it: the first one only, so a member cannot have the club
     * write again and again. It is verified when a record is written with it ({@link ClubRecords}),
     * and left out there when it does not verify; a seal the database does not take costs nothing
     * but itself.
     */
    private void keepSeal(int colour, String seal) {
        if (seal == null || sealOffered[colour]) {
            return;
        }
        sealOffered[colour] = true;
        storage.storeLater(c -> GameSignatures.seal(c, game.id(), colour, seal), e -> LOG.warning("game " + game.id()
                + ": " + game.name(colour) + "'s seal was not kept: " + e.getMessage()));
    }

    /**
     * Whether {@code m} acts in the game (an attempt, a question, a draw, a resignation, a proposal to
     * adjourn), so that a flag that has fallen must end the game first.
     */
    private static boolean actsInTheGame(Message m) {
        return m instanceof Message.Try || m instanceof Message.Any || m instanceof Message.Draw
                || m instanceof Message.Resign || m instanceof Message.Adjourn;
    }

    /**
     * The club's sweep, every second: ends the game if the side to move has run out
     * ({@link ClubFinish#flagFell}), and makes a catch-up that waited on its player's budget
     * ({@link ClubResume#due}).
     */
    void sweep() {
        finish.flagFell();
        resume.due();
    }

    /** Drops both seats (after a failure), so both players reconnect to a reloaded game. */
    void drop(String why) {
        seats.closeAll(why);
    }
}
