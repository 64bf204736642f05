package ks.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import org.junit.jupiter.api.Test;

class RuleSetsTest {

    static List<String> texts(List<Announcement> heard) {
        return heard.stream().map(Announcement::text).toList();
    }

    @Test
    void unknownNameIsRefusedWithTheKnownNames() {
        assertThatThrownBy(() -> RuleSets.byName("blitz"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("unknown rule set 'blitz'; known: wolfe, icc, rand, kref, berkeley, berkeley-any, cincinnati, english");
    }

    @Test
    void theCapturerHearsOfHisCapturesOnlyWhereCapturesAreToldToBoth() {
        assertThat(RuleSets.byName("wolfe").capturerHearsCaptures()).isFalse();
        assertThat(RuleSets.byName("wolfe+a").capturerHearsCaptures()).isTrue();
        for (String name : List.of("icc", "rand", "kref", "berkeley", "berkeley-any", "cincinnati", "english")) {
            assertThat(RuleSets.byName(name).capturerHearsCaptures()).as(name).isTrue();
        }
    }

    @Test
    void everyKnownNameGivesTheSetOfThatName() {
        for (String name : RuleSets.names()) {
            assertThat(RuleSets.byName(name).name()).isEqualTo(name);
        }
    }

    @Test
    void wolfeOptionsAreCanonicalisedWithLaterOptionsWinning() {
        assertThat(RuleSets.byName("wolfe", "+p+a").name()).isEqualTo("wolfe+a+p");
        assertThat(RuleSets.byName("wolfe+a-a").name()).isEqualTo("wolfe");
        assertThat(RuleSets.byName("WOLFE+P").name()).isEqualTo("wolfe+p");
        assertThat(RuleSets.byName("wolfe+a+p", "").name()).as("options in the name, none apart").isEqualTo("wolfe+a+p");
        assertThat(RuleSets.byName("Wolfe+p", "+a").name()).as("options in the name come first").isEqualTo("wolfe+a+p");
        assertThat(RuleSets.byName("wolfe+p", "-p").name()).isEqualTo("wolfe");
    }

    @Test
    void optionsOnOtherSetsAreRefused() {
        assertThatThrownBy(() -> RuleSets.byName("icc", "+a")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("takes no options");
    }

    @Test
    void badWolfeOptionsAreRefused() {
        assertThatThrownBy(() -> RuleSets.byName("wolfe", "+x")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("+a, +p");
    }

    @Test
    void everySetHasAOneLineSummary() {
        for (RuleSet set : RuleSets.all()) {
            assertThat(set.summary()).isNotBlank().doesNotContain("\n");
        }
    }

    @Test
    void silenceAboutPawnTriesMeansNoneOnlyWhereTriesAreToldEveryTurn() {
        for (String told : List.of("icc", "rand", "kref", "cincinnati", "wolfe+p", "wolfe+a+p")) {
            assertThat(RuleSets.byName(told).toldPawnTries()).as(told).isTrue();
        }
        for (String silent : List.of("wolfe", "wolfe+a", "berkeley", "berkeley-any", "english")) {
            assertThat(RuleSets.byName(silent).toldPawnTries()).as(silent).isFalse();
        }
    }
}
