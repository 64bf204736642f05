package ks.net.club;

import ks.crypto.Identity;
import ks.net.club.db.GameSignatures;
import ks.net.club.db.Games;
import ks.net.protocol.Message;

/**
 * Sitting down at a club game and signing its agreement (docs/club.md, "How the agreement is
 * signed"). The key a player first sits down with becomes theirs for the game, since it signs
 * their attempts and their record names it; once both have sat down the club can write the
 * {@link ClubAgreement}, which it shows with its own signature. Each player's signature on it is
 * checked with their key, stored, and passed to the opponent, so each player's ks holds both
 * before the first ply; the clocks start with the second signature. Used only on the game's actor.
 */
final class ClubSigning {

    private final GameParts parts;
    private final Games.Game game;
    private final ClubAgreement pact;

    ClubSigning(GameParts parts) {
        this.parts = parts;
        this.game = parts.game();
        this.pact = parts.pact();
    }

    /**
     * Seats a player on a connection. The first time, the key they present becomes the game's key
     * for them; later they must come back with the same key. Returns null when seated, else the one
     * line why not.
     */
    String sit(int colour, ClubSeat seat, Identity key) {
        if (pact.key(colour) == null) {
            parts.cx().db().inTransaction(c -> {
                Games.setKey(c, game.id(), colour, key.hex());
                return null;
            });
            pact.bind(colour, key.hex());
            // The opponent, seated and waiting for an agreement to sign, gets it now.
            Seats seats = parts.seats();
            if (pact.agreement() != null && seats.waiting(1 - colour) && pact.signature(1 - colour) == null) {
                seats.of(1 - colour).send(new Message.Start(pact.agreement(), pact.clubSignature()));
            }
        } else if (!pact.key(colour).equals(key.hex())) {
            return "you played this game with another key (fingerprint "
                    + pact.identity(colour).fingerprint()
                    + "); sit down from the ks directory that holds it";
        }
        parts.seats().take(colour, seat);
        return null;
    }

    /**
     * What a player who just sat down is told: the terms, the agreement once it can be written, and
     * whether the game is {@code adjourned} (they wait for the opponent to sit down too).
     */
    ClubMessage.Seated seated(boolean adjourned) {
        ClubRules rules = ClubRules.parse(game.rules());
        return new ClubMessage.Seated(game.id(), game.white(), game.black(), rules.ruleSet(), rules.announceCaptures(),
                rules.pawnTries(), game.startFen(), game.chainSeed(), game.timeControl(), pact.agreement(),
                pact.clubSignature(), adjourned);
    }

    /**
     * A player's signature on the agreement: checked with the key they sat down with and kept;
     * the answer is the opponent's signature once there is one (and an opponent who signed first
     * and waits gets this one).
     */
    void agree(int colour, Message.Agree a) {
        ClubSeat seat = parts.seats().of(colour);
        if (!pact.verifies(colour, a.signature())) {
            seat.send(new Message.Note(pact.agreement() == null
                    ? "there is no agreement to sign yet: " + game.name(1 - colour) + " has not sat down at this game"
                    : "your signature on the agreement does not verify; it is ignored"));
            return;
        }
        boolean fresh = pact.signature(colour) == null;
        if (fresh) {
            pact.signed(colour, a.signature());
            // The clocks start when the game can begin: once both players signed.
            long now = parts.now();
            boolean begins = pact.complete();
            ClubClock clock = parts.clock();
            if (begins) {
                clock.start(now);
            }
            parts.storage().store(c -> {
                GameSignatures.agree(c, game.id(), colour, a.signature());
                if (begins) {
                    Games.clocks(c, game.id(), clock.left(0), clock.left(1), now);
                }
            });
        }
        String theirs = pact.signature(1 - colour);
        if (theirs != null) {
            seat.send(new Message.Agree(theirs));
            if (fresh && parts.seats().waiting(1 - colour)) {
                parts.seats().of(1 - colour).send(new Message.Agree(a.signature()));
            }
        }
    }
}
