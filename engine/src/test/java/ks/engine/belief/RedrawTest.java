package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
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
 * A sample's enemy pieces guessed afresh ({@link Belief#redraw}): what it keeps and what it may not
 * break; and the two readings of a sample that has lost the enemy, its sharpness and its surprise.
 */
class RedrawTest {

    private static final RuleSet WOLFE = RuleSets.byName("wolfe");
    private static final long SEED = 7;

    @Test
    void aRedrawKeepsOurMenAndTheEnemysPawnsAndCountsAndMovesItsPieces() {
        String fen = "4k3/pp6/2n5/8/8/8/5PPP/R5K1 w - - 0 1";
        Position start = Position.fromFen(fen);
        Belief white = new Belief(start, Color.WHITE, WOLFE, 64, SEED);
        white.redraw(64);

        Set<Integer> knights = new HashSet<>();
        Set<Integer> kings = new HashSet<>();
        white.forEach((p, w) -> {
            assertThat(OwnMen.of(p, Color.WHITE).occupancy()).as(p.toFen()).isEqualTo(start.occupancy(Color.WHITE));
            assertThat(p.pieces(Color.BLACK, PieceType.PAWN)).as(p.toFen()).isEqualTo(start.pieces(Color.BLACK, PieceType.PAWN));
            assertThat(Long.bitCount(p.pieces(Color.BLACK, PieceType.KNIGHT))).as(p.toFen()).isEqualTo(1);
            assertThat(Long.bitCount(p.occupancy(Color.BLACK))).as(p.toFen()).isEqualTo(4);
            assertThat(p.isAttacked(p.kingSquare(Color.BLACK), Color.WHITE)).as(p.toFen()).isFalse();
            knights.add(Long.numberOfTrailingZeros(p.pieces(Color.BLACK, PieceType.KNIGHT)));
            kings.add(p.kingSquare(Color.BLACK));
        });
        assertThat(knights).hasSizeGreaterThan(10);
        assertThat(kings).hasSizeGreaterThan(10);
    }

    @Test
    void anAttemptRefusedThisTurnStaysRefusedInEveryRedrawnGuess() {
        String fen = "1n2k3/8/8/8/8/8/8/R3K3 b - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 64, SEED);
        BeliefTest.play(fen, white, "b8a6", "a1a8");
        white.redraw(64);

        int a1a8 = Move.of(Square.parse("a1"), Square.parse("a8"));
        MoveList legal = new MoveList();
        white.forEach((p, w) -> {
            p.legalMoves(legal);
            assertThat(legal.find(a1a8)).as(p.toFen()).isEqualTo(Move.NONE);
        });
    }

    @Test
    void aRedrawKeepsOurKingsCheckAsTheNewsToldIt() {
        String fen = "4k3/8/8/8/8/8/8/r3K3 w - - 0 1";
        Position start = Position.fromFen(fen);
        Belief white = new Belief(start, Color.WHITE, WOLFE, 64, SEED);
        white.redraw(64);

        white.forEach((p, w) -> assertThat(p.inCheck()).as(p.toFen()).isTrue());
    }

    @Test
    void aSampleSureOfEveryManIsFullySharpAndARedrawBluntsIt() {
        Belief white = new Belief(Position.fromFen("4k3/pp6/2n5/8/8/8/5PPP/R5K1 w - - 0 1"), Color.WHITE, WOLFE, 64, SEED);
        assertThat(white.map().sharpness()).isEqualTo(1.0);

        white.redraw(64);

        assertThat(white.map().sharpness()).isLessThan(0.6);
    }

    @Test
    void anAttemptRefusedWhereEveryGuessFoundItLegalIsAFullSurprise() {
        Belief white = new Belief(Position.fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), Color.WHITE, WOLFE, 16, SEED);
        white.ourAttempt(Move.of(Square.parse("a1"), Square.parse("a7")), ks.engine.referee.Verdict.ILLEGAL, java.util.List.of());

        assertThat(white.surprise()).isEqualTo(1.0);
    }

    @Test
    void anAttemptAcceptedAsEveryGuessForesawIsNoSurprise() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        Belief white = new Belief(Position.fromFen(fen), Color.WHITE, WOLFE, 16, SEED);
        BeliefTest.play(fen, white, "a1a7");

        assertThat(white.surprise()).isZero();
    }
}
