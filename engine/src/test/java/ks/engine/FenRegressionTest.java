package ks.engine;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.testkit.FuzzKit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Inputs the FEN fuzzer found; each test is named for the behaviour it wants. */
class FenRegressionTest {

    /**
     * Found by FenFuzzTest (seed 1312290622483): a Unicode line separator (U+2028, U+2029 or NEL U+0085)
     * survives {@code trim()} and the {@code \s+} split, so the "bad piece letter" message repeats it raw and
     * becomes two lines.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "1r2nr1k/np5p/3p1pp1/1N2B1b1/pQ2P3/P4q1b/\u2028PP1NPPP/1RR2K2 b - - 1 31",
        "4k3/8/8/8/8/8/8/4K3\u0085 w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3 w\u2029 - - 0 1",
    })
    void badCharacterIsShownOnOneLine(String fen) {
        assertThatThrownBy(() -> Position.fromFen(fen)).isInstanceOf(FenException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
