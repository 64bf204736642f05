package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ClubRulesTest {

    @Test
    void aRuleSetIsKeptInItsCanonicalSpellingWithItsOptions() {
        assertThat(ClubRules.parse("Wolfe +p +a").text()).isEqualTo("wolfe+a+p");
        assertThat(ClubRules.parse("cincinnati").text()).isEqualTo("cincinnati");
        assertThat(ClubRules.parse(null).text()).isEqualTo("wolfe");
    }

    @Test
    void theClubHostsTheRefereeInAClubGamesTerms() {
        var terms = ClubRules.parse("wolfe+a").terms("alice", "Daily");
        assertThat(terms.host()).isEqualTo("club");
        assertThat(terms.white()).isEqualTo("alice");
        assertThat(terms.announceCaptures()).isTrue();
        assertThat(terms.pawnTries()).isFalse();
        assertThat(terms.time()).isEqualTo("daily");
    }

    @Test
    void anUnknownRuleSetIsRefused() {
        assertThatThrownBy(() -> ClubRules.parse("chess")).hasMessageStartingWith("unknown rule set 'chess'");
    }
}
