package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.app.cli.ConfigDir;
import ks.app.cli.Usage;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What ks prints and then ends (the help, the rule sets, an error with its hint) at real terminals
 * narrower than 80 columns (tmux): cut by words to the terminal's width, every word whole and in
 * its place; through a pipe, byte for byte as before. The screen is read with the lines the
 * terminal itself wrapped joined again, so a line ks printed too wide reads as one line wider than
 * the terminal.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class NarrowTextIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    private Tmux shell;

    /**
     * Runs ks with {@code args} at the shell prompt, then {@code after} (a pipe), and returns the
     * lines it printed, each as the terminal's wrapping left it joined.
     */
    private List<String> printed(String after, String... args) throws Exception {
        return printedBy(KsProcess.javaCommand(args), after);
    }

    /** Runs the command of {@code words}, then {@code after}, at the shell prompt; the lines it printed, as {@link #printed}. */
    private List<String> printedBy(List<String> words, String after) throws Exception {
        StringBuilder line = new StringBuilder();
        for (String w : words) {
            line.append('\'').append(w).append("' ");
        }
        int before = commands(history());
        shell.typeLine(line + after);
        // The screen ends with the old prompt until the shell echoes the line: wait for the line, then the new prompt.
        List<String> lines = Poll.until("ks to end and the shell's prompt", 60, this::history,
                h -> commands(h) > before && h.get(h.size() - 1).equals(Tmux.PROMPT.strip()));
        int command = lines.size() - 1;
        while (!lines.get(command).startsWith(Tmux.PROMPT + "'")) {
            command--;
        }
        return lines.subList(command + 1, lines.size() - 1);
    }

    /** Every line the terminal showed since it opened, each as the terminal's wrapping left it joined. */
    private List<String> history() throws Exception {
        return shell.tmux("capture-pane", "-p", "-J", "-S", "-", "-t", "ks").stripTrailing().lines()
                .map(String::stripTrailing).toList();
    }

    /** How many commands were typed at the prompt in {@code history}. */
    private static int commands(List<String> history) {
        return (int) history.stream().filter(l -> l.startsWith(Tmux.PROMPT + "'")).count();
    }

    private static List<String> words(String text) {
        return Arrays.stream(text.strip().split("\\s+")).toList();
    }

    private static void fits(List<String> lines, int columns) {
        assertThat(lines).isNotEmpty().allSatisfy(l -> assertThat(l.length()).as(l).isLessThanOrEqualTo(columns));
    }

    @Test
    void theHelpFitsFortyAndSixtyColumnsWithEveryWordWhole() throws Exception {
        shell = SHELLS.open("narrow-help", tmp.resolve("home"), 40, 30, Map.of());
        for (int columns : new int[] {40, 60}) {
            shell.tmux("resize-window", "-t", "ks", "-x", String.valueOf(columns), "-y", "30");
            List<String> help = printed("", "--help");
            shell.save("columns-" + columns, String.join("\n", help));
            fits(help, columns);
            assertThat(words(String.join("\n", help))).as("the words at %d columns", columns).isEqualTo(words(Usage.TEXT));
        }
    }

    @Test
    void theRuleSetsAndAnErrorsHintFitFortyColumns() throws Exception {
        shell = SHELLS.open("narrow-rules", tmp.resolve("home"), 40, 30, Map.of());
        List<String> rules = printed("", "--rules");
        shell.save("rules", String.join("\n", rules));
        fits(rules, 40);
        assertThat(String.join(" ", rules)).contains("berkeley-any");
        List<String> error = printed("", "--practise");
        shell.save("error", String.join("\n", error));
        fits(error, 40);
        assertThat(error.get(0)).startsWith("ks: ");
        // An error goes on two columns in, as the game's lines do.
        assertThat(error.subList(1, error.size())).allSatisfy(l -> assertThat(l).startsWith("  ").doesNotStartWith("   "));
        assertThat(String.join(" ", error.stream().map(String::strip).toList()))
                .isEqualTo("ks: unknown option '--practise'; did you mean '--practice'? (see ks --help)");
    }

    @Test
    void theCommandThatContinuesAGameInTheListOfUnfinishedGamesIsWholeAtFortyColumns() throws Exception {
        Path home = tmp.resolve("home");
        UnfinishedSaves.save(new ConfigDir(home.resolve(".ks")), "root", "192.0.2.2");
        shell = SHELLS.open("narrow-games", home, 40, 30, Map.of());
        List<String> games = printed("", "--games");
        shell.save("games", String.join("\n", games));
        assertThat(games).contains("  continue it with:");
        assertThat(games.stream().map(String::strip)).contains("ks --resume root@192.0.2.2");
    }

    @Test
    void theSavesPathInTheListOfUnfinishedGamesStartsAtTheLeftEdgeAtFortyColumns() throws Exception {
        Path home = tmp.resolve("home");
        UnfinishedSaves.save(new ConfigDir(home.resolve(".ks")), "root", "192.0.2.2");
        shell = SHELLS.open("narrow-games-path", home, 40, 30, Map.of());
        List<String> games = printed("", "--games");
        shell.save("games", String.join("\n", games));
        // The path is wider than the terminal, which wraps it: indented, the wrapping would break it mid-path.
        assertThat(games).anySatisfy(l -> assertThat(l).startsWith("(" + home.toAbsolutePath()).endsWith(".kss)"));
    }

    @Test
    void theAuditsLinesStayApartAtFortyColumns() throws Exception {
        shell = SHELLS.open("narrow-audit", tmp.resolve("home"), 40, 30, Map.of());
        // The host's overcharge, found in a line wider than 80 columns: the time taken is a line of its own.
        List<String> failed = printed("", "--audit", RecordVectors.of("clocks-record-v2.ksg").toAbsolutePath().toString());
        shell.save("audit-failed", String.join("\n", failed));
        fits(failed, 40);
        assertThat(failed).anySatisfy(l -> assertThat(l).startsWith("Audit: FAILED at ply 2:"))
                .last().asString().startsWith("(read and checked in ");
        // A game's line that leaves no room for "Audit:" within 72 columns (69 wide): the audit's line is still its own.
        Path edited = RecordVectors.rewritten("record-v2.ksg", "\"drawn by agreement\"",
                "\"drawn by the agreement\"", tmp.resolve("edited.ksg"));
        List<String> audit = printed("", "--audit", edited.toString());
        shell.save("audit-edited", String.join("\n", audit));
        fits(audit, 40);
        assertThat(audit).anySatisfy(l -> assertThat(l).startsWith("Audit: FAILED"))
                .noneSatisfy(l -> assertThat(l).contains("agreement) Audit"));
    }

    @Test
    void theLaunchersLineOnItsFirstRunFitsFortyColumns() throws Exception {
        // A copy of the launcher beside a jar of its own, with no start-up archive yet: its first
        // run prepares one, and says so.
        Path copy = tmp.resolve("ks");
        Path launcher = copy.resolve("ks");
        Files.createDirectories(copy.resolve("app/target"));
        Files.copy(Path.of(System.getProperty("ks.root"), "ks"), launcher);
        assertThat(launcher.toFile().setExecutable(true)).isTrue();
        Files.copy(KsProcess.jar(), copy.resolve("app/target/ks.jar"));
        shell = SHELLS.open("narrow-launcher", tmp.resolve("home"), 40, 12, Map.of());
        List<String> first = printedBy(List.of(launcher.toString(), "--version"), "");
        shell.save("first-run", String.join("\n", first));
        fits(first, 40);
        // Its lines after the first are indented two columns, as the launcher's own lines are (rough28);
        // the last is --version's own.
        assertThat(first.subList(1, first.size() - 1)).isNotEmpty().allSatisfy(l -> assertThat(l).startsWith("  "));
        assertThat(String.join(" ", first).replaceAll(" +", " "))
                .startsWith("ks: preparing a faster start (once per build and Java; some seconds)... ks 0.1.0");
    }

    @Test
    void theWidthTheLauncherAskedIsTakenWithoutAskingAgain() throws Exception {
        // The launcher passes the width it asked of stty as KS_COLUMNS; a width unlike the
        // terminal's shows that it was taken as given.
        shell = SHELLS.open("narrow-given", tmp.resolve("home"), 80, 30, Map.of("KS_COLUMNS", "40"));
        List<String> help = printed("", "--help");
        shell.save("given", String.join("\n", help));
        fits(help, 40);
        assertThat(help).anySatisfy(l -> assertThat(l.length()).isGreaterThan(30));
        assertThat(words(String.join("\n", help))).isEqualTo(words(Usage.TEXT));
    }

    @Test
    void theHelpThroughAPipeIsAsBefore() throws Exception {
        shell = SHELLS.open("narrow-pipe", tmp.resolve("home"), 40, 30, Map.of());
        List<String> piped = printed("| cat", "--help");
        assertThat(piped).isEqualTo(Usage.TEXT.lines().map(String::stripTrailing).toList());
    }
}
