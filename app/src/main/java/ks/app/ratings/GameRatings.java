package ks.app.ratings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import ks.app.cli.ConfigDir;
import ks.engine.rating.Standing;
import ks.engine.rating.Standings;
import ks.net.protocol.GameRecord;

/**
 * The ratings a player sees around a game: both players' ratings from this player's ledger when
 * the game starts, and after a finished game whose audit passed, the game rated in the ledger and
 * both changes shown.
 */
public final class GameRatings {

    private GameRatings() {
    }

    /** The line shown as the game starts. */
    public static String startLine(ConfigDir dir, String me, String opponent) {
        try {
            Standings table = new Ledger(dir.root()).standings();
            return "Ratings (your ledger): " + describe(table.of(me)) + ", " + describe(table.of(opponent));
        } catch (IOException e) {
            return "Ratings: " + e.getMessage();
        }
    }

    /** Rates a finished game saved in {@code file} and tells the player what changed, or why nothing did. */
    public static void afterGame(ConfigDir dir, GameRecord record, Path file, boolean auditPassed, Consumer<String> lines) {
        if (!auditPassed) {
            lines.accept("Ratings unchanged: the game's audit did not pass.");
            return;
        }
        String problem = Rateable.problem(record);
        if (problem != null) {
            lines.accept("Ratings unchanged: " + problem + ".");
            return;
        }
        try {
            Standings.Result r = new Ledger(dir.root()).add(record, file);
            if (r != null) {
                lines.accept("Ratings: " + change(r.white()) + ", " + change(r.black()));
            }
        } catch (IOException e) {
            lines.accept("ks: could not rate the game: " + e.getMessage());
        }
    }

    private static String describe(Standing s) {
        return s.name() + " " + s.rating() + (s.games() == 0 ? " (no rated games)"
                : " (" + s.games() + (s.games() == 1 ? " game)" : " games)"));
    }

    public static String change(Standings.Change c) {
        int d = c.delta();
        return c.name() + " " + c.before() + " -> " + c.after() + " (" + (d >= 0 ? "+" : "") + d + ")";
    }
}
