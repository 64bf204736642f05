package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.app.cli.CommandLine;
import ks.app.cli.UsageError;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The modes of {@code ks} ({@code --ratings}, {@code --games}, {@code --audit}, {@code --club},
 * {@code --rules}, ...) run through {@link Main#run} as a player types them: the common options
 * ({@code --config}, {@code --name}, {@code -d}, {@code --ascii}) go before or after the mode, a
 * word the mode does not take is refused in one line, and a real conflict is named.
 */
@Timeout(60)
class ModesTest {

    @TempDir
    Path tmp;

    private final KsRun run = new KsRun();

    private int ks(String... args) {
        return run.ks(args);
    }

    private String output() {
        return run.out();
    }

    private String error() {
        return run.err();
    }

    @Test
    void configBeforeRatingsIsTheLedgersDirectory() {
        assertThat(ks("--config", tmp.toString(), "--ratings")).as(error()).isZero();
        assertThat(output()).contains("No rated games yet (" + tmp.resolve("ratings") + ")");
    }

    @Test
    void nameAndViewOptionsGoBeforeOrAfterRatings() {
        assertThat(ks("--name", "ben", "-d", "--ratings", "--config", tmp.toString(), "--ascii")).as(error()).isZero();
        assertThat(ks("--ratings", "--check", "--name=ben", "--config=" + tmp)).as(error()).isZero();
        assertThat(output()).contains("No rated games yet").contains("Ledger check: no rated games yet, so nothing to check");
    }

    @Test
    void aConfigDirectoryThatIsNotThereIsNamedNotTakenForAnEmptyLedger() {
        Path typo = tmp.resolve("no-such-dir");
        assertThat(ks("--ratings", "--check", "--config", typo.toString())).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: --config: there is no ks directory at " + typo + "\n");
        assertThat(output()).isEmpty();
    }

    @Test
    void gamesInAConfigDirectoryThatIsNotThereAreAnErrorNotNone() {
        Path typo = tmp.resolve("no-such-dir");
        assertThat(ks("--games", "--config", typo.toString())).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: --config: there is no ks directory at " + typo + "\n");
        assertThat(typo).doesNotExist();
    }

    @Test
    void nameBeforeAuditAuditsTheFile() {
        assertThat(ks("--name", "ben", "--audit", RecordVectors.of("record-v2.ksg").toString())).as(error()).isZero();
        assertThat(output()).contains("Audit: passed");
    }

    @Test
    void commonOptionsAfterTheAuditsFileAreTakenToo() {
        assertThat(ks("--audit", RecordVectors.of("record-v2.ksg").toString(), "-d", "--config", tmp.toString()))
                .as(error()).isZero();
    }

    @Test
    void nameBeforeGamesListsTheGames() {
        assertThat(ks("--name", "ben", "--games", "--config", tmp.toString())).as(error()).isZero();
        assertThat(output()).isEqualTo("No unfinished games.\n");
    }

    @Test
    void anExtraWordAfterGamesIsRefusedNotIgnored() {
        assertThat(ks("--games", "extra", "--config", tmp.toString())).isEqualTo(2);
        assertThat(output()).isEmpty();
        assertThat(error()).isEqualTo("ks: --games takes no 'extra' (usage: ks --games)\n");
    }

    @Test
    void aSecondFileToAuditIsRefused() {
        assertThat(ks("--audit", "a.ksg", "b.ksg")).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: --audit takes one file, not 'a.ksg' and 'b.ksg' (usage: ks --audit FILE)\n");
    }

    @Test
    void theDumbLetterBeforeClubReachesTheClub() {
        // Sitting down needs a login first: the club command was read and run as far as that.
        assertThat(ks("-d", "--club", "127.0.0.1:1", "bob", "--config", tmp.toString())).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: log in first: ks --club 127.0.0.1:1 login NAME\n");
    }

    @Test
    void nameBeforeClubReachesTheClub() {
        // Nothing listens on port 1: the ratings were asked for, and failed only at connecting.
        assertThat(ks("--name", "ben", "--club", "127.0.0.1:1", "ratings", "--config", tmp.toString())).isEqualTo(1);
        assertThat(error()).doesNotContain("unknown option").contains("127.0.0.1").hasLineCount(1);
    }

    @Test
    void theTestsRobotOptionsAreUnknownToKs() {
        for (String option : new String[] {"--robot", "--robot-delay", "--robot-games"}) {
            run.forgetErrors();
            assertThat(ks(option, "1")).as(option).isEqualTo(2);
            assertThat(error()).isEqualTo("ks: unknown option '" + option + "' (see ks --help)\n");
        }
    }

    @Test
    void twoModesAreAConflictNamedInOneLine() {
        assertThat(ks("--practice", "--games")).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: --practice does not go with --games (see ks --help)\n");
    }

    @Test
    void twoDifferentConfigDirectoriesAreAConflict() {
        assertThat(ks("--config", "a", "--ratings", "--config", "b")).isEqualTo(2);
        assertThat(error()).isEqualTo("ks: --config given twice: 'a' and 'b'\n");
    }

    @Test
    void theRulesListTakesTheCommonOptions() {
        assertThat(ks("-d", "--rules")).as(error()).isZero();
        assertThat(output()).contains("wolfe").contains("kref");
    }

    @Test
    void theRulesOptionStillNamesTheRuleSetOfAGame() throws UsageError {
        assertThat(CommandLine.parse(java.util.List.of("--rules", "icc", "bob")).wishes().ruleSet()).isEqualTo("icc");
    }

    @Test
    void anExtraWordAfterTheRulesListIsRefused() {
        assertThat(ks("--rules", "-d", "extra")).isEqualTo(2);
        assertThat(error()).contains("'extra'").hasLineCount(1);
    }

    @Test
    void helpFitsEightyColumns() {
        assertThat(ks("--help")).isZero();
        assertThat(output().lines().filter(l -> l.length() > 79)).isEmpty();
    }

    @Test
    void helpListsEveryTimeControl() {
        ks("--help");
        assertThat(output()).contains("game/K").contains("N/K").contains("M+S").contains("daily").contains("untimed");
    }

    @Test
    void theRulesListFitsEightyColumns() {
        assertThat(ks("--rules")).isZero();
        assertThat(output().lines().filter(l -> l.length() > 79)).isEmpty();
    }
}
