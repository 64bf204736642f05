package ks.app.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import ks.crypto.Argon2id;
import ks.net.club.ClubConfig;
import ks.net.club.host.ClubHost;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code ks --club HOST register NAME EMAIL} as a newcomer types it. */
@Timeout(120)
class ClubRegisterTest {

    @TempDir
    Path tmp;

    @Test
    void aClubOnAMachineThatCannotBeFoundIsNamedWithAHint() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = ClubCommand.run(List.of("nohost.invalid", "register", "alice", "alice@example.org"),
                tmp.resolve("ks"), Map.of("KS_PASSWORD", "password-alice"), new ByteArrayInputStream(new byte[0]),
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isEqualTo(1);
        assertThat(err.toString(StandardCharsets.UTF_8)).isEqualTo("ks: cannot find the club's machine"
                + " 'nohost.invalid': check its name, or give its address (ks --club HOST[:PORT])\n");
    }

    @Test
    void aPasswordShorterThanEightCharactersIsRefusedInOneLineAndNobodyIsRegistered() throws Exception {
        try (ClubHost club = ClubHost.start(ClubConfig.of(tmp.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST))) {
            String where = "127.0.0.1:" + club.port();
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            int code = ClubCommand.run(List.of(where, "register", "alice", "alice@example.org"), tmp.resolve("ks"),
                    Map.of("KS_PASSWORD", "seven77"), new ByteArrayInputStream(new byte[0]),
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).isEqualTo(2);
            assertThat(err.toString(StandardCharsets.UTF_8))
                    .isEqualTo("ks: a password needs at least 8 characters; alice was not registered\n");
            assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        }
    }
}
