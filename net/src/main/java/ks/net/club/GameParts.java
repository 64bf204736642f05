package ks.net.club;

import ks.net.club.db.Games;

/**
 * What the parts of one club game share ({@link ClubSigning}, {@link ClubMoves},
 * {@link ClubFinish}, {@link ClubResume}, {@link ClubAdjournment}): the club's context, the game's
 * row, its board, clocks, agreement, ending, seats and storage. {@link ClubGame} builds it once,
 * so each part takes the game whole rather than the same eight collaborators one by one. Used
 * only on the game's actor.
 */
record GameParts(ClubGame.Context cx, Games.Game game, ClubBoard board, ClubClock clock, ClubAgreement pact,
        ClubEnding ending, Seats seats, ClubStorage storage) {

    /** The club's wall clock now, in milliseconds. */
    long now() {
        return cx.clock().millis();
    }
}
