package ks.net.club;

import java.util.List;
import java.util.Optional;
import ks.crypto.PlayerNames;
import ks.net.club.db.Accounts;

/**
 * The rule for club member names: a player name ({@link PlayerNames}) that is not the club's
 * own, so a member's name can travel in the handshake and never pose as the club. A new member's
 * name must also not mislead ({@link #refusal}): it may not look like another member's name, the
 * club's, or the "anonymous" that stands for a hidden seeker, nor mix scripts by itself.
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
     * Why {@code name} cannot be a new member's name beside {@code members} (the names there
     * already), as one line, or empty when it can. Every member's name is compared afresh, so a
     * newer Unicode's look-alikes count against old names too.
     */
    public static Optional<String> refusal(String name, List<String> members) {
        for (String reserved : List.of(CLUB, ANONYMOUS)) {
            if (PlayerNames.looksAlike(name, reserved)) {
                return Optional.of("the name " + name + " looks like '" + reserved + "', which the club shows for "
                        + (reserved.equals(CLUB) ? "itself" : "a hidden seeker") + "; choose another");
            }
        }
        String skeleton = PlayerNames.skeleton(name);
        for (String member : members) {
            if (PlayerNames.skeleton(member).equals(skeleton)) {
                return Optional.of(Accounts.key(member).equals(Accounts.key(name))
                        ? "the name " + name + " is taken (names are unique, whatever their case)"
                        : "the name " + name + " looks like " + member + ", a member's name already; choose one "
                                + "that cannot be taken for it");
            }
        }
        return PlayerNames.confusion(name).map(why -> "the name " + name + " " + why + "; choose another");
    }
}
