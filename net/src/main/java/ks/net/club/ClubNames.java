package ks.net.club;

import ks.crypto.PlayerNames;

/**
 * The rule for club member names: a player name ({@link PlayerNames}) that is not the club's
 * own, so a member's name can travel in the handshake and never pose as the club. A new member's
 * name must also not mislead ({@link MemberNames}).
 */
public final class ClubNames {

    /** The name the club gives in the handshake; clients pin its key under it. */
    public static final String CLUB = "club";

    /** What a seek shows instead of the name of a seeker who asked to be hidden. */
    public static final String ANONYMOUS = "anonymous";

    public static final String RULE = PlayerNames.RULE + ", other than '" + CLUB + "'";

    /**
     * What a member's ks and the club agree before their handshake, which the handshake
     * authenticates: that this is a club connection, so a handshake made for a game between two
     * players can never be taken for one with a club, or the other way round.
     */
    public static byte[] prologue() {
        return "ks-club/1".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
    }

    private ClubNames() {
    }

    public static boolean isValid(String name) {
        return PlayerNames.isValid(name) && !name.equalsIgnoreCase(CLUB);
    }

    /**
     * Whether a member's ks takes {@code name} from a club's reply as a member's: a valid name, or
     * one whose other characters this Java does not know (a club on a newer Java registers the
     * letters of a newer Unicode, and a list naming such a member must not be refused whole). An
     * unknown character is no separator, control or mark of this Java's, so the name still cannot
     * lead out of a directory or move the terminal.
     */
    public static boolean isReadable(String name) {
        if (name == null || name.isEmpty() || name.chars().allMatch(c -> c == '.')) {
            // Dots alone name a directory, never a member's file.
            return false;
        }
        if (isValid(name)) {
            return true;
        }
        return name.codePointCount(0, name.length()) <= 64 && !name.equalsIgnoreCase(CLUB)
                && name.codePoints().allMatch(c -> Character.getType(c) == Character.UNASSIGNED
                        || PlayerNames.isValid(Character.toString(c)));
    }
}
