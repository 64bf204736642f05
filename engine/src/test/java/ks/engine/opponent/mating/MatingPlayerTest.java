package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** Level 4's habits: it mates when it can, never throws a win away, asks "any?", and finishes games. */
class MatingPlayerTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");

    private static int move(String from, String to) {
        return Move.of(Square.parse(from), Square.parse(to));
    }

    private static Opponent four(String fen, int colour, RuleSet rules) {
        return new MatingPlayer(Position.fromFen(fen), colour, rules, 7, Thinking.UNLIMITED);
    }

    @Test
    void itMatesWhenItKnowsWhereTheKingIs() {
        assertThat(four("6k1/8/6K1/8/8/8/8/R7 w - - 0 1", Color.WHITE, WOLFE).nextAttempt()).isEqualTo(move("a1", "a8"));
    }

    @Test
    void itPrefersAMateNowToAThreatOfMate() {
        assertThat(four("8/8/8/1nb5/p1kr4/1q6/8/K7 b - - 0 1", Color.BLACK, WOLFE).nextAttempt())
                .isEqualTo(move("d4", "d1"));
    }

    @Test
    void itDoesNotStalemateAKingItHasCornered() {
        Opponent white = four("k7/8/1K6/8/8/8/8/2Q5 w - - 0 1", Color.WHITE, WOLFE);

        assertThat(white.nextAttempt()).isNotEqualTo(move("c1", "c7")).isEqualTo(move("c1", "c8"));
    }

    @Test
    void itDoesNotLeaveItsQueenWhereAPawnTakesIt() {
        int move = four("4k3/8/8/2p5/8/8/8/3QK3 w - - 0 1", Color.WHITE, WOLFE).nextAttempt();

        assertThat(Move.to(move)).isNotIn(Square.parse("b4"), Square.parse("d4"));
    }

    @Test
    void itDoesNotTakeAKnightForTheMateInOneItWouldAllow() {
        String fen = "4r2k/6pp/8/3n4/8/8/5PPP/3R2K1 w - - 0 1";
        for (long seed = 0; seed < 4; seed++) {
            Position p = Position.fromFen(fen);
            int move = new MatingPlayer(p, Color.WHITE, RuleSets.byName("icc"), seed, Thinking.UNLIMITED).nextAttempt();
            p.make(p.legalMove(move));

            assertThat(mateInOne(p)).as(Move.toString(move)).isFalse();
        }
    }

    private static boolean mateInOne(Position p) {
        ks.engine.MoveList replies = new ks.engine.MoveList();
        p.legalMoves(replies);
        for (int m : replies.toArray()) {
            p.make(m);
            boolean mate = p.outcome() == ks.engine.Outcome.CHECKMATE;
            p.unmake();
            if (mate) {
                return true;
            }
        }
        return false;
    }

    @Test
    void withNoGuessTheLoneKingsChancesAreSpreadEvenlyOverItsRegion() {
        long region = 1L << Square.parse("d4") | 1L << Square.parse("e4") | 1L << Square.parse("d5") | 1L << Square.parse("e5");

        double[] chance = LoneKingGuesses.kingChances(List.of(), Color.BLACK, region);

        assertThat(chance[Square.parse("e5")]).isEqualTo(0.25);
        assertThat(chance[Square.parse("a1")]).isZero();
        assertThat(java.util.Arrays.stream(chance).sum()).isEqualTo(1.0);
    }

    @Test
    void itAsksAnyWhenItsPawnsCouldTakeAndTheRulesHaveTheQuestion() {
        String fen = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
        assertThat(four(fen, Color.WHITE, BERKELEY_ANY).nextAttempt()).isEqualTo(Opponent.ASK_ANY);
        assertThat(four(fen, Color.WHITE, RuleSets.byName("icc")).nextAttempt()).isNotEqualTo(Opponent.ASK_ANY);
    }

    @Test
    void afterAYesItOwesAndTriesAPawnCaptureFirst() {
        Opponent white = four("4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1", Color.WHITE, BERKELEY_ANY);
        assertThat(white.nextAttempt()).isEqualTo(Opponent.ASK_ANY);
        white.ourAnswer(Move.NONE, null, List.of(Announcement.anyAnswer("Yes", true)));

        assertThat(white.nextAttempt()).isIn(move("e4", "d5"), move("e4", "f5"));
    }

    @Test
    void itBeatsKriegspielOrgsHeuristicBotInASmallSeededMatch() {
        RuleSet icc = RuleSets.byName("icc");
        for (int game = 0; game < 2; game++) {
            Position start = Position.startpos();
            Opponent four = Level.FOUR.player(start, game % 2, icc, game, Thinking.UNLIMITED);
            Opponent bot = Level.HEURISTIC.player(start, 1 - game % 2, icc, game + 3_000_000L, Thinking.UNLIMITED);
            Match.Result r = Match.play(start, icc, game % 2 == 0 ? four : bot, game % 2 == 0 ? bot : four, 400,
                    (ruling, referee) -> { });
            assertThat(r.score(game % 2)).as("game " + game + ": " + r).isEqualTo(1.0);
        }
    }

    @Test
    void itAnswersEvenWhenItHasNoTimeToThink() {
        AtomicLong ticks = new AtomicLong();
        Thinking hurried = new Thinking(() -> ticks.addAndGet(1_000_000), 1);
        Opponent white = new MatingPlayer(Position.startpos(), Color.WHITE, WOLFE, 7, hurried);

        assertThat(white.nextAttempt()).isNotEqualTo(Move.NONE);
    }

    @Test
    void aRefusedAttemptIsNotTriedAgainInTheSameTurn() {
        Opponent white = four("6k1/8/6K1/8/8/8/8/R7 w - - 0 1", Color.WHITE, WOLFE);
        int first = white.nextAttempt();
        white.ourAnswer(first, Verdict.ILLEGAL, List.of());

        assertThat(white.nextAttempt()).isNotEqualTo(first);
    }

    @Test
    void onceAheadItSeldomPutsItsRookWhereAKnightItDidNotSeeMoveMayTakeIt() {
        // After the knight's unseen move it stands on b5 or c6, from where it takes on a7, in 2 guesses of 11.
        String fen = "7k/8/8/8/3n4/8/8/R2QK3 b - - 0 1";
        int riskyRook = 0;
        for (long seed = 0; seed < 16; seed++) {
            Opponent white = new MatingPlayer(Position.fromFen(fen), Color.WHITE, WOLFE, seed, Thinking.UNLIMITED);
            white.theirMove(-1, List.of());
            riskyRook += white.nextAttempt() == move("a1", "a7") ? 1 : 0;
        }

        assertThat(riskyRook).isLessThanOrEqualTo(2);
    }

    @Test
    void aRookTakenInEveryGuessThatAttacksItPaysTheSafetyPriceWhateverTheWeightsRoundTo() {
        // 0.1 + 0.2 sums to 0.30000000000000004: the loss averaged over those guesses, 5 * 0.1 + 5 * 0.2
        // over that sum, comes to 4.999999999999999, a rounding below the rook it is.
        double attacked = 0.1 + 0.2;
        double loss = 5 * 0.1 + 5 * 0.2;

        assertThat(loss / attacked).isLessThan(5);
        assertThat(MatingPlayer.safetyPrice(1, attacked, loss)).isEqualTo(4 * Math.sqrt(attacked) * loss / attacked);
    }
}
