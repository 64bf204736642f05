package ks.engine.record;

import static ks.engine.record.Records.START;
import static ks.engine.record.Records.TAGS;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class UnfilteredRecordTest {

    /** The fool's mate with a refused pawn capture by White before his second move, under berkeley. */
    private static String foolsMate() {
        return Records.game(START, "berkeley", TAGS, "f2f3", "e7e5", "f3e4", "g2g4", "d8h4").unfiltered();
    }

    @Test
    void foolsMateIsOrdinaryPgnMovetextWithTheRefusedAttemptAndTheCheckInComments() {
        assertThat(Records.movetext(foolsMate())).isEqualTo("1. f3 e5 {f3-e4 illegal; to both: \"No\"} 2. g4 Qh4#"
                + " {to both: \"Check on the short diagonal\", \"Checkmate: Black wins\"} 0-1");
    }

    @Test
    void tagsStartWithTheSevenTagRosterInOrder() {
        List<String> names = new ArrayList<>();
        for (String line : Records.lines(foolsMate())) {
            if (line.startsWith("[")) {
                names.add(line.substring(1, line.indexOf(' ')));
            }
        }
        assertThat(names).containsExactly("Event", "Site", "Date", "Round", "White", "Black", "Result",
                "Rules", "Termination", "Variant");
    }

    @Test
    void aTimedGameCarriesItsTimeControlTagBetweenTerminationAndVariant() {
        Tags timed = TAGS.withTimeControl(ks.engine.clock.TimeControl.parse("5+3"));
        String pgn = Records.game(START, "berkeley", timed, "f2f3", "e7e5", "g2g4", "d8h4").unfiltered();
        assertThat(Records.tag(pgn, "TimeControl")).isEqualTo("300+3");
        assertThat(pgn.indexOf("[Termination ")).isLessThan(pgn.indexOf("[TimeControl "));
        assertThat(pgn.indexOf("[TimeControl ")).isLessThan(pgn.indexOf("[Variant "));
    }

    @Test
    void variantAndRulesTagsNameKriegspielAndTheRuleSet() {
        String pgn = foolsMate();
        assertThat(Records.tag(pgn, "Variant")).isEqualTo("Kriegspiel");
        assertThat(Records.tag(pgn, "Rules")).isEqualTo("berkeley");
    }

    @Test
    void announcementsHeardByOnePlayerOnlyAreLabelledWithThatPlayer() {
        // wolfe: the victim alone hears of his lost man; "Impossible" goes to the mover only.
        String pgn = Records.game(START, "wolfe", TAGS, "e2e4", "d7d5", "f1f3", "e4d5").unfiltered();
        assertThat(Records.comments(pgn)).containsExactly(
                "Bf1-f3 impossible; to White: \"Impossible\"",
                "to Black: \"Your man on d5 was taken\"");
    }

    @Test
    void anyQuestionIsWrittenWithItsAnswer() {
        String pgn = Records.game(START, "wolfe", TAGS, "e2e4", "d7d5", "any", "e4d5").unfiltered();
        assertThat(Records.comments(pgn)).contains(
                "any?; to both: \"White asks: any pawn captures?\", \"Yes\"");
    }

    @Test
    void gameFromAPositionCarriesSetUpAndFenTags() {
        String fen = "4k3/8/8/8/8/8/4P3/4K3 b - - 0 7";
        String pgn = Records.game(fen, "berkeley", TAGS, "e8d7").unfiltered();
        assertThat(Records.tag(pgn, "SetUp")).isEqualTo("1");
        assertThat(Records.tag(pgn, "FEN")).isEqualTo(fen);
        assertThat(Records.movetext(pgn)).isEqualTo("7... Kd7 *");
    }

    @Test
    void tagValuesEscapeQuotesAndBackslashes() {
        String pgn = Records.game(START, "berkeley", Tags.of("Al \"the\\pawn\"", "Bob", null), "e2e4").unfiltered();
        assertThat(pgn).contains("[White \"Al \\\"the\\\\pawn\\\"\"]");
    }
}
