package ks.net.club.db;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** A club's embedded H2 file of schema 9 migrated to provisional ratings. */
class RatingsMigrationOnH2Test extends RatingsMigrationContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabase() {
        return ClubDatabase.embeddedUrl(dir);
    }
}
