package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Level 4 against a lone king it cannot see, defended by level 3 (which takes what it can reach),
 * over six seeded games from each ending: it mates in every game within the plies a blind mate
 * needs, and never leaves its rook, a bishop of its two or its last pawn where the king takes it.
 */
@Timeout(120)
class LoneKingTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final int GAMES = 6;

    /** Plays level 4 (white) against level 3 from {@code fen} for at most {@code plies}; counts captures in {@code taken}. */
    private static Match.Result play(String fen, long seed, int plies, List<Integer> taken) {
        Position start = Position.fromFen(fen);
        Opponent four = Level.FOUR.player(start, Color.WHITE, WOLFE, seed, Thinking.UNLIMITED);
        Opponent three = Level.THREE.player(start, Color.BLACK, WOLFE, seed + 1000, Thinking.UNLIMITED);
        return Match.play(start, WOLFE, four, three, plies, (ruling, referee) -> {
            if (ruling.isLegal() && ruling.facts().capture() != null) {
                taken.add(ruling.move());
            }
        });
    }

    /** Of {@link #GAMES} seeded games from {@code fen}, how many level 4 mates within {@code plies}. */
    private static int mates(String fen, int plies) {
        int mates = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            Match.Result r = play(fen, seed, plies, new ArrayList<>());
            mates += r.outcome() == Outcome.CHECKMATE && r.winner() == Color.WHITE ? 1 : 0;
        }
        return mates;
    }

    @Test
    void kingAndRookMateALoneKingInTheCentreInEveryGame() {
        assertThat(mates("8/8/8/3k4/8/8/8/R3K3 w - - 0 1", 200)).isEqualTo(GAMES);
    }

    @Test
    void kingAndQueenMateALoneKingInTheCentreInEveryGame() {
        assertThat(mates("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1", 200)).isEqualTo(GAMES);
    }

    @Test
    void kingAndTwoBishopsMateALoneKingInTheCentreInEveryGame() {
        assertThat(mates("8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1", 160)).isEqualTo(GAMES);
    }

    @Test
    void kingAndPawnMateALoneKingInTheCentreInEveryGame() {
        assertThat(mates("8/8/8/3k4/8/8/4P3/4K3 w - - 0 1", 120)).isEqualTo(GAMES);
    }

    @Test
    void theKingNeverTakesTheRookOfAKingAndRookEnding() {
        List<Integer> taken = new ArrayList<>();
        for (long seed = 0; seed < GAMES; seed++) {
            play("8/8/8/3k4/8/8/8/R3K3 w - - 0 1", seed, 200, taken);
        }
        assertThat(taken).isEmpty();
    }

    @Test
    void neitherBishopOfTwoIsLeftWhereTheLoneKingTakesIt() {
        List<Integer> taken = new ArrayList<>();
        for (long seed = 0; seed < GAMES; seed++) {
            play("8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1", seed, 200, taken);
        }
        assertThat(taken).isEmpty();
    }

    @Test
    void theLastPawnIsNotLeftWhereTheLoneKingTakesIt() {
        List<Integer> taken = new ArrayList<>();
        for (long seed = 0; seed < GAMES; seed++) {
            play("8/8/8/3k4/8/8/4P3/4K3 w - - 0 1", seed, 200, taken);
        }
        assertThat(taken).isEmpty();
    }

    @Test
    void kingAndRookMateAKingCutOffOnTheLastRanksInEveryGame() {
        assertThat(mates("3k4/8/8/8/8/8/R7/4K3 w - - 0 1", 130)).isEqualTo(GAMES);
    }

    @Test
    void kingAndRookMateAKingInTheCornerInEveryGameWithoutLosingTheRook() {
        List<Integer> taken = new ArrayList<>();
        int mates = 0;
        for (long seed = 0; seed < GAMES; seed++) {
            Match.Result r = play("7k/8/8/8/8/8/8/R3K3 w - - 0 1", seed, 130, taken);
            mates += r.outcome() == Outcome.CHECKMATE ? 1 : 0;
        }
        assertThat(taken).isEmpty();
        assertThat(mates).isEqualTo(GAMES);
    }

    @Test
    void kingAndRookFromTheCornerMateAKingInTheCentreInEveryGame() {
        assertThat(mates("8/8/8/4k3/8/8/8/K6R w - - 0 1", 160)).isEqualTo(GAMES);
    }

    @Test
    void kingAndQueenMateAKingInTheCornerWithinTwentyPlies() {
        assertThat(mates("7k/8/8/8/8/8/8/3QK3 w - - 0 1", 20)).isEqualTo(GAMES);
    }

    @Test
    void theKingNeverTakesTheQueenOfAKingAndQueenEnding() {
        List<Integer> taken = new ArrayList<>();
        for (long seed = 0; seed < GAMES; seed++) {
            play("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1", seed, 200, taken);
        }
        assertThat(taken).isEmpty();
    }

    @Test
    void kingAndQueenNeverStalemateAKingCloseToTheCorner() {
        // Qf7 in the first, Qc7 in the second would stalemate the king where it stands.
        for (String fen : List.of("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1")) {
            for (long seed = 0; seed < GAMES; seed++) {
                assertThat(play(fen, seed, 200, new ArrayList<>()).outcome()).isEqualTo(Outcome.CHECKMATE);
            }
        }
    }
}
