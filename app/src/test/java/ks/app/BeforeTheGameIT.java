package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import ks.app.cli.ConfigDir;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.net.ConnectMode;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Rendezvous;
import ks.net.RendezvousSettings;
import ks.net.protocol.ChannelLink;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a player sees and can do at a real terminal (tmux) before a game against a person is
 * played: Ctrl-C while ks waits for the opponent, or while the two agree the terms, ends ks with
 * one line saying what happened and gives the shell back; the board says what it waits for; the
 * question that offers an unfinished game is cut by whole words at 40 columns.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BeforeTheGameIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void ctrlCWhileWaitingForTheOpponentOnTheBoardsTerminalEndsInOneLine() throws Exception {
        Tmux t = SHELLS.open("before-wait-board", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("--name", "alice", "_611", "bob@localhost");
        t.waitFor("the wait", s -> s.contains("bob should") && s.contains("run: ks --name bob _611"), 60);
        t.keys("C-c");
        String s = t.save("ctrl-c", t.waitForShell(30));
        assertThat(s).contains("ks: Ctrl-C: stopped waiting for bob; no game was started, nothing is lost.");
    }

    @Test
    void ctrlCWhileWaitingForTheOpponentInDumbModeEndsTheWaitInOneLine() throws Exception {
        Tmux t = SHELLS.open("before-wait-dumb", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("-d", "--name", "alice", "_612", "bob@localhost");
        t.waitFor("the wait", s -> s.contains("bob should") && s.contains("run: ks --name bob _612"), 60);
        t.keys("C-c");
        String s = t.save("ctrl-c", t.waitForShell(30));
        assertThat(s).contains("ks: Ctrl-C: stopped waiting for bob; no game was started, nothing is lost.");
    }

    @Test
    void whileTheTermsAreAgreedTheBoardSaysSoAndCtrlCEndsInOneLine() throws Exception {
        Tmux t = SHELLS.open("before-setup-board", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("--name", "alice", "_613", "bob@localhost");
        t.waitFor("the wait", s -> s.contains("bob should"), 60);
        CompletableFuture<ChannelLink> bob = silentBob(tmp.resolve("bob"), 613);
        String board = t.save("agreeing", t.waitFor("the board saying what it waits for",
                s -> s.contains("Agreeing the terms with bob"), 30));
        assertThat(t.alternateScreen()).isTrue();
        assertThat(board).contains("Ctrl-C stops");
        t.keys("C-c");
        String s = t.save("ctrl-c", t.waitForShell(30));
        assertThat(t.alternateScreen()).isFalse();
        assertThat(s).contains("ks: Ctrl-C: stopped agreeing the terms with bob; no game began, nothing is lost.");
        bob.join().close();
    }

    @Test
    void atFortyColumnsTheQuestionOfferingAnUnfinishedGameLeavesNoParenthesisAlone() throws Exception {
        Path home = tmp.resolve("alice");
        Path ks = Files.createDirectories(home.resolve(".ks"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        UnfinishedSaves.save(new ConfigDir(ks), "bob", "localhost");
        Tmux t = SHELLS.open("before-resume-40", home, 40, 24, Map.of());
        t.ks("--name", "alice", "_614", "bob@localhost");
        String s = t.save("question", t.waitFor("the question", x -> x.contains("Continue it? (y/n)"), 60));
        List<String> lines = s.lines().map(String::stripTrailing).toList();
        assertThat(lines).as("the path, in its parentheses, on a line of its own").anySatisfy(l -> assertThat(l).startsWith("(/"));
        assertThat(lines).noneSatisfy(l -> assertThat(l).endsWith("("));
    }

    @Test
    void ctrlCWhileWaitingToResumeAGameGoesOnTwoColumnsInLikeTheLinesAboveIt() throws Exception {
        Path home = tmp.resolve("alice");
        Path ks = Files.createDirectories(home.resolve(".ks"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        UnfinishedSaves.save(new ConfigDir(ks), "bob", "localhost");
        Tmux t = SHELLS.open("before-resume-ctrl-c", home, 80, 24, Map.of());
        t.ks("-d", "--name", "alice", "_615", "bob@localhost");
        t.waitFor("the question", x -> x.contains("Continue it? (y/n)"), 60);
        t.typeLine("y");
        t.waitFor("the wait", x -> x.contains("bob should") && x.contains("--resume"), 60);
        t.keys("C-c");
        String s = t.save("ctrl-c", t.waitForShell(30));
        List<String> lines = s.lines().map(String::stripTrailing).toList();
        int at = lines.indexOf("ks: Ctrl-C: stopped waiting for bob; the game is saved as it was; continue it");
        assertThat(at).as("the line's first part").isNotNegative();
        assertThat(lines.get(at + 1)).isEqualTo("  with: ks --resume bob@localhost");
    }

    @Test
    void aKsDirectoryNamedWithConfigThatIsNotThereIsMadeWithOneLineSayingSo() throws Exception {
        Path named = tmp.resolve("new").resolve("ks");
        Tmux t = SHELLS.open("before-config-made", tmp.resolve("alice"), 80, 24, Map.of());
        t.ks("-d", "--config", named.toString(), "--practice", "--name", "alice");
        t.save("made", t.waitFor("the game", x -> x.contains("your move>"), 60));
        assertThat(Files.isDirectory(named)).isTrue();
        // The lines ks cut, joined again; what the terminal wrapped, joined as it was.
        String read = String.join(" ", t.tmux("capture-pane", "-p", "-J", "-t", "ks").lines().map(String::strip).toList());
        assertThat(read).contains("ks: made the ks directory " + named + " (for your key, your opponents' keys and your games)");
    }

    /** Bob, met on {@code number}: he proves his key and then says nothing, as a stalled process would. */
    private static CompletableFuture<ChannelLink> silentBob(Path home, int number) throws IOException {
        Files.createDirectories(home);
        SigningKey key = SigningKey.generate(new SecureRandom());
        RendezvousSettings settings = RendezvousSettings
                .of(new Credentials("bob", key, new KnownOpponents(home)),
                        new OpponentAddress("alice", OpponentAddress.THIS_MACHINE))
                .withPort(new MeetingPort(number)).withMode(ConnectMode.LISTEN_AND_DIAL)
                .withDeadline(Duration.ofSeconds(60));
        return CompletableFuture.supplyAsync(() -> {
            try {
                return ChannelLink.over(Rendezvous.meet(settings));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException(e);
            }
        });
    }
}
