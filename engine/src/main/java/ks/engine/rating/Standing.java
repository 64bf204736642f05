package ks.engine.rating;

/** One player's line in a ratings table: the rating now and the games behind it. */
public record Standing(String name, int rating, int games, int wins, int draws, int losses) {

    /** A player with no rated games. */
    public static Standing fresh(String name) {
        return new Standing(name, Elo.START, 0, 0, 0, 0);
    }

    /** This standing after a game against {@code opponent} scoring {@code halves} half points. */
    Standing after(int opponent, int halves) {
        return new Standing(name, Elo.next(rating, opponent, halves), games + 1, wins + (halves == 2 ? 1 : 0),
                draws + (halves == 1 ? 1 : 0), losses + (halves == 0 ? 1 : 0));
    }
}
