package ks.net.club;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.function.Supplier;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * A club ({@link TestClubs#start}) started before each test of a class and closed after it, for
 * a test class that registers one as a field ({@code @RegisterExtension}), and members who connect
 * to it with keys of their own. The directory is the test's {@code @TempDir}, read when the club
 * starts, once JUnit has set it.
 */
final class RunningClub implements BeforeEachCallback, AfterEachCallback {

    private final Supplier<Path> dir;
    private ClubHost club;

    RunningClub(Supplier<Path> dir) {
        this.dir = dir;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws IOException {
        club = TestClubs.start(dir.get());
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (club != null) {
            club.close();
        }
    }

    int port() {
        return club.port();
    }

    /** {@code name} connected on loopback with a new key, keeping the club's key in {@code pins}; not logged in. */
    ClubLink member(String name, Path pins) throws IOException {
        return ClubLink.connect("127.0.0.1", port(), name, SigningKey.generate(new SecureRandom()),
                new KnownOpponents(pins), new SecureRandom(), Duration.ofSeconds(30));
    }
}
