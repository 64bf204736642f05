package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * The enemy's pawns that the news rules out drawn again where it allows them ({@link
 * Belief#redrawPawns}): what moves, what stays, and what it may not break.
 */
class PawnRedrawTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final long SEED = 7;
    private static final long FIFTH_RANK = Bitboards.RANK_1 << 32;

    @Test
    void pawnsOffTheAllowedSquaresAreDrawnOntoThemAndNothingElseMoves() {
        Position start = Position.fromFen("4k3/pp6/2n5/8/8/8/5PPP/R5K1 w - - 0 1");
        Belief white = new Belief(start, Color.WHITE, BERKELEY_ANY, 64, SEED);

        int redrawn = white.redrawPawns(FIFTH_RANK);

        assertThat(redrawn).isEqualTo(64);
        Set<Long> placings = new HashSet<>();
        white.forEach((p, w) -> {
            long pawns = p.pieces(Color.BLACK, PieceType.PAWN);
            assertThat(pawns & ~FIFTH_RANK).as(p.toFen()).isZero();
            assertThat(Long.bitCount(pawns)).as(p.toFen()).isEqualTo(2);
            assertThat(p.occupancy(Color.BLACK) & ~pawns).as(p.toFen())
                    .isEqualTo(start.occupancy(Color.BLACK) & ~start.pieces(Color.BLACK, PieceType.PAWN));
            assertThat(OwnMen.of(p, Color.WHITE).occupancy()).as(p.toFen()).isEqualTo(start.occupancy(Color.WHITE));
            placings.add(pawns);
        });
        assertThat(placings).hasSizeGreaterThan(5);
    }

    @Test
    void eachStrayPawnGoesToARegionNoOtherPawnHolds() {
        Position start = Position.fromFen("4k3/pp6/2n5/8/8/8/5PPP/R5K1 w - - 0 1");
        Belief white = new Belief(start, Color.WHITE, BERKELEY_ANY, 64, SEED);
        long aToC = Bitboards.bit(Square.parse("a5")) | Bitboards.bit(Square.parse("b5")) | Bitboards.bit(Square.parse("c5"));
        long h5 = Bitboards.bit(Square.parse("h5"));

        white.redrawPawns(aToC, h5);

        white.forEach((p, w) -> {
            long pawns = p.pieces(Color.BLACK, PieceType.PAWN);
            assertThat(Long.bitCount(pawns & aToC)).as(p.toFen()).isEqualTo(1);
            assertThat(pawns & h5).as(p.toFen()).isEqualTo(h5);
        });
    }

    @Test
    void pawnsOnAllowedSquaresStayWhereTheyAre() {
        Position start = Position.fromFen("4k3/pp6/2n5/8/8/8/5PPP/R5K1 w - - 0 1");
        Belief white = new Belief(start, Color.WHITE, BERKELEY_ANY, 64, SEED);

        int redrawn = white.redrawPawns(start.pieces(Color.BLACK, PieceType.PAWN) | FIFTH_RANK);

        assertThat(redrawn).isZero();
        white.forEach((p, w) -> assertThat(p.toFen()).isEqualTo(start.toFen()));
    }

    @Test
    void aPawnThatGivesTheCheckWeWereToldOfIsNotDrawnAway() {
        Position start = Position.fromFen("4k3/8/8/8/8/8/3p4/4K3 w - - 0 1");
        Belief white = new Belief(start, Color.WHITE, BERKELEY_ANY, 16, SEED);

        int redrawn = white.redrawPawns(FIFTH_RANK);

        assertThat(redrawn).isZero();
        white.forEach((p, w) -> assertThat(p.inCheck()).as(p.toFen()).isTrue());
    }
}
