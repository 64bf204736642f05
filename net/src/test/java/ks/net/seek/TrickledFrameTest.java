package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A frame of the seek exchange sent a byte at a time, each byte well within the read timeout: the
 * timeout held each read, not the frame, so an answer trickled over 512 bytes kept {@code ks --play}
 * waiting some 500 times its {@code --wait}, and a request trickled to a seeker held its one loop of
 * requests (every other asker waiting behind it) for 5 s a byte (twelfth red-team round,
 * docs/reliability.md). The whole frame must now come within the time given.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class TrickledFrameTest {

    @Test
    void anAnswerTrickledAByteAtATimeIsGivenUpOnceTheWaitIsOver() throws Exception {
        ScheduledExecutorService drip = Executors.newSingleThreadScheduledExecutor();
        try (ServerSocket squatter = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            AtomicInteger sent = new AtomicInteger();
            drip.execute(() -> trickle(squatter, drip, sent));
            Seek seek = Seek.builder().key(SeekKeys.ALICE.identity()).nonce("0011223344556677").name("alice")
                    .rating(1210).time("game/5").host("127.0.0.1").port(squatter.getLocalPort()).until(1_800_000_000L)
                    .build();

            assertThatThrownBy(() -> SeekClient.ask(seek, new SeekClient.Asker("bob", 1190, SeekKeys.BOB.identity()),
                    new SecureRandom(), Duration.ofSeconds(1))).isInstanceOf(IOException.class)
                    .hasMessage("alice did not answer within 1 s");
        } finally {
            drip.shutdownNow();
        }
    }

    /** Accepts the asker and sends it a frame of 512 bytes, one byte every 100 ms (51 s in all). */
    private static void trickle(ServerSocket squatter, ScheduledExecutorService drip, AtomicInteger sent) {
        try {
            Socket asker = squatter.accept();
            OutputStream out = asker.getOutputStream();
            byte[] frame = new byte[4 + 512];
            frame[2] = 2;
            drip.scheduleAtFixedRate(() -> {
                int i = sent.getAndIncrement();
                try {
                    if (i < frame.length) {
                        out.write(frame[i]);
                        out.flush();
                    }
                } catch (IOException e) {
                    drip.shutdown();
                }
            }, 0, 100, TimeUnit.MILLISECONDS);
        } catch (IOException e) {
            drip.shutdown();
        }
    }
}
