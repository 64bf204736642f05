package ks.engine.belief.region;

import static ks.engine.SquareSets.squares;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** Each rule by which white's regions of black's men grow and narrow, from FEN positions through a real referee. */
class ManRegionsTest {

    private Referee referee;
    private ManRegions regions;

    private void start(String fen, String rules) {
        Position p = Position.fromFen(fen);
        RuleSet set = RuleSets.byName(rules);
        referee = new Referee(p, set);
        regions = new ManRegions(p, Color.WHITE, set);
    }

    /** Plays {@code uci} for whichever side is to move and tells white what it heard. */
    private Ruling play(String uci) {
        Position before = referee.position();
        int mover = before.sideToMove();
        int move = before.isLegal(Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4))))
                ? Uci.parse(before, uci) : Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)));
        Ruling r = referee.attempt(move);
        if (mover == Color.WHITE) {
            regions.ourAttempt(r.move(), r.verdict(), r.heardBy(Color.WHITE));
        } else if (r.isLegal()) {
            int lost = r.facts().capture() == null ? -1 : r.facts().capture().square();
            regions.theirMove(lost, r.heardBy(Color.WHITE));
        }
        return r;
    }

    private long of(String origin) {
        int o = Square.parse(origin);
        for (int i = 0; i < regions.size(); i++) {
            if (regions.origin(i) == o) {
                return regions.squares(i);
            }
        }
        throw new AssertionError("no man from " + origin);
    }

    private boolean gone(String origin) {
        int o = Square.parse(origin);
        for (int i = 0; i < regions.size(); i++) {
            if (regions.origin(i) == o) {
                return regions.gone(i);
            }
        }
        throw new AssertionError("no man from " + origin);
    }

    @Test
    void aGuessWithAManOutsideEveryRegionOfItsKindIsNotAdmitted() {
        start("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1", "berkeley-any");
        play("e8f8");
        assertThat(regions.admits(Position.fromFen("5k2/8/3p4/8/8/8/8/4K3 w - - 0 2"))).isTrue();
        assertThat(regions.admits(Position.fromFen("5k2/8/8/8/3p4/8/8/4K3 w - - 0 2"))).isFalse();
        assertThat(regions.admits(Position.fromFen("5k2/3n4/8/8/8/8/8/4K3 w - - 0 2"))).isFalse();
    }

    @Test
    void aGuessWithAManOutsideItsRegionIsMendedToTheNearestSquareTheRegionHolds() {
        start("4k3/7p/8/8/8/8/8/4K3 w - - 0 1", "berkeley-any");
        play("e1e2");
        play("e8e7");
        Position mended = regions.mended(Position.fromFen("k7/7p/8/8/8/8/4K3/8 w - - 2 2"));
        // The region holds e8, its steps, and c8 and g8 (castling is not ruled out): c8 is two steps from a8.
        assertThat(mended.kingSquare(Color.BLACK)).isEqualTo(Square.parse("c8"));
        assertThat(mended.pieces(Color.BLACK, PieceType.PAWN)).isEqualTo(squares("h7"));
    }

    @Test
    void aPawnGrowsOnlyForwardOneOrTwoFromItsFirstRank() {
        start("4k3/3p4/8/8/8/8/8/4K3 b - - 0 1", "berkeley-any");
        play("e8f8");
        assertThat(of("d7")).isEqualTo(squares("d7", "d6", "d5"));
        play("e1e2");
        play("f8e8");
        assertThat(of("d7")).isEqualTo(squares("d7", "d6", "d5", "d4"));
    }

    @Test
    void aPawnThatMayHaveReachedTheLastRankGrowsAsAnyPiece() {
        start("4k3/8/8/8/8/8/3p4/K7 b - - 0 1", "berkeley-any");
        play("d2d1q");
        play("a1a2");
        play("d1d4");
        assertThat(of("d2") & squares("d1", "d4", "h5", "c3")).isEqualTo(squares("d1", "d4", "h5", "c3"));
    }

    @Test
    void ourMovePassingOverSquaresEmptiesThemOfEveryEnemyMan() {
        start("3qk3/8/8/8/8/8/8/R3K3 b - - 0 1", "berkeley-any");
        play("d8d5");
        long before = of("d8");
        play("a1a7");
        assertThat(before & squares("a5")).isEqualTo(squares("a5"));
        assertThat(of("d8") & squares("a2", "a3", "a4", "a5", "a6", "a7")).isZero();
    }

    @Test
    void aCaptureOfOursThatOneManAloneCouldMakePutsItThere() {
        start("4k3/8/8/8/8/2n5/8/R3K3 b - - 0 1", "berkeley-any");
        play("e8d8");
        play("a1a2");
        play("c3a2");
        assertThat(of("c3")).isEqualTo(squares("a2"));
    }

    @Test
    void aCaptureOfOursThatTwoMenCouldMakeLeavesEachWhereItWasOrOnTheSquare() {
        start("4k2b/8/8/8/8/2n5/7r/R3K3 b - - 0 1", "berkeley-any");
        play("e8d8");
        play("a1a2");
        long knight = of("c3");
        long rook = of("h2");
        long bishop = of("h8");
        play("c3a2");
        assertThat(of("c3")).isEqualTo(knight | squares("a2"));
        assertThat(of("h2")).isEqualTo(rook | squares("a2"));
        assertThat(of("h8")).isEqualTo(bishop);
    }

    @Test
    void ourCaptureTakesOffTheOneManThatCouldStandThere() {
        start("4k3/8/8/8/8/8/n7/R3K3 w - - 0 1", "berkeley-any");
        play("a1a2");
        assertThat(gone("a2")).isTrue();
    }

    @Test
    void ourCaptureWhereTwoMenMayStandTakesOffNeitherButEmptiesTheSquare() {
        start("4k3/8/8/8/1nb5/8/8/R3K3 b - - 0 1", "berkeley-any");
        play("b4a2");
        assertThat(of("c4") & squares("a2")).isNotZero();
        play("a1a2");
        assertThat(gone("c4")).isFalse();
        assertThat(of("c4") & squares("a2")).isZero();
        assertThat(gone("b4")).isFalse();
        assertThat(of("b4") & squares("a2")).isZero();
    }

    @Test
    void aCheckOnAFileKeepsTheKingOnTheFilesOurMenCheck() {
        start("8/8/8/2k5/8/8/8/R3K3 w - - 0 1", "berkeley-any");
        play("a1c1");
        assertThat(of("c5")).isEqualTo(of("c5") & Bitboards.FILE_A << 2);
        assertThat(of("c5")).isNotZero();
    }

    @Test
    void noCheckTakesTheKingOffTheSquaresOurMenSurelyAttack() {
        start("8/8/8/8/2k5/8/8/R3K3 b - - 0 1", "berkeley-any");
        play("c4b4");
        assertThat(of("c4") & squares("b3", "c3", "d3")).isEqualTo(squares("b3", "c3", "d3"));
        play("a1a3");
        assertThat(of("c4") & squares("b3", "c3", "d3")).isZero();
    }

    @Test
    void noPawnCapturesForTheEnemyKeepItsPawnsOffTheSquaresFromWhichTheyWouldTake() {
        start("4k3/8/8/3p4/8/8/8/1N2K3 b - - 0 1", "cincinnati");
        play("e8d8");
        assertThat(of("d5")).isEqualTo(squares("d5", "d4"));
        Ruling r = play("b1c3");
        assertThat(r.heardBy(Color.WHITE).stream().anyMatch(a -> Boolean.FALSE.equals(a.anyTries()))).isTrue();
        assertThat(of("d5")).isEqualTo(squares("d5"));
    }

    @Test
    void aPromotionHeardMeansOnlyAPawnMoved() {
        start("4k3/8/8/8/8/2n5/3p4/K7 b - - 0 1", "rand");
        long knight = of("c3");
        Ruling r = play("d2d1q");
        assertThat(r.heardBy(Color.WHITE).stream().anyMatch(a -> a.kind() == ks.engine.referee.Announcement.Kind.PROMOTION)).isTrue();
        assertThat(of("c3")).isEqualTo(knight);
    }

    @Test
    void aPawnCaptureTheBoardRefusesFindsNoEnemyManOnItsSquare() {
        start("4k3/8/8/8/8/8/1P6/1n2K3 b - - 0 1", "berkeley-any");
        play("b1d2");
        assertThat(of("b1") & squares("a3", "c3", "d2")).isEqualTo(squares("a3", "c3", "d2"));
        Ruling r = play("b2c3");
        assertThat(r.isLegal()).isFalse();
        assertThat(of("b1") & squares("a3", "c3", "d2")).isEqualTo(squares("a3", "d2"));
    }

    @Test
    void aSliderTheBoardRefusesIsBlockedByTheOneManThatMayStandOnItsPath() {
        start("4k3/8/8/8/8/3n4/6K1/R7 b - - 0 1", "berkeley-any");
        play("d3c1");
        Ruling r = play("a1d1");
        assertThat(r.isLegal()).isFalse();
        assertThat(of("d3")).isEqualTo(squares("c1"));
    }
}
