package ks.net.club.web;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Referee;
import ks.engine.rules.RuleSets;
import ks.net.club.db.GameMoves;
import ks.net.club.db.Games;
import ks.net.protocol.Entries;

/**
 * What a spectator of a game in progress may know: the umpire's announcements that both players
 * heard, in order, each under the move it came at. Nothing that only one player was told (a
 * spectator could pass it on to the other), no move and no attempt, and no square of a man: an
 * announcement other than a capture's that names a square (RAND's pawn tries, which name the
 * pawns' squares) is shown by what it is, without its squares. A capture names only the square
 * where a man was taken, as both players were told.
 */
final class Spectator {

    private static final Pattern SQUARE = Pattern.compile("\\b[a-h][1-8]\\b");

    /** What both players heard at one point of the game: {@code when} (the move and who was to move), the words. */
    record Heard(String when, List<String> words) {
    }

    private Spectator() {
    }

    /** The announcements both players of {@code game} heard after {@code actions}, in order. */
    static List<Heard> of(Games.Game game, List<GameMoves.Action> actions) {
        Referee referee = new Referee(Position.fromFen(game.startFen()), RuleSets.byName(game.rules()));
        List<Heard> out = new ArrayList<>();
        add(out, "the start", shared(referee.turnStart().heardBy(Color.WHITE), referee.turnStart().heardBy(Color.BLACK)));
        for (GameMoves.Action a : actions) {
            String when = "move " + referee.position().fullmoveNumber() + ", " + Color.name(a.colour()) + " to move";
            if (a.move() == null) {
                var answer = referee.askAny();
                add(out, when, shared(answer.heardBy(Color.WHITE), answer.heardBy(Color.BLACK)));
            } else {
                var ruling = referee.attempt(Entries.move(a.move()));
                add(out, when, shared(ruling.heardBy(Color.WHITE), ruling.heardBy(Color.BLACK)));
            }
        }
        return out;
    }

    private static void add(List<Heard> out, String when, List<String> words) {
        if (!words.isEmpty()) {
            out.add(new Heard(when, words));
        }
    }

    /** The words of what {@code white} and {@code black} both heard, squares of men left out. */
    private static List<String> shared(List<Announcement> white, List<Announcement> black) {
        List<Announcement> left = new ArrayList<>(black);
        List<String> words = new ArrayList<>();
        for (Announcement a : white) {
            if (left.remove(a)) {
                words.add(a.kind() != Announcement.Kind.CAPTURE && SQUARE.matcher(a.text()).find()
                        ? "(" + a.kind().wireName().replace('-', ' ') + ", their squares for the players only)"
                        : a.text());
            }
        }
        return words;
    }
}
