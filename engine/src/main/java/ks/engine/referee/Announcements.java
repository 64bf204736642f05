package ks.engine.referee;

import java.util.List;

/**
 * What each player hears from one event (an attempt, a question, the start of a turn), in the
 * order the referee says it. Both lists are immutable.
 */
public record Announcements(List<Announcement> white, List<Announcement> black) {

    public static final Announcements NONE = new Announcements(List.of(), List.of());

    public Announcements {
        white = List.copyOf(white);
        black = List.copyOf(black);
    }

    /** What the player of {@code color} hears. */
    public List<Announcement> heardBy(int color) {
        return color == ks.engine.Color.WHITE ? white : black;
    }
}
