package ks.net.club;

import java.util.List;
import ks.engine.clock.TimeOut;
import ks.net.club.db.Games;
import ks.net.protocol.DrawNotes;
import ks.net.protocol.Message;
import ks.net.protocol.Results;
import ks.net.protocol.Statement;

/**
 * What ends a club game off the board, and how every end is told. A resignation or quit, and a
 * draw offered and accepted, end it only on the players' signed statements that still hold
 * ({@link ClubEnding} checks and keeps them); a flag that falls ends it on time, a loss or a draw
 * when the opponent could never mate ({@link TimeOut}). Every end is stored with the ratings it
 * moves ({@link GameEnd}) before the club's signed end and reveal go to both players, so a crash
 * never loses an end somebody heard. Used only on the game's actor.
 */
final class ClubFinish {

    private final GameParts parts;
    private final Games.Game game;
    private final Runnable ended;

    /** The finishing of a game of {@code parts}; {@code ended} runs once an end is settled, before it is told. */
    ClubFinish(GameParts parts, Runnable ended) {
        this.parts = parts;
        this.game = parts.game();
        this.ended = ended;
    }

    /** A resignation or quit, which ends the game only with the player's own signed statement that still holds. */
    void resign(int colour, Message.Resign r) {
        String kind = r.quit() ? "quit" : "resign";
        Statement s = r.statement();
        ClubEnding ending = parts.ending();
        if (ending.over()) {
            return;
        }
        int plies = parts.board().plies();
        if (!ending.signedBy(colour, s, kind) || !ending.holds(s, plies)) {
            parts.seats().of(colour).send(new Message.Note("a " + kind + " without your signed statement as of ply "
                    + plies + " is ignored"));
            return;
        }
        finish(Results.winFor(1 - colour), game.name(colour) + (r.quit() ? " quit" : " resigned"), kind, List.of(s));
    }

    /**
     * A draw offer, or the acceptance of the one that stands, each with the player's signed
     * statement; an agreed draw ends the game resting on both statements.
     */
    void draw(int by, Statement s) {
        ClubEnding ending = parts.ending();
        Seats seats = parts.seats();
        if (ending.over()) {
            return;
        }
        int plies = parts.board().plies();
        if (!ending.signedBy(by, s, "draw") || s.plies() > plies) {
            seats.send(by, new Message.Note("a draw offer without your signed statement as of ply " + plies
                    + " is ignored"));
            return;
        }
        boolean offered = ending.offers(by);
        List<Statement> agreed = ending.draw(s, plies);
        if (agreed != null) {
            finish("1/2-1/2", "drawn by agreement", "draw", agreed);
        } else if (!offered) {
            seats.send(by, new Message.Note(DrawNotes.youOffer(game.name(1 - by))));
            seats.send(1 - by, new Message.Note(DrawNotes.offered(game.name(by))));
        }
    }

    /**
     * Whether the side to move has run out of time; if so the game is lost on time, or drawn when
     * the opponent could never mate (checked when they act, and by the club's sweep for a player
     * who never comes back). No clock runs before both players signed the agreement.
     */
    boolean flagFell() {
        if (parts.ending().over() || !parts.pact().complete()) {
            return false;
        }
        int side = parts.board().sideToMove();
        if (!parts.clock().ranOut(side, parts.now())) {
            return false;
        }
        timeOut(side);
        return true;
    }

    /** {@code side}, to move, ran out of time: the game is lost on time, or drawn when the opponent could never mate. */
    void timeOut(int side) {
        ClubClock clock = parts.clock();
        long unaccounted = clock.unaccounted(side);
        String why = clock.daily() ? game.name(side) + " did not move within 24 hours"
                : game.name(side) + " ran out of time" + (unaccounted > 0 ? " by the referee's measure ("
                        + game.name(side) + "'s reports left " + Results.seconds(unaccounted) + " of it unaccounted for)"
                        : "");
        if (TimeOut.isDraw(parts.board().position(), side)) {
            finish("1/2-1/2", why + ", and " + game.name(1 - side) + " could never mate", "time", List.of());
        } else {
            finish(Results.winFor(1 - side), why, "time", List.of());
        }
    }

    /**
     * Ends the game for a reason the board did not decide, of {@code kind}, resting on the
     * players' {@code statements}: stored with the ratings, then declared.
     */
    private void finish(String result, String why, String kind, List<Statement> statements) {
        long now = parts.now();
        parts.storage().store(c -> GameEnd.record(c, game, result, why, kind, statements, now,
                parts.cx().origins().applies()));
        declare(result, why, kind, statements);
    }

    /** Tells both players the end, already stored, and the reveal, both signed by the club. */
    void declare(String result, String why, String kind, List<Statement> statements) {
        ClubEnding ending = parts.ending();
        ClubBoard board = parts.board();
        ending.ended(result, why, kind, statements);
        ended.run();
        parts.seats().both(ending.end(board.actions()));
        parts.seats().both(ending.reveal(board.entries(), board.salts(), board.clocks()));
        parts.cx().notices().ended(game, result, why);
    }
}
