package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import ks.engine.Position;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;

/**
 * The set-up messages' own codec and the data binding agree: the same bytes written for every
 * set-up message, the same message read from them, and for every altered or hostile form of them
 * the same message or the same one-line refusal.
 */
class SetUpCodecTest {

    private static final String KEY = "01".repeat(32);
    private static final String SIGNATURE = "ab".repeat(64);
    private static final Agreement AGREEMENT = Agreement.builder().gameId("0f".repeat(16)).white("alice", KEY)
            .black("bob", "02".repeat(32)).referee("alice", KEY).ruleSet("wolfe").startFen(Position.STARTPOS_FEN)
            .timeControl("").protocol(Message.VERSION).build();

    /** Every set-up message with each of its optional fields left out and given, and text that needs escaping. */
    static final List<Message> SET_UP = List.of(
            new Message.Hello(Message.VERSION, "alice", Wishes.none(), "startpos", List.of(Message.JOINT_REFEREE)),
            new Message.Hello(1, "bob", Wishes.none().withColour(ColourWish.WHITE).withRuleSet("icc"), "8/8 w - -"),
            new Message.Hello(Message.VERSION, "b\"o\\b/\u00e9\ud83d\ude00", Wishes.none().withServer(Wish.ON)
                    .withTime("40/2").withJoint(Wish.OFF).withAnnounceCaptures(Wish.OFF).withPawnTries(Wish.ON)
                    .withColour(ColourWish.RANDOM), Position.STARTPOS_FEN, List.of("x", "joint-referee/1", "\u00fc")),
            new Message.Hello(Message.VERSION, "carol", Wishes.none().withColour(ColourWish.BLACK).withJoint(Wish.ON)
                    .withServer(Wish.OFF).withTime("G/5"), "startpos", List.of()),
            new Message.FlipCommit("00ff"), new Message.FlipReveal("ab".repeat(32)), new Message.Agree(SIGNATURE),
            new Message.Start(AGREEMENT, SIGNATURE),
            new Message.Start(AGREEMENT.toBuilder().announceCaptures(true).pawnTries(true).timeControl("5+3")
                    .jointReferee(true).build(), "0a"),
            new Message.Start(AGREEMENT.toBuilder().protocol(Agreement.UNNAMED).white("w\u00e9", KEY)
                    .startFen("8/8/8/8/8/8/8/K6k w - - 0 1").build(), SIGNATURE));

    @Test
    void everySetUpMessageIsWrittenInTheBytesTheBindingWrites() throws Exception {
        for (Message m : SET_UP) {
            assertThat(new String(SetUpCodec.write(m), StandardCharsets.UTF_8)).as(m.toString())
                    .isEqualTo(Json.MAPPER.writeValueAsString(m));
        }
    }

    @Test
    void everySetUpMessageIsReadByTheCodecAsTheBindingReadsIt() throws Exception {
        for (Message m : SET_UP) {
            byte[] bytes = Json.MAPPER.writeValueAsBytes(m);
            assertThat(SetUpCodec.read(bytes)).as(m.toString()).isEqualTo(WireCodec.bound(bytes)).isEqualTo(m);
        }
    }

    @Test
    void aSetUpMessageWithItsFieldsInAnotherOrderIsReadByTheCodec() throws Exception {
        for (Message m : SET_UP) {
            ObjectNode tree = (ObjectNode) Json.MAPPER.valueToTree(m);
            ObjectNode reversed = JsonNodeFactory.instance.objectNode().put("type", tree.get("type").asText());
            List<String> names = new ArrayList<>();
            tree.fieldNames().forEachRemaining(names::add);
            for (int i = names.size() - 1; i > 0; i--) {
                reversed.set(names.get(i), tree.get(names.get(i)));
            }
            byte[] bytes = Json.MAPPER.writeValueAsBytes(reversed);
            assertThat(SetUpCodec.read(bytes)).as(reversed.toString()).isEqualTo(m);
        }
    }

