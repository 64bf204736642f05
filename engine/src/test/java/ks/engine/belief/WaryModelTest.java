package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Umpire;
import org.junit.jupiter.api.Test;

/**
 * {@link EnemyModel#WARY}, the shape of level 3: it takes our men when it can and seldom puts a
 * man where ours may take it for a gain. Black to move; white's rook on a1, pawn on e4, king on g1.
 */
class WaryModelTest {

    private static final String FEN = "4k3/8/1p6/8/4P3/2n5/8/R5K1 b - - 0 1";

    @Test
    void aCaptureOfOurManWeighsAsMuchAsAHunterGivesIt() {
        assertThat(weight(FEN, "c3e4")).isEqualTo(EnemyModel.HUNTED);
    }

    @Test
    void aManPutUnguardedWhereOurRookReachesWeighsLittle() {
        assertThat(weight(FEN, "c3a2")).isEqualTo(EnemyModel.EXPOSED);
    }

    @Test
    void aKnightPutWhereOurPawnTakesItDespiteItsGuardWeighsLittle() {
        // The pawn on b6 guards c5, but a knight is worth more than the white pawn that takes it.
        assertThat(weight("4k3/8/1p6/8/n2P4/8/8/6K1 b - - 0 1", "a4c5")).isEqualTo(EnemyModel.EXPOSED);
    }

    @Test
    void aGuardedManBesideOurKingAloneIsNotExposed() {
        assertThat(weight("4k3/8/8/8/8/2n2p2/8/5K2 b - - 0 1", "c3e2")).isEqualTo(1.0);
    }

    @Test
    void anUnguardedManBesideOurKingIsExposed() {
        assertThat(weight("4k3/8/8/8/8/2n5/8/5K2 b - - 0 1", "c3e2")).isEqualTo(EnemyModel.EXPOSED);
    }

    @Test
    void aQuietMoveOutOfReachWeighsOne() {
        assertThat(weight(FEN, "e8d7")).isEqualTo(1.0);
    }

    private static double weight(String fen, String move) {
        Position p = Position.fromFen(fen);
        int m = legal(p, move);
        return EnemyModel.WARY.weight(p, m, -1, Umpire.captureOf(p, m));
    }

    private static int legal(Position p, String move) {
        MoveList legal = new MoveList();
        p.legalMoves(legal);
        int m = legal.find(Move.of(Square.parse(move.substring(0, 2)), Square.parse(move.substring(2, 4))));
        assertThat(m).isNotEqualTo(Move.NONE);
        return m;
    }
}
