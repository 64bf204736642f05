package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * A file's path in the board's messages (the record saved at the end) is wider than the panel or
 * the small screen: it is cut after a {@code /} or a {@code -}, so each line holds whole parts of
 * it, never a name cut in two ({@code ...-pr} / {@code actice-bot-...} at 40 columns).
 */
class PanelPathTest {

    @Test
    void aPathWiderThanALineIsCutAfterItsSlashesAndDashes() {
        assertThat(Painter.wrap("Game record saved in /tmp/r28h/.ks/games/20261128-235706-practice-bot-5885642f.ksg",
                40, "  ")).containsExactly(
                        "Game record saved in",
                        "  /tmp/r28h/.ks/games/20261128-235706-",
                        "  practice-bot-5885642f.ksg");
    }

    @Test
    void aWordWithNoSlashOrDashIsStillCutWhereTheLineEnds() {
        assertThat(Painter.wrap("x".repeat(12), 10, "  ")).containsExactly("x".repeat(10), "  xx");
    }
}
