package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RefereeCommandTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    private static List<JsonNode> session(String... lines) throws Exception {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        String input = String.join("\n", lines) + "\n";
        int code = RefereeCommand.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)),
                new PrintStream(bytes, true, StandardCharsets.UTF_8));
        assertThat(code).isZero();
        List<JsonNode> replies = new ArrayList<>();
        for (String line : bytes.toString(StandardCharsets.UTF_8).split("\n")) {
            replies.add(JSON.readTree(line));
        }
        assertThat(replies).hasSize(lines.length);
        return replies;
    }

    @Test
    void legalTryRepliesWithTheFacts() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1\",\"rules\":\"icc\"}",
                "{\"cmd\":\"try\",\"move\":\"e4d5\"}").get(1);
        assertThat(r.get("verdict").asText()).isEqualTo("legal");
        assertThat(r.get("capture").get("square").asText()).isEqualTo("d5");
        assertThat(r.get("capture").get("kind").asText()).isEqualTo("pawn");
        assertThat(r.get("promotion").asBoolean()).isFalse();
        assertThat(r.get("checks")).isEmpty();
        assertThat(r.get("pawnTries").asInt()).isZero();
        assertThat(r.get("turn").asText()).isEqualTo("black");
        assertThat(r.get("result").isNull()).isTrue();
        assertThat(r.get("white").get(0).get("text").asText()).isEqualTo("Pawn captured on d5");
        assertThat(r.get("black").get(0).get("kind").asText()).isEqualTo("capture");
    }

    @Test
    void messagesCarryOnlyTheFactsTheirWordsState() throws Exception {
        List<JsonNode> r = session("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/3p1p2/8/4P3/8/4K3 w - - 0 1\",\"rules\":\"rand\"}",
                "{\"cmd\":\"try\",\"move\":\"e3e4\"}", "{\"cmd\":\"try\",\"move\":\"d5e4\"}");
        JsonNode tries = r.get(1).get("black");
        assertThat(tries.get(0).toString()).isEqualTo("{\"kind\":\"turn\",\"text\":\"Black to move\",\"colour\":\"black\"}");
        assertThat(tries.get(1).toString()).isEqualTo("{\"kind\":\"pawn-tries\",\"text\":\"Pawn try d5\",\"pawnTryFrom\":[\"d5\"]}");
        assertThat(r.get(2).get("white").get(0).toString())
                .isEqualTo("{\"kind\":\"capture\",\"text\":\"Pawn gone e4\",\"square\":\"e4\",\"captured\":\"pawn\"}");
        JsonNode kref = session("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/3p4/4P3/8/8/R3K3 w - - 0 1\",\"rules\":\"kref\"}",
                "{\"cmd\":\"try\",\"move\":\"e4d5\"}").get(1);
        assertThat(kref.get("black").get(0).toString())
                .isEqualTo("{\"kind\":\"capture\",\"text\":\"Pawn gone\",\"captured\":\"pawn\"}");
        JsonNode check = session("{\"cmd\":\"new\",\"fen\":\"4k3/8/3P4/8/8/8/8/4K3 w - - 0 1\",\"rules\":\"icc\"}",
                "{\"cmd\":\"try\",\"move\":\"d6d7\"}").get(1);
        assertThat(check.get("black").get(0).toString())
                .isEqualTo("{\"kind\":\"check\",\"text\":\"Long diagonal check\",\"checks\":[\"long-diagonal\"]}");
    }

    @Test
    void checksAreSortedWireNames() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/8/4B3/8/8/4RK2 w - - 0 1\",\"rules\":\"rand\"}",
                "{\"cmd\":\"try\",\"move\":\"e4c6\"}").get(1);
        assertThat(r.get("checks").toString()).isEqualTo("[\"file\",\"long-diagonal\"]");
    }

    @Test
    void pawnTrySquaresAreListed() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1\"}",
                "{\"cmd\":\"try\",\"move\":\"d7d5\"}").get(1);
        assertThat(r.get("pawnTries").asInt()).isEqualTo(1);
        assertThat(r.get("pawnTryFrom").toString()).isEqualTo("[\"e5\"]");
        assertThat(r.get("pawnTryTo").toString()).isEqualTo("[\"d6\"]");
    }

    @Test
    void refusedTriesSayImpossibleOrIllegal() throws Exception {
        List<JsonNode> r = session("{\"cmd\":\"new\",\"fen\":\"startpos\",\"rules\":\"wolfe\"}",
                "{\"cmd\":\"try\",\"move\":\"e2e5\"}", "{\"cmd\":\"try\",\"move\":\"e2d3\"}");
        assertThat(r.get(1).get("verdict").asText()).isEqualTo("impossible");
        assertThat(r.get(2).get("verdict").asText()).isEqualTo("illegal");
        assertThat(r.get(2).get("black").get(0).get("text").asText()).isEqualTo("Illegal");
    }

    @Test
    void promotionWithoutALetterIsAQueen() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"k7/4P3/8/8/8/8/P7/4K3 w - - 0 1\",\"rules\":\"wolfe\",\"options\":\"+a\"}",
                "{\"cmd\":\"try\",\"move\":\"e7e8\"}").get(1);
        assertThat(r.get("promotion").asBoolean()).isTrue();
        assertThat(r.get("checks").toString()).isEqualTo("[\"rank\"]");
    }

    @Test
    void newRepliesWithTheCanonicalRulesAndTurnStartNews() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"startpos\",\"rules\":\"rand\"}").get(0);
        assertThat(r.get("rules").asText()).isEqualTo("rand");
        assertThat(r.get("white").get(0).get("text").asText()).isEqualTo("White to move");
    }

    @Test
    void anyIsAnsweredUnderWolfe() throws Exception {
        JsonNode r = session("{\"cmd\":\"new\",\"fen\":\"startpos\"}", "{\"cmd\":\"any\"}").get(1);
        assertThat(r.get("black").get(1).get("text").asText()).isEqualTo("No");
    }

    @Test
    void malformedLinesGetAnErrorAndTheSessionGoesOn() throws Exception {
        List<JsonNode> r = session("not json", "{\"cmd\":\"try\",\"move\":\"e2e4\"}", "{\"cmd\":\"dance\"}",
                "{\"cmd\":\"new\",\"fen\":\"nonsense\"}", "{\"cmd\":\"new\",\"rules\":\"chess\"}",
                "{\"cmd\":\"new\"}", "{\"cmd\":\"try\",\"move\":\"e2\"}", "", "{\"cmd\":\"try\",\"move\":\"e2e4\"}");
        for (int i = 0; i < 5; i++) {
            assertThat(r.get(i).has("error")).as("line %d", i).isTrue();
        }
        assertThat(r.get(4).get("error").asText()).contains("known: wolfe");
        assertThat(r.get(5).get("ok").asBoolean()).isTrue();
        assertThat(r.get(6).has("error")).isTrue();
        assertThat(r.get(7).has("error")).isTrue();
        assertThat(r.get(8).get("verdict").asText()).isEqualTo("legal");
    }

    @Test
    void aLineWithTwoValuesOrDeepNestingIsRefusedAndTheSessionGoesOn() throws Exception {
        String deep = "[".repeat(100) + "]".repeat(100);
        List<JsonNode> r = session("{\"cmd\":\"new\"} {\"cmd\":\"new\"}", deep, "{\"cmd\":\"new\"}");
        assertThat(r.get(0).get("error").asText()).startsWith("bad JSON");
        assertThat(r.get(1).get("error").asText()).startsWith("bad JSON");
        assertThat(r.get(2).get("ok").asBoolean()).isTrue();
    }

    @Test
    void aCommandWithoutItsCmdFieldIsToldSoNotCalledUnknown() throws Exception {
        List<JsonNode> r = session("{}", "{\"move\":\"e2e4\"}");
        assertThat(r).allSatisfy(reply -> assertThat(reply.get("error").asText())
                .isEqualTo("no \"cmd\" field; a command is {\"cmd\":\"new\"}, {\"cmd\":\"try\",\"move\":\"e2e4\"} or {\"cmd\":\"any\"}"));
    }

    @Test
    void tryAfterTheEndIsAnError() throws Exception {
        List<JsonNode> r = session("{\"cmd\":\"new\",\"fen\":\"6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1\"}",
                "{\"cmd\":\"try\",\"move\":\"a1a8\"}", "{\"cmd\":\"try\",\"move\":\"g8h8\"}");
        assertThat(r.get(1).get("result").asText()).isEqualTo("checkmate");
        assertThat(r.get(2).get("error").asText()).contains("over");
    }

    @Test
    void rulesListingStartsALineWithEverySetsNameAndWrapsTheRestUnderIt() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        RefereeCommand.listRules(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines[0]).startsWith("wolfe ");
        assertThat(java.util.Arrays.stream(lines).filter(l -> !l.startsWith(" ")).map(l -> l.split(" ")[0]))
                .containsExactly("wolfe", "icc", "rand", "kref", "berkeley", "berkeley-any", "cincinnati", "english",
                        "wolfe");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThan(80));
    }
}
