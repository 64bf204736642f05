package ks.engine.notation;

import ks.engine.Color;
import ks.engine.Square;

/**
 * From which side of the board a player's algebraic squares are read: the BSD {@code -r} option.
 * {@link #WHITE_SIDE} is ordinary algebraic for both colours. {@link #OWN_SIDE} reads a black
 * player's algebraic squares as labelled on the board turned round to face black (a 180-degree
 * turn, square s becomes 63 - s), so black's first move d7-d5 is typed {@code e2-e4}: the manual
 * page gives exactly that pair as its example. White is unaffected, and descriptive notation and
 * UMPIRE square pairs are already counted from the mover's own side, so they ignore this setting.
 */
public enum Perspective {
    WHITE_SIDE,
    OWN_SIDE;

    /** The board square meant by {@code typed} for a mover of {@code color}; its own inverse. */
    int square(int typed, int color) {
        return turned(color) ? 63 - typed : typed;
    }

    /**
     * The name a player of {@code color} reads and types for board square {@code square}: its
     * ordinary name, or for black under {@link #OWN_SIDE} the name of the square turned round.
     */
    public String name(int square, int color) {
        return Square.name(square(square, color));
    }

    /** Whether a player of {@code color} reads the board's squares turned round (black under {@link #OWN_SIDE}). */
    public boolean turnsSquares(int color) {
        return turned(color);
    }

    /** The board file meant by a typed file index 0..7. */
    int file(int typed, int color) {
        return turned(color) ? 7 - typed : typed;
    }

    /** The board rank meant by a typed rank index 0..7. */
    int rank(int typed, int color) {
        return turned(color) ? 7 - typed : typed;
    }

    private boolean turned(int color) {
        return this == OWN_SIDE && color == Color.BLACK;
    }
}
