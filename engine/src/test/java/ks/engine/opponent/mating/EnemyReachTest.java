package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

/**
 * Every square an enemy man may attack, over all the places the guesses give each kind of man,
 * its lines stopped only by our men (the only men whose squares we know).
 */
class EnemyReachTest {

    @Test
    void aKnightTheGuessesPutOnTwoSquaresReachesFromBoth() {
        long reach = EnemyReach.of(List.of(guess("4k3/8/8/8/8/2n5/8/R3K3 w - - 0 1"),
                guess("4k3/8/8/8/8/8/5n2/R3K3 w - - 0 1")), Color.BLACK);

        assertThat(reach & bit("b1")).isNotZero();
        assertThat(reach & bit("h1")).isNotZero();
        assertThat(reach & bit("a8")).isZero();
    }

    @Test
    void aRookOfOneGuessReachesPastAnEnemyPawnThatStandsOnlyInAnother() {
        // In the second guess a pawn on a5 blocks the file; the rook of the first may stand there with no pawn.
        long reach = EnemyReach.of(List.of(guess("r3k3/8/8/8/8/8/8/4K2R w - - 0 1"),
                guess("4k3/8/8/p7/8/8/8/4K2R w - - 0 1")), Color.BLACK);

        assertThat(reach & bit("a2")).isNotZero();
    }

    @Test
    void ourOwnManStopsTheEnemyRooksLine() {
        long reach = EnemyReach.of(List.of(guess("r3k3/8/8/8/R7/8/8/4K3 w - - 0 1")), Color.BLACK);

        assertThat(reach & bit("a4")).isNotZero();
        assertThat(reach & bit("a3")).isZero();
    }

    @Test
    void anEnemyPawnReachesOnlyTheSquaresItTakesOn() {
        long reach = EnemyReach.of(List.of(guess("4k3/8/8/3p4/8/8/8/4K3 w - - 0 1")), Color.BLACK);

        assertThat(reach & (bit("c4") | bit("e4"))).isEqualTo(bit("c4") | bit("e4"));
        assertThat(reach & bit("d4")).isZero();
    }

    private static Guess guess(String fen) {
        Guess g = new Guess(Position.fromFen(fen));
        g.weight = 1;
        return g;
    }

    private static long bit(String square) {
        return 1L << Square.parse(square);
    }
}
