package ks.engine.referee;

import static ks.engine.referee.Attempts.move;
import static ks.engine.referee.Attempts.referee;
import static ks.engine.referee.Attempts.square;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Outcome;
import org.junit.jupiter.api.Test;

class RefereeTest {

    private static Verdict verdict(String fen, String uci) {
        return referee(fen, "wolfe").attempt(move(uci)).verdict();
    }

    private static Facts facts(String fen, String uci) {
        Ruling r = referee(fen, "wolfe").attempt(move(uci));
        assertThat(r.verdict()).as(uci).isEqualTo(Verdict.LEGAL);
        return r.facts();
    }

    @Test
    void emptyFromSquareIsImpossible() {
        assertThat(verdict("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "b1b2")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void enemyManOnFromSquareIsImpossible() {
        assertThat(verdict("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e8e7")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void rookMovingDiagonallyIsImpossible() {
        assertThat(verdict("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1b2")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void pathBlockedByOwnManIsImpossible() {
        assertThat(verdict("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1", "a1a5")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void pathBlockedByEnemyManIsIllegal() {
        assertThat(verdict("4k3/8/8/8/8/8/p7/R3K3 w - - 0 1", "a1a5")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void moveIntoCheckIsIllegal() {
        assertThat(verdict("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void pawnDiagonalStepToEmptySquareIsIllegalNotImpossible() {
        assertThat(verdict("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2d3")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void pawnPushOntoEnemyManIsIllegal() {
        assertThat(verdict("4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e3")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void pawnDoublePushThroughOwnManIsImpossible() {
        assertThat(verdict("4k3/8/8/8/8/4N3/4P3/4K3 w - - 0 1", "e2e4")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void promotionToKingIsImpossible() {
        assertThat(verdict("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8k")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void castlingWithoutTheRightIsImpossible() {
        assertThat(verdict("6k1/8/8/8/8/8/8/4K2R w - - 0 1", "e1g1")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void castlingThroughOwnManIsImpossible() {
        assertThat(verdict("6k1/8/8/8/8/8/8/4KB1R w K - 0 1", "e1g1")).isEqualTo(Verdict.IMPOSSIBLE);
    }

    @Test
    void castlingThroughEnemyManIsIllegal() {
        assertThat(verdict("6k1/8/8/8/8/8/8/4Kn1R w K - 0 1", "e1g1")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void castlingThroughAnAttackedSquareIsIllegal() {
        assertThat(verdict("5rk1/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1")).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void castlingWhenTheWayIsClearIsLegalAndMovesTheRook() {
        Referee r = referee("6k1/8/8/8/8/8/8/4K2R w K - 0 1", "wolfe");
        assertThat(r.attempt(move("e1g1")).verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(r.position().toFen()).startsWith("6k1/8/8/8/8/8/8/5RK1 b");
    }

    @Test
    void theFenIsThatOfTheFullBoardAfterEachPlayedMove() {
        Referee r = referee("6k1/8/8/8/8/8/8/4K2R w K - 0 1", "wolfe");
        assertThat(r.fen()).isEqualTo("6k1/8/8/8/8/8/8/4K2R w K - 0 1");
        r.attempt(move("e1g1"));
        assertThat(r.fen()).isEqualTo(r.position().toFen()).isEqualTo("6k1/8/8/8/8/8/8/5RK1 b - - 1 1");
    }

    @Test
    void aLegalAttemptIsForeseenAcceptedWithoutBeingPlayed() {
        Referee ref = referee("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "wolfe");
        assertThat(ref.wouldAccept(move("a1a8"))).isTrue();
        assertThat(ref.position().toFen()).isEqualTo("4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
    }

    @Test
    void impossibleAndIllegalAttemptsAreForeseenRefused() {
        Referee ref = referee("4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "wolfe");
        assertThat(ref.wouldAccept(move("e1e3"))).isFalse();
        assertThat(ref.wouldAccept(move("e1e2"))).isFalse();
    }

    @Test
    void aLegalMoveWhileAPawnTryIsOwedIsForeseenRefusedAndTheTryStaysOwed() {
        Referee ref = referee("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "berkeley-any");
        ref.askAny();
        assertThat(ref.wouldAccept(move("e1d1"))).isFalse();
        assertThat(ref.owesPawnTry()).isTrue();
        assertThat(ref.wouldAccept(move("e4d5"))).isTrue();
    }

    @Test
    void refusedAttemptsLeaveThePositionUnchanged() {
        String fen = "5rk1/8/8/8/8/8/p7/R3K2R w K - 0 1";
        Referee r = referee(fen, "wolfe");
        for (String uci : List.of("a1a5", "e1g1", "e1f1", "b1b2", "a1b2", "h1h2q")) {
            r.attempt(move(uci));
        }
        assertThat(r.position().toFen()).isEqualTo(fen);
        assertThat(r.sideToMove()).isEqualTo(Color.WHITE);
    }

    @Test
    void pawnMoveToLastRankWithoutPieceIsReadAsQueenPromotion() {
        Ruling r = referee("k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "wolfe").attempt(move("e7e8"));
        assertThat(r.verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Move.promotion(r.move())).isEqualTo(PieceType.QUEEN);
        assertThat(r.facts().promotion()).isTrue();
    }

    @Test
    void doubleCheckReportsBothDirections() {
        assertThat(facts("4k3/8/8/8/4B3/8/8/4RK2 w - - 0 1", "e4c6").checks())
                .containsExactly(CheckDirection.FILE, CheckDirection.LONG_DIAGONAL);
    }

    @Test
    void discoveredCheckWithCaptureReportsTheCaptureAndTheUncoveredLine() {
        Facts f = facts("4k3/8/8/2p5/4N3/8/8/4RK2 w - - 0 1", "e4c5");
        assertThat(f.capture()).isEqualTo(new Capture(square("c5"), Capture.Kind.PAWN));
        assertThat(f.checks()).containsExactly(CheckDirection.FILE);
    }

    @Test
    void checkOnTheLongerDiagonalThroughTheKingIsLong() {
        assertThat(facts("8/6k1/8/8/8/8/P2B4/4K3 w - - 0 1", "d2c3").checks())
                .containsExactly(CheckDirection.LONG_DIAGONAL);
    }

    @Test
    void checkOnTheShorterDiagonalThroughTheKingIsShort() {
        assertThat(facts("8/6k1/8/8/8/8/P7/2B1K3 w - - 0 1", "c1h6").checks())
                .containsExactly(CheckDirection.SHORT_DIAGONAL);
    }

    @Test
    void pawnCheckIsReportedAsTheDiagonalItLiesOn() {
        assertThat(facts("4k3/8/3P4/8/8/8/8/4K3 w - - 0 1", "d6d7").checks())
                .containsExactly(CheckDirection.LONG_DIAGONAL);
        assertThat(facts("4k3/8/5P2/8/8/8/8/4K3 w - - 0 1", "f6f7").checks())
                .containsExactly(CheckDirection.SHORT_DIAGONAL);
    }

    @Test
    void knightCheckIsKnight() {
        assertThat(facts("4k3/8/8/8/4N3/8/P7/4K3 w - - 0 1", "e4d6").checks()).containsExactly(CheckDirection.KNIGHT);
    }

    @Test
    void rankCheckIsRank() {
        assertThat(facts("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8").checks()).containsExactly(CheckDirection.RANK);
    }

    @Test
    void enPassantOpportunityCountsAsAPawnTry() {
        Facts f = facts("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5");
        assertThat(f.pawnTries()).isEqualTo(1);
        assertThat(f.pawnTryFromSquares()).containsExactly(square("e5"));
        assertThat(f.pawnTryToSquares()).containsExactly(square("d6"));
    }

    @Test
    void enPassantCaptureReportsTheTakenPawnsSquare() {
        Facts f = facts("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6");
        assertThat(f.capture()).isEqualTo(Capture.enPassant(square("d5")));
        assertThat(f.capture().landing()).isEqualTo(square("d6"));
    }

    @Test
    void enPassantThatWouldExposeTheKingIsNeitherATryNorLegal() {
        Referee r = referee("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1", "wolfe");
        assertThat(r.attempt(move("c7c5")).facts().pawnTries()).isZero();
        assertThat(r.attempt(move("b5c6")).verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void promotionWithCaptureReportsBoth() {
        Facts f = facts("7r/6P1/k7/8/8/8/8/4K3 w - - 0 1", "g7h8n");
        assertThat(f.capture()).isEqualTo(new Capture(square("h8"), Capture.Kind.PIECE));
        assertThat(f.promotion()).isTrue();
    }

    @Test
    void promotionCaptureCountsOnceAmongPawnTries() {
        Referee r = referee("4k2r/6P1/8/8/8/8/8/4K3 w - - 0 1", "wolfe");
        assertThat(r.facts().pawnTries()).isEqualTo(1);
    }

    @Test
    void pinnedPawnCaptureIsNotATry() {
        Referee r = referee("4r1k1/8/8/8/8/3b4/4P3/4K3 w - - 0 1", "wolfe");
        assertThat(r.facts().pawnTries()).isZero();
    }

    @Test
    void checkmateEndsTheGame() {
        Ruling r = referee("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1", "wolfe").attempt(move("a1a8"));
        assertThat(r.facts().result()).isEqualTo(Outcome.CHECKMATE);
        assertThat(r.outcome()).isEqualTo(Outcome.CHECKMATE);
    }

    @Test
    void stalemateEndsTheGame() {
        assertThat(referee("k7/8/8/8/8/8/8/1Q4K1 w - - 0 1", "wolfe").attempt(move("b1b6")).outcome())
                .isEqualTo(Outcome.STALEMATE);
    }

    @Test
    void insufficientMaterialEndsTheGame() {
        Ruling r = referee("k7/8/8/8/8/8/1p6/K7 w - - 0 1", "wolfe").attempt(move("a1b2"));
        assertThat(r.outcome()).isEqualTo(Outcome.INSUFFICIENT_MATERIAL);
    }

    @Test
    void attemptAfterTheGameIsOverIsRefusedWithAnException() {
        Referee r = referee("k7/8/8/8/8/8/1p6/K7 w - - 0 1", "wolfe");
        r.attempt(move("a1b2"));
        assertThatThrownBy(() -> r.attempt(move("a8a7"))).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void refereeCopiesTheStartPosition() {
        ks.engine.Position start = ks.engine.Position.startpos();
        new Referee(start, ks.engine.rules.RuleSets.byName("wolfe")).attempt(move("e2e4"));
        assertThat(start.toFen()).isEqualTo(ks.engine.Position.STARTPOS_FEN);
    }
}
