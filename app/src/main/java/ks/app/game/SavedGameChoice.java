package ks.app.game;

import java.io.IOException;
import java.util.List;
import java.util.Locale;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.app.dumb.LineSource;
import ks.app.game.GameRunner.Failure;
import ks.net.protocol.SavedGame;

/**
 * Which unfinished game a two-player invocation continues, if any: the save {@code --resume} names
 * (or the only one), or the newest with the opponent after asking at a terminal; a damaged save is
 * reported and never chosen.
 */
final class SavedGameChoice {

    private SavedGameChoice() {
    }

    /**
     * The saved game to continue, or null for a new one: with {@code --resume} the newest save
     * with the opponent (or the only one), else the player is asked; damaged saves are reported
     * and never used.
     */
    static SavedGame choose(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws Failure {
        List<GameFiles.Unfinished> all = GameFiles.unfinished(dir);
        for (GameFiles.Unfinished u : all) {
            if (u.game() == null) {
                lines.print("ks: " + u.trouble() + "; this save is not used");
            }
        }
        // --resume without --name finds the game from the saves alone: any name it was played under.
        boolean anyName = cl.resume() && cl.name() == null;
        List<GameFiles.Unfinished> mine = all.stream().filter(u -> u.game() != null)
                .filter(u -> anyName || u.game().game().me().equals(me))
                .filter(u -> cl.opponent() == null || u.game().opponent().equals(cl.opponent())).toList();
        if (mine.isEmpty()) {
            if (cl.resume()) {
                throw new Failure("no unfinished game" + (cl.opponent() == null ? "" : " with " + cl.opponent())
                        + " to resume (ks --games lists them)");
            }
            return null;
        }
        if (cl.opponent() == null && mine.stream().map(u -> u.game().opponent()).distinct().count() > 1) {
            throw new Failure("unfinished games with several opponents; name one: ks --resume opponent "
                    + "(ks --games lists them)");
        }
        if (anyName && mine.stream().map(u -> u.game().game().me()).distinct().count() > 1) {
            throw new Failure("unfinished games with " + mine.get(0).game().opponent() + " under several names; "
                    + "say which is yours: ks --resume --name NAME " + mine.get(0).game().opponent());
        }
        GameFiles.Unfinished newest = mine.get(0);
        if (cl.resume()) {
            return newest.game();
        }
        String line = "You have an unfinished game " + GameFiles.describe(newest);
        if (!lines.interactive()) {
            throw new Failure(line.replace("  (", " (") + "; continue it with " + GameRunner.resumeHint(cl, cl.opponent())
                    + " (this asks first only at a terminal)");
        }
        lines.print(line);
        try {
            String answer = lines.readLine("Continue it? (y/n) ");
            return answer != null && answer.strip().toLowerCase(Locale.ROOT).startsWith("y") ? newest.game() : null;
        } catch (IOException e) {
            throw new Failure(e.getMessage());
        }
    }
}
