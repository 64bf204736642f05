package ks.engine.joint;

import static ks.engine.joint.SideBySide.texts;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/**
 * The rules the circuits decide, one position each (as FEN), judged by the joint referee and
 * by the referee side by side ({@link SideBySide}), with the verdict and words the rule gives.
 */
class JointRulesTest {

    @Test
    void aPinnedPieceMayNotLeaveItsLine() {
        SideBySide game = new SideBySide("4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1", "berkeley");
        assertThat(game.attempt("e2d3").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void aPinnedRookMayMoveAlongItsLineAndTakeThePinner() {
        SideBySide game = new SideBySide("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "berkeley");
        assertThat(game.attempt("e2d2").verdict()).isEqualTo(Verdict.ILLEGAL);
        JointRuling r = game.attempt("e2e7");
        assertThat(r.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(texts(r.black())).contains("Capture on e7");
    }

    @Test
    void enPassantThatOpensTheRankToTheKingIsIllegal() {
        SideBySide game = new SideBySide("8/8/8/KPp4r/8/8/8/7k w - c6 0 1", "icc");
        assertThat(game.attempt("b5c6").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void noPawnTryIsCountedForAnEnPassantThatWouldOpenTheRank() {
        SideBySide game = new SideBySide("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 b - - 0 1", "icc");
        JointRuling r = game.attempt("c7c5");
        assertThat(r.white()).noneMatch(a -> a.kind() == Announcement.Kind.PAWN_TRIES);
    }

    @Test
    void enPassantThatUncoversABishopOnTheTakenPawnsDiagonalIsIllegal() {
        // Not reachable in play, but a legal FEN: the d5 pawn alone shields b7 from g2.
        SideBySide game = new SideBySide("8/1K6/8/3pP3/8/8/6b1/7k w - d6 0 1", "wolfe");
        assertThat(texts(game.askAny().white())).containsExactly("White asks: any pawn captures?", "No");
        assertThat(game.attempt("e5d6").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void enPassantTakesThePawnThatGivesCheck() {
        SideBySide game = new SideBySide("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "english");
        JointRuling r = game.attempt("e4d3");
        assertThat(r.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(texts(r.white())).containsExactly("Capture en passant on d3");
    }

    @Test
    void aPawnTryAnsweredYesIsCountedWithEnPassant() {
        SideBySide game = new SideBySide("4k3/p1p1p1p1/8/1P1P1P1P/8/8/8/4K3 b - - 0 1", "kref");
        JointRuling r = game.attempt("e7e5");
        assertThat(texts(r.white())).contains("2 possible pawn captures");
    }

    @Test
    void castlingThroughAnAttackedSquareIsIllegalAndAroundItLegal() {
        SideBySide game = new SideBySide("r3k3/8/8/8/8/8/5r2/R3K2R w KQq - 0 1", "berkeley");
        assertThat(game.attempt("e1g1").verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(game.attempt("e1c1").verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void castlingOutOfCheckIsIllegal() {
        SideBySide game = new SideBySide("4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1", "berkeley");
        assertThat(game.attempt("e1c1").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void castlingOntoAnEnemyManIsIllegal() {
        SideBySide game = new SideBySide("4k3/8/8/8/8/8/8/R1n1K3 w Q - 0 1", "berkeley");
        assertThat(game.attempt("e1c1").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void aDiscoveredCheckWithAKnightIsADoubleCheckOfTwoDirections() {
        SideBySide game = new SideBySide("4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1", "berkeley");
        JointRuling r = game.attempt("e4d6");
        assertThat(r.black()).flatExtracting(Announcement::checks)
                .containsExactly(CheckDirection.FILE, CheckDirection.KNIGHT);
    }

    @Test
    void onlyTheKingAnswersADoubleCheck() {
        SideBySide game = new SideBySide("4k3/8/3N4/8/8/8/3b4/K3R3 b - - 0 1", "berkeley");
        assertThat(game.attempt("d2e1").verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(game.attempt("e8d7").verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void aPromotionThatTakesIsToldAsBoth() {
        SideBySide game = new SideBySide("1r2k3/P6p/8/8/8/8/8/4K3 w - - 0 1", "wolfe+a");
        JointRuling r = game.attempt("a7b8n");
        assertThat(texts(r.black())).containsExactly("Piece taken on b8", "White promotes");
    }

    @Test
    void aPawnPushOntoTheEnemyKingIsIllegal() {
        SideBySide game = new SideBySide("8/8/5k2/5P2/8/7K/1R6/8 w - - 0 1", "berkeley");
        assertThat(game.attempt("f5f6").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void checkmateByEnPassantUncoveringTheLongDiagonal() {
        SideBySide game = new SideBySide("7k/R7/8/3pP3/8/8/8/B1K3R1 w - d6 0 1", "berkeley");
        JointRuling r = game.attempt("e5d6");
        assertThat(r.outcome()).isEqualTo(Outcome.CHECKMATE);
        assertThat(texts(r.black())).containsExactly("Capture on d5", "Check on the long diagonal",
                "Checkmate: White wins");
    }

    @Test
    void aMoveThatLeavesNoMoveAndNoCheckIsStalemate() {
        assertThat(new SideBySide("7k/8/4Q2K/8/8/8/8/8 w - - 0 1", "berkeley").attempt("e6f7").outcome())
                .isEqualTo(Outcome.STALEMATE);
    }

    @Test
    void kingAgainstKingOrAgainstKingAndOneMinorPieceIsInsufficientMaterial() {
        assertThat(new SideBySide("8/8/8/8/8/3k4/1r6/K7 w - - 0 1", "berkeley").attempt("a1b2").outcome())
                .isEqualTo(Outcome.INSUFFICIENT_MATERIAL);
        assertThat(new SideBySide("8/8/8/8/3k4/8/1r6/KB6 w - - 0 1", "berkeley").attempt("a1b2").outcome())
                .isEqualTo(Outcome.INSUFFICIENT_MATERIAL);
    }

    @Test
    void bishopsOnBothColoursAreSufficient() {
        SideBySide game = new SideBySide("8/8/8/8/3k1b2/8/1r6/KB6 w - - 0 1", "berkeley");
        assertThat(game.attempt("a1b2").outcome()).isEqualTo(Outcome.NONE);
    }

    @Test
    void theVictimAloneHearsWhereItLostAManUnderWolfe() {
        SideBySide game = new SideBySide("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "wolfe");
        JointRuling r = game.attempt("e4d5");
        assertThat(r.white()).isEmpty();
        assertThat(texts(r.black())).containsExactly("Your man on d5 was taken");
    }

    @Test
    void aRefusalToldToTheMoverOnlyIsHeardByNoOtherUnderIcc() {
        SideBySide game = new SideBySide("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "icc");
        JointRuling r = game.attempt("e4f5");
        assertThat(texts(r.white())).containsExactly("Illegal move");
        assertThat(r.black()).isEmpty();
    }

    @Test
    void theThirdFailedPawnTryWithOnlyPawnCapturesLeftIsStalemate() {
        SideBySide game = new SideBySide("k7/8/8/8/8/4p1pn/4P1PP/7K w - - 0 1", "wolfe+p");
        game.attempt("g2f3");
        game.attempt("e2d3");
        JointRuling r = game.attempt("e2f3");
        assertThat(r.outcome()).isEqualTo(Outcome.STALEMATE);
        assertThat(texts(r.black())).containsExactly("Illegal", "Stalemate: draw");
    }

    @Test
    void theThirdFailedPawnTryInCheckWithOnlyPawnCapturesLeftIsCheckmate() {
        SideBySide game = new SideBySide("k7/8/8/8/8/6n1/5PPP/6RK w - - 0 1", "wolfe+p");
        game.attempt("f2e3");
        game.attempt("g2f3");
        assertThat(game.attempt("g2h3").outcome()).isEqualTo(Outcome.CHECKMATE);
    }

    @Test
    void theThirdFailedPawnTryWithAnotherMoveLeftEndsNothing() {
        SideBySide game = new SideBySide("1k6/8/8/8/8/4p1pn/4P1PP/R6K w - - 0 1", "wolfe+p");
        game.attempt("g2f3");
        game.attempt("e2d3");
        assertThat(game.attempt("e2f3").outcome()).isEqualTo(Outcome.NONE);
        assertThat(game.attempt("g2h3").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void squaresOfThePawnsWithTriesAreNamedUnderRand() {
        SideBySide game = new SideBySide("4k3/8/8/3p4/2P1P3/8/8/4K3 b - - 0 1", "rand");
        JointRuling r = game.attempt("e8d7");
        assertThat(texts(r.white())).containsExactly("White to move", "Pawn try c4", "Pawn try e4");
    }

    @Test
    void anOwedPawnTryIsRefusedLocallyAndTheAnswerToAnyIsJoint() {
        SideBySide game = new SideBySide("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "english");
        assertThat(texts(game.askAny().black())).containsExactly("White asks: any?", "Try");
        assertThat(game.attempt("e1d1").verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(game.attempt("e4d5").verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void longCastlingPastAnEnemyManOnTheKnightsSquareIsIllegal() {
        SideBySide game = new SideBySide("4k3/8/8/8/8/8/8/Rn2K3 w Q - 0 1", "berkeley");
        assertThat(game.attempt("e1c1").verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void aPinnedRookThatCanSlideAlongItsPinIsAMoveNotStalemate() {
        SideBySide game = new SideBySide("k7/r7/8/8/8/8/1R6/R6K w - - 0 1", "berkeley");
        assertThat(game.attempt("h1g1").outcome()).isEqualTo(Outcome.NONE);
    }

    @Test
    void enPassantThatDoesNotAnswerACheckIsNoPawnTry() {
        // d2-d4 uncovers the c1 bishop's check; e4xd3 would leave it.
        SideBySide game = new SideBySide("8/8/7k/8/4p3/8/3P4/2B1K3 w - - 0 1", "icc");
        JointRuling r = game.attempt("d2d4");
        assertThat(r.black()).noneMatch(a -> a.kind() == Announcement.Kind.PAWN_TRIES);
        assertThat(r.black()).anyMatch(a -> a.kind() == Announcement.Kind.CHECK);
    }

    @Test
    void enPassantByAPawnPinnedOnItsFileIsNoPawnTryFromEitherSide() {
        for (String[] c : new String[][] {{"4r3/8/8/3pP3/8/8/8/4K2k w - d6 0 1", "e5d6"},
            {"2r5/8/8/2Pp4/8/8/8/2K4k w - d6 0 1", "c5d6"}}) {
            SideBySide game = new SideBySide(c[0], "wolfe");
            assertThat(texts(game.askAny().white())).containsExactly("White asks: any pawn captures?", "No");
            assertThat(game.attempt(c[1]).verdict()).isEqualTo(Verdict.ILLEGAL);
        }
    }

    @Test
    void bishopsAllOnOneColourAreInsufficient() {
        SideBySide game = new SideBySide("8/8/8/8/3kb3/8/1r6/KB6 w - - 0 1", "berkeley");
        assertThat(game.attempt("a1b2").outcome()).isEqualTo(Outcome.INSUFFICIENT_MATERIAL);
    }

    @Test
    void enPassantAlongThePinOfTheCapturingPawnIsLegal() {
        SideBySide game = new SideBySide("8/4b2k/8/2Pp4/8/K7/8/8 w - d6 0 1", "wolfe");
        assertThat(texts(game.askAny().white())).containsExactly("White asks: any pawn captures?", "Yes");
        assertThat(game.attempt("c5d6").verdict()).isEqualTo(Verdict.LEGAL);
    }
}
