package ks.net.seek;

import ks.crypto.PlayerNames;
import ks.engine.clock.TimeControl;

/**
 * What a seeker offers: a game against {@code name} (left out of the announcement when
 * {@code anonymous}) of that {@code rating}, under {@code time}.
 */
public record SeekOffer(String name, boolean anonymous, int rating, TimeControl time) {

    public SeekOffer {
        if (name == null || !PlayerNames.isValid(name)) {
            throw new IllegalArgumentException("a seek needs the seeker's player name");
        }
        if (rating < 0 || rating > Seek.MAX_RATING) {
            throw new IllegalArgumentException("a rating from 0 to " + Seek.MAX_RATING + ", not " + rating);
        }
        if (time == null) {
            throw new IllegalArgumentException("a seek needs a time control");
        }
    }
}
