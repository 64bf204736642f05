package ks.engine.view;

import static ks.engine.view.Boards.move;
import static ks.engine.view.Boards.names;
import static ks.engine.view.Boards.squares;
import static ks.engine.view.Boards.view;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

/** The pawn-try token, thesis 3.3: where our pawns may capture. */
class PawnTryTokenTest {

    private static final String FEN = "k7/8/8/8/8/3P1P2/4N3/4K3 b - - 0 1";

    private static long tryTokens(PawnTries tries) {
        return view(FEN, Color.WHITE).afterTheirMove(UmpireNews.quiet().withTries(tries)).tokens()
                .squares(TokenKind.PAWN_TRY);
    }

    @Test
    void aCountMarksEveryDiagonalOurPawnsAttack() {
        assertThat(names(tryTokens(PawnTries.count(2)))).isEqualTo(names(squares("c4 e4 g4")));
    }

    @Test
    void toldPawnsMarkOnlyTheirDiagonals() {
        assertThat(names(tryTokens(PawnTries.fromPawns(squares("f3"))))).isEqualTo(names(squares("e4 g4")));
    }

    @Test
    void toldTargetsAreExactlyTheTokens() {
        assertThat(names(tryTokens(PawnTries.onTargets(squares("e4"))))).isEqualTo("e4");
    }

    @Test
    void noTriesOrNoWordLeaveNoTokens() {
        assertThat(tryTokens(PawnTries.none())).isZero();
        assertThat(tryTokens(PawnTries.unknown())).isZero();
    }

    @Test
    void tryTokensGoOnceWeHaveMoved() {
        PlayerView view = view(FEN, Color.WHITE).afterTheirMove(UmpireNews.quiet().withTries(PawnTries.count(1)))
                .afterOurMove(move("k7/8/8/8/8/3P1P2/4N3/4K3 w - - 0 1", "e1d1"), UmpireNews.quiet());

        assertThat(view.tokens().squares(TokenKind.PAWN_TRY)).isZero();
    }
}
