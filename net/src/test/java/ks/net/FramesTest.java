package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.EOFException;
import java.io.OutputStream;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.Random;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class FramesTest {
    private SocketPair pair;
    private FrameWriter writer;
    private FrameReader reader;
    private OutputStream raw;

    @BeforeEach
    void connect() throws Exception {
        pair = SocketPair.open();
        pair.right().setSoTimeout(5000);
        raw = pair.left().getOutputStream();
        writer = new FrameWriter(raw);
        reader = new FrameReader(pair.right().getInputStream());
    }

    @AfterEach
    void disconnect() throws Exception {
        pair.close();
    }

    @Test
    void framesArriveWholeAndInOrder() throws Exception {
        byte[] largest = new byte[FrameReader.MAX_FRAME_BYTES];
        new Random(7).nextBytes(largest);
        Thread sender = new Thread(() -> {
            try {
                writer.write(new byte[0]);
                writer.write("e2e4".getBytes(StandardCharsets.UTF_8));
                writer.write(largest);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        sender.start();
        assertThat(reader.read()).isEmpty();
        assertThat(reader.read()).asString(StandardCharsets.UTF_8).isEqualTo("e2e4");
        assertThat(reader.read()).isEqualTo(largest);
        sender.join();
    }

    @Test
    void lengthAboveTheLimitIsRejectedBeforeAnyPayloadArrives() throws Exception {
        raw.write(new byte[] {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff});
        raw.flush();
        // No payload follows: the reader must judge the length alone, not wait for 2 GiB.
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class)
                .hasMessage("frame of 2147483647 bytes exceeds the limit of 1048576 bytes");
    }

    @Test
    void writerRefusesAFrameThePeerWouldReject() {
        assertThatThrownBy(() -> writer.write(new byte[FrameReader.MAX_FRAME_BYTES + 1]))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("frame of 1048577 bytes exceeds the limit of 1048576 bytes");
    }

    @Test
    void negativeLengthIsGarbage() throws Exception {
        raw.write(new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff, (byte) 0xfe, 1, 2});
        raw.flush();
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class)
                .hasMessage("garbage on the connection: frame length 4294967294");
    }

    @Test
    void textWhereAFrameBelongsIsRejected() throws Exception {
        raw.write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
        raw.flush();
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class)
                .hasMessage("frame of 1195725856 bytes exceeds the limit of 1048576 bytes");
    }

    @Test
    void connectionEndingInsideAPayloadIsATruncatedFrame() throws Exception {
        raw.write(new byte[] {0, 0, 0, 10, 'a', 'b', 'c'});
        pair.left().shutdownOutput();
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class)
                .hasMessage("connection closed inside a frame (3 of 10 bytes received)");
    }

    @Test
    void connectionEndingInsideAHeaderIsATruncatedFrame() throws Exception {
        raw.write(new byte[] {0, 0});
        pair.left().shutdownOutput();
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class)
                .hasMessage("connection closed inside a frame header");
    }

    @Test
    void connectionEndingBetweenFramesIsAPlainEndOfStream() throws Exception {
        writer.write(new byte[] {1});
        pair.left().shutdownOutput();
        assertThat(reader.read()).containsExactly(1);
        assertThatThrownBy(reader::read).isExactlyInstanceOf(EOFException.class)
                .hasMessage("connection closed by peer");
    }

    @Test
    void readerRefusesFurtherUseAfterGarbage() throws Exception {
        raw.write(new byte[] {(byte) 0x80, 0, 0, 0});
        raw.flush();
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class);
        assertThatThrownBy(reader::read).isInstanceOf(ProtocolException.class).hasMessageStartingWith("garbage");
    }

    @Test
    void readThatTimesOutMidFrameResumesTheSameFrame() throws Exception {
        pair.right().setSoTimeout(200);
        raw.write(new byte[] {0, 0, 0, 4, 'e', '2'});
        raw.flush();
        assertThatThrownBy(reader::read).isInstanceOf(SocketTimeoutException.class);
        raw.write(new byte[] {'e', '4'});
        raw.flush();
        assertThat(reader.read()).asString(StandardCharsets.US_ASCII).isEqualTo("e2e4");
    }
}