    @Test
    void textWithControlsIsCleanedByTheCodecAsByTheBinding() throws Exception {
        String json = "{\"type\":\"hello\",\"version\":7,\"name\":\"ev\\u0007e\\u202e\",\"wishes\":{\"colour\":\"NONE\","
                + "\"server\":\"NONE\",\"ruleSet\":\"wo\\u001blfe\",\"announceCaptures\":\"NONE\",\"pawnTries\":\"NONE\","
                + "\"time\":null,\"joint\":\"NONE\"},\"startFen\":\"startpos\",\"can\":[\"a\\u0085b\"]}";
        byte[] bytes = json.getBytes(StandardCharsets.UTF_8);
        Message read = SetUpCodec.read(bytes);
        assertThat(read).isEqualTo(WireCodec.bound(bytes));
        assertThat(((Message.Hello) read).name()).isEqualTo("ev?e?");
        assertThat(((Message.Hello) read).can()).containsExactly("a?b");
    }

    @Test
    void everyAlteredSetUpMessageIsReadOrRefusedAsTheBindingReadsOrRefusesIt() throws Exception {
        int read = 0;
        for (byte[] bytes : altered()) {
            assertThat(outcome(() -> WireCodec.decode(bytes))).as(new String(bytes, StandardCharsets.UTF_8))
                    .isEqualTo(outcome(() -> WireCodec.bound(bytes)));
            read += SetUpCodec.read(bytes) != null ? 1 : 0;
        }
        // Some alterations are still set-up messages the codec reads itself (cleaned text, fields moved, nulls
        // where the binding reads null): both paths were compared, not the binding with itself alone.
        assertThat(read).isGreaterThan(20);
    }

    @Test
    void randomlyDamagedSetUpMessagesAreReadOrRefusedAsTheBindingReadsOrRefusesThem() throws Exception {
        Random random = new Random(28);
        for (Message m : SET_UP) {
            byte[] good = Json.MAPPER.writeValueAsBytes(m);
            for (int i = 0; i < 300; i++) {
                byte[] bytes = damaged(good, random);
                assertThat(outcome(() -> WireCodec.decode(bytes))).as(new String(bytes, StandardCharsets.UTF_8))
                        .isEqualTo(outcome(() -> WireCodec.bound(bytes)));
            }
        }
    }

    private interface Decoding {
        Message decode() throws ProtocolException;
    }

    /** The message read, or the refusal's line. */
    private static Object outcome(Decoding d) {
        try {
            return d.decode();
        } catch (ProtocolException e) {
            return "refused: " + e.getMessage();
        }
    }

    /** The values every field is given in turn: each JSON type, numbers out of range, enum names, text with controls. */
    private static final List<JsonNode> VALUES;

    static {
        JsonNodeFactory f = JsonNodeFactory.instance;
        VALUES = List.of(f.nullNode(), f.numberNode(7), f.numberNode(-1), f.numberNode(2147483648L), f.numberNode(1.5),
                f.numberNode(7.0), f.booleanNode(true), f.booleanNode(false), f.textNode("7"), f.textNode(""),
                f.textNode("x\u0007y"), f.textNode("NONE"), f.textNode("ON"), f.textNode("none"), f.textNode("G/5"),
                f.textNode("ab"), f.textNode("alice"), f.textNode("01".repeat(32)), f.arrayNode(),
                f.arrayNode().add("a"), f.arrayNode().add(1), f.arrayNode().addNull(), f.objectNode(),
                f.objectNode().put("a", 1));
    }

