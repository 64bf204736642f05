package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
    void aPasswordTooShortIsRefusedAsSoonAsItIsTypedNotAfterTypingItAgain() throws Exception {
        Tmux.assumeAvailable();
        try (ClubProcesses.Server club = ClubProcesses.Server.start(tmp.resolve("club"), null);
                Tmux t = Tmux.shell("club-register", tmp.resolve("alice"), 100, 30, Map.of())) {
            t.ks("--club", club.address(), "register", "alice", "alice@example.org");
            t.waitFor("the password's prompt", s -> Tmux.lastLine(s).equals("Password:"), 60);
            t.typeLine("short");
            String screen = t.waitForShell(30);
            assertThat(screen).contains("ks: a password needs at least 8 characters; alice was not registered")
                    .doesNotContain("Password again");
        }
    }
}
