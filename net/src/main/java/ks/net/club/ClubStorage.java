package ks.net.club;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import ks.net.club.db.GameMoves;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.club.db.GroupCommit;

/**
 * One club game in the database, both ways. Each change is written in one transaction (grouped
 * with other games' by {@link GroupCommit}) before anybody hears of it, so nothing a member was
 * told is ever lost; a change that cannot be written is a {@link StoreFailed}, and the game is
 * reloaded. Reloading rebuilds the game from what was written: the end, if it came; the actions,
 * replayed through a fresh referee; the stored commitments and salts, so the chain goes on
 * unbroken. Used only on the game's actor.
 */
final class ClubStorage {

    /**
     * Whether a move's commit is awaited without holding a worker ({@code -Dks.club.awaitCommits=true})
     * instead of waited for on the worker, as by default. Quiet, it measured worse at 1,000 games (a
     * group grew to 256 changes and the p99 with it: docs/performance.md, fifth round), so it is off.
     */
    static final boolean AWAIT_COMMITS = Boolean.getBoolean("ks.club.awaitCommits");

    private final GroupCommit commits;
    private final Actor actor;
    private final Games.Game game;
    private final ClubBoard board;
    private final ClubClock clock;
    private final ClubEnding ending;
    private final Runnable stored;

    /** Storage for {@code game}'s parts, run on {@code actor}; {@code stored} runs after every change written. */
    ClubStorage(GroupCommit commits, Actor actor, Games.Game game, ClubBoard board, ClubClock clock, ClubEnding ending,
            Runnable stored) {
        this.commits = commits;
        this.actor = actor;
        this.game = game;
        this.board = board;
        this.clock = clock;
        this.ending = ending;
        this.stored = stored;
    }

    /** Stores the change just made, in one transaction; a failure is a {@link StoreFailed}. */
    void store(GroupCommit.Change change) {
        MoveTimes.Move move = MoveTimes.current();
        if (move != null) {
            move.committing();
        }
        try {
            commits.commit(change);
        } catch (RuntimeException e) {
            throw new StoreFailed(e);
        }
        if (move != null) {
            move.committed();
        }
        stored.run();
    }

    /**
     * Stores the change just made, in one transaction, then runs {@code then} on the game's actor;
     * a failure is a {@link StoreFailed} instead of {@code then}. The last act of an actor's task.
     * With {@link #AWAIT_COMMITS} the actor runs nothing else meanwhile but holds no worker while
     * the commit waits.
     */
    void store(GroupCommit.Change change, Runnable then) {
        if (!AWAIT_COMMITS) {
            store(change);
            then.run();
            return;
        }
        MoveTimes.Move move = MoveTimes.current();
        if (move != null) {
            move.committing();
            // Answered by what runs once the commit is done, on another turn of the actor.
            move.hold();
        }
        CompletableFuture<Void> done = commits.submit(change);
        actor.await(done, () -> MoveTimes.during(move, () -> {
            if (done.isCompletedExceptionally()) {
                throw new StoreFailed(commits.failure(done.handle((v, e) -> e).join()));
            }
            if (move != null) {
                move.committed();
            }
            stored.run();
            then.run();
        }));
    }

    /**
     * Stores {@code change} in a later group without waiting for it, for what the game does not rest
     * on (a player's seal): no worker waits for its commit, and {@code failed} hears of a failure.
     */
    void storeLater(GroupCommit.Change change, Consumer<Throwable> failed) {
        commits.submit(change).whenComplete((v, e) -> {
            if (e != null) {
                failed.accept(e);
            }
        });
    }

    /** Rebuilds the game from {@code c}; a new game commits to its start position here. */
    void reload(Connection c) throws SQLException {
        GameSignatures.StoredEnd end = GameSignatures.end(c, game.id());
        if (Games.OVER.equals(game.state())) {
            ending.ended(game.result(), game.reason(), end == null ? null : end.kind(),
                    end == null ? List.of() : end.statements());
        }
        board.opening();
        for (GameMoves.Action a : GameMoves.actions(c, game.id())) {
            if (board.replay(a)) {
                clock.replayed(a.colour(), a.atMs());
            }
        }
        List<GameMoves.Committed> committed = GameMoves.commitments(c, game.id());
        for (GameMoves.Committed k : committed) {
            board.restore(k);
        }
        if (!committed.isEmpty()) {
            clock.restored(committed.get(committed.size() - 1).clocks());
        }
        if (board.commitments() == 0) {
            GameMoves.addCommitment(c, game.id(), board.commit(clock.state().text()));
        }
    }
}
