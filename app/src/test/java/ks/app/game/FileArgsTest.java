package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import ks.app.cli.CommandLine;
import ks.app.cli.UsageError;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.Test;

/** The arguments of play by file. */
class FileArgsTest {

    private static FileArgs parse(String line) throws UsageError {
        return FileArgs.parse(CommandLine.words(line));
    }

    @Test
    void fileAnywhereAsksForPlayByFile() {
        assertThat(FileArgs.wanted(new String[] {"-d", "--file", "g.ksf"})).isTrue();
        assertThat(FileArgs.wanted(new String[] {"--file=g.ksf"})).isTrue();
        assertThat(FileArgs.wanted(new String[] {"bob@lab7"})).isFalse();
    }

    @Test
    void aNewGameNamesBothPlayersAndDefaultsToKref() throws UsageError {
        FileArgs a = parse("--file g.ksf new --white alice --black bob");
        assertThat(a.create()).isTrue();
        assertThat(a.file()).isEqualTo(Path.of("g.ksf"));
        assertThat(a.white()).isEqualTo("alice");
        assertThat(a.black()).isEqualTo("bob");
        assertThat(a.rules().name()).isEqualTo("kref");
        assertThat(parse("--file=g.ksf new --white=alice --black=bob --rules wolfe+p").rules().name())
                .isEqualTo("wolfe+p");
    }

    @Test
    void theCommonOptionsAreTakenLikeEveryModes() throws UsageError {
        FileArgs a = parse("--name ben --config /tmp/k --file g.ksf -d --ascii");
        assertThat(a.file()).isEqualTo(Path.of("g.ksf"));
        assertThat(a.configDir()).isEqualTo(Path.of("/tmp/k"));
        assertThatThrownBy(() -> parse("--name b$n --file g.ksf")).hasMessageContaining("bad name 'b$n' for --name");
    }

    @Test
    void viewLettersGoAloneOrTogether() throws UsageError {
        FileArgs a = parse("-dr --file g.ksf --ascii");
        assertThat(a.dumb()).isTrue();
        assertThat(a.reverse()).isTrue();
        assertThat(a.ascii()).isTrue();
        assertThat(a.create()).isFalse();
        assertThat(parse("--file g.ksf -h").help()).isTrue();
    }

    @Test
    void mistakesAreOneLineUsageErrors() {
        for (String bad : List.of("--file", "--file g.ksf new --white alice", "--file g.ksf --white alice",
                "--file g.ksf new --white alice --black alice", "--file g.ksf new --white a --black b --rules chess",
                "--file g.ksf -x", "--file g.ksf --dumb=yes", "new --white a --black b",
                "--file g.ksf new --white al@ce --black b")) {
            assertThatThrownBy(() -> parse(bad)).as(bad).isInstanceOf(UsageError.class)
                    .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
        }
    }

    @Test
    void aMistypedOptionIsMetWithTheOneItWasLikelyMeantToBe() {
        assertThatThrownBy(() -> parse("--file g.ksf new --whtie alice --black bob"))
                .hasMessage("unknown option '--whtie' for play by file; did you mean '--white'? (see ks --help)");
        assertThatThrownBy(() -> parse("--file g.ksf --revrse"))
                .hasMessage("unknown option '--revrse' for play by file; did you mean '--reverse'? (see ks --help)");
    }

    @Test
    void aMistypedNewIsMetWithNew() {
        assertThatThrownBy(() -> parse("--file g.ksf neww --white alice --black bob"))
                .hasMessage("unknown word 'neww' for play by file; did you mean 'new'? (see ks --help)");
    }

    @Test
    void aFileLeftOffSaysWhatToGive() {
        assertThatThrownBy(() -> parse("--file"))
                .hasMessage("option --file needs a value: a game's file, as in --file game.ksf");
    }
}
