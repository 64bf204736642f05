package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code java -jar ks.jar referee} as a real process: a script of JSON lines piped into its
 * standard input, one reply line per input line on its standard output, exit code 0 at the end
 * of input. Covers bad lines of every kind between good ones (the session goes on), the three
 * verdicts, "any", and a game played to checkmate.
 */
@Timeout(value = 2, unit = TimeUnit.MINUTES)
class RefereeIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ICC_FEN = "4k3/8/8/3p4/4P3/8/3r4/R3K3 w - - 0 1";

    @TempDir
    Path tmp;

    /** One input line and a check of its reply. */
    private record Step(String line, Check check) {
    }

    private interface Check {
        void on(JsonNode reply);
    }

    private static Step step(String line, Check check) {
        return new Step(line, check);
    }

    private static Check error(String prefix) {
        return r -> {
            assertThat(r.fieldNames()).toIterable().containsExactly("error");
            assertThat(r.get("error").asText()).startsWith(prefix);
        };
    }

    private static Check verdict(String verdict) {
        return r -> assertThat(r.get("verdict").asText()).isEqualTo(verdict);
    }

    private static List<String> texts(JsonNode messages) {
        List<String> out = new ArrayList<>();
        messages.forEach(m -> out.add(m.get("kind").asText() + ": " + m.get("text").asText()));
        return out;
    }

    @Test
    void aScriptOfGoodAndBadLinesGetsOneReplyPerLine() throws Exception {
        List<Step> script = List.of(
                step("{\"cmd\":\"try\",\"move\":\"e2e4\"}", error("no game yet; send {\"cmd\":\"new\"} first")),
                step("{\"cmd\":\"any\"}", error("no game yet")),
                step("{\"cmd\":", error("bad JSON: ")),
                step("not json at all", error("bad JSON: ")),
                step("[1,2]", error("expected a JSON object")),
                step("", error("expected a JSON object")),
                step("{\"cmd\":\"dance\"}", error("unknown cmd 'dance'; known: new, try, any")),
                step("{\"move\":\"e2e4\"}", error("no \"cmd\" field; a command is")),
                step("{\"cmd\":\"new\",\"fen\":\"8/8/8 w - - 0 1\"}", error("")),
                step("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/8/8/8/8/8 w - - 0 1\"}", error("")),
                step("{\"cmd\":\"new\",\"rules\":\"chess960\"}", error("unknown rule set 'chess960'; known: wolfe, icc")),
                step("{\"cmd\":\"new\",\"rules\":\"icc\",\"options\":\"+a\"}", error("rule set 'icc' takes no options")),
                step("{\"cmd\":\"try\",\"move\":\"e2e4\"}", error("no game yet")),

                // The example session of docs/referee-protocol.md, under icc.
                step("{\"cmd\":\"new\",\"fen\":\"" + ICC_FEN + "\",\"rules\":\"icc\"}", r -> {
                    assertThat(r.get("ok").asBoolean()).isTrue();
                    assertThat(r.get("rules").asText()).isEqualTo("icc");
                    assertThat(r.get("turn").asText()).isEqualTo("white");
                    assertThat(r.get("result").isNull()).isTrue();
                    assertThat(r.get("white").toString())
                            .isEqualTo("[{\"kind\":\"pawn-tries\",\"text\":\"Pawn tries: 1\",\"pawnTries\":1}]");
                    assertThat(r.get("black")).isEqualTo(r.get("white"));
                }),
                step("{\"cmd\":\"try\",\"move\":\"a1b2\"}", r -> {
                    assertThat(r.toString()).isEqualTo("{\"verdict\":\"impossible\",\"result\":null,"
                            + "\"white\":[{\"kind\":\"impossible\",\"text\":\"Illegal move\"}],\"black\":[]}");
                }),
                step("{\"cmd\":\"try\",\"move\":\"e1e2\"}", r -> {
                    assertThat(r.toString()).isEqualTo("{\"verdict\":\"illegal\",\"result\":null,"
                            + "\"white\":[{\"kind\":\"illegal\",\"text\":\"Illegal move\"}],\"black\":[]}");
                }),
                step("{\"cmd\":\"try\",\"move\":\"e2\"}", error("not a UCI move (like e2e4 or e7e8q): 'e2'")),
                step("{\"cmd\":\"try\",\"move\":\"e4d5x\"}", error("not a UCI move")),
                step("{\"cmd\":\"try\"}", error("not a UCI move")),
                step("{\"cmd\":\"any\"}", r -> {
                    assertThat(r.get("white")).isEmpty();
                    assertThat(r.get("black")).isEmpty();
                }),
                step("{\"cmd\":\"try\",\"move\":\"e4d5\"}", r -> {
                    assertThat(r.get("verdict").asText()).isEqualTo("legal");
                    assertThat(r.get("capture").toString()).isEqualTo("{\"square\":\"d5\",\"kind\":\"pawn\"}");
                    assertThat(r.get("promotion").asBoolean()).isFalse();
                    assertThat(r.get("checks")).isEmpty();
                    assertThat(r.get("pawnTries").asInt()).isZero();
                    assertThat(r.get("pawnTryFrom")).isEmpty();
                    assertThat(r.get("pawnTryTo")).isEmpty();
                    assertThat(r.get("turn").asText()).isEqualTo("black");
                    assertThat(r.get("result").isNull()).isTrue();
                    assertThat(texts(r.get("white"))).containsExactly("capture: Pawn captured on d5");
                    assertThat(r.get("black")).isEqualTo(r.get("white"));
                }),
                step("{\"cmd\":\"try\",\"move\":\"d2d1\"}", r -> {
                    assertThat(r.get("verdict").asText()).isEqualTo("legal");
                    assertThat(r.get("checks").toString()).isEqualTo("[\"rank\"]");
                    assertThat(texts(r.get("white"))).containsExactly("check: Rank check");
                }),

                // wolfe (the default): "any", refusals heard by both, and fool's mate.
                step("{\"cmd\":\"new\"}", r -> {
                    assertThat(r.get("rules").asText()).isEqualTo("wolfe");
                    assertThat(r.get("white")).isEmpty();
                }),
                step("{\"cmd\":\"any\"}", r -> {
                    assertThat(texts(r.get("white")))
                            .containsExactly("any-question: White asks: any pawn captures?", "any-answer: No");
                    assertThat(r.get("white").get(1).get("anyTries").asBoolean()).isFalse();
                    assertThat(r.get("black")).isEqualTo(r.get("white"));
                }),
                step("{\"cmd\":\"try\",\"move\":\"d1h5\"}", r -> {
                    verdict("impossible").on(r);
                    assertThat(texts(r.get("white"))).containsExactly("impossible: Impossible");
                    assertThat(r.get("black")).isEmpty();
                }),
                step("{\"cmd\":\"try\",\"move\":\"e7e5\"}", verdict("impossible")),
                step("{\"cmd\":\"try\",\"move\":\"e2e3q\"}", verdict("impossible")),
                step("{\"cmd\":\"try\",\"move\":\"e1g1\"}", verdict("impossible")),
                step("{\"cmd\":\"try\",\"move\":\"f2f3\"}", verdict("legal")),
                step("{\"cmd\":\"try\",\"move\":\"e5e4\"}", verdict("impossible")),
                step("{\"cmd\":\"try\",\"move\":\"e7e5\"}", r -> {
                    verdict("legal").on(r);
                    assertThat(r.get("turn").asText()).isEqualTo("white");
                }),
                step("{\"cmd\":\"try\",\"move\":\"f3e4\"}", r -> {
                    assertThat(r.toString()).isEqualTo("{\"verdict\":\"illegal\",\"result\":null,"
                            + "\"white\":[{\"kind\":\"illegal\",\"text\":\"Illegal\"}],"
                            + "\"black\":[{\"kind\":\"illegal\",\"text\":\"Illegal\"}]}");
                }),
                step("{\"cmd\":\"try\",\"move\":\"g2g4\"}", verdict("legal")),
                step("{\"cmd\":\"try\",\"move\":\"d8h4\"}", r -> {
                    verdict("legal").on(r);
                    assertThat(r.get("result").asText()).isEqualTo("checkmate");
                    assertThat(r.get("checks").toString()).isEqualTo("[\"short-diagonal\"]");
                    assertThat(r.get("turn").asText()).isEqualTo("white");
                    assertThat(texts(r.get("white")))
                            .containsExactly("check: Check on the short diagonal", "game-over: Checkmate: Black wins");
                    JsonNode over = r.get("white").get(1);
                    assertThat(over.get("result").asText()).isEqualTo("checkmate");
                    assertThat(over.get("colour").asText()).isEqualTo("black");
                    assertThat(r.get("black")).isEqualTo(r.get("white"));
                }),
                step("{\"cmd\":\"try\",\"move\":\"e1f2\"}", error("the game is over")),
                step("{\"cmd\":\"any\"}", r -> {
                    assertThat(r.get("white")).isEmpty();
                    assertThat(r.get("black")).isEmpty();
                }),

                // The session still goes on: a new game after the end.
                step("{\"cmd\":\"new\",\"rules\":\"wolfe+a+p\"}", r -> {
                    assertThat(r.get("ok").asBoolean()).isTrue();
                    assertThat(r.get("rules").asText()).isEqualTo("wolfe+a+p");
                }),
                step("{\"cmd\":\"try\",\"move\":\"e2e4\"}", verdict("legal")));

        StringBuilder input = new StringBuilder();
        script.forEach(s -> input.append(s.line()).append('\n'));
        KsProcess ks = KsProcess.start(tmp, input.toString(), "referee");
        assertThat(ks.await(60)).as(ks.transcript()).isZero();

        String[] replies = ks.out().split("\n", -1);
        assertThat(replies[replies.length - 1]).as("output ends with a newline").isEmpty();
        assertThat(replies.length - 1).as(ks.transcript()).isEqualTo(script.size());
        for (int i = 0; i < script.size(); i++) {
            Step s = script.get(i);
            JsonNode reply = JSON.readTree(replies[i]);
            assertThat(reply.isObject()).as("line %d: %s -> %s", i + 1, s.line(), replies[i]).isTrue();
            try {
                s.check().on(reply);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError("line " + (i + 1) + ": " + s.line() + "\n  -> " + replies[i] + "\n" + e.getMessage(), e);
            }
        }
    }

    /** The replies to {@code lines}, one JSON object each. */
    private List<JsonNode> replies(String... lines) throws Exception {
        KsProcess ks = KsProcess.start(tmp.resolve("script"), String.join("\n", lines) + "\n", "referee");
        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        List<JsonNode> out = new ArrayList<>();
        for (String line : ks.out().split("\n")) {
            out.add(JSON.readTree(line));
        }
        return out;
    }

    @Test
    void aSecondAnyInOneTurnIsRefusedToTheAskerAlone() throws Exception {
        List<JsonNode> r = replies("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1\",\"rules\":\"wolfe\"}",
                "{\"cmd\":\"any\"}", "{\"cmd\":\"any\"}");
        assertThat(texts(r.get(1).get("white"))).containsExactly("any-question: White asks: any pawn captures?",
                "any-answer: Yes");
        assertThat(texts(r.get(2).get("white"))).containsExactly("any-answer: You have asked already this turn");
        assertThat(r.get(2).get("white").get(0).has("anyTries")).isFalse();
        assertThat(texts(r.get(2).get("black"))).isEmpty();
    }

    @Test
    void englishAnnouncesEnPassantOnTheSquareTheCapturingPawnLandsOn() throws Exception {
        List<JsonNode> r = replies("{\"cmd\":\"new\",\"fen\":\"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1\",\"rules\":\"english\"}",
                "{\"cmd\":\"try\",\"move\":\"e5d6\"}");
        JsonNode capture = r.get(1).get("black").get(0);
        assertThat(capture.get("text").asText()).isEqualTo("Capture en passant on d6");
        assertThat(capture.get("square").asText()).as("the taken pawn's square").isEqualTo("d5");
    }

    @Test
    void theSameScriptGivesTheSameReplies() throws Exception {
        String input = "{\"cmd\":\"new\",\"rules\":\"rand\"}\n{\"cmd\":\"try\",\"move\":\"e2e4\"}\n"
                + "{\"cmd\":\"try\",\"move\":\"d7d5\"}\n{\"cmd\":\"try\",\"move\":\"e4d5\"}\n";
        KsProcess first = KsProcess.start(tmp.resolve("first"), input, "referee");
        KsProcess second = KsProcess.start(tmp.resolve("second"), input, "referee");
        assertThat(first.await(60)).as(first.transcript()).isZero();
        assertThat(second.await(60)).as(second.transcript()).isZero();
        assertThat(first.out().split("\n")).hasSize(4);
        assertThat(second.out()).isEqualTo(first.out());
        assertThat(first.out()).contains("\"text\":\"Pawn try e4\"", "\"capture\":{\"square\":\"d5\",\"kind\":\"pawn\"}");
    }

    /**
     * A program that writes without a newline (a line of 256 MiB here, to a referee held to a heap
     * of 64 MiB) must get one error line for it and its next command answered: the rest of a line
     * too long is dropped unread, as the player protocol's is. Read whole, 100 MB took 356 MB, and
     * 3 GB died with OutOfMemoryError's stack trace.
     */
    @Test
    void aLineWithoutEndGetsOneErrorLineInBoundedMemoryAndTheNextCommandIsAnswered() throws Exception {
        KsProcess ks = KsProcess.startOpen(tmp, Map.of("JAVA_TOOL_OPTIONS", "-Xmx64m"), "referee");
        byte[] chunk = "a".repeat(1 << 20).getBytes(StandardCharsets.US_ASCII);
        try (OutputStream in = ks.input()) {
            for (int i = 0; i < 256; i++) {
                in.write(chunk);
            }
            in.write("\n{\"cmd\":\"new\"}\n".getBytes(StandardCharsets.US_ASCII));
        } catch (IOException brokenPipe) {
            // The referee died reading it: what it printed says how.
        }
        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        String[] replies = ks.out().split("\n");
        assertThat(replies).as(ks.transcript()).hasSize(2);
        assertThat(JSON.readTree(replies[0]).get("error").asText()).startsWith("a line longer than 4096 characters");
        assertThat(JSON.readTree(replies[1]).get("ok").asBoolean()).isTrue();
        assertThat(ks.err()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void emptyInputEndsAtOnceWithNoOutput() throws Exception {
        KsProcess ks = KsProcess.start(tmp, "", "referee");
        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        assertThat(ks.out()).isEmpty();
    }
}
