package ks.net.protocol;

import java.util.List;
import java.util.function.Consumer;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;

/**
 * What the host's own player hears of the referee: the answers to its attempts and questions
 * and the news of the guest's actions, as events. The same rule serves the live game and the
 * retelling of a resumed one, so a resumed view rebuilds exactly what its player saw.
 */
final class HostHearing {

    private final int colour;
    private final Consumer<Event> player;

    HostHearing(int colour, Consumer<Event> player) {
        this.colour = colour;
        this.player = player;
    }

    /** What the player hears as play opens (pawn tries, say). */
    void opening(Referee referee) {
        List<Announcement> mine = referee.turnStart().heardBy(colour);
        if (!mine.isEmpty()) {
            player.accept(new Event.Heard(false, -1, mine));
        }
    }

    /** What the player hears of one ruling on {@code mover}'s attempt. */
    void ruling(Ruling ruling, int mover) {
        if (mover == colour) {
            player.accept(new Event.Answered(ruling.move(), ruling.verdict(), ruling.heardBy(colour)));
            return;
        }
        int lost = ruling.isLegal() && ruling.facts().capture() != null ? ruling.facts().capture().square() : -1;
        List<Announcement> heard = ruling.heardBy(colour);
        if (ruling.isLegal() || !heard.isEmpty()) {
            player.accept(new Event.Heard(ruling.isLegal(), lost, heard));
        }
    }

    /** What the player hears of the answer to {@code asker}'s "any?". */
    void answer(Announcements answer, int asker) {
        List<Announcement> mine = answer.heardBy(colour);
        if (asker == colour) {
            player.accept(new Event.Answered(Move.NONE, null, mine));
        } else if (!mine.isEmpty()) {
            player.accept(new Event.Heard(false, -1, mine));
        }
    }

    /** Everything the player heard in the game so far, replayed through a fresh referee. */
    void retell(String startFen, Terms terms, List<Entry> entries) {
        Referee replay = new Referee(Position.fromFen(startFen), terms.rules());
        opening(replay);
        for (Entry e : entries) {
            if (e.isTry()) {
                ruling(replay.attempt(Entries.move(e.move())), e.colour());
            } else {
                answer(replay.askAny(), e.colour());
            }
        }
    }
}
