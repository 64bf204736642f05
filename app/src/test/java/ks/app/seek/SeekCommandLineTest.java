package ks.app.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.app.cli.CommandLine;
import ks.app.cli.UsageError;
import org.junit.jupiter.api.Test;

/** The options of seeks and clocks as ks reads them. */
class SeekCommandLineTest {

    private static CommandLine parse(String line) throws UsageError {
        return CommandLine.parse(CommandLine.words(line));
    }

    @Test
    void aSeekWithATimeControl() throws UsageError {
        CommandLine c = parse("--seek --time game/5 --anonymous");
        assertThat(c.seeking()).isEqualTo(new CommandLine.Seeking(true, true, null));
        assertThat(c.time()).isEqualTo("game/5");
        assertThat(c.opponent()).isNull();
    }

    @Test
    void theTimeIsKeptInItsOwnSpelling() throws UsageError {
        assertThat(parse("--time=Game/10 bob").time()).isEqualTo("game/10");
        assertThat(parse("--time 40/2 bob").time()).isEqualTo("40/2");
        assertThat(parse("bob").time()).isNull();
    }

    @Test
    void playNamesASeekId() throws UsageError {
        assertThat(parse("--play 3fa9c1").seeking()).isEqualTo(new CommandLine.Seeking(false, false, "3fa9c1"));
    }

    @Test
    void aBadTimeControlIsOneLineSayingWhatIsAccepted() {
        assertThatThrownBy(() -> parse("--time blitz bob")).isInstanceOf(UsageError.class)
                .hasMessageStartingWith("--time: 'blitz' is not a time control").hasMessageContaining("game/K");
    }

    @Test
    void playMayNameTheKeyOfTheSeekItMeans() throws UsageError {
        assertThat(parse("--play 3fa9c1:3f2a-91c0-77d1-0b4e").seeking().play()).isEqualTo("3fa9c1:3f2a-91c0-77d1-0b4e");
        assertThat(parse("--play 3fa9c1:3f2a91c077d10b4e").seeking().play()).isEqualTo("3fa9c1:3f2a91c077d10b4e");
        assertThatThrownBy(() -> parse("--play 3fa9c1:3f2a")).isInstanceOf(UsageError.class)
                .hasMessageContaining("ID:KEY");
    }

    @Test
    void aBadSeekIdIsRefused() {
        assertThatThrownBy(() -> parse("--play 3FA9C")).isInstanceOf(UsageError.class)
                .hasMessageContaining("six hex digits");
    }

    @Test
    void aSeekFindsTheOpponentSoNoneMayBeNamed() {
        assertThatThrownBy(() -> parse("--seek bob")).isInstanceOf(UsageError.class).hasMessageContaining("'bob'");
        assertThatThrownBy(() -> parse("--play 3fa9c1 --practice")).isInstanceOf(UsageError.class)
                .hasMessageContaining("--practice");
    }

    @Test
    void seekAndPlayTogetherAreRefused() {
        assertThatThrownBy(() -> parse("--seek --play 3fa9c1")).isInstanceOf(UsageError.class);
    }

    @Test
    void anonymousGoesWithASeekOnly() {
        assertThatThrownBy(() -> parse("--anonymous bob")).isInstanceOf(UsageError.class)
                .hasMessageContaining("--seek");
    }

    @Test
    void aSeekGameKeepsThePlayersOptionsAndMeetsWhereTheSeekSaid() throws UsageError {
        CommandLine game = parse("--seek -w -d --name alice --time 5+3").forSeekGame("bob", "198.18.0.2", 417, "5+3");
        assertThat(game.opponent()).isEqualTo("bob");
        assertThat(game.host()).isEqualTo("198.18.0.2");
        assertThat(game.portNumber()).isEqualTo(417);
        assertThat(game.seeking()).isNull();
        assertThat(game.dumb()).isTrue();
        assertThat(game.name()).isEqualTo("alice");
        assertThat(game.time()).isEqualTo("5+3");
    }
}
