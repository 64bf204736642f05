package ks.engine.opponent.mating;

import static ks.engine.SquareSets.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Set;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/** Where a lone enemy king may stand, kept from our men and the umpire's words alone. */
class KingRegionTest {

    private static OwnMen white(String fen) {
        return OwnMen.of(Position.fromFen(fen), Color.WHITE);
    }

    private static int move(String from, String to) {
        return Move.of(Square.parse(from), Square.parse(to));
    }

    private static KingRegion startedOn(OwnMen men, String... names) {
        KingRegion region = new KingRegion();
        region.start(squares(names), 0, men);
        return region;
    }

    @Test
    void itStartsOnTheGuessedSquaresWidenedByKingStepsOffOurMenAndTheirReach() {
        OwnMen men = white("8/8/8/8/3k4/8/8/R3K3 w - - 0 1");
        KingRegion region = new KingRegion();

        region.start(squares("d4"), 1, men);

        assertThat(region.squares()).isEqualTo(squares("c5", "d5", "e5", "c4", "d4", "e4", "c3", "d3", "e3"));
    }

    @Test
    void eachEnemyMoveSpreadsItByAKingStepButNeverOntoASquareWeAttack() {
        OwnMen men = white("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        KingRegion region = startedOn(men, "h8");

        region.theirMove(men, -1);

        assertThat(region.squares()).isEqualTo(squares("g8", "g7", "h7"));
    }

    @Test
    void aKingThatTakesOurManStandsWhereItTook() {
        OwnMen men = white("7k/8/8/8/8/3R4/8/4K3 w - - 0 1");
        KingRegion region = startedOn(men, "d4", "c4", "e4");

        region.theirMove(men.without(Square.parse("d3")), Square.parse("d3"));

        assertThat(region.squares()).isEqualTo(squares("d3"));
    }

    @Test
    void aCheckKeepsOnlyTheSquaresTheCheckingMoveAttacks() {
        OwnMen men = white("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        KingRegion region = startedOn(men, "b5", "c5", "d5", "b4", "c4", "d4");
        Announcement check = Announcement.check("Check on the rank", Set.of(CheckDirection.RANK), Color.BLACK);

        region.ourAttempt(men, move("a1", "a5"), Verdict.LEGAL, List.of(check));

        assertThat(region.squares()).isEqualTo(squares("b5", "c5", "d5"));
    }

    @Test
    void aQuietMoveRulesOutTheSquaresItPassedAndNowAttacks() {
        OwnMen men = white("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        KingRegion region = startedOn(men, "a3", "b5", "c4");

        region.ourAttempt(men, move("a1", "a5"), Verdict.LEGAL, List.of());

        assertThat(region.squares()).isEqualTo(squares("c4"));
    }

    @Test
    void aRefusedKingMovePutsTheEnemyKingNextToItsSquare() {
        OwnMen men = white("7k/8/8/8/8/8/8/R3K3 w - - 0 1");
        KingRegion region = startedOn(men, "f3", "c5", "h5");

        region.ourAttempt(men, move("e1", "e2"), Verdict.ILLEGAL, List.of());

        assertThat(region.squares()).isEqualTo(squares("f3"));
    }

    @Test
    void aRookLeftUnguardedNextToTheRegionRisksItsWorthTimesTheChanceOfTheKingBesideIt() {
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "c6", "d6", "h3");
        double[] chance = new double[64];
        chance[Square.parse("c6")] = 0.5;
        chance[Square.parse("h3")] = 0.5;

        double beside = 0.9 * 0.5 + 2 * KingRegion.UNSEEN / 3;
        assertThat(region.heavyExposed(white("7k/8/8/3R4/8/8/8/4K3 w - - 0 1"), chance)).isCloseTo(5 * beside, within(1e-9));
    }

    @Test
    void aGuardedRookRisksNothing() {
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "c6", "d6");
        double[] chance = new double[64];
        chance[Square.parse("c6")] = 1;

        assertThat(region.heavyExposed(white("7k/8/8/3R4/4K3/8/8/8 w - - 0 1"), chance)).isZero();
    }

    @Test
    void aRookNextToASquareNoGuessHoldsStillRisksTheUnseenShare() {
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "d6", "h3");
        double[] chance = new double[64];
        chance[Square.parse("h3")] = 1;

        assertThat(region.heavyExposed(white("7k/8/8/3R4/8/8/8/4K3 w - - 0 1"), chance))
                .isCloseTo(5 * KingRegion.UNSEEN / 2, within(1e-9));
    }

    @Test
    void aBishopWithoutWhichTheRestCannotMateRisksAQueensWorth() {
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/2B1KB2 w - - 0 1"), "c6");
        double[] chance = new double[64];
        chance[Square.parse("c6")] = 1;

        assertThat(region.heavyExposed(white("7k/8/8/3B4/8/8/8/4KB2 w - - 0 1"), chance))
                .isCloseTo(9 * (0.9 + KingRegion.UNSEEN), within(1e-9));
    }

    @Test
    void aBishopBesideARookRisksNothingTheMateNeeds() {
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/R1B1KB2 w - - 0 1"), "c6");
        double[] chance = new double[64];
        chance[Square.parse("c6")] = 1;

        assertThat(region.heavyExposed(white("7k/8/8/3B4/8/8/8/R3KB2 w - - 0 1"), chance)).isZero();
    }

    @Test
    void aKingInTheCornerWithNowhereToGoIsStalematedOnThatSquare() {
        OwnMen men = white("7k/8/7K/8/8/8/8/6R1 w - - 0 1");
        KingRegion region = startedOn(white("7k/8/8/8/8/8/8/R3K3 w - - 0 1"), "h8", "d4");

        assertThat(region.stalemateShare(men)).isEqualTo(0.5);
    }
}
