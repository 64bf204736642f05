package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.net.protocol.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A program that plays: the Python bot of the test resources (a few lines over the player
 * protocol, docs/player-protocol.md) starts a real ks with {@code --json} and plays a whole
 * practice game against level 4 through it.
 */
@Timeout(600)
class PlayerProtocolIT {

    @Test
    void aPythonBotPlaysAWholePracticeGameThroughTheJsonMode(@TempDir Path home) throws Exception {
        Path bot = home.resolve("bot.py");
        try (InputStream in = PlayerProtocolIT.class.getResourceAsStream("/player-protocol/bot.py")) {
            Files.copy(in, bot);
        }
        List<String> command = new ArrayList<>(List.of("python3", bot.toString()));
        command.addAll(KsProcess.javaCommand("--practice", "--json", "--name", "alice", "--rule-set", "berkeley-any",
                "--level", "4"));
        Path out = home.resolve("transcript.jsonl");
        Path err = home.resolve("stderr.txt");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile());
        pb.environment().put("HOME", home.toString());
        pb.environment().remove("KS_HOME");
        pb.environment().remove("XDG_CONFIG_HOME");
        pb.environment().put("KS_PRACTICE_SEED", "1");
        Process p = pb.start();
        if (!p.waitFor(540, TimeUnit.SECONDS)) {
            p.descendants().forEach(ProcessHandle::destroyForcibly);
            p.destroyForcibly().waitFor();
        }
        String transcript = Files.readString(out, StandardCharsets.UTF_8);
        String why = transcript.lines().skip(Math.max(0, transcript.lines().count() - 20)).reduce("", (a, b) -> a + b
                + "\n") + Files.readString(err, StandardCharsets.UTF_8);

        assertThat(p.exitValue()).as(why).isZero();
        List<JsonNode> events = new ArrayList<>();
        for (String line : transcript.lines().toList()) {
            events.add(Json.MAPPER.readTree(line));
        }
        assertThat(events).as(why).allMatch(e -> e.isObject() && e.get("event").isTextual());
        JsonNode over = events.stream().filter(e -> e.get("event").asText().equals("over")).findFirst().orElseThrow();
        assertThat(over.get("result").asText()).as(why).isIn("1-0", "0-1", "1/2-1/2");
        assertThat(over.get("audit_passed").asBoolean()).as(why).isTrue();
        assertThat(events).as(why).anyMatch(e -> e.get("event").asText().equals("answer")
                && "accepted".equals(e.path("verdict").asText()));
    }

    @Test
    void aProgramAdjournsAPracticeGameAndIsToldTheOneCommandThatContinuesIt(@TempDir Path home) throws Exception {
        // Proposed on our turn with nothing in flight, then the input ends: the agreement is awaited.
        KsProcess p = KsProcess.start(home, "{\"cmd\":\"adjourn\"}\n", "--practice", "--json", "--name", "alice",
                "--white");
        assertThat(p.await(90)).as(p.transcript()).isZero();
        List<JsonNode> events = new ArrayList<>();
        for (String line : p.out().lines().toList()) {
            events.add(Json.MAPPER.readTree(line));
        }
        int over = events.stream().map(e -> e.get("event").asText()).toList().indexOf("over");
        assertThat(over).as(p.transcript()).isNotNegative();
        assertThat(events.get(over).get("result").asText()).isEqualTo("*");
        assertThat(events.get(over).get("reason").asText()).isEqualTo("adjourned by agreement");
        assertThat(events.subList(over + 1, events.size())).as(p.transcript())
                .anyMatch(e -> e.get("event").asText().equals("note") && e.get("text").asText()
                        .equals("The game is adjourned and saved; continue it with: ks --practice --resume"));
        assertThat(p.out().split("--resume", -1)).as(p.transcript()).hasSize(2);
    }
}
