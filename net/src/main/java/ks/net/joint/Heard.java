package ks.net.joint;

import java.util.List;
import ks.engine.referee.Announcement;

/**
 * One thing the keeper's player heard in a joint game, as its view was told: the answer to its
 * own attempt or question ({@code own}: the {@code move}, -1 for "any?", and the {@code verdict}'s
 * name, null for "any?"), or news of the other's action ({@code moved} when the turn passed,
 * {@code lost} the square of its man just taken or -1); and the words.
 */
public record Heard(boolean own, int move, String verdict, boolean moved, int lost, List<Announcement> words) {
    public Heard {
        words = List.copyOf(words);
    }
}
