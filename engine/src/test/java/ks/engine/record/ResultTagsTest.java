package ks.engine.record;

import static ks.engine.record.Records.START;
import static ks.engine.record.Records.TAGS;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.engine.Color;
import ks.engine.Outcome;
import org.junit.jupiter.api.Test;

class ResultTagsTest {

    @Test
    void checkmateGivesTheWinnersResultAndNormalTermination() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS, "f2f3", "e7e5", "g2g4", "d8h4");
        assertThat(g.outcome()).isEqualTo(Outcome.CHECKMATE);
        assertThat(Records.tag(g.unfiltered(), "Result")).isEqualTo("0-1");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("normal");
        assertThat(Records.movetext(g.unfiltered())).endsWith(" 0-1");
    }

    @Test
    void stalemateIsADraw() {
        KriegspielPgn g = Records.game("7k/8/6Q1/8/8/8/8/K7 w - - 0 1", "berkeley", TAGS, "g6f7");
        assertThat(g.outcome()).isEqualTo(Outcome.STALEMATE);
        assertThat(Records.movetext(g.unfiltered())).endsWith(" 1/2-1/2");
    }

    @Test
    void unfinishedGameWithoutResultIsUnterminated() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS, "e2e4");
        assertThat(Records.tag(g.unfiltered(), "Result")).isEqualTo("*");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("unterminated");
        assertThat(Records.movetext(g.unfiltered())).isEqualTo("1. e4 *");
    }

    @Test
    void resultGivenForAGameEndedOffTheBoardIsWrittenInBothKindsOfRecord() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS.withResult("1-0"), "e2e4", "e7e5");
        assertThat(Records.tag(g.unfiltered(), "Result")).isEqualTo("1-0");
        assertThat(Records.tag(g.filtered(Color.BLACK), "Termination")).isEqualTo("normal");
        assertThat(Records.movetext(g.filtered(Color.BLACK))).isEqualTo("1. ?? e5 1-0");
    }

    @Test
    void givenTerminationIsWritten() {
        KriegspielPgn g = Records.game(START, "berkeley",
                TAGS.withResult("0-1").withTermination("time forfeit"), "e2e4");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("time forfeit");
    }

    @Test
    void aResignationIsANormalEndWithTheReasonInACommentBeforeTheResult() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS.withEnd("1-0", "resign", "Bob resigned"), "e2e4");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("normal");
        assertThat(Records.movetext(g.unfiltered())).isEqualTo("1. e4 {Bob resigned} 1-0");
        assertThat(Records.movetext(g.filtered(Color.BLACK))).isEqualTo("1. ?? {Bob resigned} 1-0");
    }

    @Test
    void aFallenFlagIsATimeForfeit() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS.withEnd("0-1", "time", "white ran out of time"), "e2e4");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("time forfeit");
    }

    @Test
    void aPlayerWhoQuitAbandonedTheGame() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS.withEnd("0-1", "quit", "Alice quit"), "e2e4");
        assertThat(Records.tag(g.unfiltered(), "Termination")).isEqualTo("abandoned");
    }

    @Test
    void withoutTheKindTheReasonInWordsGivesTheSameWords() {
        assertThat(Termination.of("0-1", null, "alice ran out of time")).isEqualTo("time forfeit");
        assertThat(Termination.of("1-0", null, "bob did not move within 24 hours")).isEqualTo("time forfeit");
        assertThat(Termination.of("1-0", null, "bob quit")).isEqualTo("abandoned");
        assertThat(Termination.of("1-0", null, "bob resigned")).isEqualTo("normal");
        assertThat(Termination.of("1/2-1/2", null, "drawn by agreement")).isEqualTo("normal");
        assertThat(Termination.of("*", null, "adjourned")).isEqualTo("unterminated");
    }

    @Test
    void eachMoveOfATimedGameCarriesItsMoversClock() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS, "e2e4", "e7e5", "g1f3")
                .withClocks(java.util.List.of(298_400L, 3_599_999L, 61_000L));
        assertThat(Records.movetext(g.unfiltered())).isEqualTo("1. e4 {[%clk 0:04:58]} 1... e5 {[%clk 0:59:59]} "
                + "2. Nf3 {[%clk 0:01:01]} *");
    }

    @Test
    void aClockSharesTheCommentOfWhatTheMoveMadeTheRefereeSay() {
        KriegspielPgn g = Records.game(START, "berkeley", TAGS, "f2f3", "e7e5", "g2g4", "d8h4")
                .withClocks(java.util.List.of(1000L, 2000L, 3000L, 4000L));
        assertThat(Records.movetext(g.unfiltered())).contains("Qh4# {[%clk 0:00:04] to both: \"Check on the short");
    }

    @Test
    void eventSiteAndRoundAreWrittenWhenGivenAndUnknownOtherwise() {
        String plain = Records.game(START, "berkeley", TAGS, "e2e4").unfiltered();
        assertThat(Records.tag(plain, "Event")).isEqualTo("?");
        assertThat(Records.tag(plain, "Site")).isEqualTo("?");
        assertThat(Records.tag(plain, "Round")).isEqualTo("-");
        String named = Records.game(START, "berkeley", TAGS.withEvent("Club night").withSite("Leiden").withRound("3"),
                "e2e4").unfiltered();
        assertThat(Records.tag(named, "Event")).isEqualTo("Club night");
        assertThat(Records.tag(named, "Site")).isEqualTo("Leiden");
        assertThat(Records.tag(named, "Round")).isEqualTo("3");
    }

    @Test
    void resultContradictingTheBoardIsRejected() {
        assertThatThrownBy(() -> Records.game(START, "berkeley", TAGS.withResult("1-0"),
                "f2f3", "e7e5", "g2g4", "d8h4"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("contradicts");
    }

    @Test
    void actionOutOfTurnIsRejected() {
        assertThatThrownBy(() -> KriegspielPgn.replay(START, ks.engine.rules.RuleSets.byName("berkeley"),
                java.util.List.of(Action.attempt(Color.BLACK, "e7e5")), TAGS))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("is to move");
    }
}
