package ks.engine.record;

import static ks.engine.record.Records.TAGS;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

class SanInRecordTest {

    private static final String FEN = "4k3/1P6/8/2pP4/8/8/8/4K2R w K c6 0 1";

    private static KriegspielPgn game() {
        return Records.game(FEN, "berkeley", TAGS, "d5c6", "e8f7", "e1g1", "f7g6", "b7b8q");
    }

    @Test
    void enPassantCastlingWithCheckAndPromotionAreWrittenInSan() {
        assertThat(Records.moves(game().unfiltered())).containsExactly("dxc6", "Kf7", "O-O+", "Kg6", "b8=Q");
    }

    @Test
    void ownEnPassantCastlingAndPromotionKeepTheirSanInTheFilteredRecord() {
        assertThat(Records.moves(game().filtered(Color.WHITE))).containsExactly("dxc6", "??", "O-O+", "??", "b8=Q");
    }

    @Test
    void refusedCastlingAttemptIsWrittenAsCastling() {
        // The black rook on f8 guards f1: castling is illegal.
        KriegspielPgn g = Records.game("4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "berkeley", TAGS, "e1g1", "h1h2");
        assertThat(Records.comments(g.unfiltered())).first().isEqualTo("O-O illegal; to both: \"No\"");
    }

    @Test
    void refusedPromotionAttemptNamesThePiece() {
        // b8 is empty, so the pawn capture is illegal.
        KriegspielPgn g = Records.game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "berkeley", TAGS, "a7b8n", "a7a8r");
        assertThat(Records.comments(g.unfiltered())).first().asString().startsWith("a7-b8=N ");
        assertThat(Records.moves(g.unfiltered())).containsExactly("a8=R+");
    }
}
