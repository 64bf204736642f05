package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The look-alike name rule (ks.crypto.PlayerNames over ICU4J) costs start-up nothing: the real
 * {@code ks --version}, with the JVM logging every class it loads, loads no class of ICU.
 */
@Timeout(120)
class NameRulesStartupIT {

    @TempDir
    Path tmp;

    @Test
    void ksVersionLoadsNoClassOfIcu() throws Exception {
        Path log = tmp.resolve("classes.txt");
        List<String> command = new ArrayList<>(KsProcess.javaCommand("--version"));
        command.add(1, "-Xlog:class+load=info:file=" + log);
        KsProcess ks = KsProcess.start(tmp.resolve("home"), "", command);
        assertThat(ks.await(60)).as(ks.transcript()).isZero();
        String loaded = Files.readString(log);
        assertThat(loaded).contains("ks.app.Main").doesNotContain("com.ibm.icu");
    }
}
