package ks.engine.notation;

import static ks.engine.notation.Typing.START;
import static ks.engine.notation.Typing.START_BLACK;
import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AlgebraicInputTest {

    private static final String PAWN_ON_E3 = "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1";
    private static final String WHITE_TAKES_D5 = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    private static final String BLACK_TAKES_E4 = "4k3/8/8/3p4/4P3/8/8/4K3 b - - 0 1";
    private static final String PAWN_B2_BISHOP_D2 = "4k3/8/8/8/8/8/1P1B4/4K3 w - - 0 1";
    private static final String WHITE_PROMOTES = "7k/4P3/8/8/8/8/8/K7 w - - 0 1";
    private static final String BLACK_PROMOTES = "7k/8/8/8/8/8/4p3/K7 b - - 0 1";

    @Test
    void targetSquareAloneAdvancesThePawnTwoFromItsStartingSquare() {
        assertThat(read(START, "e4")).isEqualTo(attempt("e2e4"));
    }

    @Test
    void targetSquareAloneAdvancesBlacksPawnTowardsWhite() {
        assertThat(read(START_BLACK, "e5")).isEqualTo(attempt("e7e5"));
        assertThat(read(START_BLACK, "c6")).isEqualTo(attempt("c7c6"));
    }

    @Test
    void targetSquareAloneTakesThePawnOneStepBehindIt() {
        assertThat(read(PAWN_ON_E3, "e4")).isEqualTo(attempt("e3e4"));
    }

    @Test
    void explicitPawnLetterIsAccepted() {
        assertThat(read(START, "pe4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START_BLACK, "Pd5")).isEqualTo(attempt("d7d5"));
    }

    @Test
    void longFormWithOrWithoutHyphen() {
        assertThat(read(START, "e2-e4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START, "e2e4")).isEqualTo(attempt("e2e4"));
        assertThat(read(START, "g1-f3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START_BLACK, "e7-e5")).isEqualTo(attempt("e7e5"));
    }

    @Test
    void longFormWithPieceLetterAndCapture() {
        assertThat(read("4k3/8/8/8/7Q/8/8/4r1K1 w - - 0 1", "Qh4xe1")).isEqualTo(attempt("h4e1"));
        assertThat(read(START, "Ng1-f3")).isEqualTo(attempt("g1f3"));
    }

    @Test
    void pawnCaptureNamesTheFileItLeaves() {
        assertThat(read(WHITE_TAKES_D5, "exd5")).isEqualTo(attempt("e4d5"));
        assertThat(read(BLACK_TAKES_E4, "dxe4")).isEqualTo(attempt("d5e4"));
    }

    @Test
    void pawnCaptureWithoutTheX() {
        assertThat(read(WHITE_TAKES_D5, "ed5")).isEqualTo(attempt("e4d5"));
        assertThat(read(BLACK_TAKES_E4, "de4")).isEqualTo(attempt("d5e4"));
    }

    @Test
    void pawnCaptureIsReadEvenWhenTheTargetLooksEmptyToThePlayer() {
        assertThat(read("4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "exd5")).isEqualTo(attempt("e4d5"));
    }

    @Test
    void pieceMoveByLetterAndSquare() {
        assertThat(read(START, "Nf3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START_BLACK, "Nf6")).isEqualTo(attempt("g8f6"));
    }

    @Test
    void pieceCaptureWithOrWithoutX() {
        String fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
        assertThat(read(fen, "Rxa8")).isEqualTo(attempt("a1a8"));
        assertThat(read(fen, "Ra8")).isEqualTo(attempt("a1a8"));
    }

    @Test
    void fromFileSaysWhichKnight() {
        assertThat(read("4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nbd2")).isEqualTo(attempt("b1d2"));
        assertThat(read("1n2k3/8/5n2/8/8/8/8/4K3 b - - 0 1", "Nbd7")).isEqualTo(attempt("b8d7"));
    }

    @Test
    void fromRankSaysWhichRook() {
        String fen = "k7/8/8/8/4R3/8/8/4R1K1 w - - 0 1";
        assertThat(read(fen, "R1e2")).isEqualTo(attempt("e1e2"));
        assertThat(read(fen, "R4e2")).isEqualTo(attempt("e4e2"));
    }

    @Test
    void trailingCheckMateAndCommentMarksAreIgnored() {
        assertThat(read(START, "Nf3+")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "e4!?")).isEqualTo(attempt("e2e4"));
        assertThat(read("4k3/8/8/8/7Q/8/8/4r1K1 w - - 0 1", "Qxe1#")).isEqualTo(attempt("h4e1"));
    }

    @Test
    void enPassantMarkIsIgnored() {
        assertThat(read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "exd6 e.p.")).isEqualTo(attempt("e5d6"));
        assertThat(read("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "PxQ6ep")).isEqualTo(attempt("e5d6"));
    }

    @Test
    void lettersMayBeOfEitherCase() {
        assertThat(read(START, "NF3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "nf3")).isEqualTo(attempt("g1f3"));
        assertThat(read(START, "E2E4")).isEqualTo(attempt("e2e4"));
        assertThat(read(WHITE_TAKES_D5, "EXD5")).isEqualTo(attempt("e4d5"));
    }

    @Test
    void lowerCaseBFollowedByXIsTheBPawn() {
        assertThat(read(PAWN_B2_BISHOP_D2, "bxc3")).isEqualTo(attempt("b2c3"));
    }

    @Test
    void upperCaseBIsTheBishop() {
        assertThat(read(PAWN_B2_BISHOP_D2, "Bxc3")).isEqualTo(attempt("d2c3"));
        assertThat(read(PAWN_B2_BISHOP_D2, "Bc3")).isEqualTo(attempt("d2c3"));
    }

    @Test
    void bFollowedOnlyByARankIsTheSquare() {
        assertThat(read(PAWN_B2_BISHOP_D2, "b4")).isEqualTo(attempt("b2b4"));
        assertThat(read(PAWN_B2_BISHOP_D2, "B4")).isEqualTo(attempt("b2b4"));
    }

    @Test
    void lowerCaseBBeforeASquareIsWhicheverTheOwnMenAllow() {
        assertThat(read("4k3/8/8/8/8/8/3B4/4K3 w - - 0 1", "bc3")).isEqualTo(attempt("d2c3"));
        assertThat(read("4k3/8/8/8/8/8/1P6/4K3 w - - 0 1", "bc3")).isEqualTo(attempt("b2c3"));
    }

    @Test
    void lowerCaseBBeforeASquareAsksWhenBothBishopAndPawnFit() {
        assertThat(read(PAWN_B2_BISHOP_D2, "bc3")).isInstanceOf(Reading.Ambiguous.class)
                .extracting(r -> ((Reading.Ambiguous) r).question())
                .isEqualTo("which piece: Bd2-c3 or b2xc3?");
    }

    @Test
    void aSquarePairIsNeverReadAsABishopMove() {
        assertThat(read("4k3/8/8/8/8/8/8/BN2K3 w - - 0 1", "b1c3")).isEqualTo(attempt("b1c3"));
    }

    @Test
    void promotionDefaultsToAQueen() {
        assertThat(read(WHITE_PROMOTES, "e8")).isEqualTo(attempt("e7e8q"));
        assertThat(read(BLACK_PROMOTES, "e1")).isEqualTo(attempt("e2e1q"));
    }

    @Test
    void promotionPieceInEveryAcceptedForm() {
        assertThat(read(WHITE_PROMOTES, "e8=Q")).isEqualTo(attempt("e7e8q"));
        assertThat(read(WHITE_PROMOTES, "e8Q")).isEqualTo(attempt("e7e8q"));
        assertThat(read(WHITE_PROMOTES, "e7e8q")).isEqualTo(attempt("e7e8q"));
        assertThat(read(WHITE_PROMOTES, "e8(N)")).isEqualTo(attempt("e7e8n"));
        assertThat(read(WHITE_PROMOTES, "e8/R")).isEqualTo(attempt("e7e8r"));
        assertThat(read(WHITE_PROMOTES, "e7-e8=B")).isEqualTo(attempt("e7e8b"));
        assertThat(read(BLACK_PROMOTES, "e1=N+")).isEqualTo(attempt("e2e1n"));
    }

    @Test
    void promotionByCapture() {
        assertThat(read("3r3k/4P3/8/8/8/8/8/K7 w - - 0 1", "exd8=N")).isEqualTo(attempt("e7d8n"));
    }

    @Test
    void blankSpaceAroundSignsIsIgnored() {
        assertThat(read(START, " e2 - e4 ")).isEqualTo(attempt("e2e4"));
        assertThat(read(WHITE_TAKES_D5, "e x d5")).isEqualTo(attempt("e4d5"));
    }

    @Test
    void capitalBBeforeARankAndASquareIsABishopNamedByItsRank() {
        String twoBishopsOnTheCFile = "7r/1p2k1pp/r3b3/nNbP2N1/2p2n2/q1bPB3/P3R2P/3B1QK1 b - - 0 18";
        assertThat(read(twoBishopsOnTheCFile, "B3b4")).isEqualTo(attempt("c3b4"));
        assertThat(read(twoBishopsOnTheCFile, "B5b4")).isEqualTo(attempt("c5b4"));
    }
}
