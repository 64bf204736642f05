package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

class ResultsTest {

    private static final Position MIDDLE_GAME = Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");

    @Test
    void aForfeitWithUnderASecondUnaccountedSaysSoNotZeroSeconds() {
        assertThat(Results.timeOutReason(MIDDLE_GAME, Color.BLACK, "bob", 400))
                .isEqualTo("bob ran out of time by the referee's measure (bob's reports left under 1 s of it unaccounted for)");
    }

    @Test
    void aForfeitCountsWholeSecondsUnaccountedRoundedDown() {
        assertThat(Results.timeOutReason(MIDDLE_GAME, Color.BLACK, "bob", 28_999))
                .isEqualTo("bob ran out of time by the referee's measure (bob's reports left 28 s of it unaccounted for)");
    }

    @Test
    void aForfeitWithNothingUnaccountedNamesNoMeasure() {
        assertThat(Results.timeOutReason(MIDDLE_GAME, Color.BLACK, "bob", 0)).isEqualTo("bob ran out of time");
    }
}
