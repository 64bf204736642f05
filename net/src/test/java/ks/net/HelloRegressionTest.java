package ks.net;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Test;

/** Inputs the greeting fuzzer found; each test is named for the behaviour it wants. */
class HelloRegressionTest {

    /**
     * Found by GreetingAndFramesFuzzTest: a name of 65..255 bytes passes the length byte, then
     * {@code Hello.checkName} refused it quoting it whole, control characters included, so
     * {@code decode} threw a multi-line ProtocolException.
     */
    @Test
    void overLongNameWithALineBreakIsRefusedOnOneLine() {
        byte[] name = ("x".repeat(40) + "\nFAKE: you won\n" + "y".repeat(20)).getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.writeBytes(new byte[] {'K', 'S', 'R', 'V', (byte) Hello.VERSION});
        out.writeBytes(ByteBuffer.allocate(8).putLong(7).array());
        out.write(name.length);
        out.writeBytes(name);
        out.write(3);
        out.writeBytes("bob".getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> Hello.decode(out.toByteArray())).isInstanceOf(ProtocolException.class)
                .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
    }
}
