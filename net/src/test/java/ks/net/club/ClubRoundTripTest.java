package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.crypto.Argon2id;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.Color;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member of a real club, over loopback, who acknowledges each commitment {@value #DELAY_MS} ms
 * after it came by the club's clock (the one that times its moves) and signs a round trip of 2 s: the club counts the round trip it measured on the
 * connection, not the one signed, so a charge beyond the signed thinking time is the measured one.
 */
@Timeout(60)
class ClubRoundTripTest {

    /** The member's delay before each acknowledgement, on the club's clock: the network the club measures. */
    private static final long DELAY_MS = 300;

    @TempDir
    Path dir;

    @Test
    void theRoundTripTheClubCountsIsTheOneItMeasuredFromTheMembersAcknowledgements() throws Exception {
        MutableClock clock = new MutableClock(1_000_000L);
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST).withClock(clock)); SeatedGame g = SeatedGame.at(club, dir)) {
            // The commitment is read before the clock moves: the club stamps it as it sends it.
            Message.Commit opening = SeatedGame.until(g.white, Message.Commit.class);
            clock.advance(DELAY_MS);
            g.white.send(g.ack(Color.WHITE, opening, 0));
            g.white.send(g.attempt(Color.WHITE, 1, "e2e4", 0, 0));
            Message.Commit first = SeatedGame.until(g.white, Message.Commit.class);
            clock.advance(DELAY_MS);
            g.white.send(g.ack(Color.WHITE, first, 1));
            g.black.send(g.attempt(Color.BLACK, 1, "e7e5", 0, 0));
            SeatedGame.until(g.white, Message.Commit.class);
            clock.advance(30_000);
            g.white.send(g.attempt(Color.WHITE, 2, "g1f3", 0, Charges.TOLERANCE_MILLIS));
            long charged = 3_600_000 - ClockState.parse(SeatedGame.until(g.white, Message.Commit.class).clocks())
                    .remaining(Color.WHITE);
            assertThat(charged).isBetween(DELAY_MS, Charges.TOLERANCE_MILLIS - 1);
        }
    }
}
