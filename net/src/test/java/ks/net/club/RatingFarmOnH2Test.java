package ks.net.club;

import java.nio.file.Path;
import ks.net.club.db.ClubDatabase;
import org.junit.jupiter.api.io.TempDir;

/** Farming with established accounts, and the staff's review, on the embedded H2 database. */
class RatingFarmOnH2Test extends RatingFarmContract {

    @TempDir
    Path dir;

    @Override
    String freshDatabase() {
        return ClubDatabase.embeddedUrl(dir);
    }
}
