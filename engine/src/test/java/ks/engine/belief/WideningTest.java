package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A shrunk sample widened by the enemy's pieces the news since the last capture leaves free
 * ({@link Belief#widen}): which pieces move, which stay, and that every new guess fits the news.
 */
class WideningTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final long SEED = 7;

    @Test
    void nothingIsWidenedBeforeAnyCaptureSinceTheStartTellsEveryPiece() {
        String fen = "4k3/7b/2n5/8/8/8/8/4K3 w - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        BeliefTest.play(fen, white, "e1d1", "c6b4");
        java.util.List<String> before = new java.util.ArrayList<>();
        white.forEach((p, w) -> before.add(p.toFen()));

        assertThat(white.widen(64)).isZero();
        java.util.List<String> after = new java.util.ArrayList<>();
        white.forEach((p, w) -> after.add(p.toFen()));
        assertThat(after).isEqualTo(before);
    }

    @Test
    void theManThatJustTookStaysAndAFreePieceIsGuessedAfresh() {
        String fen = "4k3/7b/2n5/8/3P4/8/8/3K4 b - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        BeliefTest.play(fen, white, "c6d4");

        assertThat(white.widen(64)).isPositive();
        Set<Integer> bishops = new HashSet<>();
        white.forEach((p, w) -> {
            assertThat(p.pieceTypeAt(Square.parse("d4"))).as(p.toFen()).isEqualTo(PieceType.KNIGHT);
            assertThat(p.kingSquare(Color.BLACK)).as(p.toFen()).isEqualTo(Square.parse("e8"));
            assertThat(Long.bitCount(p.pieces(Color.BLACK, PieceType.BISHOP))).as(p.toFen()).isEqualTo(1);
            assertThat(p.inCheck()).as(p.toFen()).isFalse();
            assertThat(OwnMen.of(p, Color.WHITE).occupancy()).as(p.toFen()).isEqualTo(Bitboards.bit(Square.parse("d1")));
            bishops.add(Long.numberOfTrailingZeros(p.pieces(Color.BLACK, PieceType.BISHOP)));
        });
        assertThat(bishops).hasSizeGreaterThan(10);
    }

    @Test
    void aManThatGaveCheckSinceTheCaptureStaysAndTheCheckIsKept() {
        String fen = "4k1b1/8/2n5/8/3P4/8/7r/3K4 b - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        BeliefTest.play(fen, white, "c6d4", "d1c1", "h2h1");

        assertThat(white.widen(64)).isPositive();
        Set<Integer> bishops = new HashSet<>();
        white.forEach((p, w) -> {
            assertThat(p.pieceTypeAt(Square.parse("h1"))).as(p.toFen()).isEqualTo(PieceType.ROOK);
            assertThat(p.checkers()).as(p.toFen()).isEqualTo(Bitboards.bit(Square.parse("h1")));
            bishops.add(Long.numberOfTrailingZeros(p.pieces(Color.BLACK, PieceType.BISHOP)));
        });
        assertThat(bishops).hasSizeGreaterThan(5);
    }

    @Test
    void anAttemptRefusedSinceTheCaptureStaysRefusedInEveryWidenedGuess() {
        String fen = "4k3/8/b1n5/8/3P4/8/8/R3K3 b - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        BeliefTest.play(fen, white, "c6d4", "a1a8");

        assertThat(white.widen(64)).isPositive();
        int a1a8 = Move.of(Square.parse("a1"), Square.parse("a8"));
        MoveList legal = new MoveList();
        Set<Long> distinct = new HashSet<>();
        white.forEach((p, w) -> {
            p.legalMoves(legal);
            assertThat(legal.find(a1a8)).as(p.toFen()).isEqualTo(Move.NONE);
            distinct.add(p.hash());
        });
        assertThat(distinct).hasSizeGreaterThan(1);
    }
}
