package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A newcomer registering at a real club in a real terminal, typing the password as ks asks for it. */
class ClubRegisterIT {

    @TempDir
    Path tmp;

    @Test
    @Timeout(120)
    void aPasswordTooShortIsRefusedAsSoonAsItIsTypedAndAskedForAgain() throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null);
                Tmux t = Tmux.shell("club-register", tmp.resolve("alice"), 40, 30, Map.of())) {
            t.ks("--club", club.address(), "register", "alice", "alice@example.org");
            t.waitFor("the password's prompt", s -> Tmux.lastLine(s).equals("Password:"), 60);
            t.typeLine("short");
            String again = t.waitFor("the password asked for again", s -> s.contains("characters")
                    && Tmux.lastLine(s).equals("Password:"), 30);
            // Said in one line, cut by words to the terminal's 40 columns.
            assertThat(again.lines().map(String::stripTrailing).toList())
                    .containsSubsequence("A password needs at least 8 characters;", "type a longer one.", "Password:");
            assertThat(again).doesNotContain("Password again");
            t.typeLine("alicepass1");
            t.waitFor("the confirmation's prompt", s -> Tmux.lastLine(s).equals("Password again:"), 30);
            t.typeLine("alicepass1");
            assertThat(t.waitForShell(60)).contains("registered alice at rating 1200");
        }
    }

    @Test
    @Timeout(120)
    void aConfirmationThatDiffersIsSaidAndBothAreAskedForAgain() throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null);
                Tmux t = Tmux.shell("club-register-differ", tmp.resolve("alice"), 100, 30, Map.of())) {
            t.ks("--club", club.address(), "register", "alice", "alice@example.org");
            t.waitFor("the password's prompt", s -> Tmux.lastLine(s).equals("Password:"), 60);
            t.typeLine("alicepass1");
            t.waitFor("the confirmation's prompt", s -> Tmux.lastLine(s).equals("Password again:"), 30);
            t.typeLine("alicepass2");
            String again = t.waitFor("the password asked for again", s -> s.contains("differ")
                    && Tmux.lastLine(s).equals("Password:"), 30);
            assertThat(again).contains("The two passwords differ; type the password again.");
            t.typeLine("alicepass2");
            t.waitFor("the confirmation's prompt", s -> s.indexOf("Password again:") != s.lastIndexOf("Password again:")
                    && Tmux.lastLine(s).equals("Password again:"), 30);
            t.typeLine("alicepass2");
            assertThat(t.waitForShell(60)).contains("registered alice at rating 1200");
        }
    }

    @Test
    @Timeout(120)
    void whatRegisteringPrintsIsCutByWordsToTheTerminal() throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null);
                Tmux t = Tmux.shell("club-register-narrow", tmp.resolve("alice"), 40, 30,
                        Map.of("KS_PASSWORD", "alicepass1"))) {
            t.ks("--club", club.address(), "register", "alice", "alice@example.org");
            t.save("registered", t.waitForShell(60));
            // The lines as printed, each with the lines the terminal wrapped itself joined again.
            List<String> printed = t.tmux("capture-pane", "-p", "-J", "-t", "ks").lines().map(String::stripTrailing)
                    .dropWhile(l -> !l.startsWith("The club's key")).takeWhile(l -> !l.startsWith(Tmux.PROMPT.strip()))
                    .toList();
            assertThat(String.join(" ", printed)).contains("is pinned now in").contains("Logged in to the club");
            assertThat(printed).as("each line a paragraph of its own").contains("registered alice at rating 1200");
            // A word wider than the terminal (the pin's file) stands whole on a line of its own.
            assertThat(printed).allSatisfy(l -> assertThat(l.length() <= 40 || !l.contains(" ")).as(l).isTrue());
        }
    }
}
