package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.JsonProcessingException;
import ks.net.protocol.Json;
import org.junit.jupiter.api.Test;

/** A ledger line is read as strictly as ks's one JSON configuration reads it, without building a mapper. */
class LedgerLineTest {

    private static final LedgerEntry ENTRY = new LedgerEntry("0123456789abcdef0123456789abcdef",
            "20261123-101500-bob-01234567.ksg", "alice", "bob", "1f".repeat(32), "2e".repeat(32), "1-0", 1200, 1210,
            1200, 1190);

    private static String line() throws Exception {
        return Json.MAPPER.writeValueAsString(ENTRY);
    }

    @Test
    void aWrittenEntryReadsBackEqual() throws Exception {
        assertThat(LedgerLine.read(line())).isEqualTo(ENTRY);
    }

    @Test
    void theFieldsMayComeInAnyOrder() throws Exception {
        String reordered = "{\"blackAfter\":1190," + line().substring(1).replace(",\"blackAfter\":1190", "");
        assertThat(LedgerLine.read(reordered)).isEqualTo(ENTRY);
    }

    @Test
    void anUnknownFieldIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().replace("}", ",\"bonus\":5}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("unknown field 'bonus'");
    }

    @Test
    void aMissingFieldIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().replace(",\"blackAfter\":1190", "")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'blackAfter'");
    }

    @Test
    void aFieldGivenTwiceIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().replace("}", ",\"result\":\"0-1\"}")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'result' once");
    }

    @Test
    void aNullOrTextOrFractionWhereANumberBelongsIsRefused() throws Exception {
        for (String bad : new String[] {"null", "\"1190\"", "1190.5", "99999999999"}) {
            assertThatThrownBy(() -> LedgerLine.read(line().replace("\"blackAfter\":1190", "\"blackAfter\":" + bad)))
                    .as(bad).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("whole number");
        }
    }

    @Test
    void aNestedValueIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().replace("\"alice\"", "{\"name\":\"alice\"}")))
                .isInstanceOfAny(IllegalArgumentException.class, JsonProcessingException.class);
    }

    @Test
    void anythingAfterTheObjectIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line() + " {}"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("nothing after the object");
    }

    @Test
    void anEntryTheRecordCouldNotHoldIsRefusedByItsOwnRules() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().replace("1f".repeat(32), "xyz")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("two public keys in hex");
    }

    @Test
    void brokenJsonIsRefused() throws Exception {
        assertThatThrownBy(() -> LedgerLine.read(line().substring(0, 40))).isInstanceOf(JsonProcessingException.class);
    }
}
