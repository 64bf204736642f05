package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.net.club.ClubMessage;
import org.junit.jupiter.api.Test;

/** How a member's lists of club games, seeks and ratings read: each game's clock, each request's answers, the ratings. */
class ListingsTest {

    private static String listed(ClubMessage.GameLine line) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Listings.games(out, new ClubMessage.GameList(List.of(line)), id -> false, "club.example:7777");
        return bytes.toString(StandardCharsets.UTF_8);
    }

    private static ClubMessage.GameLine playing(String timeControl, int movesLeft, long msLeft) {
        return new ClubMessage.GameLine("0123456789abcdef0123456789abcdef", "alice", "bob", timeControl, "berkeley-any",
                "playing", null, null, 12, true, movesLeft, msLeft);
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
    void anAdjournedGamesClockIsSaidToStandAsTheLastMoveLeftIt() {
        ClubMessage.GameLine adjourned = new ClubMessage.GameLine("0123456789abcdef0123456789abcdef", "alice", "bob",
                "game/1", "berkeley-any", "playing", null, ClubMessage.ADJOURNED, 3, true, 0, 54_000);
        assertThat(listed(adjourned)).contains("ply 3, adjourned, your move; you have all your moves in 0:00:54"
                + " (clocks as the last moves left them: the thinking before adjourning is charged to nobody);"
                + " it goes on when you both sit down at it");
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

    @Test
    void theRatingsNameColumnIsAsWideAsTheLongestName() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Listings.ratings(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ClubMessage.RatingList(List.of(
                new ClubMessage.Rated("carol", 1310, 1), new ClubMessage.Rated("alice", 1200, 12))));
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("""
                  1. carol  1310  (1 game)
                  2. alice  1200  (12 games)
                """);
    }

    @Test
    void aGameInPlaySaysHowToSitDownAtIt() {
        assertThat(listed(playing("5+3", 0, 272_000))).endsWith("; sit down at it: ks --club club.example:7777 01234567\n");
    }

    @Test
    void eachRequestsAnswersStandOnLinesOfTheirOwn() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Listings.seeks(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ClubMessage.SeekList(List.of(
                new ClubMessage.SeekLine(1, "bob", 1200, "5+0", "wolfe", true)), List.of(
                new ClubMessage.RequestLine(1, 1, "alice", 1200))), "club.example:7777");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).endsWith("""
                Requests on your seeks:
                request 1 on seek 1: alice (1200)
                    accept: ks --club club.example:7777 accept 1
                    reject: ks --club club.example:7777 reject 1
                """);
    }

    @Test
    void othersSeeksSayHowToAskToPlayOne() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Listings.seeks(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ClubMessage.SeekList(List.of(
                new ClubMessage.SeekLine(1, "alice", 1200, "game/3", "wolfe", false)), List.of()), "club.example:7777");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("""
                seek 1: alice (1200), game/3, wolfe
                Ask to play one: ks --club club.example:7777 play SEEK
                """);
    }

    @Test
    void onlyOnesOwnSeeksSayNothingOfAskingToPlay() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Listings.seeks(new PrintStream(bytes, true, StandardCharsets.UTF_8), new ClubMessage.SeekList(List.of(
                new ClubMessage.SeekLine(1, "bob", 1200, "5+0", "wolfe", true)), List.of()), "club.example:7777");
        assertThat(bytes.toString(StandardCharsets.UTF_8)).isEqualTo("seek 1: bob (1200), 5+0, wolfe  (yours)\n");
    }
}
