package ks.net.club;

import java.util.Collection;

/**
 * What an anonymous seek shows of its seeker's rating: the band of {@value #WIDTH} it falls in
 * (1237 shows as 1200-1299), and nothing at all when fewer than {@value #FEWEST} members are
 * listed in that band, since the public ratings would then name the seeker (a provisional
 * rating is not listed, so it does not hide an established seeker). On the wire the band
 * travels as its lower bound (0 for none), the field a member's ks has always read as a rating.
 */
public final class RatingBand {

    static final int WIDTH = 100;
    static final int FEWEST = 3;

    private RatingBand() {
    }

    /** The lower bound of the band {@code rating} shows as among {@code ratings} (the listed ones), or 0. */
    public static int lowerBound(int rating, Collection<Integer> ratings) {
        int low = Math.floorDiv(rating, WIDTH) * WIDTH;
        long sharing = ratings.stream().filter(r -> r >= low && r < low + WIDTH).count();
        return low > 0 && sharing >= FEWEST ? low : 0;
    }

    /** A band's lower bound as a member reads it. */
    public static String text(int lowerBound) {
        return lowerBound <= 0 ? "rating hidden" : lowerBound + "-" + (lowerBound + WIDTH - 1);
    }
}
