package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.ByteArrayOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Fuzzes {@link Hello#decode} and {@link FrameReader}. A greeting may only be refused with a one-line
 * {@link ProtocolException}, and one accepted must encode back to the same bytes. A frame reader over a
 * random byte stream, delivered in random chunks with read timeouts in between, must give exactly the
 * frames a simple model of the format predicts, each within its limit, then end with {@link EOFException}
 * or a one-line {@link ProtocolException}, and only IOExceptions ever.
 */
class GreetingAndFramesFuzzTest {

    @FuzzTest(maxDuration = "5m")
    void hello(byte[] data) {
        checkHello(data);
    }

    @FuzzTest(maxDuration = "5m")
    void frames(byte[] data) {
        if (data.length < 2) {
            return;
        }
        checkFrames(new Stream(data[0] & 0xff, data[1], Arrays.copyOfRange(data, 2, data.length)));
    }

    @Test
    void boundedRandomGreetings() {
        FuzzKit.bounded("hello", 30_000, GreetingAndFramesFuzzTest::greeting, GreetingAndFramesFuzzTest::checkHello,
                b -> FuzzKit.escape(new String(b, StandardCharsets.ISO_8859_1)));
    }

    @Test
    void boundedRandomFrameStreams() {
        FuzzKit.bounded("frame-reader", 30_000, GreetingAndFramesFuzzTest::stream,
                GreetingAndFramesFuzzTest::checkFrames, Stream::toString);
    }

    @Test
    @Tag("fuzz-long")
    void longRandomGreetings() {
        FuzzKit.timed("hello", GreetingAndFramesFuzzTest::greeting, GreetingAndFramesFuzzTest::checkHello,
                b -> FuzzKit.escape(new String(b, StandardCharsets.ISO_8859_1)));
    }

    @Test
    @Tag("fuzz-long")
    void longRandomFrameStreams() {
        FuzzKit.timed("frame-reader", GreetingAndFramesFuzzTest::stream, GreetingAndFramesFuzzTest::checkFrames,
                Stream::toString);
    }

    static void checkHello(byte[] data) {
        try {
            Hello h = Hello.decode(data);
            assertThat(h.encode()).isEqualTo(data);
        } catch (ProtocolException e) {
            // HelloRegressionTest: an over-long name is quoted raw before its characters are checked.
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    static byte[] greeting(Random r) {
        byte[] valid = new Hello(r.nextLong(), name(r), name(r)).encode();
        return switch (r.nextInt(4)) {
            case 0 -> valid;
            case 1, 2 -> bytes(FuzzKit.mutate(r, new String(valid, StandardCharsets.ISO_8859_1),
                    "KSRV\u0000\u0001\u0002\u0040\u00ff\u00c3\u00a9ab \n", 3));
            default -> {
                // A valid prefix and random lengths and names, including over-long ones.
                ByteBuffer b = ByteBuffer.allocate(600).put(valid, 0, 13);
                for (int i = 0; i < 2; i++) {
                    byte[] n = bytes(FuzzKit.randomString(r, "abcXYZ09-_.\u00e9", 1 + r.nextInt(120)));
                    n = new String(n, StandardCharsets.ISO_8859_1).getBytes(StandardCharsets.UTF_8);
                    int len = Math.min(255, n.length);
                    b.put((byte) (r.nextInt(8) == 0 ? r.nextInt(256) : len)).put(n, 0, len);
                }
                yield Arrays.copyOf(b.array(), b.position() - r.nextInt(2));
            }
        };
    }

    static String name(Random r) {
        String s = FuzzKit.randomString(r, "abcdefghijklmnopqrstuvwxyz0123456789_-.", 20);
        try {
            Hello.checkName(s);
            return s;
        } catch (IllegalArgumentException e) {
            return "player";
        }
    }

    static byte[] bytes(String latin1) {
        byte[] b = new byte[latin1.length()];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) latin1.charAt(i);
        }
        return b;
    }

    /** A byte stream, the reader's limit, and the chunking seed. */
    record Stream(int limit, long chunking, byte[] bytes) {
        @Override
        public String toString() {
            return "limit " + limit + " chunking " + chunking + " bytes " + Arrays.toString(bytes);
        }
    }

    static Stream stream(Random r) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int limit = r.nextInt(4) == 0 ? r.nextInt(4) : r.nextInt(300);
        int frames = r.nextInt(6);
        for (int i = 0; i < frames; i++) {
            int len = r.nextInt(8) == 0 ? r.nextInt() : r.nextInt(limit + 20);
            byte[] len4 = ByteBuffer.allocate(4).putInt(len).array();
            out.writeBytes(len4);
            int body = Math.max(0, Math.min(len, 400));
            for (int k = 0; k < body; k++) {
                out.write(r.nextInt(256));
            }
        }
        byte[] all = out.toByteArray();
        if (r.nextInt(3) == 0 && all.length > 0) {
            all = Arrays.copyOf(all, r.nextInt(all.length));
        }
        if (r.nextInt(5) == 0) {
            all = bytes(FuzzKit.randomString(r, "\u0000\u0001\u00ff\u0080", 40));
        }
        return new Stream(limit, r.nextLong(), all);
    }

    /** What the format says about {@code bytes}: the frames, then "eof" or "protocol". */
    static List<Object> model(byte[] bytes, int limit) {
        List<Object> out = new ArrayList<>();
        int at = 0;
        while (true) {
            if (at == bytes.length) {
                out.add("eof");
                return out;
            }
            if (bytes.length - at < 4) {
                out.add("protocol");
                return out;
            }
            int len = ByteBuffer.wrap(bytes, at, 4).getInt();
            at += 4;
            if (len < 0 || len > limit || bytes.length - at < len) {
                out.add("protocol");
                return out;
            }
            out.add(Arrays.toString(Arrays.copyOfRange(bytes, at, at + len)));
            at += len;
        }
    }

    static void checkFrames(Stream s) {
        FrameReader reader = new FrameReader(new Chunked(s.bytes(), new Random(s.chunking())), s.limit());
        List<Object> got = new ArrayList<>();
        for (int guard = 0; guard < 10_000; guard++) {
            try {
                byte[] frame = reader.read();
                assertThat(frame.length).isLessThanOrEqualTo(s.limit());
                got.add(Arrays.toString(frame));
            } catch (SocketTimeoutException e) {
                continue;
            } catch (EOFException e) {
                got.add("eof");
                break;
            } catch (ProtocolException e) {
                FuzzKit.assertOneLine(e.getMessage());
                got.add("protocol");
                try {
                    reader.read();
                    throw new AssertionError("a broken reader read on");
                } catch (ProtocolException again) {
                    assertThat(again).isSameAs(e);
                } catch (IOException other) {
                    throw new AssertionError("a broken reader threw " + other, other);
                }
                break;
            } catch (IOException e) {
                throw new AssertionError("unexpected " + e, e);
            }
        }
        assertThat(got).isEqualTo(model(s.bytes(), s.limit()));
    }

    /** Delivers bytes a few at a time, sometimes timing out first as a socket with SO_TIMEOUT does. */
    static final class Chunked extends InputStream {
        private final byte[] bytes;
        private final Random random;
        private int at;

        Chunked(byte[] bytes, Random random) {
            this.bytes = bytes;
            this.random = random;
        }

        @Override
        public int read() throws IOException {
            byte[] one = new byte[1];
            return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
        }

        @Override
        public int read(byte[] b, int off, int len) throws IOException {
            if (random.nextInt(4) == 0) {
                throw new SocketTimeoutException("Read timed out");
            }
            if (at == bytes.length) {
                return -1;
            }
            int n = Math.min(len, Math.min(bytes.length - at, 1 + random.nextInt(7)));
            System.arraycopy(bytes, at, b, off, n);
            at += n;
            return n;
        }
    }
}
