package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SeekWireTest {

    private static byte[] bytes(String s) {
        return s.getBytes(StandardCharsets.UTF_8);
    }

    @Test
    void aRequestReadsBackAsSent() throws Exception {
        byte[] frame = SeekWire.encode(new SeekWire.Request("0a1b2c", "bob", 1190));
        assertThat(new String(frame, StandardCharsets.UTF_8)).isEqualTo("KSPLAY 1 0a1b2c bob 1190");
        assertThat(SeekWire.request(frame)).isEqualTo(new SeekWire.Request("0a1b2c", "bob", 1190));
    }

    @Test
    void answersReadBackAsSent() throws Exception {
        assertThat(SeekWire.answer(SeekWire.encode(SeekAnswer.accept("alice", 417))))
                .isEqualTo(SeekAnswer.accept("alice", 417));
        assertThat(SeekWire.answer(SeekWire.encode(SeekAnswer.decline("alice declined"))))
                .isEqualTo(SeekAnswer.decline("alice declined"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "KSPLAY", "KSPLAY 2 0a1b2c bob 1190", "KSPLAY 1 0A1B2C bob 1190",
        "KSPLAY 1 0a1b2c b/ob 1190", "KSPLAY 1 0a1b2c bob -5", "KSPLAY 1 0a1b2c bob 99999", "KSPLAY 1 0a1b2c bob 1190 x",
        "GET / HTTP/1.1", "KSPLAY 1 0a1b2c bob\t1190"})
    void aMalformedRequestIsRefusedInOneLine(String text) {
        assertThatThrownBy(() -> SeekWire.request(bytes(text))).isInstanceOf(ProtocolException.class)
                .hasMessageNotContaining("\n");
    }

    @ParameterizedTest
    @ValueSource(strings = {"ACCEPT alice", "ACCEPT alice 0", "ACCEPT alice 1001", "ACCEPT al ice 4", "OK", "DECLINE\u001b[2J"})
    void aMalformedAnswerIsRefused(String text) {
        assertThatThrownBy(() -> SeekWire.answer(bytes(text))).isInstanceOf(ProtocolException.class);
    }

    @Test
    void aDeclineReasonCannotCarryLineSeparatorsToTheTerminal() throws Exception {
        assertThat(SeekWire.answer(bytes("DECLINE no\u2028umpire: you lost")).reason()).doesNotContain("\u2028");
    }
}
