package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An attempt a program sends while the answer to its last one is awaited waits for that answer
 * and is judged then (docs/player-protocol.md, "Commands"): never against the men as they stood
 * before the earlier attempt, and never answered ahead of it; and since the first attempt stood,
 * the turn it was meant for has passed, whether or not the opponent has moved since.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class JsonPipelinedAttemptTest {

    private static final String TURN_TO_ME = "{\"event\":\"turn\",\"to\":\"me\"}";
    private static final String E2E4_STOOD = "{\"event\":\"answer\",\"attempt\":\"e2e4\",\"verdict\":\"accepted\"}";
    private static final String E4E5_TOO_LATE = "{\"event\":\"error\",\"input\":\"{\\\"cmd\\\":\\\"attempt\\\","
            + "\\\"move\\\":\\\"e4e5\\\"}\",\"message\":\"it is not your turn\"}";

    @Test
    void anAttemptSentBeforeTheLastOnesAnswerIsJudgedAfterThatAnswer() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.hostedByTheOpponent(5)) {
            assertThat(twoAttemptsAtOnce(game)).containsExactly(E2E4_STOOD, E4E5_TOO_LATE);
        }
    }

    @Test
    void anAttemptSentBeforeTheLastOnesAnswerIsJudgedAfterItWhenTheProgramHosts() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.start(5)) {
            assertThat(twoAttemptsAtOnce(game)).containsExactly(E2E4_STOOD, E4E5_TOO_LATE);
        }
    }

    @Test
    void anAttemptSentBeforeAQuestionsAnswerIsPlayedAfterIt() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.hostedByTheOpponent(5)) {
            assertThat(sentTogether(game, "{\"cmd\":\"any\"}", "{\"cmd\":\"attempt\",\"move\":\"e2e4\"}"))
                    .hasSize(2).startsWith("{\"event\":\"answer\",\"attempt\":\"any\"}").endsWith(E2E4_STOOD);
        }
    }

    /**
     * Sends e2e4 and e4e5 together on our first turn, then resigns; returns the answer and error
     * events written in between, in order.
     */
    private static List<String> twoAttemptsAtOnce(JsonPracticeGame game) throws Exception {
        return sentTogether(game, "{\"cmd\":\"attempt\",\"move\":\"e2e4\"}", "{\"cmd\":\"attempt\",\"move\":\"e4e5\"}");
    }

    /** Sends two lines in one write on our first turn, then resigns; returns the answer and error events between. */
    private static List<String> sentTogether(JsonPracticeGame game, String first, String second) throws Exception {
        while (!game.written.take().equals(TURN_TO_ME)) {
            // the start, our men, and then our turn
        }
        game.send(first + "\n" + second);
        List<String> told = new ArrayList<>();
        while (told.size() < 2) {
            String line = game.written.take();
            if (line.startsWith("{\"event\":\"answer\"") || line.startsWith("{\"event\":\"error\"")) {
                told.add(line);
            }
        }
        game.send("{\"cmd\":\"resign\"}");
        while (!game.written.take().startsWith("{\"event\":\"over\"")) {
            // the rest of the game
        }
        return told;
    }
}
