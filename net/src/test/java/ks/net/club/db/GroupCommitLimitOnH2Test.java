package ks.net.club.db;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The group commit's limits told truly on the club's embedded H2 file. */
class GroupCommitLimitOnH2Test extends GroupCommitLimitContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabase() {
        return ClubDatabase.embeddedUrl(dir);
    }
}
