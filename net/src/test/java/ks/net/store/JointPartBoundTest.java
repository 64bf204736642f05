package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import ks.net.protocol.GameRecord;
import ks.net.protocol.JointRecord;
import ks.net.protocol.JointSecrets;
import ks.net.protocol.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A joint game's own part of a record ({@code joint}) is held to the bound of the rest
 * ({@link RecordReader#MAX_ELEMENTS} list elements in the whole record): it was read by data
 * binding past the streaming reader's count, so a crafted part was bounded only by the file's 64
 * MiB, and 16 million one-letter salts in it ran {@code ks --audit} under {@code -Xmx512m} out of
 * memory (twelfth red-team round, docs/reliability.md).
 */
@Timeout(60)
class JointPartBoundTest {

    private static final Path FILE = Path.of("game.ksg");

    @Test
    void refusesAJointPartOfMoreListElementsThanAnyGameHasInOneLine() throws IOException {
        byte[] json = withSalts(RecordReader.MAX_ELEMENTS + 1);

        assertThatThrownBy(() -> JsonBody.record(FILE, json)).isInstanceOf(IOException.class)
                .hasMessage("game.ksg: the record is unreadable (expected at most " + RecordReader.MAX_ELEMENTS
                        + " list elements in all ('menSalts' goes past them))");
    }

    @Test
    void countsTheJointPartsElementsWithTheRestOfTheRecords() throws IOException {
        int half = RecordReader.MAX_ELEMENTS / 2;
        String json = new String(withSalts(half), StandardCharsets.UTF_8);
        String chat = "\"chat\":[\"hello\",\"good game\"]";
        assertThat(json).contains(chat);
        byte[] both = json.replace(chat, "\"chat\":[" + "\"a\",".repeat(half) + "\"a\"]").getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> JsonBody.record(FILE, both)).isInstanceOf(IOException.class)
                .hasMessageContaining("expected at most " + RecordReader.MAX_ELEMENTS + " list elements in all");
    }

    @Test
    void readsAJointPartWithinTheBoundAsDataBindingDoes() throws IOException {
        byte[] json = withSalts(RecordReader.MAX_ELEMENTS / 2);

        GameRecord read = JsonBody.record(FILE, json);

        assertThat(read).isEqualTo(Json.MAPPER.readValue(json, GameRecord.class));
        assertThat(read.joint().secrets().menSalts()).hasSize(RecordReader.MAX_ELEMENTS / 2);
    }

    @Test
    void refusesAJointPartThatIsNotAnObjectInOneLine() throws IOException {
        String json = new String(withSalts(1), StandardCharsets.UTF_8);
        int at = json.indexOf("\"joint\":");
        byte[] number = (json.substring(0, at) + "\"joint\":7}").getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> JsonBody.record(FILE, number)).isInstanceOf(IOException.class)
                .hasMessageStartingWith("game.ksg: the record is unreadable (").hasMessageNotContaining("\n");
    }

    /** The compact JSON of a record with every kind of field whose joint part keeps {@code n} salts of one letter. */
    private static byte[] withSalts(int n) throws IOException {
        GameRecord everything = RecordReaderTest.everything();
        JointSecrets secrets = new JointSecrets(List.of(), Collections.nCopies(n, "a"), List.of(), List.of(), null, 0, 0, null);
        GameRecord crafted = everything.toBuilder().joint(new JointRecord(List.of(), List.of(), List.of(), secrets)).build();
        byte[] json = Json.MAPPER.writeValueAsBytes(crafted);
        assertThat(new String(json, 0, 40, StandardCharsets.UTF_8)).doesNotContain("\n");
        return json;
    }
}
