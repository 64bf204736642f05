package ks.engine.view;

import static ks.engine.view.Boards.names;
import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.squares;
import static ks.engine.view.Boards.view;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.referee.CheckDirection;
import org.junit.jupiter.api.Test;

/** The check token, thesis 3.4: where the man checking our king may stand. */
class CheckTokenTest {

    private static long checkTokens(String fen, int us, UmpireNews news) {
        return view(fen, us).afterTheirMove(news).tokens().squares(TokenKind.CHECK);
    }

    @Test
    void knightCheckMarksTheKnightSquaresOfOurKingNotHoldingOurMen() {
        long check = checkTokens("4k3/8/8/8/8/5N2/8/4K3 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.KNIGHT));

        assertThat(names(check)).isEqualTo(names(squares("c2 g2 d3")));
    }

    @Test
    void fileCheckWithNothingOfOursOnTheFileMarksItToTheEdge() {
        long check = checkTokens("k7/8/8/8/8/8/3P4/4K3 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.FILE));

        assertThat(names(check)).isEqualTo(names(squares("e2 e3 e4 e5 e6 e7 e8")));
    }

    @Test
    void fileCheckStopsBeforeOurFirstMan() {
        long check = checkTokens("k7/8/8/8/4P3/8/8/4K3 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.FILE));

        assertThat(names(check)).isEqualTo(names(squares("e2 e3")));
    }

    @Test
    void longAndShortDiagonalChecksMarkDifferentDiagonals() {
        String fen = "k7/8/8/8/8/8/8/2K5 b - - 0 1";

        assertThat(names(checkTokens(fen, Color.WHITE, UmpireNews.quiet().withChecks(CheckDirection.LONG_DIAGONAL))))
                .isEqualTo(names(squares("d2 e3 f4 g5 h6")));
        assertThat(names(checkTokens(fen, Color.WHITE, UmpireNews.quiet().withChecks(CheckDirection.SHORT_DIAGONAL))))
                .isEqualTo(names(squares("b2 a3")));
    }

    @Test
    void captureOnTheLineOfTheCheckIsTheChecker() {
        // Figure 3.4, left: our h5 man is taken and the check comes along the short diagonal e8-h5.
        long check = checkTokens("4k3/8/8/7n/8/8/8/4K3 w - - 0 1", Color.BLACK,
                UmpireNews.quiet().withCapture(sq("h5"), CaptureKind.PIECE).withChecks(CheckDirection.SHORT_DIAGONAL));

        assertThat(names(check)).isEqualTo("h5");
    }

    @Test
    void captureOffTheLineOfTheCheckMeansADiscoveredCheck() {
        // Figure 3.4, right: the same capture on h5, but a file check; the capturer uncovered it.
        long check = checkTokens("4k3/8/8/7n/8/8/4p3/4K3 w - - 0 1", Color.BLACK,
                UmpireNews.quiet().withCapture(sq("h5"), CaptureKind.PIECE).withChecks(CheckDirection.FILE));

        assertThat(names(check)).isEqualTo(names(squares("e3 e4 e5 e6 e7")));
    }

    @Test
    void pawnTriesDuringCheckKeepOnlySquaresOurPawnsCanTakeOn() {
        // Figure 3.5's idea: "rank check, 1 pawn try"; a try must take the checker.
        long check = checkTokens("7k/8/8/K7/2P1P3/8/8/8 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.RANK).withTries(PawnTries.count(1)));

        assertThat(names(check)).isEqualTo(names(squares("b5 d5 f5")));
    }

    @Test
    void toldTryTargetsNarrowTheCheckerToThem() {
        long check = checkTokens("7k/8/8/K7/2P1P3/8/8/8 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.RANK).withTries(PawnTries.onTargets(squares("d5"))));

        assertThat(names(check)).isEqualTo("d5");
    }

    @Test
    void noPawnTriesRuleOutSquaresOfPawnsThatCannotBePinned() {
        // Figure 3.6's idea: d3 is off every line through e1, so a checker on e4 would give a try;
        // f2 sits on e1's diagonal and may be pinned, so e3 stays.
        long check = checkTokens("k7/8/8/8/8/3P4/5P2/4K3 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.FILE).withTries(PawnTries.none()));

        assertThat(names(check)).isEqualTo(names(squares("e2 e3 e5 e6 e7 e8")));
    }

    @Test
    void enPassantTryPointsAtTheCheckingPawnBehindItsTarget() {
        // Black played d7-d5 checking our e4 king; our e5 pawn's only try lands on d6.
        long check = checkTokens("7k/3p4/8/4P3/4K3/8/8/8 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.LONG_DIAGONAL).withTries(PawnTries.onTargets(squares("d6"))));

        assertThat(names(check)).isEqualTo("d5");
    }

    @Test
    void doubleCheckShowsBothLinesAndIgnoresTries() {
        long check = checkTokens("k7/8/8/8/8/8/8/4K3 b - - 0 1", Color.WHITE,
                UmpireNews.quiet().withChecks(CheckDirection.FILE, CheckDirection.KNIGHT).withTries(PawnTries.none()));

        assertThat(names(check)).isEqualTo(names(squares("c2 d3 e2 f3 g2 e3 e4 e5 e6 e7 e8")));
    }

    @Test
    void checkTokensGoOnceWeHaveMoved() {
        String fen = "k7/8/8/8/8/8/8/4K3 b - - 0 1";
        PlayerView checked = view(fen, Color.WHITE).afterTheirMove(UmpireNews.quiet().withChecks(CheckDirection.FILE));

        PlayerView moved = checked.afterOurMove(Boards.move("k7/8/8/8/8/8/8/4K3 w - - 0 1", "e1d1"), UmpireNews.quiet());

        assertThat(moved.tokens().squares(TokenKind.CHECK)).isZero();
    }
}
