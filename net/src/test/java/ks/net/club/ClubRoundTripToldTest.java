package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.Argon2id;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Over loopback, white holds back its acknowledgement 2 s (the club's measure of its round trip)
 * and signs a round trip of 2 s, so 2 s of its move is taken as network, while black is away from
 * the board: black must hear of it when sitting down again, with the game's state, and only once.
 */
@Timeout(180)
class ClubRoundTripToldTest {

    private static final String TOLD = "'s round trip counts as 2 s";

    @TempDir
    Path dir;

    @Test
    void aMemberAwayWhenTheOpponentsRoundTripFirstCountsIsToldOnceOnSittingDown() throws Exception {
        MutableClock clock = new MutableClock(1_000_000L);
        try (ClubHost club = ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST).withClock(clock)); SeatedGame g = SeatedGame.at(club, dir)) {
            Message.Commit opening = SeatedGame.until(g.white, Message.Commit.class);
            clock.advance(Charges.TOLERANCE_MILLIS);
            g.white.send(g.ack(Color.WHITE, opening, 0));
            // Black sits down again from another connection and has not caught up: away from the board.
            ClubLink black = g.again(Color.BLACK);
            ClubMessage.Seated seated = (ClubMessage.Seated) black.request(new ClubMessage.Sit(g.id));
            clock.advance(10_000);
            g.white.send(g.attempt(Color.WHITE, 1, "e2e4", 8_000, Charges.TOLERANCE_MILLIS));
            SeatedGame.until(g.white, Message.Commit.class);

            black.send(new Message.Resume(Message.VERSION, seated.black(), g.id, 0, 0, 0, 0));
            // The club's answer begins the exchange on the game's actor, so white's marker is handled
            // after it: said sooner, it could reach the club before black's resume and go unheard.
            SeatedGame.until(black, Message.Resume.class);
            assertThat(roundTripNotes(g, black, "caught up")).as("told on sitting down").hasSize(1);

            black.send(g.attempt(Color.BLACK, 1, "e7e5", 0, 0));
            SeatedGame.until(g.white, Message.Commit.class);
            clock.advance(10_000);
            g.white.send(g.attempt(Color.WHITE, 2, "g1f3", 8_000, Charges.TOLERANCE_MILLIS));
            assertThat(roundTripNotes(g, black, "moved again")).as("told again").isEmpty();
        }
    }

    /**
     * The notes on {@code black} about white's round trip, up to white's saying {@code marker}: the
     * club handles white's line after everything before it, so whatever black was to hear by then came first.
     */
    private static List<String> roundTripNotes(SeatedGame g, ClubLink black, String marker) throws IOException {
        g.white.send(new Message.Say(marker));
        List<String> notes = new ArrayList<>();
        while (true) {
            Message m = SeatedGame.next(black);
            if (m instanceof Message.Say s && s.text().equals(marker)) {
                return notes;
            }
            if (m instanceof Message.Note n && n.text().contains(TOLD)) {
                notes.add(n.text());
            }
        }
    }
}
