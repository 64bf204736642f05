package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The player protocol's example transcript (docs/player-protocol.md): a practice game against a
 * seeded level-1 opponent under berkeley-any, played through the real sessions by a scripted
 * program that answers each {@code turn} to it from a fixed list, must read, event for event and
 * command for command, as the fixed transcript {@code player-protocol/practice.jsonl} does.
 */
@Timeout(60)
class PlayerProtocolTest {

    /** What the program sends, in order: one line on its turn, and the next after each refusal or error. */
    private static final List<String> SCRIPT = List.of(
            "hello",
            "{\"cmd\":\"attempt\",\"move\":\"e2e5\"}",
            "{\"cmd\":\"any\"}",
            "{\"cmd\":\"attempt\",\"move\":\"e2e4\"}",
            "{\"cmd\":\"say\",\"text\":\"good luck\"}",
            "{\"cmd\":\"attempt\",\"move\":\"d1h5\"}",
            "{\"cmd\":\"attempt\",\"move\":\"h5f7\"}",
            "{\"cmd\":\"attempt\",\"move\":\"f1c4\"}",
            "{\"cmd\":\"attempt\",\"move\":\"c4f7\"}",
            "{\"cmd\":\"attempt\",\"move\":\"d2d4\"}",
            "{\"cmd\":\"attempt\",\"move\":\"g1f3\"}",
            "{\"cmd\":\"attempt\",\"move\":\"b1c3\"}",
            "{\"cmd\":\"resign\"}");

    @Test
    void aPracticeGameReadsAsTheFixedTranscript() throws Exception {
        List<String> transcript = play();
        List<String> fixed = fixture();

        assertThat(String.join("\n", transcript)).isEqualTo(String.join("\n", fixed));
    }

    private static List<String> fixture() throws IOException {
        try (InputStream in = PlayerProtocolTest.class.getResourceAsStream("/player-protocol/practice.jsonl")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
    }

    /** Plays the game and returns what was written and read, the program's lines marked {@code > }. */
    private static List<String> play() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.start(5)) {
            return drive(game.written, game.toKs);
        }
    }

    /** The scripted program: reads every event, and sends its next line when it is to act. */
    private static List<String> drive(BlockingQueue<String> written, OutputStream toKs) throws Exception {
        List<String> transcript = new ArrayList<>();
        Deque<String> script = new java.util.ArrayDeque<>(SCRIPT);
        while (true) {
            String event = written.take();
            transcript.add(event);
            boolean toAct = event.equals("{\"event\":\"turn\",\"to\":\"me\"}")
                    || event.startsWith("{\"event\":\"error\"")
                    || event.startsWith("{\"event\":\"answer\"") && !event.contains("\"accepted\"");
            if (event.startsWith("{\"event\":\"over\"")) {
                return transcript;
            }
            while (toAct && !script.isEmpty()) {
                String line = script.poll();
                transcript.add("> " + line);
                toKs.write((line + "\n").getBytes(StandardCharsets.UTF_8));
                toKs.flush();
                // A message is not answered: the next line follows at once.
                toAct = line.contains("\"say\"");
            }
        }
    }
}
