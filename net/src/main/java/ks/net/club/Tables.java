package ks.net.club;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;
import ks.crypto.Identity;
import ks.engine.Color;
import ks.net.club.db.ClubStoreException;
import ks.net.club.db.Games;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Message;
import ks.text.Printable;

/**
 * The games the club is refereeing now, each with its own {@link Actor}: loaded from the
 * database when the club starts (so every game goes on from its last ply after a crash) and
 * when a seek is accepted. Every call into a game goes through its actor; a game whose change
 * could not be stored is dropped from memory and reloaded from the database at the next call.
 */
public final class Tables {

    private static final Logger LOG = Logger.getLogger(Tables.class.getName());
    /** The reason a member's list gives for a game {@link #setAside}. */
    static final String SET_ASIDE = "set aside: the club cannot read it from its database";

    private final ClubGame.Context cx;
    private final Executor pool;
    private final Map<String, ClubGame> live = new ConcurrentHashMap<>();
    /**
     * Games whose stored row the club cannot read (terms it does not know, a start position or a
     * seed that is no such thing: a database edited by hand or restored from a bad copy), set aside
     * until the club starts again, so one bad row neither stops the club nor is read and logged
     * again on every request that lists it.
     */
    private final Set<String> setAside = ConcurrentHashMap.newKeySet();

    public Tables(ClubGame.Context cx, Executor pool) {
        this.cx = cx;
        this.pool = pool;
    }

    /** The club's clock, which times its games: a member's round trip is timed on it too. */
    Clock clock() {
        return cx.clock();
    }

    /** Loads every game in progress; returns how many, without those {@link #setAside}. */
    public int loadAll() {
        int loaded = 0;
        for (Games.Game g : cx.db().inTransaction(Games::playing)) {
            try {
                game(g.id());
                loaded++;
            } catch (Unreadable e) {
                // Logged once where it was set aside; the other games go on.
            }
        }
        return loaded;
    }

