package ks.net.club.db;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** A club's embedded H2 file of schema 6 migrated to game numbers. */
class GameNumbersMigrationOnH2Test extends GameNumbersMigrationContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabase() {
        return ClubDatabase.embeddedUrl(dir);
    }
}
