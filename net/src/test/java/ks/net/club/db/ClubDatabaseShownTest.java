package ks.net.club.db;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** How the club names its database when it starts: where it is, without its options or any password. */
class ClubDatabaseShownTest {

    @Test
    void anEmbeddedDatabaseIsNamedByItsFileWithoutItsTuningOptions() {
        assertThat(ClubDatabase.shown("jdbc:h2:file:/srv/ks/club;MODE=PostgreSQL;WRITE_DELAY=0;CACHE_SIZE=65536"))
                .isEqualTo("jdbc:h2:file:/srv/ks/club");
    }

    @Test
    void aPostgresqlDatabaseIsNamedByItsHostAndNameWithoutItsParameters() {
        assertThat(ClubDatabase.shown("jdbc:postgresql://db.example:5432/ksclub?user=ks&password=secret&ssl=true"))
                .isEqualTo("jdbc:postgresql://db.example:5432/ksclub");
    }

    @Test
    void aPasswordInAnH2AddressIsNeverShown() {
        assertThat(ClubDatabase.shown("jdbc:h2:file:/srv/ks/club;PASSWORD=secret")).doesNotContain("secret");
    }
}
