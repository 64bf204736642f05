package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

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
 * over six seeded games from each ending: how many it mates within the plies a blind mate needs.
 * King and rook is not yet sure: in one game of the six the king takes the rook.
 */
@Timeout(120)
class LoneKingTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    /** Plies within which a lone king is mated: Boyce's KRK procedure needs fewer than a hundred moves. */
    private static final int PLIES = 200;

    /** Plays level 4 (white) against level 3 from {@code fen} for at most {@link #PLIES}. */
    private static Match.Result play(String fen, long seed) {
        Position start = Position.fromFen(fen);
        Opponent four = Level.FOUR.player(start, Color.WHITE, WOLFE, seed, Thinking.UNLIMITED);
        Opponent three = Level.THREE.player(start, Color.BLACK, WOLFE, seed + 1000, Thinking.UNLIMITED);
        return Match.play(start, WOLFE, four, three, PLIES, (ruling, referee) -> { });
    }

    private static int mates(String fen) {
        int mates = 0;
        for (long seed = 0; seed < 6; seed++) {
            Match.Result r = play(fen, seed);
            mates += r.outcome() == Outcome.CHECKMATE && r.winner() == Color.WHITE ? 1 : 0;
        }
        return mates;
    }

    @Test
    void kingAndRookMateALoneKingInTheCentreInFiveGamesOfSix() {
        assertThat(mates("8/8/8/3k4/8/8/8/R3K3 w - - 0 1")).isGreaterThanOrEqualTo(5);
    }

    @Test
    void kingAndQueenMateALoneKingInTheCentre() {
        assertThat(mates("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1")).isEqualTo(6);
    }
}
