package ks.engine.view;

/**
 * The kinds of guess token the board shows over the squares, in drawing priority (a square
 * carrying several shows the first; {@link #ZONE} is a background and never hides the others).
 * Each has a one-character {@link #mark} that stays distinct without colour, a short
 * {@link #label} and a one-line {@link #legend} for the screen.
 */
public enum TokenKind {
    CAPTURE('@', "taken here", "an enemy man took ours here; fades as the enemy moves on"),
    CHECK('+', "checker", "the man checking our king may stand here"),
    KING('#', "their king", "the enemy king we just checked may stand here"),
    PAWN_TRY('x', "pawn try", "one of our pawns may capture here"),
    ZONE(':', "unguarded", "none of our men guards this square");

    private final char mark;
    private final String label;
    private final String legend;

    TokenKind(char mark, String label, String legend) {
        this.mark = mark;
        this.label = label;
        this.legend = legend;
    }

    /** A plain ASCII character for monochrome boards; see docs/tokens.md for colours. */
    public char mark() {
        return mark;
    }

    public String label() {
        return label;
    }

    public String legend() {
        return legend;
    }
}
