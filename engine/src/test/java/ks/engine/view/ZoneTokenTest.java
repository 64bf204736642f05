package ks.engine.view;

import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.view;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

/** The zone of control, thesis 3.6: squares none of our men guard. */
class ZoneTokenTest {

    private static final String FEN = "k7/8/8/8/8/P7/8/R6K w - - 0 1";

    @Test
    void aManDoesNotGuardItsOwnSquare() {
        Tokens tokens = view(FEN, Color.WHITE).tokens();

        assertThat(tokens.has(TokenKind.ZONE, sq("a1"))).isTrue();
        assertThat(tokens.has(TokenKind.ZONE, sq("a3"))).isFalse();
    }

    @Test
    void slidersGuardUpToOurFirstManOnly() {
        Tokens tokens = view(FEN, Color.WHITE).tokens();

        assertThat(tokens.has(TokenKind.ZONE, sq("a2"))).isFalse();
        assertThat(tokens.has(TokenKind.ZONE, sq("a5"))).isTrue();
    }

    @Test
    void pawnsGuardTheirCaptureSquaresNotTheSquareAhead() {
        Tokens tokens = view(FEN, Color.WHITE).tokens();

        assertThat(tokens.has(TokenKind.ZONE, sq("b4"))).isFalse();
        assertThat(tokens.has(TokenKind.ZONE, sq("a4"))).isTrue();
    }

    @Test
    void theZoneFollowsOurLossesToo() {
        PlayerView view = view("k7/8/8/8/8/P7/8/R6K b - - 0 1", Color.WHITE)
                .afterTheirMove(UmpireNews.quiet().withCapture(sq("a3"), CaptureKind.PAWN));

        assertThat(view.tokens().has(TokenKind.ZONE, sq("b4"))).isTrue();
    }
}
