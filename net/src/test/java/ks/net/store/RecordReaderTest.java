package ks.net.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.net.protocol.Agreement;
import ks.net.protocol.Entry;
import ks.net.protocol.GameRecord;
import ks.net.protocol.JointRecord;
import ks.net.protocol.Json;
import ks.net.protocol.Message;
import ks.net.protocol.SignedAgreement;
import ks.net.protocol.Statement;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The streaming reader of records reads what data binding ({@link Json#MAPPER}) reads, value for
 * value (strings with controls aside, which it cleans: app's {@code HostileRecordTextTest}), and
 * accepts nothing data binding refuses: checked on the records checked in as test
 * vectors, on a record with every kind of field, and on thousands of damaged copies of it.
 */
@Timeout(60)
class RecordReaderTest {

    private static final String SIG = "ab".repeat(64);
    private static final String KEY_A = "a1".repeat(32);
    private static final String KEY_B = "b2".repeat(32);
    private static final String GAME = "0f".repeat(16);

    @ParameterizedTest
    @ValueSource(strings = {"record-v1.ksg", "record-v2.ksg", "clocks-record-v1.ksg", "clocks-record-v2.ksg",
        "record-sealed.ksg", "record-v7.ksg"})
    void readsEveryCheckedInRecordAsDataBindingDoes(String vector) throws IOException {
        byte[] body = body(vector);
        GameRecord bound = Json.MAPPER.readValue(body, GameRecord.class);
        assertThat(RecordReader.read(body)).isEqualTo(bound);
    }

    @Test
    void readsARecordWithEveryKindOfFieldAsDataBindingDoes() throws IOException {
        byte[] json = RecordFileBody.of(everything());
        assertThat(RecordReader.read(json)).isEqualTo(Json.MAPPER.readValue(json, GameRecord.class))
                .isEqualTo(everything());
    }

    @Test
    void acceptsNoDamagedRecordThatDataBindingRefusesAndReadsTheRestAlike() throws IOException {
        List<JsonNode> damaged = new ArrayList<>();
        mutations(tree(), damaged::add, false);
        int accepted = 0;
        for (JsonNode copy : damaged) {
            byte[] json = Json.MAPPER.writeValueAsBytes(copy);
            GameRecord streamed = readOrNull(json);
            if (streamed != null) {
                accepted++;
                assertThat(boundOrNull(json)).as(copy.toString()).isEqualTo(streamed);
            }
        }
        assertThat(damaged).hasSizeGreaterThan(1000);
        assertThat(accepted).isPositive();
    }

    @Test
    void refusesNoRecordThatDataBindingReadsForAFieldLeftOutOrNull() throws IOException {
        List<JsonNode> thinned = new ArrayList<>();
        mutations(tree(), thinned::add, true);
        for (JsonNode copy : thinned) {
            byte[] json = Json.MAPPER.writeValueAsBytes(copy);
            GameRecord bound = boundOrNull(json);
            GameRecord streamed = readOrNull(json);
            assertThat(streamed).as(copy.toString()).isEqualTo(bound);
        }
    }

    @Test
    void refusesAFieldGivenTwice() throws IOException {
        String json = new String(RecordFileBody.of(everything()), StandardCharsets.UTF_8)
                .replaceFirst("\"me\" : \"bob\"", "\"me\" : \"bob\", \"me\" : \"mallory\"");
        assertThatThrownBy(() -> RecordReader.read(json.getBytes(StandardCharsets.UTF_8)))
                .hasMessageContaining("'me' once");
    }

    /**
     * A record's lists hold at most {@link RecordReader#MAX_ELEMENTS} elements in all: 16 million
     * one-letter lines of chat, 63 MiB, took 1.3 GB to read and ran a heap of 512 MB out of memory,
     * a stack trace for {@code ks --audit}'s one line (eleventh red-team round).
     */
    @Test
    void refusesMoreListElementsThanAnyGameHasBeforeTheyFillMemory() throws IOException {
        String json = new String(RecordFileBody.of(everything()), StandardCharsets.UTF_8);
        String chat = "\"chat\" : [ \"hello\", \"good game\" ]";
        assertThat(json).contains(chat);
        byte[] flood = json.replace(chat, "\"chat\" : [ " + "\"a\",".repeat(RecordReader.MAX_ELEMENTS) + "\"a\" ]")
                .getBytes(StandardCharsets.UTF_8);

        assertThatThrownBy(() -> RecordReader.read(flood)).hasMessageContaining("at most "
                + RecordReader.MAX_ELEMENTS + " list elements");
    }

    @Test
    void refusesAnythingAfterTheRecord() throws IOException {
        byte[] json = RecordFileBody.of(everything());
        byte[] more = Arrays.copyOf(json, json.length + 2);
        more[json.length] = '{';
        more[json.length + 1] = '}';
        assertThatThrownBy(() -> RecordReader.read(more)).hasMessageContaining("nothing after the end");
    }

    @Test
    void readsNullAsNoRecord() throws IOException {
        assertThat(RecordReader.read("null".getBytes(StandardCharsets.US_ASCII))).isNull();
    }

    @Test
    void readsAJointPartWhereverItStands() throws IOException {
        ObjectNode tree = tree();
        ObjectNode first = JsonNodeFactory.instance.objectNode();
        first.set("joint", tree.remove("joint"));
        first.setAll(tree);
        assertThat(RecordReader.read(Json.MAPPER.writeValueAsBytes(first))).isEqualTo(everything());
    }

    @Test
    void refusesNewsThatSaysItIsAnotherMessage() throws IOException {
        ObjectNode tree = tree();
        ((ObjectNode) tree.get("news").get(0)).put("type", "try");
        assertThatThrownBy(() -> RecordReader.read(Json.MAPPER.writeValueAsBytes(tree)))
                .hasMessageContaining("'type' to be 'news'");
    }

    @Test
    void refusesAnAnnouncementOfAKindThereIsNotInOneLine() throws IOException {
        ObjectNode tree = tree();
        ((ObjectNode) tree.get("news").get(0).get("heard").get(0)).put("kind", "GLOAT");
        byte[] json = Json.MAPPER.writeValueAsBytes(tree);
        assertThatThrownBy(() -> JsonBody.record(java.nio.file.Path.of("game.ksg"), json)).isInstanceOf(IOException.class)
                .hasMessageStartingWith("game.ksg: the record is unreadable (expected 'kind' to be one of [TURN, PAWN_TRIES,")
                .hasMessageNotContaining("\n");
    }

    /** A record using every field and every kind of value a field can hold; no signature in it verifies. */
    static GameRecord everything() {
        List<Announcement> heard = List.of(
                Announcement.capture("Piece gone on e5", 36, Capture.Kind.PIECE),
                Announcement.check("Check on the long diagonal and by a knight",
                        Set.of(CheckDirection.LONG_DIAGONAL, CheckDirection.KNIGHT), 1),
                Announcement.pawnTries("Two tries", 2, 1L << 63 | 1L << 12, 1L << 21, null, 0),
                Announcement.anyAnswer("Try", true),
                Announcement.anyRefused("Asked already"),
                Announcement.gameOver("Checkmate", Outcome.CHECKMATE, 0),
                new Announcement(Announcement.Kind.ILLEGAL, "No"));
        Agreement agreement = Agreement.builder().gameId(GAME).white("alice", KEY_A).black("bob", KEY_B)
                .referee("alice", KEY_A).ruleSet("wolfe").announceCaptures(true).pawnTries(true)
                .startFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").timeControl("5+3")
                .jointReferee(true).protocol(7).build();
        return GameRecord.builder().players("bob", "alice", "bob")
                .terms(new Terms("alice", "alice", "wolfe", true, true, "5+3", true),
                        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
                .ids(GAME, "1e".repeat(32)).keys(KEY_A, KEY_B)
                .entries(List.of(Entry.attempt(0, "e2e4"), Entry.any(1), Entry.attempt(1, "e7e8q")))
                .commitments(List.of("00ff", "01fe"), List.of("aa"))
                .guestView(List.of(new Message.News(true, "legal", true, -1, heard, SIG),
                                new Message.News(false, null, false, 12, List.of())),
                        List.of(new Message.Try(1, "e7e8q", SIG), new Message.Try(2, "d7d5", SIG, 1200L),
                                new Message.Try(3, "a7a6", SIG, 900L, 40L)))
                .chat(List.of("hello", "good game")).result("1-0", "black resigned")
                .agreement(new SignedAgreement(agreement, SIG, SIG)).acks(List.of(SIG))
                .signedEnd(new Message.End("1-0", "resign", "black resigned", 3,
                        List.of(new Statement("resign", 1, 2, SIG), new Statement("draw", 0, 1, SIG)), SIG), SIG)
                .seal(SIG).clocks(List.of("60000 60000 0 0", "60000 57969 1 0"))
                .joint(new JointRecord(List.of(), List.of(), List.of(), null)).build();
    }

    private static ObjectNode tree() throws IOException {
        return (ObjectNode) Json.MAPPER.readTree(RecordFileBody.of(everything()));
    }

    /**
     * Every copy of {@code node} with one thing changed: with {@code absences}, a field left out or
     * made null; otherwise also a value of another type, an unknown field, a null element.
     */
    private static void mutations(JsonNode node, Consumer<JsonNode> out, boolean absences) {
        mutate(node, node, out, absences);
    }

    private static void mutate(JsonNode root, JsonNode node, Consumer<JsonNode> out, boolean absences) {
        if (node instanceof ObjectNode object) {
            List<String> names = new ArrayList<>();
            object.fieldNames().forEachRemaining(names::add);
            for (String name : names) {
                JsonNode value = object.get(name);
                emit(root, out, () -> object.remove(name), () -> object.set(name, value));
                emit(root, out, () -> object.putNull(name), () -> object.set(name, value));
                if (!absences) {
                    for (JsonNode other : others()) {
                        emit(root, out, () -> object.set(name, other), () -> object.set(name, value));
                    }
                }
                mutate(root, value, out, absences);
            }
            if (!absences) {
                emit(root, out, () -> object.put("unknown", 1), () -> object.remove("unknown"));
            }
        } else if (node instanceof ArrayNode array) {
            if (!absences) {
                emit(root, out, () -> array.addNull(), () -> array.remove(array.size() - 1));
            }
            for (Iterator<JsonNode> it = array.elements(); it.hasNext(); ) {
                mutate(root, it.next(), out, absences);
            }
        }
    }

    private static void emit(JsonNode root, Consumer<JsonNode> out, Runnable change, Runnable undo) {
        change.run();
        out.accept(root.deepCopy());
        undo.run();
    }

    private static List<JsonNode> others() {
        JsonNodeFactory f = JsonNodeFactory.instance;
        return List.of(f.textNode("x"), f.textNode("1"), f.textNode("LEGAL"), f.numberNode(1), f.numberNode(-1),
                f.numberNode(1L << 40), f.numberNode(1.5), f.numberNode(2.0), f.booleanNode(true), f.arrayNode(),
                f.objectNode());
    }

    private static GameRecord readOrNull(byte[] json) throws IOException {
        try {
            return RecordReader.read(json);
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }

    private static GameRecord boundOrNull(byte[] json) throws IOException {
        try {
            return Json.MAPPER.readValue(json, GameRecord.class);
        } catch (com.fasterxml.jackson.core.JsonProcessingException | IllegalArgumentException | NullPointerException e) {
            return null;
        }
    }

    private static byte[] body(String vector) throws IOException {
        try (InputStream in = RecordReaderTest.class.getResourceAsStream("/ks/net/protocol/vectors/" + vector)) {
            byte[] all = in.readAllBytes();
            int nl = 0;
            while (all[nl] != '\n') {
                nl++;
            }
            return Arrays.copyOfRange(all, nl + 1, all.length);
        }
    }

    /** The body {@link RecordFile} writes for a record. */
    private static final class RecordFileBody {
        static byte[] of(GameRecord record) throws IOException {
            return Json.MAPPER.writerWithDefaultPrettyPrinter().writeValueAsBytes(record);
        }
    }
}