    /** Game {@code id}'s stored row cannot be read, so the game is set aside. */
    static final class Unreadable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unreadable(String gameId) {
            super("game " + gameId + " is set aside: the club cannot read it from its database");
        }
    }

    /** Whether game {@code id} is {@link #setAside}: its stored row could not be read when it was loaded. */
    public boolean setAside(String id) {
        return setAside.contains(id);
    }

    /** A game was just created: start refereeing it. */
    void started(String gameId) {
        game(gameId);
    }

    /**
     * The game with this id, loaded if needed (a finished one too: a member who missed its end
     * sits down to get the reveal); empty when there is no such game; {@link Unreadable} when its
     * stored row cannot be read.
     */
    Optional<ClubGame> game(String id) {
        ClubGame g = live.get(id);
        if (g != null) {
            return Optional.of(g);
        }
        synchronized (live) {
            g = live.get(id);
            if (setAside.contains(id)) {
                throw new Unreadable(id);
            }
            if (g == null) {
                Optional<Games.Game> row = cx.db().inTransaction(c -> Games.byId(c, id));
                if (row.isEmpty()) {
                    return Optional.empty();
                }
                Actor actor = new Actor(pool);
                ClubGame loaded = load(actor, row.get());
                actor.onFailure(e -> failed(loaded, e));
                live.put(id, loaded);
                g = loaded;
            }
            return Optional.of(g);
        }
    }

    /**
     * Loads {@code row}'s game on {@code actor}; a row the club cannot read is set aside with one
     * line in the log. A failing database is not the row's fault, so it is thrown as it came.
     */
    private ClubGame load(Actor actor, Games.Game row) {
        try {
            return cx.db().inTransaction(c -> ClubGame.load(cx, actor, c, row));
        } catch (ClubStoreException e) {
            throw e;
        } catch (RuntimeException e) {
            setAside.add(row.id());
            Unreadable unreadable = new Unreadable(row.id());
            LOG.warning(unreadable.getMessage() + " (" + Printable.line(String.valueOf(e.getMessage())) + ")");
            throw unreadable;
        }
    }

    /**
     * A game in progress as anyone may see it: who, under which terms, since when, how far, the
     * time each player has left, whose turn, whether it has begun (both players signed its
     * agreement) or stands adjourned; nothing of the board.
     */
    public record Playing(String id, String white, String black, String timeControl, String rules, long startedMs,
            int plies, long whiteMs, long blackMs, String toMove, boolean begun, boolean adjourned) {
    }

    /** The games being played now, oldest first. */
    public List<Playing> inProgress() {
        List<Playing> out = new ArrayList<>();
        for (ClubGame g : live.values()) {
            playing(g).ifPresent(out::add);
        }
        out.sort(java.util.Comparator.comparingLong(Playing::startedMs).thenComparing(Playing::id));
        return out;
    }

    /** Game {@code id} if it is being played now, as anyone may see it; empty when it is over or unknown. */
    public Optional<Playing> playing(String id) {
        ClubGame g = live.get(id);
        return g == null ? Optional.empty() : playing(g);
    }

    private Optional<Playing> playing(ClubGame g) {
        ClubGame.Status s = g.status();
        if (s.result() != null) {
            return Optional.empty();
        }
        Games.Game r = g.row();
        long now = cx.clock().millis();
        return Optional.of(new Playing(r.id(), r.white(), r.black(), r.timeControl(), r.rules(), r.createdMs(),
                s.plies(), s.msLeft(Color.WHITE, now), s.msLeft(Color.BLACK, now), r.name(s.sideToMove()), s.begun(),
                s.adjourned()));
    }

    /**
     * The signed record of finished game {@code id} as the player of {@code colour} keeps it
     * ({@link ClubRecords}), for anyone to audit; empty when there is none to give.
     */
    public Optional<GameRecord> record(String id, int colour) {
        return cx.db().inTransaction(c -> ClubRecords.of(cx, c, id, colour));
    }

    /** One line of a member's game list: moves and time left from the live game. */
    ClubMessage.GameLine line(Games.Game g, long memberId) {
        int colour = g.whiteId() == memberId ? Color.WHITE : Color.BLACK;
        ClubGame liveGame;
        try {
            liveGame = Games.PLAYING.equals(g.state()) ? game(g.id()).orElse(null) : null;
        } catch (Unreadable e) {
            return new ClubMessage.GameLine(g.id(), g.white(), g.black(), g.timeControl(), g.rules(), Games.OVER,
                    "*", SET_ASIDE, 0, false, 0, 0);
        }
        if (liveGame == null) {
            return new ClubMessage.GameLine(g.id(), g.white(), g.black(), g.timeControl(), g.rules(), Games.OVER,
                    g.result(), g.reason(), 0, false, 0, 0);
        }
        ClubGame.Status s = liveGame.status();
        boolean over = s.result() != null;
        return new ClubMessage.GameLine(g.id(), g.white(), g.black(), g.timeControl(), g.rules(),
                over ? Games.OVER : Games.PLAYING, s.result(), s.adjourned() ? ClubMessage.ADJOURNED : s.reason(),
                s.plies(),
                !over && s.sideToMove() == colour, liveGame.movesLeft(s, colour),
                s.msLeft(colour, cx.clock().millis()));
    }

    /**
     * Seats {@code member} at their game on {@code seat}; {@code answer} gets {@link ClubMessage.Seated}
     * or {@link ClubMessage.Refused}, on the game's actor, before any game message for the seat, a
     * refusal too when sitting down fails (a store of the key it binds, or of the adjourned game going on).
     */
    void sit(String gameId, Member member, ClubSeat seat, Identity key, Consumer<ClubMessage> answer) {
        Optional<ClubGame> found;
        try {
            found = game(gameId);
        } catch (Unreadable e) {
            answer.accept(new ClubMessage.Refused(e.getMessage()));
            return;
        } catch (RuntimeException e) {
            answer.accept(new ClubMessage.Refused("the club cannot load game " + gameId + " now"));
            return;
        }
        if (found.isEmpty()) {
            answer.accept(new ClubMessage.Refused("there is no game " + gameId));
            return;
        }
        ClubGame g = found.get();
        Games.Game row = g.row();
        int colour = row.whiteId() == member.id() ? Color.WHITE : row.blackId() == member.id() ? Color.BLACK : -1;
        if (colour < 0) {
            answer.accept(new ClubMessage.Refused("game " + gameId + " is between " + row.white() + " and "
                    + row.black() + ", not yours"));
            return;
        }
        run(g, () -> {
            String why;
            try {
                why = g.sit(colour, seat, key);
            } catch (RuntimeException e) {
                // The seat takes no other request until this is answered; the failure then goes to failed().
                answer.accept(new ClubMessage.Refused("the club failed to seat you at game " + gameId
                        + "; sit down again in a moment"));
                throw e;
            }
            if (why != null) {
                answer.accept(new ClubMessage.Refused(why));
                return;
            }
            answer.accept(g.seated());
        });
    }

    /** A game message from the player of {@code colour}. */
    void receive(ClubGame g, int colour, ClubSeat seat, Message m) {
        receive(g, colour, seat, m, null);
    }

    /** The same, timed as {@code move}: what the game sends while handling it counts as its answer. */
    void receive(ClubGame g, int colour, ClubSeat seat, Message m, MoveTimes.Move move) {
        run(g, () -> MoveTimes.during(move, () -> g.receive(colour, seat, m)));
    }

    /** The player's connection is gone. */
    void left(ClubGame g, ClubSeat seat) {
        run(g, () -> g.left(seat));
    }

    /**
     * Ends every game whose side to move has run out of time, makes the catch-ups that waited on
     * their budget ({@link CatchUpBudget}), and lets go of finished games nobody sits at whose
     * players' budgets are full (the database keeps them; a member who sits down loads one again).
     */
    public void sweep() {
        for (ClubGame g : live.values()) {
            run(g, () -> {
                g.sweep();
                if (g.over() && g.idle()) {
                    live.remove(g.row().id(), g);
                }
            });
        }
    }

    private void run(ClubGame g, Runnable task) {
        g.actor.execute(task);
    }

    /** A task of game {@code g} (or what it did once its commit was done) threw {@code e}. */
    private void failed(ClubGame g, RuntimeException e) {
        if (e instanceof StoreFailed) {
            LOG.warning(e.getMessage() + "; game " + g.row().id() + " is reloaded from the database");
            live.remove(g.row().id(), g);
            g.drop("the club could not store the game; sit down again to go on");
        } else {
            LOG.log(Level.WARNING, "game " + g.row().id() + ": a task failed", e);
        }
    }
}
