package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** Guesses in which the enemy's pawn near home has already queened unheard ({@link Promoted}). */
class PromotedTest {

    @Test
    void thePawnNearestItsLastRankBecomesAQueenThere() {
        Position p = Position.fromFen("4k3/8/8/8/1p6/2p4K/8/8 w - - 0 1");

        assertThat(Promoted.of(p, Color.BLACK).toFen()).startsWith("4k3/8/8/8/1p6/7K/8/2q5 w");
    }

    @Test
    void aPawnFarFromHomeIsLeftAPawn() {
        assertThat(Promoted.of(Position.fromFen("4k3/8/8/2p5/8/8/8/6K1 w - - 0 1"), Color.BLACK)).isNull();
    }

    @Test
    void aQueenThatWouldCheckOurKingIsNoGuessSinceTheCheckWasNotHeard() {
        assertThat(Promoted.of(Position.fromFen("4k3/8/8/8/8/2p5/8/4K3 w - - 0 1"), Color.BLACK)).isNull();
    }

    @Test
    void eachGuessSharesItsWeightWithItsQueenedCopy() {
        Guess g = new Guess(Position.fromFen("4k3/8/8/8/8/2p4K/8/8 w - - 0 1"));
        g.weight = 1;

        List<Guess> out = Promoted.alongside(List.of(g), Color.BLACK, 0.25);

        assertThat(out).hasSize(2);
        assertThat(out.get(0).weight).isEqualTo(0.75);
        assertThat(out.get(1).weight).isEqualTo(0.25);
        assertThat(out.get(1).position.toFen()).startsWith("4k3/8/8/8/8/7K/8/2q5 w");
    }
}