    /**
     * Each set-up message altered one way at a time: a field dropped, given another value, doubled or
     * added; the type moved or changed; bytes after it; spaces.
     */
    private static List<byte[]> altered() throws Exception {
        List<byte[]> out = new ArrayList<>();
        for (Message m : SET_UP) {
            ObjectNode tree = (ObjectNode) Json.MAPPER.valueToTree(m);
            alter(tree, tree, out);
            ObjectNode typeLast = tree.deepCopy();
            typeLast.remove("type");
            typeLast.put("type", tree.get("type").asText());
            out.add(Json.MAPPER.writeValueAsBytes(typeLast));
            String json = Json.MAPPER.writeValueAsString(tree);
            for (String tail : List.of(" ", " {}", "x", "}", "\n\n", ",")) {
                out.add((json + tail).getBytes(StandardCharsets.UTF_8));
            }
            for (String type : List.of("hello", "flip-commit", "flip-reveal", "start", "agree", "ping", "HELLO", "")) {
                out.add(json.replaceFirst("\"type\":\"[a-z-]+\"", "\"type\":\"" + type + "\"")
                        .getBytes(StandardCharsets.UTF_8));
            }
            String rest = json.substring(json.indexOf(',') + 1, json.length() - 1);
            out.add((json.substring(0, json.length() - 1) + "," + rest + "}").getBytes(StandardCharsets.UTF_8));
            out.add(json.replace("\"type\"", "\"type\":\"hello\",\"type\"").getBytes(StandardCharsets.UTF_8));
            out.add(json.replaceFirst("\\{", "{ ").getBytes(StandardCharsets.UTF_8));
            out.add(json.replaceFirst(":", " : ").getBytes(StandardCharsets.UTF_8));
        }
        return out;
    }

    /** Every alteration of every field of {@code node} and of the objects in it, each as the bytes of {@code top}. */
    private static void alter(ObjectNode top, ObjectNode node, List<byte[]> out) throws Exception {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        for (String name : names) {
            JsonNode was = node.get(name);
            node.remove(name);
            out.add(Json.MAPPER.writeValueAsBytes(top));
            for (JsonNode value : VALUES) {
                node.set(name, value);
                out.add(Json.MAPPER.writeValueAsBytes(top));
            }
            node.set(name, was);
            if (was instanceof ObjectNode inner) {
                alter(top, inner, out);
            }
        }
        for (String extra : List.of("x", "type", "can", "time", "joint", "jointReferee", "protocol", "wishes")) {
            if (!node.has(extra)) {
                for (JsonNode value : List.of(VALUES.get(0), VALUES.get(1), VALUES.get(10), VALUES.get(6))) {
                    node.set(extra, value);
                    out.add(Json.MAPPER.writeValueAsBytes(top));
                }
                node.remove(extra);
            }
        }
        // The fields reordered, to be sure the reading of each is not tied to its place.
        ObjectNode copy = node.deepCopy();
        node.removeAll();
        List<Map.Entry<String, JsonNode>> entries = new ArrayList<>(copy.properties());
        for (int i = entries.size() - 1; i >= 0; i--) {
            node.set(entries.get(i).getKey(), entries.get(i).getValue());
        }
        out.add(Json.MAPPER.writeValueAsBytes(top));
        node.removeAll();
        entries.forEach(e -> node.set(e.getKey(), e.getValue()));
    }

    private static final String DAMAGE = "{}[]\",:0123456789.-etrufalsnNx\\ \u0007";

    /** {@code good} with one to three bytes changed, removed or put in, at random. */
    private static byte[] damaged(byte[] good, Random random) {
        byte[] bytes = good.clone();
        for (int n = 1 + random.nextInt(3); n > 0; n--) {
            int at = random.nextInt(bytes.length);
            byte b = (byte) DAMAGE.charAt(random.nextInt(DAMAGE.length()));
            switch (random.nextInt(3)) {
                case 0 -> bytes[at] = b;
                case 1 -> {
                    byte[] shorter = new byte[bytes.length - 1];
                    System.arraycopy(bytes, 0, shorter, 0, at);
                    System.arraycopy(bytes, at + 1, shorter, at, bytes.length - at - 1);
                    bytes = shorter;
                }
                default -> {
                    byte[] longer = new byte[bytes.length + 1];
                    System.arraycopy(bytes, 0, longer, 0, at);
                    longer[at] = b;
                    System.arraycopy(bytes, at, longer, at + 1, bytes.length - at);
                    bytes = longer;
                }
            }
        }
        return bytes;
    }
}
