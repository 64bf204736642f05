package ks.app.ratings;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** A ledger entry's game id, keys and record name are held to the patterns they always were, without matching them for every entry. */
class LedgerEntryFieldsTest {

    private static final List<String> CANDIDATES = candidates();

    private static List<String> candidates() {
        List<String> all = new ArrayList<>(List.of("", "a", "0", "f", "g", "A", "F", "-", ".", "_", " ", "0a", "0A",
                "20261123-101500-bob-01234567.ksg", ".hidden.ksg", "a b.ksg", "ä.ksg", "名前.ksg", "٣.ksg", "Ⅻ.ksg",
                "a/b.ksg", "a\\b.ksg", "a\u0000b", "a\nb", "x\u200bz", "\uD835\uDC00.ksg", "\uD835.ksg", "ok\u00e9",
                "abc+def", "abc:def", "~", "$", "0123456789abcdef"));
        for (int n : new int[] {63, 64, 65, 127, 128, 129, 199, 200, 201}) {
            all.add("a".repeat(n));
            all.add("f".repeat(n - 1) + "g");
            all.add("é".repeat(n));
            all.add("\uD835\uDC00".repeat(n));
        }
        return all;
    }

    @Test
    void aGameIdIsOneTo128LowerCaseHexDigits() {
        Pattern gameId = Pattern.compile("[0-9a-f]{1,128}");
        for (String s : CANDIDATES) {
            assertThat(LedgerEntry.hex(s, 1, 128)).as(s).isEqualTo(gameId.matcher(s).matches());
        }
    }

    @Test
    void aKeyIs64LowerCaseHexDigits() {
        Pattern key = Pattern.compile("[0-9a-f]{64}");
        for (String s : CANDIDATES) {
            assertThat(LedgerEntry.hex(s, 64, 64)).as(s).isEqualTo(key.matcher(s).matches());
        }
    }

    @Test
    void aRecordNameIsOneTo200LettersDigitsDotsUnderscoresAndDashesOfAnyScript() {
        Pattern record = Pattern.compile("[\\p{L}\\p{N}._-]{1,200}");
        for (String s : CANDIDATES) {
            assertThat(LedgerEntry.recordName(s)).as(s).isEqualTo(record.matcher(s).matches());
        }
    }

    @Test
    void noFieldIsTakenWhenMissing() {
        assertThat(LedgerEntry.hex(null, 1, 128)).isFalse();
        assertThat(LedgerEntry.recordName(null)).isFalse();
    }
}
