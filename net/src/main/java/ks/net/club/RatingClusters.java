package ks.net.club;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import ks.net.club.db.ClubDatabase;

/**
 * The staff's review of the ratings (docs/club.md, "Reviewing the ratings"): groups of members whose
 * rated games are mostly among themselves, the shape a farm takes (puppets that play only the
 * farmer's accounts, accounts that play mostly puppets). From each member and their opponents, the
 * group takes in every member most of whose rated games are against it, then lets go of every
 * member most of whose games are not; of the groups of two or more this finds, short of everyone
 * who played, the largest is the club itself, and each other with three quarters or more of its
 * members' games inside it is listed. A list for people to judge, never acted on by itself: two
 * classes of one school that play only each other are listed too. It reads every rated game, and
 * takes time in the members times the pairs who played: a command for the operator, not the club.
 */
public final class RatingClusters {

    /** At least this share of a listed group's members' rated games are inside it. */
    static final double LISTED_SHARE = 0.75;

    /** One member of a group: their rating, games inside the group and all their rated games. */
    public record Member(String name, int rating, boolean established, int inside, int games) {
    }

    /** One group: its members, most games inside first, and its games inside and with others. */
    public record Cluster(List<Member> members, int gamesInside, int gamesOutside) {
    }

    private record Account(long id, String name, int rating, boolean established, String origin) {
    }

    private final Map<Long, Account> accounts = new HashMap<>();
    /** Rated games between each pair: {@code games.get(a).get(b)}, both ways. */
    private final Map<Long, Map<Long, Integer>> games = new HashMap<>();

    private RatingClusters() {
    }

    /** The groups in {@code db}'s rated games, reading origins if {@code rule} applies them. */
    public static List<Cluster> of(ClubDatabase db, OriginRule rule) {
        RatingClusters r = new RatingClusters();
        db.inTransaction(c -> {
            r.load(c, rule.applies());
            return null;
        });
        return r.clusters();
    }

    private void load(Connection c, boolean origins) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT id, name, rating, established, origin FROM accounts");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                accounts.put(r.getLong(1), new Account(r.getLong(1), r.getString(2), r.getInt(3), r.getBoolean(4),
                        origins ? r.getString(5) : null));
            }
        }
        try (PreparedStatement s = c.prepareStatement(
                "SELECT white_id, black_id FROM games WHERE result IS NOT NULL AND NOT voided");
                ResultSet r = s.executeQuery()) {
            while (r.next()) {
                long w = r.getLong(1);
                long b = r.getLong(2);
                String wo = accounts.get(w).origin();
                if (wo != null && wo.equals(accounts.get(b).origin())) {
                    continue; // one origin: not rated
                }
                games.computeIfAbsent(w, k -> new HashMap<>()).merge(b, 1, Integer::sum);
                games.computeIfAbsent(b, k -> new HashMap<>()).merge(w, 1, Integer::sum);
            }
        }
    }

    private List<Cluster> clusters() {
        Set<Set<Long>> found = new LinkedHashSet<>();
        for (long seed : new TreeSet<>(games.keySet())) {
            Set<Long> group = settle(seed);
            if (group.size() >= 2 && group.size() < games.size()) {
                found.add(group);
            }
        }
        // The largest group is the club's own body of members (or, in a club smaller than its farm,
        // the honest members, whom the listed names then show for what they are).
        Set<Long> body = found.stream().max(Comparator.comparingInt(Set::size)).orElse(Set.of());
        List<Cluster> out = new ArrayList<>();
        for (Set<Long> group : found) {
            if (group != body && share(group) >= LISTED_SHARE) {
                out.add(cluster(group));
            }
        }
        out.sort(Comparator.comparingInt((Cluster k) -> -k.gamesInside()));
        return out;
    }

    /**
     * The group grown from {@code seed} and its opponents: first every member most of whose games
     * are inside joins, until none does; then every member most of whose games are not inside
     * leaves, until none does. Each step only adds or only removes, so it ends.
     */
    private Set<Long> settle(long seed) {
        Set<Long> group = new TreeSet<>(games.get(seed).keySet());
        group.add(seed);
        boolean changed = true;
        while (changed) {
            changed = false;
            for (long a : games.keySet()) {
                if (!group.contains(a) && 2 * inside(a, group) > total(a)) {
                    changed |= group.add(a);
                }
            }
        }
        changed = true;
        while (changed) {
            changed = group.removeIf(a -> 2 * inside(a, group) <= total(a));
        }
        return group;
    }

    private int inside(long a, Set<Long> group) {
        int n = 0;
        for (Map.Entry<Long, Integer> e : games.get(a).entrySet()) {
            if (group.contains(e.getKey())) {
                n += e.getValue();
            }
        }
        return n;
    }

    private int total(long a) {
        return games.get(a).values().stream().mapToInt(Integer::intValue).sum();
    }

    private double share(Set<Long> group) {
        int in = 0;
        int all = 0;
        for (long a : group) {
            in += inside(a, group);
            all += total(a);
        }
        return all == 0 ? 0 : (double) in / all;
    }

    private Cluster cluster(Set<Long> group) {
        List<Member> members = new ArrayList<>();
        int ends = 0;
        int all = 0;
        for (long a : group) {
            Account account = Objects.requireNonNull(accounts.get(a));
            int in = inside(a, group);
            members.add(new Member(account.name(), account.rating(), account.established(), in, total(a)));
            ends += in;
            all += total(a);
        }
        members.sort(Comparator.comparingInt((Member m) -> -m.inside()).thenComparing(Member::name));
        return new Cluster(members, ends / 2, all - ends);
    }
}
