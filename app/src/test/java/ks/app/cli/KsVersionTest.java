package ks.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The version and the build ks seals its checked records under. */
class KsVersionTest {

    @Test
    void theVersionIsTheProjects() {
        assertThat(KsVersion.text()).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
    }

    @Test
    void theBuildNamesTheVersionAndTheMomentItWasBuilt() {
        assertThat(KsVersion.build()).startsWith(KsVersion.text() + " built ")
                .matches(".* built \\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}Z");
    }
}
