package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.net.club.ClubMessage;
import org.junit.jupiter.api.Test;

/** How a member's lists of club games and ratings read. */
class ListingsTest {

    private static String listed(ClubMessage.GameLine line) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Listings.games(out, new ClubMessage.GameList(List.of(line)), id -> false, "club.example:7777");
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static ClubMessage.GameLine playing(String timeControl, int movesLeft, long msLeft) {
        return new ClubMessage.GameLine("0123456789abcdef", "alice", "bob", timeControl, "berkeley-any", "playing",
                null, null, 12, true, movesLeft, msLeft);
    }

    @Test
    void anIncrementClockIsNotCalledTimeForAllTheMoves() {
        assertThat(listed(playing("5+3", 0, 272_000)))
                .contains("your move; 0:04:32 on your clock")
                .doesNotContain("all your moves");
    }

    @Test
    void aSuddenDeathClockSaysItIsForAllTheMoves() {
        assertThat(listed(playing("game/5", 0, 272_000))).contains("your move; you have all your moves in 0:04:32");
    }

    @Test
    void aPeriodClockSaysHowManyMovesItIsFor() {
        assertThat(listed(playing("40/120", 28, 3_600_000))).contains("your move; you have 28 moves in 1:00:00");
    }

    @Test
    void anEmptyRatingListSaysNoRatingIsEstablishedYetAndWhatEstablishesOne() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Listings.ratings(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ClubMessage.RatingList(List.of()));
        assertThat(bytes.toString(StandardCharsets.UTF_8))
                .doesNotContain("no members")
                .contains("No member's rating is established yet")
                .contains("5 rated games against 3 established members");
    }
}
