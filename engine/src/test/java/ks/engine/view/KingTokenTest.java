package ks.engine.view;

import static ks.engine.view.Boards.move;
import static ks.engine.view.Boards.names;
import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.squares;
import static ks.engine.view.Boards.view;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.referee.CheckDirection;
import org.junit.jupiter.api.Test;

/** The king token, thesis 3.5: where the enemy king may stand after we give check. */
class KingTokenTest {

    private static long kingTokens(String fen, String uci, UmpireNews news) {
        return view(fen, Color.WHITE).afterOurMove(move(fen, uci), news).tokens().squares(TokenKind.KING);
    }

    @Test
    void knightCheckMarksTheNewKnightSquaresOurMenDidNotAlreadyHoldOrHit() {
        // The f4 pawn already hit e5 and g5, where the king would have been in check before, and
        // our knight stood on g1.
        long king = kingTokens("7k/8/8/8/5P2/8/8/K5N1 w - - 0 1", "g1f3",
                UmpireNews.quiet().withChecks(CheckDirection.KNIGHT));

        assertThat(names(king)).isEqualTo(names(squares("e1 d2 h2 d4 h4")));
    }

    @Test
    void aDiagonalCheckByTheMovedBishopKeepsOnlyTheAnnouncedDiagonalOffItsPath() {
        // Figure 3.8, left: Bf1-d3, long diagonal check. b5 and a6 are long-diagonal squares too,
        // but the bishop already looked there from f1.
        long king = kingTokens("8/8/6k1/8/8/7K/8/5B2 w - - 0 1", "f1d3",
                UmpireNews.quiet().withChecks(CheckDirection.LONG_DIAGONAL));

        assertThat(names(king)).isEqualTo(names(squares("b1 c2 f5 g6 h7")));
    }

    @Test
    void aCaptureOnTheLandingSquareReopensThePathBeyondIt() {
        // Figure 3.8, right: the same move takes on d3, which hid b5 and a6 from f1.
        long king = kingTokens("8/8/6k1/8/8/3p3K/8/5B2 w - - 0 1", "f1d3",
                UmpireNews.quiet().withCapture(sq("d3"), CaptureKind.PAWN).withChecks(CheckDirection.LONG_DIAGONAL));

        assertThat(names(king)).isEqualTo(names(squares("b1 c2 f5 a6 b5 g6 h7")));
    }

    @Test
    void aDiagonalCheckAfterARookMoveWasDiscoveredByEitherSliderBehindIt() {
        // Figure 3.7: Rd4-a4 uncovers both the b2 bishop and the b6 queen; either may check.
        long king = kingTokens("8/8/1Q6/8/3R4/7K/1B6/6k1 w - - 0 1", "d4a4",
                UmpireNews.quiet().withChecks(CheckDirection.LONG_DIAGONAL));

        assertThat(names(king)).isEqualTo(names(squares("g1 f2 e3 e5 f6 g7 h8")));
    }

    @Test
    void doubleCheckKeepsOnlySquaresFittingBothDirections() {
        // Figure 3.9: Rc4-f4 gives a file check and uncovers the a2 bishop's long diagonal.
        long king = kingTokens("8/5k2/8/8/2R5/8/B7/K7 w - - 0 1", "c4f4",
                UmpireNews.quiet().withChecks(CheckDirection.FILE, CheckDirection.LONG_DIAGONAL));

        assertThat(names(king)).isEqualTo("f7");
    }

    @Test
    void aRookCheckAlongItsOwnPathWithoutCaptureIsImpossible() {
        // Ra1-a4 saw the whole a-file from a1, so a rook check along it would have been there before.
        long king = kingTokens("7k/8/8/8/8/8/8/R6K w - - 0 1", "a1a4",
                UmpireNews.quiet().withChecks(CheckDirection.FILE));

        assertThat(king).isZero();
    }

    @Test
    void kingTokensGoOnceTheEnemyHasMoved() {
        String fen = "7k/8/8/8/8/8/8/K5N1 w - - 0 1";
        PlayerView checked = view(fen, Color.WHITE)
                .afterOurMove(move(fen, "g1f3"), UmpireNews.quiet().withChecks(CheckDirection.KNIGHT));

        assertThat(checked.afterTheirMove(UmpireNews.quiet()).tokens().squares(TokenKind.KING)).isZero();
    }
}
