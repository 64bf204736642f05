package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Map;
import java.util.Random;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Umpire;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief that fits a model of the enemy to the enemy at hand ({@link Belief#fitEnemyModel}): each
 * guess carries a model, and the news moves the weight towards the models that explain it. Black's
 * knight (from g6) or its pawn (from e6) stepped onto e5 and white's rook took it there; under
 * berkeley-any white hears only the square. Where the pawn went, the knight can take the rook back.
 */
class EnemyModelTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final String FEN = "6k1/5ppp/4p1n1/8/8/7K/4R3/8 b - - 0 1";
    private static final EnemyModel[] ALL = {EnemyModel.EVEN, EnemyModel.GREEDY, EnemyModel.PUSHER};

    @Test
    void anEnemyThatTakesBackAtOnceMovesTheWeightToTheGreedyModel() {
        Belief belief = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 256, 7).fitEnemyModel(ALL);
        BeliefTest.play(FEN, BERKELEY_ANY, belief, "e6e5", "e2e5", "g6e5");

        // A third at first: a take-back is one legal move of some fifteen, or nearly always chosen.
        assertThat(belief.modelShares().get(EnemyModel.GREEDY)).isGreaterThan(0.7);
    }

    @Test
    void anEnemyThatCouldHaveTakenBackAndDidNotMovesTheWeightAwayFromIt() {
        Belief belief = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 256, 7).fitEnemyModel(ALL);
        BeliefTest.play(FEN, BERKELEY_ANY, belief, "e6e5", "e2e5", "g8h8");

        // A third at first; only the guesses where the pawn went (about half) could have taken back.
        assertThat(belief.modelShares().get(EnemyModel.GREEDY)).isLessThan(0.3);
    }

    @Test
    void beforeAnyNewsEachModelHasAnEqualShare() {
        Belief belief = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 255, 7).fitEnemyModel(ALL);

        assertThat(belief.modelShares()).containsOnlyKeys(ALL)
                .allSatisfy((m, share) -> assertThat(share).isCloseTo(1.0 / 3, within(1e-9)));
    }

    @Test
    void aBeliefThatFitsNoModelHasTheEnemyMoveEvenlyInEveryGuess() {
        Belief belief = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, 64, 7);
        BeliefTest.play(FEN, BERKELEY_ANY, belief, "e6e5", "e2e5", "g6e5");

        assertThat(belief.modelShares()).containsOnlyKeys(EnemyModel.EVEN);
    }

    @Test
    void aPositionDrawnAgainKeepsItsModelAndEachModelKeepsItsShareOfTheWeight() {
        // Each model's guesses have the enemy king on a square of their own, so a copy shows whose it is.
        String[] kings = {"k7", "3k4", "7k"};
        Sample sample = new Sample(Position.startpos(), 96);
        sample.tag(ALL);
        for (int i = 0; i < 96; i++) {
            EnemyModel model = sample.model(i);
            sample.replace(i, Position.fromFen(kings[model.ordinal()] + "/8/8/8/8/8/8/4K3 w - - 0 1"));
            sample.weigh(i, model == EnemyModel.GREEDY ? 0.05 : 1 + i % 5);
        }
        sample.normalise();
        Map<EnemyModel, Double> before = sample.modelShares();
        Resampling resampling = new Resampling(new ArrayList<>(), new Hypotheses(BERKELEY_ANY, Color.WHITE), new Random(3));
        resampling.keepModelsApart(3);

        resampling.resample(sample);

        int greedy = 0;
        for (int i = 0; i < 96; i++) {
            EnemyModel model = sample.model(i);
            assertThat(sample.position(i).toFen()).startsWith(kings[model.ordinal()] + "/");
            greedy += model == EnemyModel.GREEDY ? 1 : 0;
        }
        assertThat(greedy).isGreaterThanOrEqualTo(3);
        sample.modelShares().forEach((m, share) ->
                assertThat(share).as(m.name()).isCloseTo(before.get(m), within(1e-9)));
    }

    @Test
    void aModelThatAMendingLeftWithNoGuessGetsSomeGuessesBack() {
        Sample sample = new Sample(Position.startpos(), 64);
        sample.tag(ALL);
        for (int i = 0; i < 64; i++) {
            sample.weigh(i, sample.model(i) == EnemyModel.GREEDY ? 0 : 1);
        }

        sample.keepEveryModel(ALL, 2, new Random(5));

        assertThat(sample.modelShares()).containsKey(EnemyModel.GREEDY);
    }

    @Test
    void theGreedyModelTakesBackAndPromotesFirstAndOtherwisePrefersItsPiecesLongMoves() {
        // Black: rook a8, knight b8, pawn h2 about to promote; white's last move took on d5.
        Position p = Position.fromFen("rn2k3/8/8/3P4/8/8/7p/4K3 b - - 0 1");
        int d5 = Square.parse("d5");

        assertThat(greedy(p, "a8a7", d5)).isEqualTo(1);
        assertThat(greedy(p, "a8a4", d5)).isEqualTo(8);
        assertThat(greedy(p, "a8a3", d5)).isEqualTo(16);
        assertThat(greedy(p, "a8a1", d5)).isEqualTo(16);
        assertThat(greedy(p, "b8c6", d5)).isEqualTo(2);
        assertThat(greedy(p, "e8d8", d5)).isEqualTo(1);
        assertThat(EnemyModel.GREEDY.weight(p, queening(p), d5, null)).isEqualTo(32);
        assertThat(EnemyModel.PUSHER.weight(p, queening(p), d5, null)).isEqualTo(16);
        assertThat(EnemyModel.PUSHER.weight(p, move(p, "a8a4"), d5, null)).isEqualTo(1);
    }

    @Test
    void theGreedyModelTakesBackOnTheSquareWhereWeTook() {
        // Black's knight on c7 can take white's rook on d5, where white just took.
        Position p = Position.fromFen("4k3/2n5/8/3R4/8/8/8/4K3 b - - 0 1");
        int takeBack = move(p, "c7d5");

        assertThat(EnemyModel.GREEDY.weight(p, takeBack, Square.parse("d5"), Umpire.captureOf(p, takeBack))).isEqualTo(32);
        assertThat(EnemyModel.GREEDY.weight(p, takeBack, Square.parse("e4"), Umpire.captureOf(p, takeBack))).isEqualTo(2);
    }

    private static double greedy(Position p, String uci, int taken) {
        return EnemyModel.GREEDY.weight(p, move(p, uci), taken, null);
    }

    private static int queening(Position p) {
        return p.legalMove(Move.of(Square.parse("h2"), Square.parse("h1"),
                PieceType.QUEEN));
    }

    private static int move(Position p, String uci) {
        return p.legalMove(Move.of(Square.parse(uci.substring(0, 2)),
                Square.parse(uci.substring(2, 4))));
    }
}
