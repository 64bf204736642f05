package ks.app.ratings;

import java.io.IOException;
import java.nio.file.Path;
import java.util.function.Consumer;
import java.util.function.Predicate;
import ks.app.cli.ConfigDir;
import ks.app.cli.KsVersion;
import ks.engine.rating.Standing;
import ks.engine.rating.Standings;
import ks.net.protocol.GameRecord;

/**
 * The ratings a player sees around a game: both players' ratings from this player's ledger when
 * the game starts, and after a finished game whose audit passed, the game rated in the ledger and
 * both changes shown. Every finished game's record is audited here once, as saved, and kept as
 * checked for {@code ks --ratings --check}.
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

    /**
     * After a game played here whose record is saved in {@code file}: audits the record as saved,
     * once; when the game is {@code rated}, rates it and tells the player what changed, or why
     * nothing did; then keeps what the audit found for {@code ks --ratings --check} ({@link
     * CheckedRecords}), after the rating, so that a process ended in between loses no rating. {@code auditPassed} is the session's own verdict (for the host it includes the guest's
     * report); {@code practice} tells practice games, as the check does.
     */
    public static void afterGame(ConfigDir dir, Path file, boolean rated, boolean auditPassed,
            Predicate<GameRecord> practice, Consumer<String> lines) {
        CheckedRecords records = CheckedRecords.atGameEnd(dir.root(), practice, KsVersion.build());
        CheckedRecord checked;
        try {
            checked = records.check(file);
        } catch (IOException e) {
            if (rated) {
                lines.accept("ks: could not rate the game: " + e.getMessage());
            }
            return;
        }
        try {
            rate(dir, file, rated, auditPassed, checked, lines);
        } finally {
            records.keep(n -> lines.accept("ks: note: " + n));
        }
    }

    private static void rate(ConfigDir dir, Path file, boolean rated, boolean auditPassed, CheckedRecord checked,
            Consumer<String> lines) {
        if (!rated) {
            return;
        }
        if (!auditPassed) {
            lines.accept("Ratings unchanged: the game's audit did not pass.");
            return;
        }
        if (!checked.rateable()) {
            lines.accept("Ratings unchanged: " + checked.problem() + ".");
            return;
        }
        try {
            Standings.Result r = new Ledger(dir.root()).add(checked, file);
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
