package ks.net.club;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import ks.crypto.Argon2id;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A club closes a connection that says nothing for its allowed silence (1 s here, 60 s in a real
 * club), and says why first, so the member reads the reason in one line instead of a bare close.
 */
@Timeout(60)
class ClubSilenceTest {

    @TempDir
    Path dir;

    private ClubHost club;

    @BeforeEach
    void start() throws IOException {
        club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST), ClubLimits.DEFAULT.withSilence(Duration.ofSeconds(1)));
    }

    @AfterEach
    void stop() {
        club.close();
    }

    private ClubLink member() throws IOException {
        return ClubLink.connect("127.0.0.1", club.port(), "alice", SigningKey.generate(new SecureRandom()),
                new KnownOpponents(dir.resolve("pins")), new SecureRandom(), Duration.ofSeconds(20));
    }

    @Test
    void aSilentMemberIsToldWhyTheClubClosedTheConnection() throws IOException {
        try (ClubLink silent = member()) {
            assertThatThrownBy(() -> silent.receive(30_000))
                    .isInstanceOf(IOException.class)
                    .hasMessage("the club closed the connection: it heard nothing on it for 1 s");
        }
    }
}
