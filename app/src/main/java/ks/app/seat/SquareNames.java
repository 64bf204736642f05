package ks.app.seat;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.Color;
import ks.engine.Square;
import ks.engine.notation.Perspective;

/**
 * How one player reads and writes squares: by their ordinary names, or, for black with
 * {@code -r}, by the names of the board turned round to face black (docs/rules.md, Perspective).
 * One rule everywhere the player reads a square: answers to moves, men lost and taken, the
 * umpire's words, the board's labels, the cursor's line, and what Tab offers.
 */
public record SquareNames(Perspective perspective, int colour) {

    /** A square name in the umpire's words: every such token names a square. */
    private static final Pattern SQUARE = Pattern.compile("\\b([a-h][1-8])\\b");

    static final SquareNames ORDINARY = new SquareNames(Perspective.WHITE_SIDE, Color.WHITE);

    /** The player's name for board square {@code square}. */
    public String name(int square) {
        return perspective.name(square, colour);
    }

    /** Whether this player's names differ from the ordinary ones. */
    boolean turned() {
        return perspective.turnsSquares(colour);
    }

    /** The umpire's words with every square named as this player names it. */
    public String umpire(String words) {
        if (!turned()) {
            return words;
        }
        Matcher m = SQUARE.matcher(words);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, name(Square.parse(m.group(1))));
        }
        return m.appendTail(out).toString();
    }
}
