package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.SecureRandom;
import ks.crypto.SigningKey;
import ks.net.club.host.ClubHost;
import ks.net.protocol.Message;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A member whose ks speaks another game protocol than the club's is refused when it sits down, in
 * one line saying which side is older, and not after a whole game at the audit, where a reveal
 * signed one way does not verify the other (protocol 5: the timed reveal covers the clocks).
 */
@Timeout(120)
class SitProtocolTest {

    @TempDir
    Path dir;

    private ClubHost club;
    private ClubLink alice;
    private ClubLink bob;
    private String gameId;

    @BeforeEach
    void meet() throws IOException {
        club = TestClubs.start(dir);
        alice = SeatedGame.member(club, dir, "alice", SigningKey.generate(new SecureRandom()));
        bob = SeatedGame.member(club, dir, "bob", SigningKey.generate(new SecureRandom()));
        SeatedGame.meet(alice, bob);
        gameId = ((ClubMessage.GameList) alice.request(new ClubMessage.ListGames())).games().get(0).id();
    }

    @AfterEach
    void stop() {
        TestClubs.closeAll(alice, bob, club);
    }

    @Test
    void aKsBeforeProtocolFiveSitsDownWithoutAProtocolOnTheWire() {
        String json = new String(ClubCodec.encode(new ClubMessage.Sit(gameId, 0)), StandardCharsets.UTF_8);

        assertThat(json).isEqualTo("{\"type\":\"sit\",\"gameId\":\"" + gameId + "\"}");
    }

    @Test
    void aMemberWhoseKsIsOlderIsRefusedWhenSittingDownAndMayAskAgain() throws Exception {
        ClubMessage answer = alice.request(new ClubMessage.Sit(gameId, 0));

        assertThat(answer).isEqualTo(new ClubMessage.Refused("your ks speaks game protocol 4 or older and this club"
                + " speaks " + Message.VERSION + ": update ks to sit down at a game here"));
        assertThat(alice.request(new ClubMessage.ListGames())).isInstanceOf(ClubMessage.GameList.class);
    }

    @Test
    void aMemberWhoseKsSpeaksTheProtocolBeforeThisOneIsRefusedNamingIt() throws Exception {
        ClubMessage answer = alice.request(new ClubMessage.Sit(gameId, Message.VERSION - 1));

        assertThat(answer).isEqualTo(new ClubMessage.Refused("your ks speaks game protocol " + (Message.VERSION - 1)
                + " and this club speaks " + Message.VERSION + ": update ks to sit down at a game here"));
    }

    @Test
    void aMemberWhoseKsIsNewerIsToldTheClubIsOlder() throws Exception {
        ClubMessage answer = alice.request(new ClubMessage.Sit(gameId, Message.VERSION + 1));

        assertThat(answer).isEqualTo(new ClubMessage.Refused("your ks speaks game protocol " + (Message.VERSION + 1)
                + " and this club speaks " + Message.VERSION + ": the club's ks is older than yours, and a game"
                + " needs the same protocol on both sides"));
    }

    @Test
    void aClubBeforeProtocolFiveRefusingTheFieldItDoesNotKnowIsNamedAsOlder() {
        assertThat(ClubMessage.Sit.refusal("unexpected field 'protocol' in a club message")).isEqualTo("the club's"
                + " ks is older than yours: it speaks a game protocol before 5, and a game"
                + " needs the same protocol on both sides");
        assertThat(ClubMessage.Sit.refusal("log in first: ks --club HOST login")).isEqualTo(
                "log in first: ks --club HOST login");
    }

    @Test
    void aMemberOfTheSameProtocolIsSeated() throws Exception {
        assertThat(alice.request(new ClubMessage.Sit(gameId))).isInstanceOf(ClubMessage.Seated.class);
    }
}
