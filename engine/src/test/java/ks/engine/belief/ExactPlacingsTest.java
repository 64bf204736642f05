package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * Every placing of a small enemy army that fits the news ({@link ExactPlacings}, {@link
 * EnemyPlacings}): where they start, what the news leaves, and that the true placing stays.
 */
class ExactPlacingsTest {

    private static final RuleSet BERKELEY = RuleSets.byName("berkeley-any");
    private static final long SEED = 7;

    @Test
    void theEnemyKingAndKnightArePlacedOnEverySquarePairOutOfOurReachAndOurKingUnchecked() {
        Position template = Position.fromFen("7k/8/8/8/8/8/R7/4K2n w - - 0 1");
        List<Position> all = new ArrayList<>();
        EnemyPlacings.each(template, Color.BLACK, new int[] {PieceType.KNIGHT}, all::add);

        assertThat(all).anyMatch(p -> p.toFen().startsWith("7k/8/8/8/8/8/R7/4K2n w"));
        assertThat(all).hasSizeGreaterThan(2_500).hasSizeLessThan(3_900);
        for (Position p : all) {
            assertThat(p.isAttacked(p.kingSquare(Color.BLACK), Color.WHITE)).as(p.toFen()).isFalse();
            assertThat(p.inCheck()).as(p.toFen()).isFalse();
            assertThat(p.occupancy(Color.WHITE)).isEqualTo(template.occupancy(Color.WHITE));
        }
    }

    @Test
    void twoEnemyPawnsArePlacedOffTheBackRanksAndEachPairOnce() {
        Position template = Position.fromFen("7k/8/8/8/8/8/8/K7 w - - 0 1");
        List<Position> all = new ArrayList<>();
        EnemyPlacings.each(template, Color.BLACK, new int[] {PieceType.PAWN, PieceType.PAWN}, all::add);

        assertThat(all.stream().map(Position::hash).distinct().count()).isEqualTo(all.size());
        for (Position p : all) {
            assertThat(p.pieces(Color.BLACK, PieceType.PAWN) & 0xFF000000000000FFL).as(p.toFen()).isZero();
        }
    }

    @Test
    void startingFromASureBeliefKeepsEveryPlacingOfItsArmyAndHoldsTheTruth() {
        String fen = "7k/8/8/8/8/8/R7/4K2n w - - 0 1";
        Belief belief = new Belief(Position.fromFen(fen), Color.WHITE, BERKELEY, 64, SEED);
        ExactPlacings exact = new ExactPlacings(BERKELEY, Color.WHITE, SEED);

        assertThat(exact.start(belief, 1)).isTrue();
        assertThat(exact.size()).isGreaterThan(2_500);
        assertThat(exact.holds(Position.fromFen(fen))).isTrue();
        double[] sure = new double[1];
        exact.draw(exact.size(), (p, w) -> sure[0] = p.toFen().startsWith("7k/8/8/8/8/8/R7/4K2n") ? w : sure[0]);
        assertThat(sure[0]).as("the sample's own guess keeps half the weight").isGreaterThan(0.49);
    }

    @Test
    void aGuessesNeighboursMoveOneEnemyManEachAndKeepTheRest() {
        Position guess = Position.fromFen("7k/6p1/8/8/8/8/R7/4K2n w - - 0 1");
        List<Position> all = new ArrayList<>();
        EnemyPlacings.neighbours(guess, Color.BLACK, all::add);

        assertThat(all.get(0)).isSameAs(guess);
        assertThat(all).hasSizeGreaterThan(100).hasSizeLessThan(3 * 60);
        for (Position p : all) {
            int kept = (p.kingSquare(Color.BLACK) == Square.parse("h8") ? 1 : 0)
                    + (p.pieces(Color.BLACK, PieceType.PAWN) == guess.pieces(Color.BLACK, PieceType.PAWN) ? 1 : 0)
                    + (p.pieces(Color.BLACK, PieceType.KNIGHT) == guess.pieces(Color.BLACK, PieceType.KNIGHT) ? 1 : 0);
            assertThat(kept).as(p.toFen()).isGreaterThanOrEqualTo(2);
        }
    }

