package ks.engine.opponent;

import ks.engine.opponent.levels.Level;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.atomic.AtomicLong;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** How the practice opponents choose their attempts, one habit per test. */
class OpponentTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final long SEED = 7;

    @Test
    void levelThreeTakesAQueenItKnowsIsThere() {
        Position start = Position.fromFen("4k3/8/8/3q4/8/8/8/3RK3 w - - 0 1");
        Opponent white = Level.of(3, start, Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED);

        assertThat(white.nextAttempt()).isEqualTo(Move.of(Square.parse("d1"), Square.parse("d5")));
    }

    @Test
    void levelTwoMatesWhenTheMateIsThere() {
        Position start = Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
        Opponent white = Level.of(2, start, Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED);

        assertThat(white.nextAttempt()).isEqualTo(Move.of(Square.parse("a1"), Square.parse("a8")));
    }

    @Test
    void levelThreeDoesNotLeaveItsQueenWhereAPawnTakesIt() {
        Position start = Position.fromFen("4k3/8/8/2p5/8/8/8/3QK3 w - - 0 1");
        Opponent white = Level.of(3, start, Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED);

        int move = white.nextAttempt();
        assertThat(Move.to(move)).isNotIn(Square.parse("b4"), Square.parse("d4"));
    }

    @Test
    void anOpponentOutOfThinkingTimeStillAnswers() {
        AtomicLong ticks = new AtomicLong();
        Thinking hurried = new Thinking(() -> ticks.addAndGet(1_000_000), 1);
        Opponent white = Level.of(3, Position.startpos(), Color.WHITE, WOLFE, SEED, hurried);

        assertThat(white.nextAttempt()).isNotEqualTo(Move.NONE);
    }

    @Test
    void levelOneNeverTriesTheSameMoveTwiceInATurn() {
        Opponent white = Level.of(1, Position.startpos(), Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED);
        java.util.Set<Integer> tried = new java.util.HashSet<>();
        for (int m = white.nextAttempt(); m != Move.NONE; m = white.nextAttempt()) {
            assertThat(tried.add(m)).isTrue();
        }
        assertThat(tried).hasSize(Candidates.of(ks.engine.OwnMen.of(Position.startpos(), Color.WHITE)).size());
    }

    @Test
    void levelOneNeverTriesToCastleThroughItsOwnMen() {
        Position start = Position.fromFen("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/RN2K1NR w KQkq - 0 1");
        Opponent white = Level.of(1, start, Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED);
        ks.engine.OwnMen men = ks.engine.OwnMen.of(start, Color.WHITE);

        for (int m = white.nextAttempt(); m != Move.NONE; m = white.nextAttempt()) {
            assertThat(men.canMake(m)).as(Move.toString(m)).isTrue();
        }
    }

    @Test
    void anUnknownLevelIsRefusedNamingTheLevels() {
        assertThatThrownBy(() -> Level.of(9, Position.startpos(), Color.WHITE, WOLFE, SEED, Thinking.UNLIMITED))
                .hasMessage("no level '9'; levels are " + Level.names());
        assertThat(Level.names()).startsWith("1, 2, 3").endsWith(" and heuristic");
    }

    @Test
    void levelThreeBeatsLevelOneInASmallSeededMatch() {
        double score = 0;
        for (int game = 0; game < 4; game++) {
            int strong = game % 2;
            System.out.println("OpponentTest match game " + game + " seed " + (SEED + game));
            Position start = Position.startpos();
            Opponent three = Level.of(3, start, strong, WOLFE, SEED + game, Thinking.UNLIMITED);
            Opponent one = Level.of(1, start, 1 - strong, WOLFE, SEED + 100 + game, Thinking.UNLIMITED);
            Match.Result r = Match.play(start, WOLFE, strong == 0 ? three : one, strong == 0 ? one : three, 300,
                    (ruling, referee) -> { });
            score += r.score(strong);
        }
        assertThat(score).isGreaterThanOrEqualTo(3.0);
    }
}
