package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** How one imagined position is taken through one enemy move, with and without its weight. */
class HypothesesTest {

    /** Black's knight and pawn can both take on e4; white hears only that its man there was taken. */
    private static final String TWO_TAKERS = "4k3/8/5n2/3p4/4P3/8/8/4K3 b - - 0 1";

    @Test
    void aRedrawPlaysOnlyMovesThatFitAndEachAsOftenAsTheOther() {
        Hypotheses hypotheses = new Hypotheses(RuleSets.byName("wolfe"), Color.WHITE);
        Step step = knightTakesOnE4();
        Random random = new Random(7);
        Map<String, Integer> played = new HashMap<>();
        for (int k = 0; k < 2000; k++) {
            Position p = Position.fromFen(TWO_TAKERS);
            assertThat(hypotheses.draw(p, step, random)).isTrue();
            played.merge(Uci.format(p.lastMove()), 1, Integer::sum);
        }

        assertThat(played).containsOnlyKeys("f6e4", "d5e4");
        assertThat(played.get("f6e4")).isBetween(900, 1100);
    }

    @Test
    void theWeightOfAnEnemyMoveIsTheShareOfItsMovesThatFit() {
        Hypotheses hypotheses = new Hypotheses(RuleSets.byName("wolfe"), Color.WHITE);
        Position p = Position.fromFen(TWO_TAKERS);
        MoveList legal = new MoveList();
        p.legalMoves(legal);

        assertThat(hypotheses.advance(p, knightTakesOnE4(), new Random(7))).isEqualTo(2.0 / legal.size());
    }

    private static Step knightTakesOnE4() {
        Ruling r = new Referee(Position.fromFen(TWO_TAKERS), RuleSets.byName("wolfe"))
                .attempt(Move.of(Square.parse("f6"), Square.parse("e4")));
        return Step.theirMove(Square.parse("e4"), r.heardBy(Color.WHITE));
    }

    @Test
    void aChoosersTurnIsChargedTheSumsItWorkedOut() {
        // ManChooserTest's three pawns stuck: one list of the legal moves, three sums, one move's news asked.
        Hypotheses hypotheses = new Hypotheses(RuleSets.byName("berkeley"), Color.WHITE);
        hypotheses.fitting(EnemyModel.EVEN, EnemyModel.CHOOSER);
        hypotheses.model(EnemyModel.CHOOSER);
        Position p = Position.fromFen("7k/1p1p1p2/1N1N1N2/8/8/8/8/K7 b - - 0 1");

        double chance = hypotheses.advance(p, Step.theirMove(-1, java.util.List.of(), new TurnHeard(0, null, 8, Square.NONE)),
                new Random(1));

        assertThat(chance).isPositive();
        assertThat(Uci.format(p.lastMove())).isEqualTo("h8g7");
        assertThat(hypotheses.work()).isEqualTo(5);
    }
}
