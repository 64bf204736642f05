package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Color;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** {@link TurnNews}: what white hears of black's turns for {@link EnemyModel#CHOOSER}. */
class TurnNewsTest {

    private static final Announcement REFUSED = new Announcement(Announcement.Kind.ILLEGAL, "Illegal");

    @Test
    void countsTheRefusalsBeforeAndAfterTheAnswerToAnyAndKeepsTheSquareOfOurLastCapture() {
        TurnNews news = new TurnNews(RuleSets.byName("berkeley-any"), Color.WHITE);
        news.ours(Verdict.LEGAL, List.of(Announcement.capture("Capture on d5", Square.parse("d5"), null)));
        news.theirs(List.of(REFUSED));
        news.theirs(List.of(Announcement.anyAnswer("No", false)));
        news.theirs(List.of(REFUSED));
        news.theirs(List.of(REFUSED));

        assertThat(news.moved()).isEqualTo(new TurnHeard(1, false, 2, Square.parse("d5")));
        assertThat(news.moved()).isEqualTo(new TurnHeard(0, null, 0, Square.parse("d5")));
    }

    @Test
    void underRulesThatDoNotTellUsOfTheEnemysRefusalsItGivesNothing() {
        TurnNews news = new TurnNews(RuleSets.byName("icc"), Color.WHITE);
        news.theirs(List.of(REFUSED));

        assertThat(news.moved()).isNull();
    }

    @Test
    void theChooserTellsGuessesApartOnlyWhereTheEnemysRefusalsAreHeard() {
        assertThat(EnemyModel.CHOOSER.tellsApart(RuleSets.byName("berkeley-any"), Color.WHITE)).isTrue();
        assertThat(EnemyModel.CHOOSER.tellsApart(RuleSets.byName("icc"), Color.WHITE)).isFalse();
    }

    @Test
    void besideTheChooserTheOtherModelsGiveEachRefusalHalfTheChanceOfOneFewer() {
        double none = EnemyModel.restOfTurn(new TurnHeard(0, null, 0, Square.NONE));
        double two = EnemyModel.restOfTurn(new TurnHeard(0, null, 2, Square.NONE));

        assertThat(two).isEqualTo(none / 4);
    }
}
