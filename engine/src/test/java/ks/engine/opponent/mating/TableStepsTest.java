package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.opponent.Thinking;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** The table's build in steps: no move does more than its share, and the table is read only once made. */
class TableStepsTest {

    @Test
    void aStepDoesAtMostItsShareOfTheBuild() {
        BishopsBuild build = new BishopsBuild();
        TableSteps steps = TableSteps.of(build);
        steps.step();
        assertThat(build.work()).isLessThan(TableSteps.STEP + RetrogradeBuild.ITEM_MOST);
        assertThat(steps.table()).isNull();
    }

    @Test
    void aPlayerReadsAMadeTableOnlyOnceItsOwnStepsWouldHaveMadeIt() {
        BishopsBuild build = new BishopsBuild();
        build.advanceTo(Long.MAX_VALUE);
        TableSteps steps = TableSteps.of(build);
        int taken = 0;
        while (steps.table() == null) {
            steps.step();
            taken++;
        }
        assertThat(taken).isEqualTo((int) ((build.work() - RetrogradeBuild.ITEM_MOST) / TableSteps.STEP) + 1);
    }

    @Test
    void aMoveWithTwoBishopsAgainstALoneKingDoesOneStepOfAnUnmadeTable() {
        Position start = Position.fromFen("8/8/8/3k4/8/8/8/2B1KB2 w - - 0 1");
        BishopsBuild build = new BishopsBuild();
        MatingPlayer player = new MatingPlayer(start, Color.WHITE, RuleSets.byName("wolfe"), 0, Thinking.UNLIMITED,
                TableSteps.of(build));
        player.nextAttempt();
        assertThat(build.work()).isBetween(TableSteps.STEP, TableSteps.STEP + RetrogradeBuild.ITEM_MOST);
        assertThat(build.table()).isNull();
    }
}
