package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import ks.net.ProtocolException;
import ks.net.protocol.Agreement;
import org.junit.jupiter.api.Test;

/**
 * The club's messages on the wire: every kind against the fixed vectors in
 * {@code club-messages.jsonl} (a change that breaks older members' ks must be deliberate), and
 * hostile input refused in one line.
 */
class ClubCodecTest {

    static final List<ClubMessage> SAMPLES = List.of(
            new ClubMessage.Register("alice", "alice@example.org", "secret"),
            new ClubMessage.Login("alice", "secret"),
            new ClubMessage.TokenLogin("alice", "00".repeat(32)),
            new ClubMessage.Ratings(),
            new ClubMessage.PostSeek("daily", "wolfe+a", true),
            new ClubMessage.ListSeeks(),
            new ClubMessage.RequestSeek(7),
            new ClubMessage.Answer(9, false),
            new ClubMessage.CancelSeek(7),
            new ClubMessage.ListGames(),
            new ClubMessage.Sit("0123456789abcdef0123456789abcdef", 0),
            new ClubMessage.Welcome("alice", 1213, "ab".repeat(32)),
            new ClubMessage.Done("seek 7 posted", 7),
            new ClubMessage.Refused("wrong name or password"),
            new ClubMessage.RatingList(List.of(new ClubMessage.Rated("alice", 1513, 1))),
            new ClubMessage.SeekList(List.of(new ClubMessage.SeekLine(7, "anonymous", 1200, "game/15", "wolfe", false)),
                    List.of(new ClubMessage.RequestLine(9, 7, "bob", 1587))),
            new ClubMessage.GameList(List.of(new ClubMessage.GameLine("0123456789abcdef0123456789abcdef", "alice",
                    "bob", "daily", "wolfe", "playing", null, null, 3, true, 1, 86_000_000))),
            new ClubMessage.Seated("0123456789abcdef0123456789abcdef", "alice", "bob", "wolfe", false, true,
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "cd".repeat(32), "40/2",
                    agreement(true, ""), "ef".repeat(64), false),
            new ClubMessage.Seated("0123456789abcdef0123456789abcdef", "alice", "bob", "wolfe", false, false,
                    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "cd".repeat(32), "game/30",
                    agreement(false, "game/30"), "ef".repeat(64), true),
            new ClubMessage.GameRatings("0123456789abcdef0123456789abcdef"),
            new ClubMessage.RatingChange("alice", 1600, 1587, "bob", 1500, 1513),
            new ClubMessage.Sit("0123456789abcdef0123456789abcdef", 5));

    /** The club's agreement of the sample game, with these options. */
    private static Agreement agreement(boolean pawnTries, String time) {
        return Agreement.builder().gameId("0123456789abcdef0123456789abcdef").white("alice", "aa".repeat(32))
                .black("bob", "bb".repeat(32)).referee("club", "cc".repeat(32)).ruleSet("wolfe").pawnTries(pawnTries)
                .startFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").timeControl(time).build();
    }

    @Test
    void everyKindOfMessageEncodesToItsFixedVectorAndBack() throws IOException {
        List<String> vectors;
        try (InputStream in = getClass().getResourceAsStream("club-messages.jsonl")) {
            vectors = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        assertThat(vectors).hasSize(SAMPLES.size());
        for (int i = 0; i < SAMPLES.size(); i++) {
            assertThat(new String(ClubCodec.encode(SAMPLES.get(i)), StandardCharsets.UTF_8)).isEqualTo(vectors.get(i));
            assertThat(ClubCodec.decode(vectors.get(i).getBytes(StandardCharsets.UTF_8))).isEqualTo(SAMPLES.get(i));
        }
    }

    @Test
    void hostileInputIsRefusedInOneLine() {
        assertThatThrownBy(() -> ClubCodec.decode("{\"type\":\"shutdown\"}".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ProtocolException.class).hasMessage("unknown club message type 'shutdown'");
        assertThatThrownBy(() -> ClubCodec.decode("{\"type\":\"ratings\",\"x\":1}".getBytes(StandardCharsets.UTF_8)))
                .hasMessage("unexpected field 'x' in a club message");
        assertThatThrownBy(() -> ClubCodec.decode(
                "{\"type\":\"register\",\"name\":\"club\",\"email\":\"a@b\",\"password\":\"p\"}"
                        .getBytes(StandardCharsets.UTF_8))).hasMessageContaining("other than 'club'");
        assertThatThrownBy(() -> ClubCodec.decode("[[[[[[[[[[[[".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(ProtocolException.class);
    }

    @Test
    void textFromTheOtherSideIsCleanedOfControlsAsItIsDecoded() throws ProtocolException {
        ClubMessage refused = ClubCodec.decode("{\"type\":\"refused\",\"text\":\"no\\u001b[2J\\u202eway\"}"
                .getBytes(StandardCharsets.UTF_8));
        assertThat(refused).isEqualTo(new ClubMessage.Refused("no?[2J?way"));
    }

    @Test
    void passwordsNeverShowInAMessagesText() {
        assertThat(new ClubMessage.Login("alice", "secret").toString()).doesNotContain("secret");
        assertThat(new ClubMessage.Register("alice", "a@b.c", "secret").toString()).doesNotContain("secret");
    }
}
