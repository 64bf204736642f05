package ks.net.club.mail;

import java.util.Optional;
import ks.engine.Color;
import ks.net.club.ClubTimeControl;
import ks.net.club.GameNotices;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.Games;

/**
 * The e-mail of daily games: after each move the player now to move hears that it is their turn,
 * how long they have, and the command that moves without sitting down.
 */
public final class DailyMail implements GameNotices {

    private final ClubDatabase db;
    private final Mailer mailer;
    private final String clubAddress;

    public DailyMail(ClubDatabase db, Mailer mailer, String clubAddress) {
        this.db = db;
        this.mailer = mailer;
        this.clubAddress = clubAddress;
    }

    @Override
    public void moved(Games.Game game, int mover, int plies) {
        if (mailer == Mailer.NONE || !ClubTimeControl.parse(game.timeControl()).daily()) {
            return;
        }
        long toId = mover == Color.WHITE ? game.blackId() : game.whiteId();
        String moverName = game.name(mover);
        Optional<Accounts.Account> to = db.inTransaction(c -> Accounts.byId(c, toId));
        if (to.isEmpty()) {
            return;
        }
        String subject = "ks club: " + moverName + " moved in your daily game " + game.id().substring(0, 8);
        String body = "Hello " + to.get().name() + ",\n\n"
                + moverName + " made a move (ply " + plies + ") in your daily Kriegspiel game " + game.id() + ".\n"
                + "It is your move: you have 24 hours from now, or the game is lost on time.\n\n"
                + "Sit down at the board:  ks --club " + clubAddress + " " + moverName + "\n"
                + "or move at once:        ks --club " + clubAddress + " move " + game.id() + " MOVE\n";
        mailer.send(to.get().email(), subject, body);
    }

    @Override
    public void ended(Games.Game game, String result, String reason) {
        // Both players see the end at the board or with ks --club HOST games; no e-mail needed.
    }
}
