package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import ks.net.ProtocolException;
import ks.net.protocol.Agreement;
import ks.net.protocol.Json;
import org.junit.jupiter.api.Test;

/**
 * What a hostile club (a modified club program, or whoever holds its key) may put in its replies
 * to a member's ks: the names and ids the member's ks builds file names from, looks games up by and
 * prints. Each reply naming a player with something that is not a member's name, or a game by
 * something that is not a game id, is refused whole, in one line, as the message is read.
 */
class HostileClubRepliesTest {

    private static final String ID = "0123456789abcdef0123456789abcdef";
    private static final String FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    /** An opponent's name the agreement takes (1 to 64 characters) and the record's file name would be built from. */
    private static final String PATH = "/../../../../escaped";

    @Test
    void aSeatingThatNamesTheOpponentWithAPathIsRefused() {
        assertRefused(seated(PATH, ID), s -> s.put("black", PATH), "a player of a club game is");
    }

    @Test
    void aSeatingWhoseGameIdIsAPathIsRefused() {
        // The member's ks reads clubs/HOST_PORT/games/<id>.kss as its copy of the game before any check.
        String elsewhere = "../../../games/unfinished/bob-" + ID;
        assertRefused(seated("bob", ID), s -> s.put("gameId", elsewhere), "a game id is 32 hex digits");
    }

    @Test
    void aSeatingWhoseChainSeedIsNotHexIsRefused() {
        assertRefused(seated("bob", ID), s -> s.put("chainSeed", "not hex"), "a chain seed is hex");
    }

    @Test
    void aListedGameWhoseIdIsNotAGameIdIsRefused() {
        assertRefused(games(), g -> ((ObjectNode) g.get("games").get(0)).put("id", "x"), "a game id is 32 hex digits");
    }

    @Test
    void aListedGameWhosePlayerIsNotAMemberNameIsRefused() {
        assertRefused(games(), g -> ((ObjectNode) g.get("games").get(0)).put("white", "bob (white) v alice"),
                "a player of a club game is");
    }

    @Test
    void aRatingListNamingSomethingThatIsNotAMemberIsRefused() {
        assertRefused(new ClubMessage.RatingList(List.of(new ClubMessage.Rated("alice", 1513, 1))),
                r -> ((ObjectNode) r.get("ratings").get(0)).put("name", "alice/../x"), "a rated member is");
    }

    @Test
    void aRatingListNamingAMemberByLettersOfANewerUnicodeIsRead() throws Exception {
        // U+1E7E0, an Ethiopic letter of Unicode 14: a club on a newer Java registers it, Java 17 knows it not.
        String newer = "\u1200\uD839\uDFE0";
        ObjectNode node = (ObjectNode) Json.MAPPER.readTree(ClubCodec.encode(
                new ClubMessage.RatingList(List.of(new ClubMessage.Rated("alice", 1513, 1)))));
        ((ObjectNode) node.get("ratings").get(0)).put("name", newer);

        ClubMessage read = ClubCodec.decode(Json.MAPPER.writeValueAsBytes(node));

        assertThat(((ClubMessage.RatingList) read).ratings().get(0).name()).isEqualTo(newer);
    }

    @Test
    void everyValidMemberNameIsReadInAReply() {
        // Letters and numbers of every kind a name may hold: a Roman numeral, a fraction, a superscript.
        for (String name : List.of("alice", "Иван", "Ⅻ", "a½", "x²", "a.b-c_d")) {
            assertThat(ClubNames.isReadable(name)).as(name).isEqualTo(ClubNames.isValid(name)).isTrue();
        }
    }

    @Test
    void aNameOfCharactersUnknownToThisJavaStillCannotBeAPathOrALine() {
        assertThat(ClubNames.isReadable("\uD839\uDFE0/..")).isFalse();
        assertThat(ClubNames.isReadable("..")).isFalse();
        assertThat(ClubNames.isReadable("\uD839\uDFE0\n")).isFalse();
        assertThat(ClubNames.isReadable("\uD839\uDFE0\u202E")).isFalse();
        assertThat(ClubNames.isReadable("club")).isFalse();
    }

    @Test
    void aSeekListNamingSomethingThatIsNotAMemberIsRefused() {
        ClubMessage.SeekList list = new ClubMessage.SeekList(
                List.of(new ClubMessage.SeekLine(7, "bob", 1200, "game/15", "wolfe", false)),
                List.of(new ClubMessage.RequestLine(9, 7, "carol", 1587)));
        assertRefused(list, s -> ((ObjectNode) s.get("seeks").get(0)).put("who", "umpire: White resigns"),
                "a seeker is");
        assertRefused(list, s -> ((ObjectNode) s.get("requests").get(0)).put("who", "-- the key"), "an asker is");
    }

    @Test
    void aRatingChangeNamingSomethingThatIsNotAMemberIsRefused() {
        assertRefused(new ClubMessage.RatingChange("alice", 1600, 1587, "bob", 1500, 1513),
                r -> r.put("black", "bob 1500 -> 3000"), "a player of a club game is");
    }

    @Test
    void aWelcomeUnderANameThatIsNotAMembersOrWithoutAHexTokenIsRefused() {
        ClubMessage.Welcome welcome = new ClubMessage.Welcome("alice", 1213, "ab".repeat(32));
        // The name and the token are written into clubs/HOST_PORT/login, and sent back at every command.
        assertRefused(welcome, w -> w.put("name", "alice token 00"), "a member name is");
        assertRefused(welcome, w -> w.put("token", "zz"), "a login token is 64 hex digits");
    }

    private static ClubMessage.Seated seated(String black, String gameId) {
        Agreement a = Agreement.builder().gameId(ID).white("alice", "aa".repeat(32)).black(black, "bb".repeat(32))
                .referee("club", "cc".repeat(32)).ruleSet("wolfe").startFen(FEN).timeControl("game/30").build();
        return new ClubMessage.Seated(gameId, "alice", "bob", "wolfe", false, false, FEN, "cd".repeat(32),
                "game/30", a, "ef".repeat(64), false);
    }

    private static ClubMessage.GameList games() {
        return new ClubMessage.GameList(List.of(new ClubMessage.GameLine(ID, "alice", "bob", "daily", "wolfe",
                "playing", null, null, 3, true, 1, 86_000_000)));
    }

    /** {@code honest} as the club sends it, changed by {@code hostile}, is refused in one line saying {@code why}. */
    private static void assertRefused(ClubMessage honest, Consumer<ObjectNode> hostile, String why) {
        byte[] bytes;
        try {
            ObjectNode node = (ObjectNode) Json.MAPPER.readTree(ClubCodec.encode(honest));
            hostile.accept(node);
            bytes = Json.MAPPER.writeValueAsBytes(node);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        assertThatThrownBy(() -> ClubCodec.decode(bytes)).isInstanceOf(ProtocolException.class)
                .hasMessageStartingWith("malformed club message: " + why)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
    }
}
