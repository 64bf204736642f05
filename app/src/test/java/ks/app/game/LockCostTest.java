package ks.app.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.Map;
import ks.app.cli.UsageError;
import ks.app.fileplay.FileRefused;
import ks.app.fileplay.GameFile;
import ks.crypto.Argon2id;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LockCostTest {

    private static final Map<String, String> TESTING = Map.of(LockCost.TEST_VARIABLE, "64,1,1");

    @TempDir
    Path tmp;

    private GameFile cheapGame() throws Exception {
        return GameFile.create(tmp.resolve("cheap.ksf"), "alice", "a".toCharArray(), "bob", "b".toCharArray(),
                RuleSets.byName("kref"), LocalDate.of(2026, 1, 2), Argon2id.Cost.TEST, new SecureRandom());
    }

    /** A file the real ks made at the interactive cost (the format's test vector). */
    private GameFile fullCostGame() throws Exception {
        Path file = tmp.resolve("v1-done.ksf");
        try (InputStream in = LockCostTest.class.getResourceAsStream("/ks/app/fileplay/vectors/v1-done.ksf")) {
            Files.copy(in, file);
        }
        return GameFile.read(file);
    }

    @Test
    void newGamesGetTheInteractiveCostWithoutTheTestingAid() throws Exception {
        assertThat(LockCost.from(Map.of()).forNewGames()).isEqualTo(Argon2id.Cost.INTERACTIVE);
    }

    @Test
    void theTestingAidSetsTheCostOfNewGames() throws Exception {
        assertThat(LockCost.from(Map.of(LockCost.TEST_VARIABLE, " 256, 2 ,1")).forNewGames())
                .isEqualTo(new Argon2id.Cost(256, 2, 1));
    }

    @Test
    void aMalformedTestingAidIsOneLine() {
        for (String bad : new String[] {"64,1", "x,1,1", "64,1,1,1", "4,1,1", "64,0,1", ""}) {
            assertThatThrownBy(() -> LockCost.from(Map.of(LockCost.TEST_VARIABLE, bad))).as(bad)
                    .isInstanceOf(UsageError.class)
                    .hasMessageStartingWith("KS_TEST_PASSWORD_COST takes MEMORY_KIB,PASSES,LANES, not '" + bad + "'")
                    .hasMessageNotContaining("\n");
        }
    }

    @Test
    void aFileWithCheapLocksIsRefusedInOneLineWithoutTheTestingAid() throws Exception {
        GameFile cheap = cheapGame();
        assertThatThrownBy(() -> LockCost.from(Map.of()).check(cheap)).isInstanceOf(FileRefused.class)
                .hasMessage("the file's password locks are weaker than ks makes them (Argon2id m=64 KiB, t=1): a file"
                        + " made for tests, or by a changed ks");
    }

    @Test
    void aFileWithCheapLocksOpensWithTheTestingAid() throws Exception {
        LockCost.from(TESTING).check(cheapGame());
    }

    @Test
    void aFileAtTheInteractiveCostOpensEitherWay() throws Exception {
        GameFile full = fullCostGame();
        LockCost.from(Map.of()).check(full);
        LockCost.from(TESTING).check(full);
    }
}
