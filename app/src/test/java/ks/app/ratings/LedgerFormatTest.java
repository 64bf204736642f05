package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ks.engine.rating.Standing;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A ledger written by this version (checked in) must keep reading: players' ledgers outlive versions. */
class LedgerFormatTest {

    @TempDir
    Path dir;

    @Test
    void aVersion1LedgerReadsBackEntryByEntry() throws Exception {
        try (InputStream in = getClass().getResourceAsStream("ledger-v1.txt")) {
            Files.copy(in, dir.resolve(Ledger.FILE_NAME));
        }
        List<LedgerEntry> entries = new Ledger(dir).entries();
        assertThat(entries).hasSize(2);
        assertThat(entries.get(0)).isEqualTo(new LedgerEntry("0123456789abcdef0123456789abcdef",
                "20261123-101500-bob-01234567.ksg", "alice", "bob", "1f".repeat(32), "2e".repeat(32), "1-0",
                1200, 1210, 1200, 1190));
        assertThat(new Ledger(dir).standings().table()).extracting(Standing::name, Standing::rating)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("alice", 1209),
                        org.assertj.core.groups.Tuple.tuple("bob", 1191));
    }

    @Test
    void anEntryIsWrittenAsTheVectorsLine() throws Exception {
        String vector;
        try (InputStream in = getClass().getResourceAsStream("ledger-v1.txt")) {
            vector = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
        String firstEntry = vector.lines().skip(1).findFirst().orElseThrow();
        assertThat(com.fasterxml.jackson.databind.json.JsonMapper.builder().build().writeValueAsString(
                new LedgerEntry("0123456789abcdef0123456789abcdef", "20261123-101500-bob-01234567.ksg", "alice", "bob",
                        "1f".repeat(32), "2e".repeat(32), "1-0", 1200, 1210, 1200, 1190))).isEqualTo(firstEntry);
    }
}
