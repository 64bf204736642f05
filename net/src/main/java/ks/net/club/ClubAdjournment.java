package ks.net.club;

import java.util.ArrayList;
import java.util.List;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.protocol.Message;
import ks.net.protocol.Statement;

/**
 * Adjourning a live club game by agreement (docs/club.md). A player proposes with their signed
 * {@code adjourn} statement, which the club keeps and passes on to the opponent, and every
 * proposal is answered; the proposal stands until the game is adjourned, as between two
 * processes, so one made again is answered but neither stored nor passed on again. When the
 * opponent's signed statement comes too, both clocks stand ({@link ClubClock#stand}), the game is stored as
 * adjourned, each player is answered with the other's statement (on which their ks saves the game
 * and stops) and both seats are let go. The club alone decides that the game stopped: a member's
 * ks stops only on the opponent's statement passed on after its own proposal. The game goes on
 * once both players have sat down at it again: the clocks start then, and the one who sat down
 * first and waits is shown the agreement again in a {@code start} message. A daily game needs no
 * adjournment, since its 24 hours a move run whether or not anybody sits at the board, and a
 * proposal is answered so in one line. Used only on the game's actor.
 */
final class ClubAdjournment {

    /** The answer to a proposal to adjourn a daily game. */
    static final String DAILY = "adjournment is not available in daily games, which need none: each move has"
            + " 24 hours whether or not you sit at the board";
    /** The answer to a move, question, draw or resignation while the game stands adjourned. */
    static final String STANDS = "the game is adjourned: it goes on when both players sit down at it again"
            + " (type 'adjourn' to leave it)";

    private final GameParts parts;
    private final Games.Game game;
    /** Each player's proposal that stands, white's first; both stand while the game is adjourned. */
    private final Statement[] offers = new Statement[2];
    private boolean adjourned;

    ClubAdjournment(GameParts parts) {
        this.parts = parts;
        this.game = parts.game();
    }

    /** Takes back the adjournment as it was stored. */
    void restore(GameSignatures.StoredAdjournment stored) {
        for (Statement s : stored.offers()) {
            offers[s.colour()] = s;
        }
        adjourned = stored.adjourned();
        if (adjourned) {
            parts.clock().stand();
        }
    }

    /** Whether both players agreed to adjourn and have not both sat down again since. */
    boolean adjourned() {
        return adjourned;
    }

    /** The player of {@code colour} proposes to adjourn, or agrees to the opponent's proposal, with {@code s}. */
    void propose(int colour, Statement s) {
        Seats seats = parts.seats();
        if (parts.ending().over()) {
            seats.send(colour, new Message.Note("the game is over"));
            return;
        }
        if (parts.clock().daily()) {
            seats.send(colour, new Message.Note(DAILY));
            return;
        }
        int plies = parts.board().plies();
        if (!parts.ending().signedBy(colour, s, "adjourn") || s.plies() > plies) {
            seats.send(colour, new Message.Note("a proposal to adjourn without your signed statement as of ply "
                    + plies + " is ignored"));
            return;
        }
        if (adjourned) {
            // This player's ks did not take the club's answer (it started again since it proposed): here it is again.
            seats.send(colour, new Message.Adjourn(offers[1 - colour]));
            return;
        }
        if (offers[colour] != null) {
            // It stands, stored and passed on: made again it changes nothing, so it is neither.
            seats.send(colour, new Message.Note(proposed(colour)));
            return;
        }
        offers[colour] = s;
        boolean agreed = offers[1 - colour] != null;
        if (agreed) {
            adjourned = true;
            parts.clock().stand();
        }
        List<Statement> standing = standing();
        parts.storage().store(c -> GameSignatures.adjournment(c, game.id(), agreed, standing));
        if (!agreed) {
            seats.send(colour, new Message.Note(proposed(colour)));
            seats.send(1 - colour, new Message.Adjourn(s));
            return;
        }
        seats.send(colour, new Message.Adjourn(offers[1 - colour]));
        seats.send(1 - colour, new Message.Adjourn(s));
        // Each ks stops on its answer; letting the seats go means only players who sit down again count as back.
        seats.closeAll("the game is adjourned: it goes on when both players sit down at it again");
    }

    /** What a player whose proposal stands is told, {@code colour} being theirs. */
    private String proposed(int colour) {
        return "you propose to adjourn; the game stops when " + game.name(1 - colour) + " agrees";
    }

    /**
     * The player of {@code colour} caught up after sitting down: an opponent's proposal that stands
     * is told in words. Not as the opponent's statement, on which a ks that had proposed and whose
     * proposal never reached the club would stop while the game goes on.
     */
    void caughtUp(int colour) {
        if (!adjourned && offers[1 - colour] != null) {
            parts.seats().send(colour, new Message.Note(game.name(1 - colour)
                    + " proposes to adjourn the game; type 'adjourn' to agree"));
        }
    }

    /**
     * The player of {@code colour} sat down. At an adjourned game, once both sit there, it goes on:
     * the clocks start now, and the opponent, who sat down first and waits, gets the agreement in a
     * {@code start} message (the one who just sat down is told in the {@code seated} reply that
     * the game is not adjourned).
     */
    void sat(int colour) {
        if (!adjourned || parts.seats().of(1 - colour) == null) {
            return;
        }
        long now = parts.now();
        adjourned = false;
        offers[0] = null;
        offers[1] = null;
        ClubClock clock = parts.clock();
        clock.start(now);
        parts.storage().store(c -> {
            GameSignatures.adjournment(c, game.id(), false, List.of());
            Games.clocks(c, game.id(), clock.left(0), clock.left(1), now);
        });
        ClubAgreement pact = parts.pact();
        parts.seats().of(1 - colour).send(new Message.Start(pact.agreement(), pact.clubSignature()));
    }

    private List<Statement> standing() {
        List<Statement> out = new ArrayList<>();
        for (Statement s : offers) {
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }
}
