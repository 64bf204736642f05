package ks.net.club;

import ks.crypto.PlayerNames;

/**
 * The rule for club member names: a player name ({@link PlayerNames}) that is not the club's
 * own, so a member's name can travel in the handshake and never pose as the club.
 */
public final class ClubNames {

    /** The name the club gives in the handshake; clients pin its key under it. */
    public static final String CLUB = "club";

    public static final String RULE = PlayerNames.RULE + ", other than '" + CLUB + "'";

    private ClubNames() {
    }

    public static boolean isValid(String name) {
        return PlayerNames.isValid(name) && !name.equalsIgnoreCase(CLUB);
    }
}
