package ks.engine.view;

import static ks.engine.view.Boards.move;
import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.view;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import org.junit.jupiter.api.Test;

/** The capture (piece) token, thesis 3.3: the enemy man that just took one of ours. */
class CaptureTokenTest {

    private static final String FEN = "4k3/8/8/8/3N4/8/8/R6K b - - 0 1";
    private static final UmpireNews TAKEN_ON_D4 = UmpireNews.quiet().withCapture(sq("d4"), CaptureKind.PIECE);

    @Test
    void enemyCaptureLeavesAFullTokenWhereOurManStoodAndRemovesOurMan() {
        PlayerView view = view(FEN, Color.WHITE).afterTheirMove(TAKEN_ON_D4);

        assertThat(view.tokens().opacity(TokenKind.CAPTURE, sq("d4"))).isEqualTo(1.0);
        assertThat(view.men().typeAt(sq("d4"))).isEqualTo(PieceType.NONE);
    }

    @Test
    void captureTokenHalvesAtEachEnemyMoveAndIsGoneAfterThree() {
        PlayerView view = view(FEN, Color.WHITE).afterTheirMove(TAKEN_ON_D4);
        int there = Move.of(sq("h1"), sq("g1"));
        int back = Move.of(sq("g1"), sq("h1"));

        PlayerView once = view.afterOurMove(there, UmpireNews.quiet()).afterTheirMove(UmpireNews.quiet());
        assertThat(once.tokens().opacity(TokenKind.CAPTURE, sq("d4"))).isEqualTo(0.5);
        PlayerView twice = once.afterOurMove(back, UmpireNews.quiet()).afterTheirMove(UmpireNews.quiet());
        assertThat(twice.tokens().opacity(TokenKind.CAPTURE, sq("d4"))).isEqualTo(0.25);
        PlayerView thrice = twice.afterOurMove(there, UmpireNews.quiet()).afterTheirMove(UmpireNews.quiet());
        assertThat(thrice.tokens().has(TokenKind.CAPTURE, sq("d4"))).isFalse();
    }

    @Test
    void ourOwnMoveDoesNotAgeTheToken() {
        PlayerView view = view(FEN, Color.WHITE).afterTheirMove(TAKEN_ON_D4)
                .afterOurMove(move("4k3/8/8/8/8/8/8/R6K w - - 0 1", "h1g1"), UmpireNews.quiet());

        assertThat(view.tokens().age(TokenKind.CAPTURE, sq("d4"))).isZero();
    }

    @Test
    void ourManPassingOverTheSquareClearsTheToken() {
        // Ra1-a4, then Ra4-h4 sweeps over d4.
        PlayerView view = view("4k3/8/8/8/3N4/8/8/R2K4 b - - 0 1", Color.WHITE).afterTheirMove(TAKEN_ON_D4)
                .afterOurMove(move("4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "a1a4"), UmpireNews.quiet());
        assertThat(view.tokens().has(TokenKind.CAPTURE, sq("d4"))).isTrue();

        PlayerView later = view.afterTheirMove(UmpireNews.quiet())
                .afterOurMove(move("4k3/8/8/8/R7/8/8/3K4 w - - 0 1", "a4h4"), UmpireNews.quiet());
        assertThat(later.tokens().has(TokenKind.CAPTURE, sq("d4"))).isFalse();
    }

    @Test
    void ourCapturesAreRecordedWithTheirPlyAndLeaveNoToken() {
        String fen = "4k3/8/8/3p4/8/8/8/R2QK3 w - - 0 1";
        PlayerView view = view(fen, Color.WHITE)
                .afterOurMove(move(fen, "d1d5"), UmpireNews.quiet().withCapture(sq("d5"), CaptureKind.PAWN));

        assertThat(view.taken()).containsExactly(new Taken(sq("d5"), CaptureKind.PAWN, 0));
        assertThat(view.tokens().squares(TokenKind.CAPTURE)).isZero();
    }
}
