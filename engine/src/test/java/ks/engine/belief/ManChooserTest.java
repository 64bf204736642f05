package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;
import java.util.function.IntPredicate;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

/**
 * {@link ManChooser}: black's rook on a8 tries a8a1 and a8h8 in either order, then a8a2 and a8g8 in
 * either order (longest first, ties at random); its king on h5 tries its steps. Black picks the rook
 * or the king with chance 1/2 each (no "any?" under berkeley). We heard two refusals, then a capture
 * on a2.
 */
class ManChooserTest {

    /** Our pawn on a2 blocks a8a1, our knight on g8 blocks a8h8. */
    private static final String BLOCKED = "r5N1/8/8/7k/8/8/P7/4K3 b - - 0 1";
    /** The same with our pawn on b2: a8a1 stands. */
    private static final String OPEN = "r5N1/8/8/7k/8/8/1P6/4K3 b - - 0 1";
    private static final int A2 = Square.parse("a2");
    private static final IntPredicate TAKES_ON_A2 = m -> Move.to(m) == A2;
    private static final TurnHeard TWO_REFUSED = new TurnHeard(0, null, 2, Square.NONE);

    @Test
    void aRookWhoseLongMovesOurMenBlockExplainsTwoRefusalsAndACaptureTriedBeforeItsTwin() {
        // The rook (1/2), both moves of length 7 refused, then a8a2 before a8g8 (1/2).
        double chance = new ManChooser(false).explain(Position.fromFen(BLOCKED), TWO_REFUSED, TAKES_ON_A2, new Random(1), false);

        assertThat(chance).isEqualTo(0.25);
    }

    @Test
    void aRookWhoseLongestMoveStandsDoesNotExplainThem() {
        double chance = new ManChooser(false).explain(Position.fromFen(OPEN), TWO_REFUSED, TAKES_ON_A2, new Random(1), false);

        assertThat(chance).isZero();
    }

    @Test
    void theMovePlayedIsTheOneTheChoicesThatExplainTheTurnEndIn() {
        Position p = Position.fromFen(BLOCKED);

        new ManChooser(false).explain(p, TWO_REFUSED, TAKES_ON_A2, new Random(1), true);

        assertThat(Move.toString(p.lastMove())).isEqualTo(Move.toString(Move.of(Square.parse("a8"), A2)));
    }

    @Test
    void aTakeBackOntoTheSquareLastTakenIsTriedBeforeAnyManIsChosen() {
        int g4 = Square.parse("g4");
        TurnHeard none = new TurnHeard(0, null, 0, g4);

        double chance = new ManChooser(false).explain(Position.fromFen(BLOCKED), none, m -> Move.to(m) == g4, new Random(1), false);

        assertThat(chance).isEqualTo(1.0);
    }

    @Test
    void underAnyTheQuestionIsTheFirstOptionAndAfterANoTheMenAreChosenAfresh() {
        // Black has no pawn: asked with chance 1/2, "no"; then the rook (1/2) is refused twice and takes on a2 (1/2).
        TurnHeard asked = new TurnHeard(0, false, 2, Square.NONE);

        double chance = new ManChooser(true).explain(Position.fromFen(BLOCKED), asked, TAKES_ON_A2, new Random(1), false);

        assertThat(chance).isEqualTo(0.125);
    }

    @Test
    void oneOfTwoMovesOfOneLengthRefusedThenTheOtherStandingIsAsLikelyAsTheOtherOrder() {
        // Our knight on a4 blocks a8a1; a8h8 stands. The rook (1/2), then a8a1 tried first (1/2).
        TurnHeard oneRefused = new TurnHeard(0, null, 1, Square.NONE);
        int h8 = Square.parse("h8");

        double chance = new ManChooser(false).explain(Position.fromFen("r7/8/8/7k/N7/8/8/4K3 b - - 0 1"), oneRefused,
                m -> Move.to(m) == h8, new Random(1), false);

        assertThat(chance).isEqualTo(0.25);
    }

    @Test
    void menOfOneRankShareTheChancesOfTheirPlaces() {
        // Rooks on a8 and h1 both reach 7 squares and hold the first two places of three (1/2, 1/4):
        // each is picked with 3/8, and a8a1 and a8h8 stand first with 1/2 each.
        int a1 = Square.parse("a1");

        double chance = new ManChooser(false).explain(Position.fromFen("r7/8/8/4k3/8/2K5/8/7r b - - 0 1"),
                new TurnHeard(0, null, 0, Square.NONE), m -> Move.to(m) == a1 && Move.from(m) == Square.parse("a8"),
                new Random(1), false);

        assertThat(chance).isEqualTo(0.1875);
    }

    /**
     * Black's pawns on b7, d7 and f7 each try four moves, all refused (our knights stand in front,
     * the squares they would take on are empty); its king on h8 then tries g8, h7 (both attacked)
     * and g7. Eight refusals and the king's move: two pawns set aside (7/8 for the first of three,
     * 3/4 for the second of two), then the king (1/2) with g7 tried first (1/3).
     */
    private static final String PAWNS_STUCK = "7k/1p1p1p2/1N1N1N2/8/8/8/8/K7 b - - 0 1";

    @Test
    void pawnsThatFailAlikeAreSummedOnceForEachCountOfThemSetAside() {
        ManChooser chooser = new ManChooser(false);
        int g7 = Square.parse("g7");

        double chance = chooser.explain(Position.fromFen(PAWNS_STUCK), new TurnHeard(0, null, 8, Square.NONE),
                m -> Move.to(m) == g7, new Random(1), false);

        assertThat(chance).isCloseTo(7.0 / 64, within(1e-12));
        // none, one or two pawns set aside: three sums, where telling the pawns apart made seven
        assertThat(chooser.sums()).isEqualTo(3);
    }

    @Test
    void aTurnOfManyRefusalsAmongManyStuckMenWorksOutNoMoreThanItsBoundOfSums() {
        // A dozen black men, nine refusals before its "any?" (no) and twenty after: more states than the bound.
        ManChooser chooser = new ManChooser(true);

        double chance = chooser.explain(Position.fromFen("r3k1nr/p1Np1ppp/1pn5/2b1p3/4P3/8/RPP2PPP/2BQ1KNR b kq - 2 10"),
                new TurnHeard(9, false, 20, Square.NONE), m -> true, new Random(1), false);

        assertThat(chooser.sums()).isEqualTo(ManChooser.MOST_SUMS);
        assertThat(chance).isBetween(0.0, 1.0);
    }
}
