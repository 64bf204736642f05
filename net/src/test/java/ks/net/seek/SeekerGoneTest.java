package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The seeker's process ending while {@code ks --play} waits for its answer (it crashed, or its
 * player pressed Ctrl-C): the asker is told who went away, not {@code connection closed by peer}.
 */
@Timeout(30)
class SeekerGoneTest {

    @Test
    void aSeekerThatClosesBeforeAnsweringIsNamedAsGone() throws Exception {
        try (ServerSocket seeker = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            CompletableFuture<Void> gone = CompletableFuture.runAsync(() -> {
                try (Socket asker = seeker.accept()) {
                    asker.getInputStream().read();
                } catch (IOException e) {
                    throw new RuntimeException(e);
                }
            });
            Seek seek = Seek.builder().key(SeekKeys.ALICE.identity()).nonce("0011223344556677").name("alice")
                    .rating(1210).time("game/5").host("127.0.0.1").port(seeker.getLocalPort()).until(1_800_000_000L)
                    .build();

            assertThatThrownBy(() -> SeekClient.ask(seek, new SeekClient.Asker("bob", 1190, SeekKeys.BOB.identity()),
                    new SecureRandom(), Duration.ofSeconds(20))).isInstanceOf(IOException.class)
                    .hasMessage("alice's ks went away before answering seek " + seek.id()
                            + " (it may have stopped or been withdrawn); ks --seeks lists the open seeks");
            gone.join();
        }
    }
}
