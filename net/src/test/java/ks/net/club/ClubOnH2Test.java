package ks.net.club;

import java.nio.file.Path;
import ks.net.club.db.ClubDatabase;
import org.junit.jupiter.api.io.TempDir;

/** The club's behaviour on the embedded H2 database, a file in a fresh directory per test. */
class ClubOnH2Test extends ClubContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabase() {
        return ClubDatabase.embeddedUrl(dir);
    }
}
