package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import org.junit.jupiter.api.Test;

/** When a signed statement still holds at the end: white starts, so white makes the odd plies. */
class EndingsTest {

    private static final String SIGNATURE = "ab".repeat(64);

    private static Statement by(int colour, String kind, int plies) {
        return new Statement(kind, colour, plies, SIGNATURE);
    }

    @Test
    void aResignationHoldsAfterTheOpponentsMoveThatCrossedIt() {
        assertThat(Endings.holds(by(Color.BLACK, "resign", 4), 5, Color.WHITE)).isTrue();
    }

    @Test
    void aResignationDoesNotHoldOnceItsSignerMovedAgain() {
        assertThat(Endings.holds(by(Color.BLACK, "resign", 4), 6, Color.WHITE)).isFalse();
    }

    @Test
    void aDrawOfferStandsThroughTheOfferersOwnMove() {
        assertThat(Endings.drawAgreed(by(Color.WHITE, "draw", 4), by(Color.BLACK, "draw", 5), 5, Color.WHITE))
                .isTrue();
    }

    @Test
    void aDrawOfferLapsesWithTheOpponentsNextMove() {
        assertThat(Endings.drawAgreed(by(Color.BLACK, "draw", 4), by(Color.WHITE, "draw", 5), 5, Color.WHITE))
                .isFalse();
    }

    @Test
    void aDrawNeedsBothColours() {
        assertThat(Endings.drawAgreed(by(Color.WHITE, "draw", 4), by(Color.WHITE, "draw", 4), 4, Color.WHITE))
                .isFalse();
    }
}
