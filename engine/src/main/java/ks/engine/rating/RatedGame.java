package ks.engine.rating;

import java.util.Objects;

/**
 * A finished game as a ratings table needs it: the two players and the result in PGN form
 * ({@code 1-0}, {@code 0-1} or {@code 1/2-1/2}; an unfinished {@code *} is not a rated game).
 */
public record RatedGame(String white, String black, String result) {

    public RatedGame {
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(black, "black");
        if (white.equals(black)) {
            throw new IllegalArgumentException("a rated game needs two players, not " + white + " twice");
        }
        if (!result.equals("1-0") && !result.equals("0-1") && !result.equals("1/2-1/2")) {
            throw new IllegalArgumentException("only a finished game is rated, not one with the result '" + result + "'");
        }
    }

    /** White's score in half points: 2 a win, 1 a draw, 0 a loss. */
    public int whiteHalves() {
        return switch (result) {
            case "1-0" -> 2;
            case "0-1" -> 0;
            default -> 1;
        };
    }
}
