package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief that weighs the count of the enemy's refused attempts ({@link Belief#expectRefusalsTold}).
 * Black's knight (from g6) or its pawn (from e6) stepped onto e5 and white's rook took it there;
 * under berkeley-any white hears only the square. It was the knight. Black then tries three pawn
 * captures onto empty squares, each refused, and plays h7h6: where the knight is gone our rook on
 * e5 blocks the e-pawn and black had 8 legal moves of 15 tries; where the pawn is gone, 12 of 15.
 */
class RefusalsToldTest {

    private static final String FEN = "6k1/5ppp/4p1n1/8/8/7K/4R3/8 b - - 0 1";
    private static final String[] GAME = {"g6e5", "e2e5", "g7f6", "g7h6", "f7g6", "h7h6"};

    @Test
    void refusalsHeardMoveTheWeightToTheGuessWhereOurMenBlockedTheEnemy() {
        RuleSet rules = RuleSets.byName("berkeley-any");
        Belief plain = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 256, 7);
        Belief reading = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 256, 7).expectRefusalsTold(1);
        play(rules, plain);
        play(rules, reading);

        assertThat(knightTaken(reading)).isGreaterThan(knightTaken(plain) + 0.2);
    }

    @Test
    void underRulesThatDoNotTellUsOfTheEnemysRefusalsItChangesNothing() {
        RuleSet rules = RuleSets.byName("icc");
        Belief plain = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 64, 7);
        Belief reading = new Belief(Position.fromFen(FEN), Color.WHITE, rules, 64, 7).expectRefusalsTold(1);
        play(rules, plain);
        play(rules, reading);

        for (int sq = 0; sq < 64; sq++) {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                assertThat(reading.map().probability(type, sq)).isEqualTo(plain.map().probability(type, sq));
            }
        }
    }

    /** Plays {@link #GAME}, telling white's {@code belief} all it hears, the enemy's refusals included. */
    private static void play(RuleSet rules, Belief belief) {
        Referee referee = new Referee(Position.fromFen(FEN), rules);
        for (String uci : GAME) {
            Ruling r = referee.attempt(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))));
            if (r.mover() == Color.WHITE) {
                belief.ourAttempt(r.move(), r.verdict(), r.heardBy(Color.WHITE));
            } else if (r.isLegal()) {
                belief.theirMove(r.facts().capture() == null ? -1 : r.facts().capture().square(), r.heardBy(Color.WHITE));
            } else {
                belief.theirNews(r.heardBy(Color.WHITE));
            }
        }
    }

    /** The share of the weight on guesses where black's knight is gone. */
    private static double knightTaken(Belief belief) {
        double[] share = {0};
        belief.forEach((p, w) -> share[0] += p.pieces(Color.BLACK, PieceType.KNIGHT) == 0 ? w : 0);
        return share[0];
    }
}
