package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonMappingException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The secrets a joint game's save holds, byte for byte: since the tenth red-team round they keep
 * this side's part of the last run's equality check ({@code check}) and how often the other's save
 * lacked its part while ours was saved ({@code lostChecks}); since joint31, once the game ended,
 * how it ended ({@code end}); a save of an older ks, without them, still reads, as a save that holds
 * no part and no end.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class JointSecretsFormatTest {

    private static final String D = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    private static final String SAVED = "{\"steps\":[{\"number\":1,\"kind\":\"try\",\"move\":\"f2f3\",\"alone\":false,"
            + "\"inputs\":\"0101\"}],\"menSalts\":[],\"actions\":[],\"runs\":[{\"number\":1,\"run\":1,\"inputs\":\"0101\","
            + "\"seed\":\"000102030405060708090a0b0c0d0e0f\"}],\"check\":{\"number\":1,\"run\":1,\"session\":\"" + D
            + "\",\"value\":\"" + D + "\",\"outputs\":\"10\",\"white\":\"" + D + "\",\"black\":\"" + D + "\",\"labels\":\""
            + D + "\"},\"lostChecks\":1}";
    private static final String OLDER = "{\"steps\":[],\"menSalts\":[],\"actions\":[],\"runs\":[]}";

    @Test
    void aSavedPartOfACheckIsWrittenAndReadInItsFixedForm() throws Exception {
        JointSecrets s = Json.MAPPER.readValue(SAVED, JointSecrets.class);
        assertThat(s.check()).isEqualTo(new JointSecrets.Check(1, 1, D, D, "10", D, D, D));
        assertThat(s.lostChecks()).isEqualTo(1);
        assertThat(Json.MAPPER.writeValueAsString(s)).isEqualTo(SAVED);
    }

    @Test
    void theSecretsOfAnOlderKsReadAsHoldingNoPart() throws Exception {
        JointSecrets s = Json.MAPPER.readValue(OLDER, JointSecrets.class);
        assertThat(s.check()).isNull();
        assertThat(s.lostChecks()).isZero();
        assertThat(Json.MAPPER.writeValueAsString(s)).isEqualTo(OLDER);
    }

    @Test
    void theQuestionWhoseDecodingWentOutIsWrittenAfterTheCountAndReadBack() throws Exception {
        String decoded = SAVED.replace("\"lostChecks\":1}", "\"lostChecks\":1,\"decoded\":2}");
        JointSecrets s = Json.MAPPER.readValue(decoded, JointSecrets.class);
        assertThat(s.decoded()).isEqualTo(2);
        assertThat(Json.MAPPER.writeValueAsString(s)).isEqualTo(decoded);
        assertThat(Json.MAPPER.readValue(OLDER, JointSecrets.class).decoded()).as("none in an older save").isZero();
    }

    @Test
    void howTheGameEndedIsWrittenLastAndReadBack() throws Exception {
        String ended = SAVED.replace("\"lostChecks\":1}", "\"lostChecks\":1,\"end\":{\"by\":\"black\",\"onTime\":false,"
                + "\"againstUs\":\"alice claimed your time out with 30000 ms left on your own clock\"}}");
        JointSecrets s = Json.MAPPER.readValue(ended, JointSecrets.class);
        assertThat(s.end()).isEqualTo(new JointSecrets.End("black", false,
                "alice claimed your time out with 30000 ms left on your own clock", null, null));
        assertThat(Json.MAPPER.writeValueAsString(s)).isEqualTo(ended);
        assertThat(Json.MAPPER.readValue(OLDER, JointSecrets.class).end()).as("none in an older save").isNull();
    }

    @Test
    void aSavedEndNamingNeitherPlayerNorTheBoardIsRefused() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(SAVED.replace("\"lostChecks\":1}",
                "\"lostChecks\":1,\"end\":{\"by\":\"nobody\",\"onTime\":true}}"), JointSecrets.class))
                .isInstanceOf(JsonMappingException.class).hasMessageContaining("a saved end names white, black or board");
    }

    @Test
    void aSavedEndWhoseClockLineIsNotOneLineIsRefused() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(SAVED.replace("\"lostChecks\":1}",
                "\"lostChecks\":1,\"end\":{\"by\":\"board\",\"onTime\":false,\"claim\":\"a\\nb\"}}"),
                JointSecrets.class)).isInstanceOf(JsonMappingException.class)
                .hasMessageContaining("a saved end holds a line that is no clock's judgement");
    }

    @Test
    void aSavedPartWithAValueThatIsNoDigestIsRefused() {
        assertThatThrownBy(() -> Json.MAPPER.readValue(SAVED.replace("\"value\":\"" + D, "\"value\":\"zz"),
                JointSecrets.class)).isInstanceOf(JsonMappingException.class);
    }
}
