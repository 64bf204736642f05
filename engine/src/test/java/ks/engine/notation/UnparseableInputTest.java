package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.men;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnparseableInputTest {

    private static Reading.Unparseable says(String message) {
        return new Reading.Unparseable(message);
    }

    @Test
    void emptyBlankOrMissingText() {
        Reading.Unparseable nothing = says("nothing typed: enter a move such as e4, Nf3, P-K4 or O-O");
        assertThat(read(START, "")).isEqualTo(nothing);
        assertThat(read(START, "   ")).isEqualTo(nothing);
        assertThat(MoveInput.read(null, men(START))).isEqualTo(nothing);
    }

    @Test
    void onlyAnnotationMarks() {
        assertThat(read(START, "!?")).isEqualTo(says("not understood: '!?' (no move in it)"));
    }

    @Test
    void garbageShowsWhatAMoveLooksLike() {
        assertThat(read(START, "hello")).isEqualTo(
                says("not understood: 'hello' (expected a move such as e4, Nf3, e2-e4, P-K4, K2 K4 or O-O)"));
    }

    @Test
    void offBoardSquaresAreNamed() {
        assertThat(read(START, "Nz9")).isEqualTo(says("not understood: 'Nz9' (no square z9)"));
        assertThat(read(START, "e9")).isEqualTo(says("not understood: 'e9' (no square e9)"));
        assertThat(read(START, "e2-i4")).isEqualTo(says("not understood: 'e2-i4' (no square i4)"));
        assertThat(read(START, "p-k9")).isEqualTo(says("not understood: 'p-k9' (no square k9)"));
        assertThat(read(START, "n-kb0")).isEqualTo(says("not understood: 'n-kb0' (no square kb0)"));
    }

    @Test
    void noSuchPiece() {
        assertThat(read("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Qd4"))
                .isEqualTo(says("not playable: 'Qd4' (you have no queen)"));
    }

    @Test
    void noOwnManOnTheFromSquare() {
        assertThat(read(START, "e3e4")).isEqualTo(says("not playable: 'e3e4' (you have no man on e3)"));
        assertThat(read(START, "k3 k4")).isEqualTo(says("not playable: 'k3 k4' (you have no man on K3)"));
    }

    @Test
    void fromSquareHoldsAnotherKindOfMan() {
        assertThat(read(START, "Ne2-e4")).isEqualTo(says("not playable: 'Ne2-e4' (no knight of yours on e2)"));
    }

    @Test
    void pieceThatCannotReachTheSquare() {
        assertThat(read(START, "Nd4")).isEqualTo(says("not playable: 'Nd4' (no knight of yours can reach d4)"));
        assertThat(read(START, "Bc4")).isEqualTo(says("not playable: 'Bc4' (no bishop of yours can reach c4)"));
        assertThat(read(START, "n-q4")).isEqualTo(says("not playable: 'n-q4' (no knight of yours can reach Q4)"));
    }

    @Test
    void manOnTheFromSquareThatCannotReach() {
        assertThat(read(START, "e2e5")).isEqualTo(says("not playable: 'e2e5' (your pawn on e2 cannot reach e5)"));
    }

    @Test
    void pawnThatCannotAdvanceOrTake() {
        assertThat(read("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1", "e4"))
                .isEqualTo(says("not playable: 'e4' (no pawn of yours can advance to e4)"));
        assertThat(read(START, "exd4")).isEqualTo(says("not playable: 'exd4' (no pawn of yours can take on d4)"));
    }

    @Test
    void targetHoldsAnOwnMan() {
        assertThat(read(START, "Nd2")).isEqualTo(says("not playable: 'Nd2' (your own pawn stands on d2)"));
    }

    @Test
    void onlyAPawnOnTheLastRankPromotes() {
        assertThat(read(START, "Nf3=Q"))
                .isEqualTo(says("not playable: 'Nf3=Q' (only a pawn reaching the last rank is promoted)"));
    }

    @Test
    void noPromotionToKingOrPawn() {
        assertThat(read("7k/4P3/8/8/8/8/8/K7 w - - 0 1", "e8=K"))
                .isEqualTo(says("not understood: 'e8=K' (a pawn cannot become a king)"));
    }

    @Test
    void descriptiveCaptureMustNameTheSquareNotTheMan() {
        assertThat(read(START, "PxP"))
                .isEqualTo(says("not understood: 'PxP' (name the square taken on: the man there cannot be seen)"));
        assertThat(read(START, "NxQP"))
                .isEqualTo(says("not understood: 'NxQP' (name the square taken on: the man there cannot be seen)"));
    }
}
