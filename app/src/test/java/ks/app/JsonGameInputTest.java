package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Commands a careless program sends at the wrong moment in a practice game
 * (docs/player-protocol.md, "Commands"): each gets its one line, and the game goes on or ends
 * as the docs say, never a stack trace or a hang.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class JsonGameInputTest {

    private static final String TURN_TO_ME = "{\"event\":\"turn\",\"to\":\"me\"}";

    /** Takes what ks writes up to and with our first turn. */
    private static void toOurTurn(JsonPracticeGame game) throws InterruptedException {
        while (!game.written.take().equals(TURN_TO_ME)) {
            // the start and our men
        }
    }

    /** Takes what ks writes up to and with the line starting {@code prefix}; returns all of it. */
    private static List<String> upTo(JsonPracticeGame game, String prefix) throws InterruptedException {
        List<String> taken = new ArrayList<>();
        String line;
        do {
            line = game.written.take();
            taken.add(line);
        } while (!line.startsWith(prefix));
        return taken;
    }

    @Test
    void aSecondDrawOfferIsToldThatTheFirstStands() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.start(5)) {
            toOurTurn(game);
            game.send("{\"cmd\":\"draw\"}\n{\"cmd\":\"draw\"}");
            assertThat(game.written.take()).startsWith("{\"event\":\"note\",\"text\":\"you offer a draw");
            assertThat(game.written.take()).isEqualTo("{\"event\":\"note\",\"text\":\"your draw offer stands\"}");
            game.send("{\"cmd\":\"resign\"}");
            upTo(game, "{\"event\":\"over\"");
        }
    }

    @Test
    void linesAfterAResignationAreNeitherObeyedNorAnswered() throws Exception {
        JsonPracticeGame game = JsonPracticeGame.start(5);
        try (game) {
            toOurTurn(game);
            game.send("{\"cmd\":\"resign\"}\n{\"cmd\":\"say\",\"text\":\"sorry\"}\n"
                    + "{\"cmd\":\"attempt\",\"move\":\"e2e4\"}\n{\"cmd\":\"draw\"}");
            assertThat(upTo(game, "{\"event\":\"over\"")).last().asString().contains("\"reason\":\"alice resigned\"");
        }
        List<String> after = new ArrayList<>();
        game.written.drainTo(after);
        assertThat(after).allMatch(line -> line.startsWith("{\"event\":\"note\""));
    }

    @Test
    void theEndOfInputInTheMiddleOfAGameLeavesItAsQuitting() throws Exception {
        try (JsonPracticeGame game = JsonPracticeGame.hostedByTheOpponent(5)) {
            toOurTurn(game);
            game.send("{\"cmd\":\"attempt\",\"move\":\"e2e4\"}");
            upTo(game, TURN_TO_ME);
            game.toKs.close();
            List<String> toTheEnd = upTo(game, "{\"event\":\"over\"");
            String over = toTheEnd.get(toTheEnd.size() - 1);
            assertThat(over).startsWith("{\"event\":\"over\",\"result\":\"0-1\",\"winner\":\"opponent\",\"reason\":\"alice quit\"")
                    .contains("\"audit_passed\":true");
        }
    }
}
