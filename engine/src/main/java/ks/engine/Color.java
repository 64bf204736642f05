package ks.engine;

/**
 * Colours as plain {@code int}s: {@link #WHITE} = 0 and {@link #BLACK} = 1, so that
 * {@code color ^ 1} is the other side and a colour can index arrays directly.
 */
public final class Color {

    public static final int WHITE = 0;
    public static final int BLACK = 1;
    /** No colour, e.g. the colour of an empty square. */
    public static final int NONE = -1;

    private Color() {
    }

    /** The other colour. */
    public static int opposite(int color) {
        return color ^ 1;
    }

    /** {@code "white"} or {@code "black"}. */
    public static String name(int color) {
        return color == WHITE ? "white" : "black";
    }
}
