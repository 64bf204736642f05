package ks.engine.belief;

import ks.engine.opponent.levels.Level;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief through a whole long game, where its sample is ruled out now and then and must be
 * mended or the news passed over: seeded games of the practice opponent against itself, the
 * belief of the player of white fed what that player heard.
 */
class LongGameTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");

    /** One update of the belief: which ply it came after, its cost, and how many positions had our men wrong. */
    private record Update(int ply, long work, int ourMenWrong) {
    }

    @Test
    void newsPassedOverLeavesOurMenWhereTheyStand() {
        // In this game the news is passed over at ply 224, where an enemy move drawn at random used to take
        // a man of ours that the enemy never took, and our next move then could be played nowhere.
        List<Update> updates = whiteBeliefThrough(9);

        assertThat(updates).hasSizeGreaterThan(224);
        assertThat(updates.stream().filter(u -> u.ourMenWrong() > 0).findFirst()).isEmpty();
    }

    @Test
    void noUpdateCostsMoreThanItsBudgetOfWork() {
        List<Update> updates = whiteBeliefThrough(11);

        assertThat(updates).hasSizeGreaterThan(238);
        assertThat(updates.stream().filter(u -> u.work() > 2 * Belief.UPDATE_WORK).findFirst()).isEmpty();
    }

    /** Game {@code game} of level 1 against level 1, seeded as {@code ks bench belief calibration} seeds it. */
    private static List<Update> whiteBeliefThrough(int game) {
        Position from = Position.startpos();
        Belief belief = new Belief(from, Color.WHITE, WOLFE, Belief.DEFAULT_SIZE, game);
        List<Update> updates = new ArrayList<>();
        int[] ply = {0};
        Match.play(from, WOLFE, Level.of(1, from, Color.WHITE, WOLFE, game, Thinking.UNLIMITED),
                Level.of(1, from, Color.BLACK, WOLFE, game + 2_000_000L, Thinking.UNLIMITED), 300,
                (ruling, referee) -> {
                    long before = belief.work();
                    if (ruling.mover() == Color.WHITE) {
                        belief.ourAttempt(ruling.move(), ruling.verdict(), ruling.heardBy(Color.WHITE));
                    } else if (ruling.isLegal()) {
                        int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                        belief.theirMove(lost, ruling.heardBy(Color.WHITE));
                    }
                    ply[0] += ruling.isLegal() ? 1 : 0;
                    updates.add(new Update(ply[0], belief.work() - before, ourMenWrong(belief, referee)));
                });
        return updates;
    }

    private static int ourMenWrong(Belief belief, Referee referee) {
        Position truth = referee.position();
        int[] wrong = {0};
        belief.forEach((p, w) -> {
            for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
                if (p.pieces(Color.WHITE, type) != truth.pieces(Color.WHITE, type)) {
                    wrong[0]++;
                    return;
                }
            }
        });
        return wrong[0];
    }
}
