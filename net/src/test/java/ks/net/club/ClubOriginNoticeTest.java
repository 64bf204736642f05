package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.logging.LogRecord;
import ks.net.club.db.ClubDatabase;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Members who reach a club under {@code --origins public} through a proxy or tunnel on its own host
 * (fourteenth red-team round, docs/reliability.md): each registers from loopback, so no origin is
 * kept for any of them and the origin rules are off for the whole club. It was silent; the operator
 * is now told in one warning, the first time a member registers from the club's own host.
 */
@Timeout(60)
class ClubOriginNoticeTest {

    @TempDir
    Path dir;

    private ClubRig rig;

    @AfterEach
    void stop() {
        if (rig != null) {
            rig.close();
        }
    }

    @Test
    void theFirstMemberToRegisterFromTheClubsOwnHostIsLoggedInOneWarning() throws Exception {
        rig = new ClubRig(ClubDatabase.embeddedUrl(dir));
        try (LoggedWarnings warnings = LoggedWarnings.of(ClubAccounts.class)) {
            rig.member("alice", "127.0.0.1");
            rig.member("bob", "127.0.0.1");
            rig.member("carol", "203.0.113.7");

            assertThat(warnings.all()).hasSize(1);
            LogRecord told = warnings.all().get(0);
            assertThat(told.getMessage()).isEqualTo("alice registered from this club's own host (127.0.0.1): under "
                    + "--origins public no origin is kept for members who come from it, nor for any member who "
                    + "reaches the club through a proxy or tunnel here, and the origin rules pass them by "
                    + "(docs/club.md, \"A club behind a proxy\")").doesNotContain("\n");
        }
    }
}
