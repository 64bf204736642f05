package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.HexFormat;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SeekWireTest {

    private static final String BOB = SeekKeys.BOB.identity().hex();
    private static final String SIG = "ab".repeat(64);
    private static final SeekWire.Request REQUEST = new SeekWire.Request("0a1b2c", "bob", 1190, SeekKeys.BOB.identity(),
            "0123456789abcdef");

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aRequestReadsBackAsSent() throws Exception {
        byte[] frame = SeekWire.encode(REQUEST);
        assertThat(new String(frame, StandardCharsets.UTF_8)).isEqualTo("KSPLAY 2 0a1b2c bob 1190 " + BOB
                + " 0123456789abcdef");
        assertThat(SeekWire.request(frame)).isEqualTo(REQUEST);
    }

    @Test
    void answersReadBackAsSent() throws Exception {
        byte[] signature = HexFormat.of().parseHex(SIG);
        SeekWire.Signed accepted = SeekWire.answer(SeekWire.encode(SeekAnswer.accept("alice", 417,
                SeekKeys.ALICE.identity()), signature));
        assertThat(accepted.answer()).isEqualTo(SeekAnswer.accept("alice", 417, SeekKeys.ALICE.identity()));
        assertThat(accepted.signature()).isEqualTo(signature);
        assertThat(SeekWire.answer(SeekWire.encode(SeekAnswer.decline("alice declined"), signature)).answer())
                .isEqualTo(SeekAnswer.decline("alice declined"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "KSPLAY", "KSPLAY 1 0a1b2c bob 1190", "KSPLAY 3 0a1b2c bob 1190 k n",
        "KSPLAY 2 0A1B2C bob 1190 " + "00" + " 0123456789abcdef", "KSPLAY 2 0a1b2c b/ob 1190 KEY 0123456789abcdef",
        "KSPLAY 2 0a1b2c bob -5 KEY 0123456789abcdef", "KSPLAY 2 0a1b2c bob 99999 KEY 0123456789abcdef",
        "KSPLAY 2 0a1b2c bob 1190 KEY 0123456789abcdef x", "KSPLAY 2 0a1b2c bob 1190 KEY 0123",
        "KSPLAY 2 0a1b2c bob 1190 nothex 0123456789abcdef", "GET / HTTP/1.1",
        "KSPLAY 2 0a1b2c bob\t1190 KEY 0123456789abcdef"})
    void aMalformedRequestIsRefusedInOneLine(String text) {
        assertThatThrownBy(() -> SeekWire.request(bytes(text.replace("KEY", BOB)))).isInstanceOf(ProtocolException.class)
                .hasMessageNotContaining("\n");
    }

    @Test
    void aRequestOfAnotherVersionSaysSo() {
        assertThatThrownBy(() -> SeekWire.request(bytes("KSPLAY 1 0a1b2c bob 1190")))
                .hasMessage("a play request of another ks version (1)");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ACCEPT alice 4 KEY", "ACCEPT alice 0 KEY SIG", "ACCEPT alice 1001 KEY SIG",
        "ACCEPT al ice 4 KEY SIG", "ACCEPT alice 4 SIG KEY", "ACCEPT alice 4 KEY SIG x", "OK", "DECLINE no",
        "DECLINE SIG", "DECLINE 00 reason", "DECLINE SIG \u001b[2J"})
    void aMalformedAnswerIsRefused(String text) {
        assertThatThrownBy(() -> SeekWire.answer(bytes(text.replace("KEY", BOB).replace("SIG", SIG))))
                .isInstanceOf(ProtocolException.class);
    }
}
