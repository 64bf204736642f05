package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.EnemyModel;
import ks.engine.opponent.Match;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Level 4 reads the belief that fits an enemy picking one man, longest moves first, only where the
 * rules tell it the enemy's refusals and only while that shape explains the enemy.
 */
@Timeout(120)
class ShapeWatchTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final RuleSet ICC = RuleSets.byName("icc");

    /** Level 4 (white) against {@code enemy} from the start for {@code plies}; returns level 4. */
    private static MatingPlayer after(Level enemy, RuleSet rules, int plies, long seed) {
        Position start = Position.startpos();
        MatingPlayer four = new MatingPlayer(start, Color.WHITE, rules, seed, Thinking.UNLIMITED);
        Match.play(start, rules, four, enemy.player(start, Color.BLACK, rules, seed + 1, Thinking.UNLIMITED), plies,
                (ruling, referee) -> { });
        return four;
    }

    @Test
    void underRulesThatHideTheEnemysRefusalsNoSecondBeliefIsKept() {
        ShapeWatch watch = ShapeWatch.of(Position.startpos(), Color.WHITE, ICC, 16, 1);
        Belief own = new Belief(Position.startpos(), Color.WHITE, ICC, 16, 2);

        assertThat(watch.choose(own)).isSameAs(own);
        assertThat(watch.chooserShare()).isZero();
    }

    @Test
    void againstAnEnemyThatTriesOneMansLongestMovesFirstTheChoosersBeliefIsRead() {
        MatingPlayer four = after(Level.HEURISTIC, BERKELEY_ANY, 30, 7);

        assertThat(four.modelShares().get(EnemyModel.CHOOSER)).isGreaterThanOrEqualTo(ShapeWatch.READ_FROM);
        assertThat(four.readsShape()).isTrue();
    }

    @Test
    void againstAnEnemyThatTriesAnyMoveEvenlyOurOwnBeliefIsRead() {
        MatingPlayer four = after(Level.RANDOM, BERKELEY_ANY, 30, 7);

        assertThat(four.modelShares().getOrDefault(EnemyModel.CHOOSER, 0.0)).isLessThan(ShapeWatch.READ_FROM);
        assertThat(four.readsShape()).isFalse();
    }
}
