package ks.engine;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.testkit.FuzzKit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Inputs the UCI/SAN fuzzer found; each test is named for the behaviour it wants. */
class MoveTextRegressionTest {

    /**
     * Found by MoveTextFuzzTest (seed 1497140852128): {@code Uci.parse} and {@code San.parse} quote the
     * text they refuse as typed, so a line break inside it (LF, CR, NEL, U+2028) splits the message.
     */
    @ParameterizedTest
    @ValueSource(strings = {"e2\ne5", "N5aR\u20287", "e2e4\r\nx", "Nf\u00853"})
    void refusedMoveTextIsShownOnOneLine(String text) {
        assertThatThrownBy(() -> Uci.parse(Position.startpos(), text)).isInstanceOf(MoveFormatException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
        assertThatThrownBy(() -> San.parse(Position.startpos(), text)).isInstanceOf(MoveFormatException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
