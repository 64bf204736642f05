package ks.net.club;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import ks.crypto.PlayerNames;
import ks.net.club.db.Accounts;

/**
 * Whether a new member's name may stand beside the members' names: not a look-alike of one of
 * them ({@link PlayerNames#looksAlike}), of {@value ClubNames#CLUB} or of
 * {@value ClubNames#ANONYMOUS}, nor misleading by itself ({@link PlayerNames#confusion}). The
 * members' skeletons (two a name at most) are computed once per name and kept (only members'
 * names, so a flood of refused names costs no memory), so a registration costs one name's
 * skeletons and a comparison per member; they are computed afresh by each run of the club, so a
 * newer Unicode's look-alikes count against old names too.
 */
final class MemberNames {

    private final Map<String, Set<String>> skeletons = new ConcurrentHashMap<>();

    /** Why {@code name} cannot be a new member's name beside {@code members}, as one line, or empty. */
    Optional<String> refusal(String name, List<String> members) {
        if (!ClubNames.isReadable(name)) {
            // Dots alone name a directory: a member's ks reads no reply that names one (ClubNames.isReadable).
            return Optional.of("the name " + name + " is dots alone, which name directories; choose another");
        }
        for (String reserved : List.of(ClubNames.CLUB, ClubNames.ANONYMOUS)) {
            if (PlayerNames.looksAlike(name, reserved)) {
                return Optional.of("the name " + name + " looks like '" + reserved + "', which the club shows for "
                        + (reserved.equals(ClubNames.CLUB) ? "itself" : "a hidden seeker") + "; choose another");
            }
        }
        Set<String> skeleton = PlayerNames.skeletons(name);
        for (String member : members) {
            if (!Collections.disjoint(skeletons.computeIfAbsent(member, PlayerNames::skeletons), skeleton)) {
                return Optional.of(Accounts.key(member).equals(Accounts.key(name))
                        ? "the name " + name + " is taken (names are unique, whatever their case)"
                        : "the name " + name + " looks like " + member + ", a member's name already; choose one "
                                + "that cannot be taken for it");
            }
        }
        return PlayerNames.confusion(name).map(why -> "the name " + name + " " + why + "; choose another");
    }
}
