package ks.app.club;

import java.io.PrintStream;
import java.util.List;
import java.util.Optional;
import ks.net.club.ClubConfig;
import ks.net.club.RatingClusters;
import ks.net.club.RatingReplay;
import ks.net.club.db.Accounts;
import ks.net.club.db.ClubDatabase;
import ks.net.club.db.ClubStoreException;
import ks.text.Printable;

/**
 * The staff's review of a club's ratings, from the operator's shell (docs/club.md, "Reviewing the
 * ratings"): {@code ks --club-server [--config DIR | --db URL] --review} lists the groups of members
 * whose rated games are mostly among themselves ({@link RatingClusters}); {@code --void NAME} voids
 * that member's finished games and works every rating out again without them ({@link RatingReplay}).
 * Both open the club's database themselves, so the embedded one only while the club is stopped.
 */
final class ClubReviewCommand {

    private ClubReviewCommand() {
    }

    /** How {@code --void} is given with its name in one word. */
    static final String VOID_IS = "--void=";

    /** Whether {@code args} ask for a review rather than a running club. */
    static boolean asked(List<String> args) {
        return args.contains("--review") || args.contains("--void") || args.stream().anyMatch(a -> a.startsWith(VOID_IS));
    }

    static int run(ClubConfig config, List<String> args, PrintStream out, PrintStream err) {
        int at = args.indexOf("--void");
        String name = at >= 0 ? args.get(at + 1)
                : args.stream().filter(a -> a.startsWith(VOID_IS)).map(a -> a.substring(VOID_IS.length())).findFirst()
                        .orElse(null);
        if (name != null && reviewAsked(args, at >= 0 ? at + 1 : -1)) {
            err.println("ks: --review and --void are two commands; give one");
            return 2;
        }
        // H2 would make an empty club where a mistyped --config points: say there is none instead.
        if (config.jdbcUrl() == null && !ClubDatabase.embeddedExists(config.dir())) {
            err.println("ks: no club's database in " + config.dir() + " (a club run with the same --config keeps it"
                    + " there); nothing to " + (name == null ? "review" : "void"));
            return 1;
        }
        ClubDatabase db;
        try {
            db = ClubDatabase.open(config.databaseUrl(), config.dbUser(), config.dbPassword(), 2);
        } catch (ClubStoreException e) {
            err.println("ks: " + e.getMessage() + (config.jdbcUrl() == null
                    ? " (the embedded database opens only while the club is stopped)" : ""));
            return 1;
        }
        try (db) {
            if (name == null) {
                review(RatingClusters.of(db, config.origins()), out);
                if (config.origins().applies()) {
                    withoutOrigin(db.inTransaction(Accounts::withoutOrigin), out);
                }
                return 0;
            }
            Optional<RatingReplay.Voided> voided = RatingReplay.voidMember(db, name, config.origins());
            if (voided.isEmpty()) {
                err.println("ks: no member is named " + Printable.line(name, 40) + "; nothing was voided");
                return 1;
            }
            told(voided.get(), out);
            return 0;
        } catch (ClubStoreException e) {
            err.println("ks: " + e.getMessage());
            return 1;
        }
    }

    /**
     * Whether {@code --review} is asked for as an option, not as the name {@code --void} is given
     * (at {@code name}): a member's name may be any word of letters, digits, '.', '-' and '_'. A name
     * ks takes out of every command line ({@code -d}, {@code --ascii}, {@code --config}) is given as
     * {@code --void=NAME}.
     */
    private static boolean reviewAsked(List<String> args, int name) {
        for (int i = 0; i < args.size(); i++) {
            if (i != name && args.get(i).equals("--review")) {
                return true;
            }
        }
        return false;
    }

    private static void review(List<RatingClusters.Cluster> clusters, PrintStream out) {
        if (clusters.isEmpty()) {
            out.println("no group of members plays its rated games mostly among itself, apart from the club's main body");
            return;
        }
        out.println(clusters.size() + (clusters.size() == 1 ? " group" : " groups") + " of members whose rated games "
                + "are mostly among themselves (the club's main body left out):");
        int n = 0;
        for (RatingClusters.Cluster c : clusters) {
            out.printf("group %d: %d members, %d rated games among themselves, %d with others%n", ++n,
                    c.members().size(), c.gamesInside(), c.gamesOutside());
            for (RatingClusters.Member m : c.members()) {
                out.printf("  %-20s %4d %-11s %d of %d rated games inside%n", m.name(), m.rating(),
                        m.established() ? "established" : "provisional", m.inside(), m.games());
            }
        }
        out.println("void a member's games with: ks --club-server --void NAME (with the club stopped)");
    }

    /**
     * The members the origin rules pass by, {@code counts} as {@link Accounts#withoutOrigin} gives
     * them: under {@code --origins public}, every member of a club reached through a proxy or tunnel
     * on its own host, which the operator would not know otherwise.
     */
    private static void withoutOrigin(long[] counts, PrintStream out) {
        if (counts[0] > 0) {
            out.println(counts[0] + " of " + counts[1] + (counts[1] == 1 ? " member" : " members") + (counts[0] == 1 ? " has" : " have") + " no "
                    + "origin kept (registered before origins were kept, from an address not of the public internet, "
                    + "such as a proxy's or tunnel's on the club's own host, or under --origins off): the origin rules "
                    + "pass them by");
        }
    }

    private static void told(RatingReplay.Voided v, PrintStream out) {
        out.println("voided " + v.games() + (v.games() == 1 ? " game" : " games") + " of " + v.name()
                + "; every rating worked out again without them" + (v.changes().isEmpty() ? ": none changed" : ":"));
        for (RatingReplay.Change c : v.changes()) {
            out.printf("  %-20s %4d -> %d%n", c.name(), c.before(), c.after());
        }
    }
}
