package ks.engine.circuit;

import java.util.EnumMap;
import java.util.Map;

/**
 * Sliding along a direction, set-wise: Kogge-Stone fills (Peter Kogge and Harold Stone's
 * parallel prefix, as chess programs use it for "occluded fills") in three doubling steps. One
 * {@code Fills} belongs to one set of empty squares and keeps the propagators it derives from
 * them (each step's "all empty so far"), shared by the two directions of a line: the
 * propagators one way are those of the other way shifted, for free.
 */
public final class Fills {

    private final Word empty;
    private final Map<Direction, Word[]> propagators = new EnumMap<>(Direction.class);

    /** Fills over {@code empty}: the squares a sliding man may pass. */
    public Fills(Word empty) {
        this.empty = empty;
    }

    /**
     * The squares of {@code from} and those reached from them along {@code d} over empty
     * squares only (the occluded fill; the first occupied square is not included).
     */
    public Word occluded(Word from, Direction d) {
        Word[] p = propagators(d);
        Word g = from;
        for (int step = 0; step < 3; step++) {
            g = g.or(g.shift(d, 1 << step).and(p[step]));
        }
        return g;
    }

    /** The squares men on {@code from} attack along {@code d}: up to and with the first occupied square. */
    public Word attacks(Word from, Direction d) {
        return occluded(from, d).shift(d);
    }

    /** Step k's propagator: squares with 2^k empty squares in a row ending on them, looking back along {@code d}. */
    private Word[] propagators(Direction d) {
        Word[] known = propagators.get(d);
        if (known != null) {
            return known;
        }
        Word[] back = propagators.get(d.opposite());
        Word[] p = new Word[3];
        if (back != null) {
            // Backwards, "2^k empty in a row ending here" is "2^k empty in a row starting here".
            p[0] = empty;
            p[1] = back[1].shift(d, 1);
            p[2] = back[2].shift(d, 3);
        } else {
            p[0] = empty;
            p[1] = p[0].and(p[0].shift(d, 1));
            p[2] = p[1].and(p[1].shift(d, 2));
        }
        propagators.put(d, p);
        return p;
    }

    /** The squares of {@code from} and every square beyond them along {@code d}, whatever stands there. */
    public static Word smear(Word from, Direction d) {
        Word g = from;
        for (int step = 0; step < 3; step++) {
            g = g.or(g.shift(d, 1 << step));
        }
        return g;
    }

    /** The squares strictly beyond some square of {@code from} along {@code d}. */
    public static Word beyond(Word from, Direction d) {
        return smear(from, d).shift(d);
    }

    /**
     * The squares strictly beyond {@code square} along {@code d}, for a word with at most one
     * square set: the shifted copies cannot overlap, so they are xored, for free.
     */
    public static Word ray(Word square, Direction d) {
        Word r = square.shift(d);
        for (int step = 2; step < 8; step++) {
            r = r.xor(square.shift(d, step));
        }
        return r;
    }
}
