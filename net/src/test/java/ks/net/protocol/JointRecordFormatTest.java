package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.net.joint.Heard;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A joint game's record as a save and the final record write it, byte for byte: the messages of
 * both players, what the keeper heard and its secrets. A joint game is saved whole several times a
 * question, so its lists are written from each element's JSON kept from the first time (the save's
 * encoding would otherwise grow with the game); these are the bytes every earlier ks wrote.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class JointRecordFormatTest {

    private static final String D = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
    private static final String SIG = D + D;
    private static final String MEN = "{\"type\":\"joint-men\",\"seq\":0,\"ply\":0,\"commitment\":\"" + D
            + "\",\"signature\":\"" + SIG + "\"}";
    private static final String WRITTEN = "{\"white\":[" + MEN + ",{\"type\":\"joint-ask\",\"seq\":1,\"number\":1,"
            + "\"ply\":0,\"kind\":\"try\",\"commitment\":\"" + D + "\",\"signature\":\"" + SIG + "\",\"think\":1500},"
            + "{\"type\":\"joint-answer\",\"seq\":2,\"number\":1,\"run\":1,\"outputs\":\"0110\",\"whiteGarbling\":\"" + D
            + "\",\"blackGarbling\":\"" + D + "\",\"labels\":\"" + D + "\",\"signature\":\"" + SIG + "\"}],"
            + "\"black\":[" + MEN + ",{\"type\":\"joint-ack\",\"seq\":1,\"ply\":0,\"signature\":\"" + SIG + "\"},"
            + "{\"type\":\"joint-refused\",\"seq\":2,\"number\":2,\"ply\":1,\"refusal\":\"IMPOSSIBLE\",\"commitment\":\""
            + D + "\",\"signature\":\"" + SIG + "\"}],"
            + "\"heard\":[{\"own\":true,\"move\":796,\"verdict\":\"LEGAL\",\"moved\":false,\"lost\":-1,\"words\":"
            + "[{\"kind\":\"CAPTURE\",\"text\":\"Capture at e5\",\"square\":36,\"captured\":\"PAWN\",\"checks\":[],"
            + "\"pawnTries\":-1,\"pawnTryFrom\":0,\"pawnTryTo\":0,\"anyTries\":null,\"colour\":-1,\"result\":null}]},"
            + "{\"own\":false,\"move\":-1,\"verdict\":null,\"moved\":true,\"lost\":36,\"words\":[]}],"
            + "\"secrets\":{\"steps\":[{\"number\":1,\"kind\":\"try\",\"move\":\"e2e4\",\"alone\":false,"
            + "\"inputs\":\"0101\",\"outputs\":\"0110\"}],\"menSalts\":[\"" + D + "\"],\"actions\":[{\"ply\":0,"
            + "\"number\":1,\"kind\":\"try\",\"move\":\"e2e4\",\"salt\":\"" + D + "\"}],\"runs\":[{\"number\":1,"
            + "\"run\":1,\"inputs\":\"0101\",\"seed\":\"000102030405060708090a0b0c0d0e0f\"}],\"decoded\":1}}";

    /** One message of each kind a turn brings, both kinds of news heard, and a question's secrets. */
    private static JointRecord record() {
        return new JointRecord(
                List.of(new JointMessage.Men(0, 0, D, SIG), new JointMessage.Ask(1, 1, 0, "try", D, SIG, 1500L),
                        new JointMessage.Answer(2, 1, 1, "0110", D, D, D, SIG)),
                List.of(new JointMessage.Men(0, 0, D, SIG), new JointMessage.MenAck(1, 0, SIG),
                        new JointMessage.Refused(2, 2, 1, "IMPOSSIBLE", D, SIG)),
                List.of(new Heard(true, 796, "LEGAL", false, -1,
                                List.of(Announcement.capture("Capture at e5", 36, Capture.Kind.PAWN))),
                        new Heard(false, -1, null, true, 36, List.of())),
                new JointSecrets(List.of(new JointSecrets.Step(1, "try", "e2e4", false, "0101", "0110")), List.of(D),
                        List.of(new JointMessage.Action(0, 1, "try", "e2e4", D)),
                        List.of(new JointMessage.Run(1, 1, "0101", "000102030405060708090a0b0c0d0e0f")), null, 0, 1, null));
    }

    @Test
    void aJointRecordIsWrittenInItsFixedForm() throws Exception {
        assertThat(Json.MAPPER.writeValueAsString(record())).isEqualTo(WRITTEN);
    }

    @Test
    void writingTheSameRecordAgainGivesTheSameBytes() throws Exception {
        JointRecord r = record();
        String first = Json.MAPPER.writeValueAsString(r);
        assertThat(Json.MAPPER.writeValueAsString(r)).isEqualTo(first).isEqualTo(WRITTEN);
        assertThat(Json.MAPPER.writeValueAsString(record())).as("a record of equal messages").isEqualTo(WRITTEN);
    }

    @Test
    void aJointRecordReadsBackAsItWasWritten() throws Exception {
        assertThat(Json.MAPPER.readValue(WRITTEN, JointRecord.class)).isEqualTo(record());
    }

    @Test
    void aJointRecordMadeIntoATreeReadsBack() throws Exception {
        JointRecord r = record();
        Json.MAPPER.writeValueAsString(r);
        assertThat(Json.MAPPER.treeToValue(Json.MAPPER.valueToTree(r), JointRecord.class)).isEqualTo(r);
    }

    @Test
    void theFinalRecordIndentsEveryMessage() throws Exception {
        JointRecord r = record();
        Json.MAPPER.writeValueAsString(r);
        String pretty = Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(r);
        assertThat(pretty).contains("\"white\" : [ {\n    \"type\" : \"joint-men\",\n    \"seq\" : 0,");
        assertThat(Json.MAPPER.readTree(pretty)).isEqualTo(Json.MAPPER.readTree(WRITTEN));
    }
}
