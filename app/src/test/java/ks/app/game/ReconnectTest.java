package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import ks.crypto.Identity;
import ks.crypto.SigningKey;
import ks.net.protocol.Link;
import ks.net.protocol.Message;
import ks.net.retry.Retry;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** After a dropped link the game waits for its own opponent: the same key, or a clear end at once. */
@Timeout(60)
class ReconnectTest {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final Identity GAMES_KEY = SigningKey.generate(RANDOM).identity();
    private static final Identity ANOTHER_KEY = SigningKey.generate(RANDOM).identity();

    /** A link that only knows whose key it carries, and whether it was closed. */
    private static final class KeyedLink implements Link {
        final Identity peer;
        boolean closed;

        KeyedLink(Identity peer) {
            this.peer = peer;
        }

        @Override
        public void send(Message message) {
        }

        @Override
        public Message receive(long timeoutMillis) {
            return null;
        }

        @Override
        public void close() {
            closed = true;
        }
    }

    /**
     * "At once" without a clock: a second try fails the test there and then, and the wait is longer
     * than the class's {@code @Timeout}, so a wait that sat out its time fails the test too.
     */
    @Test
    void aPeerThatComesBackWithAnotherKeyEndsTheWaitAtOnce() {
        AtomicInteger tries = new AtomicInteger();
        KeyedLink impostor = new KeyedLink(ANOTHER_KEY);
        assertThatThrownBy(() -> GameRunner.sameKeyAgain(Duration.ofMinutes(10), "bob", GAMES_KEY, l -> l.peer,
                left -> {
                    if (tries.incrementAndGet() > 1) {
                        throw new AssertionError("bob was tried again after he came back with another key");
                    }
                    return impostor;
                })).isInstanceOf(Retry.Final.class).hasMessage("bob came back with another key");
        assertThat(tries).hasValue(1);
        assertThat(impostor.closed).isTrue();
    }

    @Test
    void aPeerNotBackYetIsTriedAgainUntilItComesWithTheGamesKey() throws Exception {
        AtomicInteger tries = new AtomicInteger();
        KeyedLink back = GameRunner.sameKeyAgain(Duration.ofSeconds(30), "bob", GAMES_KEY, l -> l.peer, left -> {
            if (tries.incrementAndGet() < 3) {
                throw new IOException("bob did not answer");
            }
            return new KeyedLink(GAMES_KEY);
        });
        assertThat(back.closed).isFalse();
        assertThat(tries).hasValue(3);
    }

    @Test
    void aPeerThatNeverComesBackEndsTheWaitWithTheLastTrouble() {
        assertThatThrownBy(() -> GameRunner.<KeyedLink>sameKeyAgain(Duration.ofSeconds(1), "bob", GAMES_KEY,
                l -> l.peer, left -> {
                    throw new IOException("bob did not answer");
                })).isInstanceOf(IOException.class).hasMessage("no connection within 1 s: bob did not answer");
    }
}
