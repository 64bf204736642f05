package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ClubArgsTest {

    @Test
    void theClubsAddressTheCommandAndItsOptionsAreRead() {
        ClubArgs a = ClubArgs.parse(List.of("lab1:2500", "seek", "daily", "--anonymous", "--rules", "wolfe+a"), 24999);
        assertThat(a.where()).isEqualTo("lab1:2500");
        assertThat(a.words()).containsExactly("seek", "daily");
        assertThat(a.anonymous()).isTrue();
        assertThat(a.rules()).isEqualTo("wolfe+a");
    }

    @Test
    void withoutAPortTheDefaultOneIsUsed() {
        assertThat(ClubArgs.parse(List.of("lab1", "ratings"), 24999).port()).isEqualTo(24999);
    }

    @Test
    void theViewsOptionsAreKeptForTheBoard() {
        assertThat(ClubArgs.parse(List.of("lab1", "-d", "--ascii", "bob"), 24999).viewFlags())
                .containsExactly("-d", "--ascii");
    }

    @Test
    void mistakesAreOneLine() {
        assertThatThrownBy(() -> ClubArgs.parse(List.of(), 1)).hasMessageContaining("needs the club's address");
        assertThatThrownBy(() -> ClubArgs.parse(List.of("lab1"), 1)).hasMessageContaining("needs a command");
        assertThatThrownBy(() -> ClubArgs.parse(List.of("lab1:x", "games"), 1))
                .hasMessage("the club's port must be a number from 1 to 65535, not 'x'");
        assertThatThrownBy(() -> ClubArgs.parse(List.of("lab1", "games", "--colour"), 1))
                .hasMessageContaining("unknown option '--colour'");
    }

    @Test
    void aMistypedOptionIsMetWithTheOneItWasLikelyMeantToBe() {
        assertThatThrownBy(() -> ClubArgs.parse(List.of("lab1", "--nmae", "alice", "seeks"), 1))
                .hasMessage("unknown option '--nmae' for --club; did you mean '--name'? (see ks --help)");
        assertThatThrownBy(() -> ClubArgs.parse(List.of("lab1", "seeks", "--jsno"), 1))
                .hasMessage("unknown option '--jsno' for --club; did you mean '--json'? (see ks --help)");
    }
}
