package ks.net.club;

import java.util.HexFormat;
import java.util.List;
import ks.crypto.Identity;
import ks.net.club.db.Games;
import ks.net.protocol.Message;
import ks.net.protocol.Statements;

/**
 * A player's turn in a club game: attempts and "any?" questions, which come here only once a flag
 * that has fallen has ended the game ({@link ClubClock#ranOut}, checked by {@link ClubGame}). An
 * attempt is judged only when it is the next one, in turn, signed with the key the player sat
 * down with and carrying the thinking time the clocks charge, and only if its charge leaves time
 * ({@link ClubClock#late}; else the game is lost on time); a legal one moves the clocks and the
 * club commits to the new position. Each action is stored (with the commitment and clocks, and the
 * end when the board decides the game) before either player hears the news; then both get the
 * commitment, and an end on the board is declared. Used only on the game's actor.
 */
final class ClubMoves {

    private static final HexFormat HEX = HexFormat.of();

    private final ClubGame.Context cx;
    private final Games.Game game;
    private final ClubBoard board;
    private final ClubClock clock;
    private final ClubAgreement pact;
    private final ClubEnding ending;
    private final Seats seats;
    private final ClubStorage storage;
    private final ClubFinish finish;

    ClubMoves(ClubGame.Context cx, Games.Game game, ClubBoard board, ClubClock clock, ClubAgreement pact,
            ClubEnding ending, Seats seats, ClubStorage storage, ClubFinish finish) {
        this.cx = cx;
        this.game = game;
        this.board = board;
        this.clock = clock;
        this.pact = pact;
        this.ending = ending;
        this.seats = seats;
        this.storage = storage;
        this.finish = finish;
    }

    /** An attempt by the player of {@code colour}. */
    void attempt(int colour, Message.Try t) {
        if (t.seq() != board.tries(colour) + 1 || !turn(colour, "attempt")) {
            return;
        }
        if (t.think() == null) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq()
                    + " carries no thinking time, which a club game's clocks need; it is ignored"));
            return;
        }
        if (!Identity.fromHex(pact.key(colour)).verify(Statements.attempt(game.id(), t),
                HEX.parseHex(t.signature()))) {
            seats.of(colour).send(new Message.Note("attempt " + t.seq() + " carries a bad signature; it is ignored"));
            return;
        }
        long now = cx.clock().millis();
        long lag = t.lag() == null ? 0 : t.lag();
        if (clock.late(colour, now, t.think(), lag)) {
            // As a two-process host treats its guest's: never judged, so it is no part of the game.
            finish.timeOut(colour);
            return;
        }
        ClubBoard.Judged judged = board.attempt(colour, t.move());
        Games.Committed committed = null;
        if (judged.ruling().isLegal()) {
            clock.moved(colour, now, t.think(), lag);
            committed = board.commit(clock.state().text());
            ending.moved(colour);
        }
        boolean decided = board.decided();
        String result = decided ? board.result() : null;
        String reason = decided ? board.reason() : null;
        int seq = board.actions();
        Games.Committed k = committed;
        storage.store(c -> {
            Games.addAction(c, game.id(), new Games.Action(seq, colour, t.move(), t.signature(), t.think(), t.lag(), now));
            if (k != null) {
                Games.addCommitment(c, game.id(), k);
                Games.clocks(c, game.id(), clock.left(0), clock.left(1), now);
            }
            if (decided) {
                GameEnd.record(c, game, result, reason, "board", List.of(), now);
            }
        });
        deliver(judged.told());
        if (k != null) {
            seats.both(new Message.Commit(k.commitment(), k.clocks()));
            cx.notices().moved(game, colour, board.plies());
        }
        if (decided) {
            finish.declare(result, reason, "board", List.of());
        }
    }

    /** An "any?" question by the player of {@code colour}. */
    void any(int colour, Message.Any a) {
        if (a.seq() != board.anys(colour) + 1 || !turn(colour, "question")) {
            return;
        }
        long now = cx.clock().millis();
        Message.News[] told = board.any(colour);
        int seq = board.actions();
        storage.store(c -> Games.addAction(c, game.id(), new Games.Action(seq, colour, null, null, null, null, now)));
        deliver(told);
    }

    private boolean turn(int colour, String what) {
        if (ending.over()) {
            seats.of(colour).send(new Message.Note("the game is over"));
            return false;
        }
        if (board.sideToMove() != colour) {
            seats.of(colour).send(new Message.Note("an " + what + " out of turn is ignored"));
            return false;
        }
        return true;
    }

    private void deliver(Message.News[] told) {
        seats.send(0, told[0]);
        seats.send(1, told[1]);
    }
}
