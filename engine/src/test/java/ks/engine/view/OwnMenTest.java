package ks.engine.view;

import static ks.engine.view.Boards.move;
import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.squares;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

class OwnMenTest {

    @Test
    void takesOnlyTheMenOfItsOwnColourFromAFullPosition() {
        OwnMen white = OwnMen.of(Position.startpos(), Color.WHITE);

        assertThat(white.occupancy()).isEqualTo(0xFFFFL);
        assertThat(white.typeAt(sq("e8"))).isEqualTo(PieceType.NONE);
    }

    @Test
    void castlingMovesTheRookToo() {
        String fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
        OwnMen after = OwnMen.of(Position.fromFen(fen), Color.WHITE).after(move(fen, "e1g1"));

        assertThat(after.occupancy()).isEqualTo(squares("f1 g1"));
        assertThat(after.typeAt(sq("f1"))).isEqualTo(PieceType.ROOK);
    }

    @Test
    void promotionLeavesThePromotedMan() {
        String fen = "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1";
        OwnMen after = OwnMen.of(Position.fromFen(fen), Color.WHITE).after(move(fen, "b7b8n"));

        assertThat(after.typeAt(sq("b8"))).isEqualTo(PieceType.KNIGHT);
        assertThat(after.men(PieceType.PAWN)).isZero();
    }

    @Test
    void refusesAMoveFromASquareWithoutOurMan() {
        OwnMen white = OwnMen.of(Position.startpos(), Color.WHITE);

        assertThatThrownBy(() -> white.after(move(Position.STARTPOS_FEN, "e2e4") ^ sq("e2") ^ sq("e4")))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void guardedSquaresStopAtOurFirstManButIncludeIt() {
        OwnMen white = OwnMen.of(Position.fromFen("7k/8/8/8/8/P7/8/R6K w - - 0 1"), Color.WHITE);

        assertThat(white.guarded() & squares("a2 a3 a4")).isEqualTo(squares("a2 a3"));
    }
}
