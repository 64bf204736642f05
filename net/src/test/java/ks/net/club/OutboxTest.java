package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Pipe;
import java.nio.channels.GatheringByteChannel;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A connection's outbox over a real pipe: a member too slow to read overflows it while the loop is
 * in the middle of writing a frame, and the member must never be sent a frame that was dropped,
 * nor one after a frame cut short; and every attempt it answered is told its frames were dropped.
 */
@Timeout(30)
class OutboxTest {

    private static final int LIMIT = 4 << 20;

    @Test
    void anOverflowDuringAWriteSendsNothingMoreThanWhatWasAlreadyWritten() throws IOException {
        Pipe pipe = Pipe.open();
        pipe.sink().configureBlocking(false);
        pipe.source().configureBlocking(false);
        Outbox outbox = new Outbox(LIMIT);
        byte[] first = filled(3 << 20, (byte) 'A');
        byte[] later = filled(100, (byte) 'C');
        outbox.add(ByteBuffer.wrap(first), null);
        boolean[] overflowed = new boolean[1];
        // Another thread's sends, pinned where they do harm: after the pipe took part of the first frame.
        GatheringByteChannel racing = new GatheringByteChannel() {
            @Override
            public int write(ByteBuffer src) throws IOException {
                return (int) write(new ByteBuffer[] {src}, 0, 1);
            }

            @Override
            public long write(ByteBuffer[] srcs) throws IOException {
                return write(srcs, 0, srcs.length);
            }

            @Override
            public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
                long n = pipe.sink().write(srcs, offset, length);
                if (!overflowed[0]) {
                    overflowed[0] = true;
                    assertThat(outbox.add(ByteBuffer.wrap(filled(2 << 20, (byte) 'B')), null)).isFalse();
                    outbox.add(ByteBuffer.wrap(later), null);
                }
                return n;
            }

            @Override
            public boolean isOpen() {
                return true;
            }

            @Override
            public void close() {
            }
        };
        ByteArrayOutputStream received = new ByteArrayOutputStream();
        for (int i = 0; i < 200 && !outbox.flush(racing); i++) {
            drain(pipe.source(), received);
        }
        drain(pipe.source(), received);
        byte[] got = received.toByteArray();
        assertThat(got.length).isPositive().isLessThanOrEqualTo(first.length);
        assertThat(firstNot(got, (byte) 'A')).as("where a byte of another frame follows part of the first").isEqualTo(-1);
    }

    @Test
    void anAttemptWhoseFramesWereDroppedIsCountedApartNotTimed() throws IOException {
        Outbox outbox = new Outbox(LIMIT);
        MoveTimes times = new MoveTimes();
        MoveTimes.Move move = times.start(System.nanoTime());
        MoveTimes.during(move, () -> {
            move.queued();
            outbox.add(ByteBuffer.wrap(filled(1 << 20, (byte) 'A')), move);
            move.queued();
            outbox.add(ByteBuffer.wrap(filled(1 << 20, (byte) 'B')), move);
        });
        Pipe pipe = Pipe.open();
        pipe.sink().configureBlocking(false);
        // The member reads nothing: the pipe takes part of the first frame, then the connection is closed.
        assertThat(outbox.flush(pipe.sink())).isFalse();
        outbox.discard();
        assertThat(times.count()).isZero();
        assertThat(times.dropped()).isEqualTo(1);
    }

    private static byte[] filled(int n, byte b) {
        byte[] a = new byte[n];
        Arrays.fill(a, b);
        return a;
    }

    private static int firstNot(byte[] got, byte b) {
        for (int i = 0; i < got.length; i++) {
            if (got[i] != b) {
                return i;
            }
        }
        return -1;
    }

    private static void drain(Pipe.SourceChannel source, ByteArrayOutputStream into) throws IOException {
        ByteBuffer buf = ByteBuffer.allocate(1 << 16);
        for (int n; (n = source.read(buf)) > 0; buf.clear()) {
            into.write(buf.array(), 0, n);
        }
    }
}
