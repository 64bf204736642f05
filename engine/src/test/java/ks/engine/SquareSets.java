package ks.engine;

/** Bitboards written as the squares' names, for tests that read like the board: {@code squares("d7", "d6")}. */
public final class SquareSets {

    private SquareSets() {
    }

    /** The set of the named squares. */
    public static long squares(String... names) {
        long b = 0;
        for (String n : names) {
            b |= Bitboards.bit(Square.parse(n));
        }
        return b;
    }
}
