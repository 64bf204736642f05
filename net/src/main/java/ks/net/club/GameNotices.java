package ks.net.club;

import ks.net.club.db.Games;

/** Told about the moves and ends of the club's games, for e-mail and the log; must not block. */
public interface GameNotices {

    /** {@code mover} just made a legal move, the {@code plies}-th of the game. */
    void moved(Games.Game game, int mover, int plies);

    /** The game ended. */
    void ended(Games.Game game, String result, String reason);
}
