package ks.engine.referee;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;

/**
 * The referee's notepad for one event: a rule set writes down who hears what, and the referee
 * turns it into immutable {@link Announcements}. Mutable and single-use.
 */
public final class Hearing {

    private final List<Announcement> white = new ArrayList<>(4);
    private final List<Announcement> black = new ArrayList<>(4);

    /** Both players hear it. */
    public void toBoth(Announcement a) {
        white.add(a);
        black.add(a);
    }

    /** Only the player of {@code color} hears it. */
    public void to(int color, Announcement a) {
        (color == Color.WHITE ? white : black).add(a);
    }

    /** Both players hear words that state no facts. */
    public void toBoth(Announcement.Kind kind, String text) {
        toBoth(new Announcement(kind, text));
    }

    /** Only the player of {@code color} hears words that state no facts. */
    public void to(int color, Announcement.Kind kind, String text) {
        to(color, new Announcement(kind, text));
    }

    /** What each player heard, once the rule set has spoken. */
    public Announcements done() {
        return white.isEmpty() && black.isEmpty() ? Announcements.NONE : new Announcements(white, black);
    }
}
