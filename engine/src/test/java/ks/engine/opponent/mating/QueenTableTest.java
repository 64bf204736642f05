package ks.engine.opponent.mating;

import static ks.engine.SquareSets.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** Our moves to mate with a king and queen, the lone king seen and to move, and the region's search read by them. */
class QueenTableTest {

    static final QueenTable TABLE = made();
    private static final double[] EVEN = new double[64];

    private static QueenTable made() {
        QueenBuild build = new QueenBuild();
        build.advanceTo(Long.MAX_VALUE);
        return (QueenTable) build.table();
    }

    private static int movesToMate(String fen) {
        Position p = Position.fromFen(fen);
        return TABLE.movesToMate(OwnMen.of(p, Color.WHITE), p.kingSquare(Color.BLACK));
    }

    /** The search's value of our move {@code from}-{@code to} against a king on one of {@code region}'s squares. */
    private static double value(String fen, long region, String from, String to) {
        OwnMen men = OwnMen.of(Position.fromFen(fen), Color.WHITE);
        return new RegionSearch(TABLE).value(men, region, Move.of(Square.parse(from), Square.parse(to)), EVEN);
    }

    @Test
    void aKingMatedOnTheEdgeNeedsNoMore() {
        assertThat(movesToMate("2k5/2Q5/2K5/8/8/8/8/8 b - - 0 1")).isZero();
    }

    @Test
    void aKingWithOneStepLeftIsMatedInOneMove() {
        // Its one step is Ka8, then Qc8 mates.
        assertThat(movesToMate("1k6/8/1K6/8/8/8/8/2Q5 b - - 0 1")).isEqualTo(1);
    }

    @Test
    void aKingThatTakesAnUnguardedQueenIsNotWon() {
        assertThat(movesToMate("8/8/8/3kQ3/8/8/8/K7 b - - 0 1")).isEqualTo(MateTable.NOT_WON);
    }

    @Test
    void aKingStalematedInTheCornerIsNotWon() {
        assertThat(movesToMate("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")).isEqualTo(MateTable.NOT_WON);
        assertThat(movesToMate("k7/2Q5/8/8/8/8/8/4K3 b - - 0 1")).isEqualTo(MateTable.NOT_WON);
    }

    @Test
    void aKingStalematedOnTheEdgeIsNotWon() {
        // The queen on c6 takes c8, c7, d7 and e8, our king on f6 takes e7.
        assertThat(movesToMate("3k4/8/2Q2K2/8/8/8/8/8 b - - 0 1")).isEqualTo(MateTable.NOT_WON);
    }

    @Test
    void noPositionTakesMoreThanTenMoves() {
        int longest = 0;
        for (int i = 0; i < QueenTable.SIZE; i++) {
            longest = Math.max(longest, TABLE.movesToMate(RookTable.ourKing(i), RookTable.king(i), RookTable.rook(i)));
        }
        assertThat(longest).isEqualTo(10);
    }

    @Test
    void theSearchCountsAMoveThatStalematesTheKingWhereItMustStandAsADraw() {
        // Qf7 takes g8, g7 and h7 from a king on h8 that is not in check.
        assertThat(value("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", squares("h8"), "f1", "f7"))
                .isCloseTo(Evaluation.DRAW_WHEN_AHEAD, within(1e-9));
    }

    @Test
    void theSearchCountsACheckThatMatesOnEitherCornerSquareAsAMate() {
        // Qd8 checks along the back rank, and our king on g6 takes f7, g7 and h7: mate on g8 and on h8.
        double mate = value("6k1/8/6K1/8/8/8/8/3Q4 w - - 0 1", squares("g8", "h8"), "d1", "d8");
        assertThat(mate).isCloseTo(0, within(1e-9));
    }

    @Test
    void itAppliesToAQueenAlone() {
        assertThat(QueenTable.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/8/2Q1K3 w - - 0 1"), Color.WHITE)))
                .isTrue();
        assertThat(QueenTable.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/4P3/2Q1K3 w - - 0 1"), Color.WHITE)))
                .isFalse();
        assertThat(QueenTable.applies(OwnMen.of(Position.fromFen("8/8/8/3k4/8/8/8/R3K3 w - - 0 1"), Color.WHITE)))
                .isFalse();
    }
}