    @Test
    void anArmyOfTwoTooManyToPlaceEverywhereStartsFromTheSamplesNeighbours() {
        String fen = "7k/6p1/8/8/8/8/R7/4K2n w - - 0 1";
        Belief belief = new Belief(Position.fromFen(fen), Color.WHITE, BERKELEY, 64, SEED);
        ExactPlacings exact = new ExactPlacings(BERKELEY, Color.WHITE, SEED);

        assertThat(exact.start(belief, 2)).isTrue();
        assertThat(exact.size()).isBetween(100, 3 * 60 * 2);
        assertThat(exact.holds(Position.fromFen(fen))).isTrue();
    }

    @Test
    void aLargerArmyThanAskedIsNotStarted() {
        Belief belief = new Belief(Position.fromFen("7k/6pp/8/8/8/8/R7/4K2n w - - 0 1"), Color.WHITE, BERKELEY, 64, SEED);

        assertThat(new ExactPlacings(BERKELEY, Color.WHITE, SEED).start(belief, 1)).isFalse();
    }

    @Test
    void aRefusedAttemptLeavesOnlyPlacingsThatBlockItAndTheTruthStaysThroughTheEnemysMoves() {
        String fen = "7k/8/8/8/8/8/R7/4K2n w - - 0 1";
        Belief belief = new Belief(Position.fromFen(fen), Color.WHITE, BERKELEY, 64, SEED);
        ExactPlacings exact = new ExactPlacings(BERKELEY, Color.WHITE, SEED);
        exact.start(belief, 1);
        Referee referee = new Referee(Position.fromFen(fen), BERKELEY);
        // White's rook goes up, the knight comes to a4 unheard, and the rook's way to a6 is then blocked.
        play(referee, belief, exact, "a2a3", "h1g3", "e1d2", "g3e4", "d2e2", "e4c5", "e2d1", "c5a4");
        int size = exact.size();
        play(referee, belief, exact, "a3a6");

        assertThat(exact.size()).isLessThan(size / 4);
        assertThat(exact.holds(referee.position())).isTrue();
        exact.draw(exact.size(), (p, w) -> assertThat(p.legalMove(Move.of(Square.parse("a3"), Square.parse("a6"))))
                .as(p.toFen()).isEqualTo(Move.NONE));
    }

    @Test
    void drawingFewerThanItHoldsGivesWeightsThatAddUpToOne() {
        Belief belief = new Belief(Position.fromFen("7k/8/8/8/8/8/R7/4K2n w - - 0 1"), Color.WHITE, BERKELEY, 64, SEED);
        ExactPlacings exact = new ExactPlacings(BERKELEY, Color.WHITE, SEED);
        exact.start(belief, 1);
        double[] total = new double[2];
        exact.draw(256, (p, w) -> {
            total[0] += w;
            total[1]++;
        });

        assertThat(total[0]).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(total[1]).isLessThanOrEqualTo(256);
    }

    /** Plays {@code moves} (UCI), telling white's belief and placings what white hears. */
    private static void play(Referee referee, Belief belief, ExactPlacings exact, String... moves) {
        for (String uci : moves) {
            OwnMen before = OwnMen.of(referee.position(), Color.WHITE);
            Ruling r = referee.attempt(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))));
            List<ks.engine.referee.Announcement> heard = r.heardBy(Color.WHITE);
            if (r.mover() == Color.WHITE) {
                belief.ourAttempt(r.move(), r.verdict(), heard);
                exact.ourAttempt(r.move(), r.verdict(), heard, before);
            } else if (r.isLegal()) {
                int lost = r.facts().capture() == null ? -1 : r.facts().capture().square();
                belief.theirMove(lost, heard);
                exact.theirMove(lost, heard);
            }
        }
    }
}
