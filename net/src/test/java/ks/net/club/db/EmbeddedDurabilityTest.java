package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the embedded database has acknowledged is in its file: a copy of the file taken the moment a
 * transaction returns, as a club killed with {@code kill -9} would leave it, holds that transaction.
 * (The database writes in the background too, for its housekeeping; acknowledged work must not
 * wait for that.)
 */
@Timeout(60)
class EmbeddedDurabilityTest {

    @TempDir
    Path dir;

    @Test
    void aTransactionIsInTheFileWhenItReturns() throws Exception {
        Path live = dir.resolve("live");
        Path copy = dir.resolve("copy");
        Files.createDirectories(copy);
        try (ClubDatabase db = ClubDatabase.open(ClubDatabase.embeddedUrl(live), null, null, 2)) {
            db.inTransaction(c -> c.createStatement().executeUpdate("CREATE TABLE notes(n INT PRIMARY KEY)"));
            for (int n = 1; n <= 20; n++) {
                int note = n;
                db.inTransaction(c -> c.createStatement().executeUpdate("INSERT INTO notes VALUES (" + note + ")"));
                Files.copy(live.resolve("club.mv.db"), copy.resolve("club.mv.db"),
                        java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                assertThat(notesIn(copy)).as("notes in the file after note " + n).isEqualTo(n);
            }
        }
    }

    private static int notesIn(Path copy) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:h2:file:" + copy.resolve("club"));
                Statement s = c.createStatement();
                ResultSet r = s.executeQuery("SELECT COUNT(*) FROM notes")) {
            r.next();
            return r.getInt(1);
        }
    }
}
