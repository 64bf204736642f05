package ks.engine.rules;

import static ks.engine.referee.Attempts.move;
import static ks.engine.referee.Attempts.referee;
import static ks.engine.referee.Attempts.square;
import static ks.engine.rules.RuleSetsTest.texts;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/** What each player hears under each rule set, one behaviour per test, positions as FEN. */
class AnnouncementsTest {

    /** White's king can walk into the rook's file; e4 can take on d5; a1 rook moves diagonally never. */
    private static final String CAPTURE = "4k3/8/8/3p4/4P3/8/3r4/R3K3 w - - 0 1";
    /** After e3e4 black has two pawn captures on e4 (from d5 and f5). */
    private static final String TWO_TRIES = "4k3/8/8/3p1p2/8/4P3/8/4K3 w - - 0 1";
    private static final String PROMOTION = "k7/4P3/8/8/8/8/P7/4K3 w - - 0 1";
    /** White to move; d6d7 gives a pawn check on the long diagonal. */
    private static final String PAWN_CHECK = "4k3/8/3P4/8/8/8/8/4K3 w - - 0 1";
    /** White to move with no pawn capture: only the e2 pawn, nothing to take. */
    private static final String NO_TRIES = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";
    private static final String ONE_TRY = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";

    // wolfe

    @Test
    void wolfeTellsIllegalAttemptsToBoth() {
        Ruling r = referee(CAPTURE, "wolfe").attempt(move("e1e2"));
        assertThat(r.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(texts(r.white())).containsExactly("Illegal");
        assertThat(texts(r.black())).containsExactly("Illegal");
    }

    @Test
    void wolfeTellsImpossibleAttemptsToTheMoverOnly() {
        Ruling r = referee(CAPTURE, "wolfe").attempt(move("a1b2"));
        assertThat(texts(r.white())).containsExactly("Impossible");
        assertThat(r.black()).isEmpty();
    }

    @Test
    void wolfeTellsOnlyTheVictimTheSquareOfItsLostMan() {
        Ruling r = referee(CAPTURE, "wolfe").attempt(move("e4d5"));
        assertThat(texts(r.black())).containsExactly("Your man on d5 was taken");
        assertThat(r.white()).isEmpty();
    }

    @Test
    void wolfePlusATellsEveryCaptureToBothWithPawnOrPiece() {
        Ruling r = referee(CAPTURE, "wolfe+a").attempt(move("e4d5"));
        assertThat(texts(r.white())).containsExactly("Pawn taken on d5");
        assertThat(texts(r.black())).containsExactly("Pawn taken on d5");
    }

    @Test
    void wolfePlusATellsPromotionsToBoth() {
        Ruling r = referee(PROMOTION, "wolfe+a").attempt(move("e7e8q"));
        assertThat(texts(r.black())).containsExactly("White promotes", "Check on the rank");
    }

    @Test
    void wolfeWithoutAKeepsPromotionsQuiet() {
        Ruling r = referee(PROMOTION, "wolfe").attempt(move("e7e8n"));
        assertThat(r.white()).isEmpty();
        assertThat(r.black()).isEmpty();
    }

    @Test
    void wolfeTellsChecksWithTheirDirectionToBoth() {
        Ruling r = referee(PAWN_CHECK, "wolfe").attempt(move("d6d7"));
        assertThat(texts(r.white())).containsExactly("Check on the long diagonal");
        assertThat(texts(r.black())).containsExactly("Check on the long diagonal");
    }

    @Test
    void wolfePlusPTellsBothHowManyPawnCapturesTheMoverHas() {
        Ruling r = referee(TWO_TRIES, "wolfe+p").attempt(move("e3e4"));
        assertThat(texts(r.white())).containsExactly("Pawn captures: 2");
        assertThat(texts(r.black())).containsExactly("Pawn captures: 2");
    }

    @Test
    void wolfeAnswersAnyToBoth() {
        Announcements a = referee(ONE_TRY, "wolfe").askAny();
        assertThat(texts(a.white())).containsExactly("White asks: any pawn captures?", "Yes");
        assertThat(texts(a.black())).containsExactly("White asks: any pawn captures?", "Yes");
    }

    @Test
    void wolfeAnswersNoWhenThereIsNoPawnCapture() {
        assertThat(texts(referee(NO_TRIES, "wolfe").askAny().black())).endsWith("No");
    }

    @Test
    void wolfeAnyCreatesNoObligation() {
        Referee ref = referee(ONE_TRY, "wolfe");
        ref.askAny();
        assertThat(ref.attempt(move("e1e2")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void wolfePlusPIgnoresAny() {
        assertThat(referee(ONE_TRY, "wolfe+p").askAny()).isEqualTo(Announcements.NONE);
    }

    // icc

    @Test
    void iccTellsThePawnTryCountToBothBeforeTheTurn() {
        Ruling r = referee(TWO_TRIES, "icc").attempt(move("e3e4"));
        assertThat(texts(r.white())).containsExactly("Pawn tries: 2");
        assertThat(texts(r.black())).containsExactly("Pawn tries: 2");
    }

    @Test
    void iccTellsCaptureSquareAndKindToBoth() {
        Ruling r = referee(CAPTURE, "icc").attempt(move("e4d5"));
        assertThat(texts(r.white())).containsExactly("Pawn captured on d5");
        assertThat(texts(r.black())).containsExactly("Pawn captured on d5");
    }

    @Test
    void iccTellsIllegalAttemptsToTheMoverOnly() {
        Ruling r = referee(CAPTURE, "icc").attempt(move("e1e2"));
        assertThat(texts(r.white())).containsExactly("Illegal move");
        assertThat(r.black()).isEmpty();
    }

    @Test
    void iccNamesChecksByType() {
        Ruling r = referee(PAWN_CHECK, "icc").attempt(move("d6d7"));
        assertThat(texts(r.black())).containsExactly("Long diagonal check");
    }

    // rand

    @Test
    void randTellsWhoseTurnAndTheSquaresOfThePawnsWithTries() {
        Ruling r = referee(TWO_TRIES, "rand").attempt(move("e3e4"));
        assertThat(texts(r.white())).containsExactly("Black to move", "Pawn try d5", "Pawn try f5");
        assertThat(texts(r.black())).containsExactly("Black to move", "Pawn try d5", "Pawn try f5");
    }

    @Test
    void randTellsTheFirstTurnAtTheStart() {
        assertThat(texts(referee(ONE_TRY, "rand").turnStart().black())).containsExactly("White to move", "Pawn try e4");
    }

    @Test
    void randSaysNoToBoth() {
        Ruling r = referee(CAPTURE, "rand").attempt(move("e1e2"));
        assertThat(texts(r.white())).containsExactly("No");
        assertThat(texts(r.black())).containsExactly("No");
    }

    @Test
    void randSaysHellNoToTheMoverOnly() {
        Ruling r = referee(CAPTURE, "rand").attempt(move("a1b2"));
        assertThat(r.verdict()).isEqualTo(Verdict.IMPOSSIBLE);
        assertThat(texts(r.white())).containsExactly("Hell no");
        assertThat(r.black()).isEmpty();
    }

    @Test
    void randTellsCaptureSquareAndCategory() {
        Ruling r = referee(CAPTURE, "rand").attempt(move("e4d5"));
        assertThat(texts(r.black())).containsExactly("Pawn gone d5", "Black to move");
    }

    @Test
    void randTellsAPromotionWithoutPieceOrSquare() {
        Ruling r = referee(PROMOTION, "rand").attempt(move("e7e8r"));
        assertThat(texts(r.black())).containsExactly("White promotes", "Rank check", "Black to move");
    }

    @Test
    void randAnnouncesAPawnCheckAsItsDiagonal() {
        Ruling r = referee(PAWN_CHECK, "rand").attempt(move("d6d7"));
        assertThat(texts(r.black())).containsExactly("Long diagonal check", "Black to move");
    }

    // kref

    @Test
    void krefTellsPossiblePawnCapturesWithTheTurn() {
        Ruling r = referee(TWO_TRIES, "kref").attempt(move("e3e4"));
        assertThat(texts(r.black())).containsExactly("Black to move", "2 possible pawn captures");
    }

    @Test
    void krefSaysNotPossibleForAMoveTheEnemyPrevents() {
        assertThat(texts(referee(CAPTURE, "kref").attempt(move("e1e2")).white())).containsExactly("Not possible");
    }

    @Test
    void krefSaysIllegalMoveForAMoveImpossibleFromOwnMen() {
        assertThat(texts(referee(CAPTURE, "kref").attempt(move("a1b2")).white())).containsExactly("Illegal move");
    }

    @Test
    void krefTellsPawnGoneWithoutTheSquare() {
        Ruling r = referee(CAPTURE, "kref").attempt(move("e4d5"));
        assertThat(texts(r.white())).containsExactly("Pawn gone", "Black to move");
    }

    @Test
    void krefTellsPromotionsAndChecksByColour() {
        Ruling r = referee(PROMOTION, "kref").attempt(move("e7e8q"));
        assertThat(texts(r.black())).containsExactly("White promotes a pawn", "Black is in check on the rank", "Black to move");
    }

    // berkeley and berkeley-any

    @Test
    void berkeleyTellsCapturesBySquareOnly() {
        Ruling r = referee(CAPTURE, "berkeley").attempt(move("e4d5"));
        assertThat(texts(r.white())).containsExactly("Capture on d5");
        assertThat(texts(r.black())).containsExactly("Capture on d5");
    }

    @Test
    void berkeleySaysNoToBoth() {
        assertThat(texts(referee(CAPTURE, "berkeley").attempt(move("e1e2")).black())).containsExactly("No");
    }

    @Test
    void berkeleySaysNonsenseToBoth() {
        assertThat(texts(referee(CAPTURE, "berkeley").attempt(move("a1b2")).black())).containsExactly("Nonsense");
    }

    @Test
    void berkeleyHasNoAnyQuestion() {
        assertThat(referee(ONE_TRY, "berkeley").askAny()).isEqualTo(Announcements.NONE);
    }

    @Test
    void berkeleyAnyAnswersThePublicQuestionToBoth() {
        Announcements a = referee(ONE_TRY, "berkeley-any").askAny();
        assertThat(texts(a.black())).containsExactly("White asks: any?", "Yes");
    }

    @Test
    void berkeleyAnyRefusesOtherMovesUntilAPawnCaptureIsTriedAfterYes() {
        Referee ref = referee(ONE_TRY, "berkeley-any");
        ref.askAny();
        Ruling r = ref.attempt(move("e1e2"));
        assertThat(r.verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(r.white()).extracting(Announcement::kind).containsExactly(Announcement.Kind.PAWN_TRY_OWED);
        assertThat(r.black()).isEmpty();
        assertThat(ref.owesPawnTry()).isTrue();
    }

    @Test
    void berkeleyAnyFailedPawnTryDischargesTheObligation() {
        Referee ref = referee(ONE_TRY, "berkeley-any");
        ref.askAny();
        assertThat(ref.attempt(move("e4f5")).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(ref.owesPawnTry()).isFalse();
        assertThat(ref.attempt(move("e1e2")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void berkeleyAnyNoLeavesTheMoverFree() {
        Referee ref = referee(NO_TRIES, "berkeley-any");
        assertThat(texts(ref.askAny().white())).endsWith("No");
        assertThat(ref.attempt(move("e1d1")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    // cincinnati

    @Test
    void cincinnatiSaysWhetherThereArePawnTries() {
        assertThat(texts(referee(ONE_TRY, "cincinnati").turnStart().black())).containsExactly("Pawn tries");
        assertThat(texts(referee(NO_TRIES, "cincinnati").turnStart().black())).containsExactly("No pawn tries");
    }

    @Test
    void cincinnatiTellsCaptureSquareAndKind() {
        Ruling r = referee(CAPTURE, "cincinnati").attempt(move("e4d5"));
        assertThat(texts(r.black())).containsExactly("Pawn captured on d5", "No pawn tries");
    }

    // english

    @Test
    void englishAnswersAnyWithTry() {
        assertThat(texts(referee(ONE_TRY, "english").askAny().black())).containsExactly("White asks: any?", "Try");
    }

    @Test
    void englishOwesOnePawnTryAfterTryThenAnyMove() {
        Referee ref = referee(ONE_TRY, "english");
        ref.askAny();
        assertThat(ref.attempt(move("e1d1")).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(ref.attempt(move("e4f5")).verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(ref.attempt(move("e1d1")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void englishTellsCapturesBySquare() {
        assertThat(texts(referee(CAPTURE, "english").attempt(move("e4d5")).black())).containsExactly("Capture on d5");
    }

    @Test
    void englishNamesAnEnPassantCaptureOnTheSquareTheCapturingPawnLandsOn() {
        Ruling r = referee("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "english").attempt(move("e5d6"));
        assertThat(texts(r.white())).containsExactly("Capture en passant on d6");
        assertThat(texts(r.black())).containsExactly("Capture en passant on d6");
        assertThat(r.black().get(0).square()).as("the fact stays the taken pawn's square").isEqualTo(square("d5"));
    }

    @Test
    void englishNamesBlacksEnPassantOnItsLandingSquareToo() {
        Ruling r = referee("4k3/8/8/8/3Pp3/8/8/4K3 b - d3 0 1", "english").attempt(move("e4d3"));
        assertThat(texts(r.white())).containsExactly("Capture en passant on d3");
    }

    @Test
    void otherSetsTellAnEnPassantCaptureOnTheTakenPawnsSquare() {
        Ruling r = referee("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "berkeley").attempt(move("e5d6"));
        assertThat(texts(r.black())).containsExactly("Capture on d5");
    }

    // every set

    @Test
    void everySetTellsCheckmateToBoth() {
        for (String name : RuleSets.names()) {
            Ruling r = referee("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", name).attempt(move("a1a8"));
            assertThat(r.outcome()).isEqualTo(Outcome.CHECKMATE);
            assertThat(r.white()).as(name).extracting(Announcement::text).contains("Checkmate: White wins");
            assertThat(r.black()).as(name).extracting(Announcement::text).contains("Checkmate: White wins");
        }
    }
}
