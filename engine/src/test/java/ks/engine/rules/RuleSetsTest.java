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
}
