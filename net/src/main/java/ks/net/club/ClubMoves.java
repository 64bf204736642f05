package ks.net.club;

import java.util.HexFormat;
import java.util.List;
import ks.engine.clock.Charges;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.club.db.GroupCommit;
import ks.net.protocol.Message;
import ks.net.protocol.Statements;
import ks.net.protocol.TurnBound;

/**
 * A player's turn in a club game: attempts and "any?" questions, which come here only once a flag
 * that has fallen has ended the game ({@link ClubClock#ranOut}, checked by {@link ClubGame}). An
 * attempt is judged only when it is the next one, in turn, signed with the key the player sat
 * down with and carrying the thinking time the clocks charge, and only if its charge leaves time
 * ({@link ClubClock#late}; else the game is lost on time); a legal one moves the clocks and the
 * club commits to the new position. Each action is stored (with the commitment, which holds the
 * clocks, and the end when the board decides the game) before either player hears the news; then both get the
 * commitment, and an end on the board is declared. A player's attempts and questions past
 * {@link TurnBound#ACTIONS} in one turn, but for an attempt the referee will play, are refused in
 * a note, unjudged and unstored, so that nobody grows the game's rows without end (docs/club.md).
 * Used only on the game's actor, which may await the commit without holding a worker
 * ({@link ClubStorage#store(GroupCommit.Change, Runnable)}).
 */
final class ClubMoves {

    private static final HexFormat HEX = HexFormat.of();

    private final GameParts parts;
    private final ClubFinish finish;
    private final TurnBound[] bounds = {new TurnBound(), new TurnBound()};
    /** The longest round trip counted for each colour that the opponent was told of, in whole seconds. */
    private final long[] roundTripTold = new long[2];

    /** The turns of a game of {@code parts}; {@code finish} ends it on time. */
    ClubMoves(GameParts parts, ClubFinish finish) {
        this.parts = parts;
        this.finish = finish;
    }

    /** An attempt by the player of {@code colour}. */
    void attempt(int colour, Message.Try t) {
        Games.Game game = parts.game();
        ClubBoard board = parts.board();
        ClubClock clock = parts.clock();
        Seats seats = parts.seats();
        if (t.seq() != board.tries(colour) + 1 || !turn(colour, "an attempt")) {
            return;
        }
        if (!bounds[colour].admit(board.plies()) && !board.wouldAccept(t.move())) {
            seats.of(colour).send(new Message.Note(TurnBound.attemptRefused(t.seq())));
            return;
        }
        if (t.think() == null) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq()
                    + " carries no thinking time, which a club game's clocks need; it is ignored"));
            return;
        }
        if (!parts.pact().identity(colour).verify(Statements.attempt(game.id(), t),
                HEX.parseHex(t.signature()))) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq() + " carries a bad signature; it is ignored"));
            return;
        }
        long now = parts.now();
        // As a two-process host counts its guest's: no more than the club measured on the seat.
        long lag = Math.min(t.lag() == null ? 0 : t.lag(), seats.of(colour).roundTripOr(0));
        if (clock.late(colour, now, t.think(), lag)) {
            // As a two-process host treats its guest's: never judged, so it is no part of the game.
            finish.timeOut(colour);
            return;
        }
        ClubBoard.Judged judged = board.attempt(colour, t.move());
        GameMoves.Committed committed = null;
        String slow = null;
        if (judged.ruling().isLegal()) {
            clock.moved(colour, now, t.think(), lag);
            slow = slowRoundTrip(colour, lag);
            committed = board.commit(clock.state().text());
            parts.ending().moved(colour);
        }
        boolean decided = board.decided();
        String said = slow;
        String result = decided ? board.result() : null;
        String reason = decided ? board.reason() : null;
        int seq = board.actions();
        GameMoves.Committed k = committed;
        // The game's row is left alone: the commitment holds the clocks and the action when the
        // move was made, all a reload needs (ClubStorage.reload).
        GroupCommit.Rows rows = b -> {
            GameMoves.addAction(b, game.id(), new GameMoves.Action(seq, colour, t.move(), t.signature(), t.think(), t.lag(), now));
            if (k != null) {
                GameMoves.addCommitment(b, game.id(), k);
            }
        };
        GroupCommit.Change change = !decided ? rows : c -> {
            rows.run(c);
            GameEnd.record(c, game, result, reason, "board", List.of(), now, parts.cx().origins().applies());
        };
        parts.storage().store(change, () -> {
            deliver(judged.told());
            if (k != null) {
                seats.both(new Message.Commit(k.commitment(), k.clocks()));
                parts.cx().notices().moved(game, colour, board.plies());
            }
            if (said != null) {
                seats.tellWhenBack(1 - colour, new Message.Note(said));
            }
            if (decided) {
                finish.declare(result, reason, "board", List.of());
            }
        });
    }

    /**
     * A line for the opponent when the round trip counted for {@code colour}'s move
     * ({@code lagMillis}, already no more than the club measured) is a whole second more than they
     * were told of, else null. A member that holds back its acknowledgements and signs a long round trip has that much
     * of each move taken as network, up to 2 s; it cannot be told from a slow link, so the opponent hears of it,
     * at once or, away from the board, on sitting down ({@link Seats#tellWhenBack}).
     */
    private String slowRoundTrip(int colour, long lagMillis) {
        long seconds = Charges.roundTrip(lagMillis) / 1000;
        if (seconds <= roundTripTold[colour]) {
            return null;
        }
        roundTripTold[colour] = seconds;
        String name = parts.game().name(colour);
        return name + "'s round trip counts as " + seconds + " s (the club's measure of it, and " + name + "'s): up to"
                + " that much of each of " + name + "'s moves is taken as network delay and not charged; a round trip"
                + " of seconds on a local network means a stalled link, or a modified ks";
    }

    /** An "any?" question by the player of {@code colour}. */
    void any(int colour, Message.Any a) {
        if (a.seq() != parts.board().anys(colour) + 1 || !turn(colour, "a question")) {
            return;
        }
        if (!bounds[colour].admit(parts.board().plies())) {
            parts.seats().of(colour).send(new Message.Note(TurnBound.questionRefused(a.seq())));
            return;
        }
        long now = parts.now();
        Message.News[] told = parts.board().any(colour);
        int seq = parts.board().actions();
        GroupCommit.Rows question = b -> GameMoves.addAction(b, parts.game().id(),
                new GameMoves.Action(seq, colour, null, null, null, null, now));
        parts.storage().store(question, () -> deliver(told));
    }

    private boolean turn(int colour, String what) {
        if (parts.ending().over()) {
            parts.seats().of(colour).send(new Message.Note("the game is over"));
            return false;
        }
        if (parts.board().sideToMove() != colour) {
            parts.seats().of(colour).send(new Message.Note(what + " out of turn is ignored"));
            return false;
        }
        return true;
    }

    private void deliver(Message.News[] told) {
        parts.seats().send(0, told[0]);
        parts.seats().send(1, told[1]);
    }
}
