package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import ks.net.ProtocolException;
import ks.testkit.FuzzKit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Inputs the wire fuzzer found; each test is named for the behaviour it wants. */
class WireCodecRegressionTest {

    /**
     * Found by WireCodecFuzzTest (seed 1606529813486): the peer's type id and field names are quoted raw in
     * the error, so an escaped line break (or any control character) from the peer reaches the user's screen.
     */
    @ParameterizedTest
    @ValueSource(strings = {"{\"type\":\"x\\ny\"}", "{\"type\":\"draw\",\"a\\rb\":1}", "{\"type\":\"x\\u2028y\"}"})
    void peerTextInErrorsStaysOnOneLine(String json) {
        assertThatThrownBy(() -> WireCodec.decode(json.getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ProtocolException.class).satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
