package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A new game's set-up, both sides of it, builds no data-binding mapper: its messages are written
 * and read without it ({@link SetUpCodec}), so a game's first prompt does not wait for Jackson's
 * {@code ObjectMapper}. Run in class loader of its own, which notes every class it loads: in this
 * test process other tests have long loaded the mapper.
 */
class SetUpWithoutDataBindingTest {

    /** Loads the class path's classes itself (the JDK's from the platform), noting each one's name. */
    private static final class Noting extends URLClassLoader {
        final Set<String> loaded = ConcurrentHashMap.newKeySet();

        Noting(URL[] path) {
            super(path, ClassLoader.getPlatformClassLoader());
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            loaded.add(name);
            return super.findClass(name);
        }
    }

    @Test
    @Timeout(60)
    void bothSidesOfANewGamesSetUpAgreeWithoutTheDataBindingMapper() throws Exception {
        try (Noting loader = new Noting(classPath())) {
            Class<?> alone = loader.loadClass(SetUpAlone.class.getName());
            var make = alone.getDeclaredConstructor();
            make.setAccessible(true);
            @SuppressWarnings("unchecked")
            Callable<String> setUp = (Callable<String>) make.newInstance();
            String gameId = setUp.call();

            assertThat(gameId).hasSize(32);
            assertThat(loader.loaded).contains(SetupExchange.class.getName())
                    .doesNotContain("com.fasterxml.jackson.databind.ObjectMapper");
        }
    }

    /** This test process's class path, as Surefire gives it (its own jar's manifest may be all of it). */
    private static URL[] classPath() throws MalformedURLException {
        String path = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<URL> urls = new ArrayList<>();
        for (String part : path.split(File.pathSeparator)) {
            urls.add(Path.of(part).toUri().toURL());
        }
        return urls.toArray(URL[]::new);
    }

    /** Both sides' set-up exchange over an in-memory link; the game id both agreed. Run in the noting loader. */
    static final class SetUpAlone implements Callable<String> {
        @Override
        public String call() throws Exception {
            SecureRandom random = new SecureRandom();
            SigningKey alice = SigningKey.generate(random);
            SigningKey bob = SigningKey.generate(random);
            byte[] sessionId = new byte[32];
            random.nextBytes(sessionId);
            InMemoryLink[] links = InMemoryLink.pair();
            SessionSetup a = SessionSetup.builder().players("alice", "bob").wishes(Wishes.none().withTime("G/5"))
                    .key(alice).peer(bob.identity()).sessionId(sessionId).setupTimeoutMillis(10_000).random(random)
                    .build();
            SessionSetup b = SessionSetup.builder().players("bob", "alice").key(bob).peer(alice.identity())
                    .sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
            CompletableFuture<SetupExchange.Agreed> other = CompletableFuture.supplyAsync(() -> {
                try {
                    return SetupExchange.agree(b, links[1]);
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            });
            SetupExchange.Agreed agreed = SetupExchange.agree(a, links[0]);
            if (!agreed.agreement().agreement().equals(other.get(30, TimeUnit.SECONDS).agreement().agreement())) {
                throw new IllegalStateException("the two sides agreed different terms");
            }
            return agreed.gameId();
        }
    }
}
