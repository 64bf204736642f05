package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import org.junit.jupiter.api.Test;

/**
 * The agreement's JSON, which signed records and messages hold: its fields by name in the order of
 * every earlier version, the referee mode only in a joint game, and an agreement that leaves out
 * one of its options refused rather than read as "off".
 */
class AgreementJsonTest {

    /** The agreement as record-v2.ksg (a vector written by an earlier version) holds it. */
    private static final String CLUB_GAME = "{\"gameId\":\"0123456789abcdef0123456789abcdef\",\"white\":\"alice\","
            + "\"black\":\"bob\",\"whiteKey\":\"" + "a".repeat(64) + "\",\"blackKey\":\"" + "b".repeat(64) + "\","
            + "\"referee\":\"club\",\"refereeKey\":\"" + "c".repeat(64) + "\",\"ruleSet\":\"wolfe\","
            + "\"announceCaptures\":false,\"pawnTries\":true,"
            + "\"startFen\":\"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\",\"timeControl\":\"\"}";

    private static final Agreement CLUB = Agreement.builder().gameId("0123456789abcdef0123456789abcdef")
            .white("alice", "a".repeat(64)).black("bob", "b".repeat(64)).referee("club", "c".repeat(64))
            .ruleSet("wolfe").pawnTries(true).startFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
            .timeControl("").build();

    @Test
    void anOrdinaryAgreementIsWrittenAsEarlierVersionsWroteIt() throws JsonProcessingException {
        assertThat(Json.MAPPER.writeValueAsString(CLUB)).isEqualTo(CLUB_GAME);
        assertThat(Json.MAPPER.readValue(CLUB_GAME, Agreement.class)).isEqualTo(CLUB);
    }

    @Test
    void aJointAgreementEndsWithItsRefereeMode() throws JsonProcessingException {
        Agreement joint = CLUB.toBuilder().referee("bob", "b".repeat(64)).jointReferee(true).build();
        String json = Json.MAPPER.writeValueAsString(joint);
        assertThat(json).endsWith("\"timeControl\":\"\",\"jointReferee\":true}");
        assertThat(Json.MAPPER.readValue(json, Agreement.class)).isEqualTo(joint).isNotEqualTo(CLUB);
    }

    @Test
    void anAgreementOfProtocolSevenEndsWithItsProtocolAndSignsOtherBytes() throws JsonProcessingException {
        Agreement named = CLUB.toBuilder().protocol(7).build();
        String json = Json.MAPPER.writeValueAsString(named);
        assertThat(json).endsWith("\"timeControl\":\"\",\"protocol\":7}");
        assertThat(Json.MAPPER.readValue(json, Agreement.class)).isEqualTo(named).isNotEqualTo(CLUB);
        assertThat(named.bytes()).isNotEqualTo(CLUB.bytes());
    }

    @Test
    void anAgreementNamingAProtocolBeforeSevenIsRefused() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(CLUB_GAME.replace("\"timeControl\":\"\"}",
                "\"timeControl\":\"\",\"protocol\":6}"), Agreement.class)).isInstanceOf(JsonProcessingException.class);
    }

    @Test
    void anAgreementWithoutItsPawnTriesOptionIsRefused() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(CLUB_GAME.replace("\"pawnTries\":true,", ""), Agreement.class))
                .isInstanceOf(JsonProcessingException.class);
    }

    @Test
    void aKeyThatIsNotHexIsRefusedWithWhatIsWrong() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(CLUB_GAME.replace("a".repeat(64), "z".repeat(64)),
                Agreement.class)).isInstanceOf(JsonProcessingException.class)
                .hasMessageContaining("a key in the agreement is not 64 hex digits");
    }
}
