package ks.engine.view;

import ks.engine.Square;

/**
 * An enemy man we took: where, what the umpire called it, and the view's ply count when it
 * happened (0 is the first move the view saw).
 */
public record Taken(int square, CaptureKind kind, int ply) {

    @Override
    public String toString() {
        return kind.name().toLowerCase(java.util.Locale.ROOT) + "@" + Square.name(square) + "#" + ply;
    }
}
