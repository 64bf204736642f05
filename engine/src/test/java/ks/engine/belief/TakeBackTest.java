package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief that takes the enemy to take back ({@link Belief#expectTakeBacks}). Black's knight (from
 * g6) or its pawn (from e6) stepped onto e5 and white's rook took it there; under berkeley-any white
 * hears only the square (under wolfe, nothing: the taker is not told). Where the pawn went, the
 * knight could take the rook back; where the knight went, nothing can. Black's reply takes nothing.
 */
class TakeBackTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final String FEN = "6k1/5ppp/4p1n1/8/8/7K/4R3/8 b - - 0 1";
    private static final String[] GAME = {"e6e5", "e2e5", "g8h8"};

    @Test
    void aGuessInWhichTheEnemyCouldHaveTakenBackAndDidNotLosesWeight() {
        // 0.50 of the weight with every legal move alike, 0.39 with a take-back 8 times as likely.
        double[] pawnTaken = pawnTakenEvenAndTakingBack(BERKELEY_ANY);

        assertThat(pawnTaken[1]).isLessThan(0.8 * pawnTaken[0]);
    }

    @Test
    void underWolfeWhereTheTakerIsNotToldItCountsToo() {
        // 0.10 and 0.07: under wolfe most guesses have the rook take nothing, as white was not told.
        double[] pawnTaken = pawnTakenEvenAndTakingBack(RuleSets.byName("wolfe"));

        assertThat(pawnTaken[1]).isLessThan(0.8 * pawnTaken[0]);
    }

    /** {@link #pawnTaken} after {@link #GAME} under {@code rules}, with every move alike and with take-backs 8 times as likely. */
    private static double[] pawnTakenEvenAndTakingBack(RuleSet rules) {
        Belief even = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 256, 7);
        Belief takingBack = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 256, 7).expectTakeBacks(8);
        BeliefTest.play(FEN, rules, even, GAME);
        BeliefTest.play(FEN, rules, takingBack, GAME);
        return new double[] {pawnTaken(even), pawnTaken(takingBack)};
    }

    @Test
    void withoutACaptureOfOursToTakeBackTheModelChangesNothing() {
        String[] quiet = {"g6e5", "e2e4", "g8h8"};
        Belief even = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 64, 7);
        Belief takingBack = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 64, 7).expectTakeBacks(8);
        BeliefTest.play(FEN, BERKELEY_ANY, even, quiet);
        BeliefTest.play(FEN, BERKELEY_ANY, takingBack, quiet);

        assertThat(takingBack.map().probability(PieceType.KNIGHT, ks.engine.Square.parse("e5")))
                .isEqualTo(even.map().probability(PieceType.KNIGHT, ks.engine.Square.parse("e5")));
    }

    /** The share of the weight on guesses where the rook took black's pawn (and the knight could have taken back). */
    private static double pawnTaken(Belief belief) {
        double[] share = {0};
        belief.forEach((p, w) -> share[0] += Long.bitCount(p.pieces(Color.BLACK, PieceType.PAWN)) < 4 ? w : 0);
        return share[0];
    }
}
