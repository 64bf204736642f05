package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.protocol.WireCodec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * A frame's length comes first, and the club used to set aside the whole frame as soon as it read
 * the length: anyone who registers (the club is open to all) logs in on many connections with the
 * cheap token login and sends on each the five bytes that announce a frame of a mebibyte, never the
 * rest. The club's memory must grow with what the connections sent, not with what they announced.
 */
@Timeout(120)
class ClubAnnouncedFrameTest {

    private static final int CONNECTIONS = 300;

    @TempDir
    Path dir;

    @RegisterExtension
    final RunningClub club = new RunningClub(() -> dir);

    private ClubLink connect() throws IOException {
        return ClubLink.connectSelectable("127.0.0.1", club.port(), "mallory", SigningKey.generate(new SecureRandom()),
                new KnownOpponents(dir.resolve("pins")), new SecureRandom(), Duration.ofSeconds(30));
    }

    private static long heapUsedAfterCollection() {
        System.gc();
        System.gc();
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** At d4404ec: 300 connections, 1,500 bytes sent, took 297 MiB of the club's heap. */
    @Test
    void framesAnnouncedAndNeverSentCostTheClubOnlyWhatWasSent() throws IOException {
        List<ClubLink> links = new ArrayList<>();
        try {
            String token;
            try (ClubLink first = connect()) {
                first.request(new ClubMessage.Register("mallory", "mallory@example.org", "password-mallory"));
                token = ((ClubMessage.Welcome) first.request(new ClubMessage.Login("mallory", "password-mallory")))
                        .token();
            }
            for (int i = 0; i < CONNECTIONS; i++) {
                ClubLink link = connect();
                links.add(link);
                assertThat(link.request(new ClubMessage.TokenLogin("mallory", token)))
                        .isInstanceOf(ClubMessage.Welcome.class);
            }
            long before = heapUsedAfterCollection();
            for (ClubLink link : links) {
                link.socketChannel().write(ByteBuffer.allocate(5).putInt(WireCodec.MAX_MESSAGE_BYTES).put(Peer.MESSAGE)
                        .flip());
            }
            // Read after every announcement, so the club's loop has read them all.
            try (ClubLink alice = club.member("alice", dir.resolve("alice"))) {
                assertThat(alice.request(new ClubMessage.Ratings())).isInstanceOf(ClubMessage.RatingList.class);
            }
            long grown = heapUsedAfterCollection() - before;

            assertThat(grown / (1 << 20)).as("MiB of heap taken by %d announced frames, %d bytes sent", CONNECTIONS,
                    5 * CONNECTIONS).isLessThan(32);
        } finally {
            links.forEach(ClubLink::close);
        }
    }
}
