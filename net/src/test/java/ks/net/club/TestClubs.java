package ks.net.club;

import java.io.IOException;
import java.nio.file.Path;
import ks.crypto.Argon2id;
import ks.net.club.host.ClubHost;

/** A club for a test: on loopback, a free port, its data under the test's directory, passwords hashed cheaply. */
final class TestClubs {

    private TestClubs() {
    }

    /** A running club keeping its data in {@code dir}/club. */
    static ClubHost start(Path dir) throws IOException {
        return ClubHost.start(ClubConfig.of(dir.resolve("club"), 0).withBindHost("127.0.0.1")
                .withCost(Argon2id.Cost.TEST));
    }

    /** Closes each of {@code all} that was opened (null: never opened), in order. */
    static void closeAll(AutoCloseable... all) {
        for (AutoCloseable c : all) {
            if (c != null) {
                try {
                    c.close();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        }
    }
}
