package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Uci;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The filter's test of a position against the news must never rule out the truth: in random
 * games under every rule set, the true position and the true enemy move always fit what each
 * player heard.
 */
class TruthFitsTest {

    static java.util.List<String> ruleSets() {
        return RuleSets.names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    void theTrueEnemyMoveAlwaysFitsTheNews(String name) {
        long seed = name.hashCode();
        System.out.println("TruthFitsTest " + name + " seed " + seed);
        RuleSet rules = RuleSets.byName(name);
        Random random = new Random(seed);
        for (int game = 0; game < 4; game++) {
            Referee referee = new Referee(Position.startpos(), rules);
            Hypotheses[] views = {new Hypotheses(rules, 0), new Hypotheses(rules, 1)};
            MoveList legal = new MoveList();
            for (int ply = 0; ply < 160 && !referee.isOver(); ply++) {
                Position before = referee.position();
                before.legalMoves(legal);
                int move = legal.get(random.nextInt(legal.size()));
                Ruling ruling = referee.attempt(move);
                int mover = ruling.mover();
                int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                String at = name + " seed " + seed + " game " + game + " " + before.toFen() + " " + Uci.format(move);
                Step theirs = Step.theirMove(lost, ruling.heardBy(1 - mover));
                assertThat(views[1 - mover].theirMoveFits(before.copy(), ruling.move(), theirs)).as(at).isTrue();
                Step ours = Step.ours(ruling.move(), ruling.verdict(), ruling.heardBy(mover), false);
                assertThat(views[mover].advance(before.copy(), ours, random)).as(at).isEqualTo(1.0);
                assertThat(Move.NONE).isNotEqualTo(ruling.move());
            }
        }
    }
}
