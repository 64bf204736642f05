package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.logging.LogRecord;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Something else in the club's process holds every descriptor while a connection waits to be
 * accepted: the club says so once, not on every pass of its loop, and takes connections again
 * once descriptors are free.
 */
@Timeout(60)
class ClubOutOfDescriptorsTest {

    /** How long the loop is watched for a second line: logged on every pass, one came at once. */
    private static final long WATCHED_MS = 2_000;

    @TempDir
    Path dir;

    @Test
    void aClubOutOfDescriptorsSaysSoOnceAndAcceptsAgainWhenTheyAreFree() throws Exception {
        List<Closeable> held = new ArrayList<>();
        try (LoggedWarnings warnings = LoggedWarnings.of(ClubServer.class); ClubHost club = TestClubs.start(dir);
                SocketChannel waiting = SocketChannel.open()) {
            try {
                hogEveryDescriptor(held);
                waiting.connect(new InetSocketAddress("127.0.0.1", club.port()));
                LogRecord first = warnings.next(20, TimeUnit.SECONDS);
                assertThat(first).isNotNull();
                assertThat(first.getMessage()).contains("Too many open files");
                assertThat(warnings.next(WATCHED_MS, TimeUnit.MILLISECONDS)).as("a second warning").isNull();
            } finally {
                closeAll(held);
            }
            try (ClubLink member = ClubLink.connect("127.0.0.1", club.port(), "alice",
                    SigningKey.generate(new SecureRandom()), new KnownOpponents(dir.resolve("pins")), new SecureRandom(),
                    Duration.ofSeconds(20))) {
                assertThat(member.request(new ClubMessage.Ratings())).isInstanceOf(ClubMessage.RatingList.class);
            }
        }
    }

    /** Opens {@code /dev/null} until the process may open nothing more. */
    private static void hogEveryDescriptor(List<Closeable> held) {
        Path nothing = Path.of("/dev/null");
        while (true) {
            try {
                held.add(FileChannel.open(nothing));
            } catch (IOException full) {
                return;
            }
        }
    }

    private static void closeAll(List<Closeable> held) throws IOException {
        for (Closeable c : held) {
            c.close();
        }
        held.clear();
    }
}
