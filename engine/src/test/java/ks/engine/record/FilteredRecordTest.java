package ks.engine.record;

import static ks.engine.record.Records.START;
import static ks.engine.record.Records.TAGS;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

class FilteredRecordTest {

    private static KriegspielPgn foolsMate() {
        return Records.game(START, "berkeley", TAGS, "f2f3", "e7e5", "f3e4", "g2g4", "d8h4");
    }

    @Test
    void whitesRecordMasksBlacksMovesAndKeepsHisOwnAttempt() {
        assertThat(Records.movetext(foolsMate().filtered(Color.WHITE))).isEqualTo(
                "1. f3 ?? {f3-e4 refused; heard: \"No\"} 2. g4 ??"
                + " {heard: \"Check on the short diagonal\", \"Checkmate: Black wins\"} 0-1");
    }

    @Test
    void blacksRecordMasksWhitesMovesAndAttemptKeepingOnlyWhatHeHeard() {
        assertThat(Records.movetext(foolsMate().filtered(Color.BLACK))).isEqualTo(
                "1. ?? e5 {heard: \"No\"} 2. ?? Qh4#"
                + " {heard: \"Check on the short diagonal\", \"Checkmate: Black wins\"} 0-1");
    }

    @Test
    void filteredRecordSaysWhoseViewItIs() {
        assertThat(Records.tag(foolsMate().filtered(Color.BLACK), "Filtered")).isEqualTo("Black");
        assertThat(Records.tag(foolsMate().unfiltered(), "Filtered")).isNull();
    }

    @Test
    void announcementNotHeardByThePlayerIsLeftOut() {
        // wolfe: "Impossible" is said to the mover only, so Black's record has no trace of the attempt.
        KriegspielPgn game = Records.game(START, "wolfe", TAGS, "e2e4", "d7d5", "f1f3", "e4d5");
        assertThat(Records.movetext(game.filtered(Color.BLACK))).isEqualTo(
                "1. ?? d5 2. ?? {heard: \"Your man on d5 was taken\"} *");
    }

    @Test
    void pieceCaptureTheCapturerWasNotToldOfHasNoCaptureMark() {
        // wolfe: only the victim hears of the capture, so White's record cannot say Bxb5.
        KriegspielPgn game = Records.game(START, "wolfe", TAGS, "e2e4", "b7b5", "f1b5");
        assertThat(Records.moves(game.unfiltered())).containsExactly("e4", "b5", "Bxb5");
        assertThat(Records.moves(game.filtered(Color.WHITE))).containsExactly("e4", "??", "Bb5");
    }

    @Test
    void pieceCaptureTheCapturerWasToldOfKeepsItsCaptureMark() {
        KriegspielPgn game = Records.game(START, "berkeley", TAGS, "e2e4", "b7b5", "f1b5");
        assertThat(Records.moves(game.filtered(Color.WHITE))).containsExactly("e4", "??", "Bxb5");
    }

    @Test
    void pawnCaptureAlwaysKeepsItsCaptureMark() {
        KriegspielPgn game = Records.game(START, "wolfe", TAGS, "e2e4", "d7d5", "e4d5");
        assertThat(Records.moves(game.filtered(Color.WHITE))).containsExactly("e4", "??", "exd5");
    }

    @Test
    void disambiguationFollowsOwnMenNotHiddenPins() {
        // The knight on e2 is pinned by the unseen rook on e7: true SAN says Nc3, but White's
        // record says Nbc3, as his own men alone would let either knight go to c3.
        String fen = "7k/4r3/8/8/8/8/4N3/1N2K3 w - - 0 1";
        KriegspielPgn game = Records.game(fen, "berkeley", TAGS, "b1c3");
        assertThat(Records.moves(game.unfiltered())).containsExactly("Nc3");
        assertThat(Records.moves(game.filtered(Color.WHITE))).containsExactly("Nbc3");
    }
}
