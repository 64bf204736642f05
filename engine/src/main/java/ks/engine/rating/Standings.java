package ks.engine.rating;

import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A ratings table built by playing rated games into it in order: everyone starts at
 * {@link Elo#START}, and each game moves both players' ratings by {@link Elo}. The same games in
 * the same order always give the same table, which is how a ledger is checked.
 */
public final class Standings {

    private final Map<String, Standing> players = new HashMap<>();

    /** One player's rating before and after a game. */
    public record Change(String name, int before, int after) {
        public int delta() {
            return after - before;
        }
    }

    /** What one game did to the two ratings. */
    public record Result(Change white, Change black) {
    }

    /** The table after {@code games}, in order. */
    public static Standings of(List<RatedGame> games) {
        Standings s = new Standings();
        games.forEach(s::play);
        return s;
    }

    /** The player's standing; a stranger stands at the start rating with no games. */
    public Standing of(String name) {
        return players.getOrDefault(name, Standing.fresh(name));
    }

    /** Plays one game into the table; both ratings move from their values before it. */
    public Result play(RatedGame game) {
        Standing white = of(game.white());
        Standing black = of(game.black());
        Standing w = white.after(black.rating(), game.whiteHalves());
        Standing b = black.after(white.rating(), 2 - game.whiteHalves());
        players.put(w.name(), w);
        players.put(b.name(), b);
        return new Result(new Change(w.name(), white.rating(), w.rating()),
                new Change(b.name(), black.rating(), b.rating()));
    }

    /** Every player with a rated game, best rating first, then by name. */
    public List<Standing> table() {
        return players.values().stream()
                .sorted(Comparator.comparingInt(Standing::rating).reversed().thenComparing(Standing::name))
                .toList();
    }
}
