package ks.crypto;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * The name rule where names stand side by side: the look-alikes of issue 20 and of Unicode TR39's
 * own examples are caught, distinct names in one script are not.
 */
class PlayerNamesTest {

    @Test
    void aCyrillicLetterInALatinNameLooksLikeTheLatinName() {
        assertThat(PlayerNames.looksAlike("v\u0456ctor", "Victor")).isTrue();
    }

    @Test
    void fullwidthLettersLookLikeTheirAsciiName() {
        assertThat(PlayerNames.looksAlike("\uff56\uff49\uff43\uff54\uff4f\uff52", "Victor")).isTrue();
    }

    @Test
    void aDottedCapitalILooksLikeAnI() {
        assertThat(PlayerNames.looksAlike("v\u0130ctor", "Victor")).isTrue();
    }

    @Test
    void anArabicIndicZeroLooksLikeADot() {
        assertThat(PlayerNames.looksAlike("victor\u0660", "victor.")).isTrue();
    }

    @Test
    void namesDifferingInCaseOrAnAccentLookAlike() {
        assertThat(PlayerNames.looksAlike("ALICE", "alice")).isTrue();
        assertThat(PlayerNames.looksAlike("Jos\u00e9", "Jose")).isTrue();
    }

    @Test
    void theStandardsConfusablesLookAlike() {
        assertThat(PlayerNames.looksAlike("rn", "m")).isTrue();
        assertThat(PlayerNames.looksAlike("l0l", "101")).isTrue();
        assertThat(PlayerNames.looksAlike("\u0455\u0441\u043ett", "scott")).isTrue();
    }

    @Test
    void aCapitalILooksLikeASmallL() {
        assertThat(PlayerNames.looksAlike("Ian", "lan")).isTrue();
        assertThat(PlayerNames.looksAlike("Bill", "BiII")).isTrue();
    }

    @Test
    void aZeroLooksLikeACapitalO() {
        assertThat(PlayerNames.looksAlike("B0B", "BOB")).isTrue();
    }

    @Test
    void greekOrCyrillicCapitalsLookLikeTheLatinCapitals() {
        assertThat(PlayerNames.looksAlike("\u0392\u039f\u0392", "BOB")).isTrue();
        assertThat(PlayerNames.looksAlike("\u041d\u041e\u0412", "HOB")).isTrue();
    }

    @Test
    void aSmallIDoesNotLookLikeASmallL() {
        assertThat(PlayerNames.looksAlike("ian", "lan")).isFalse();
    }

    @Test
    void differentNamesDoNotLookAlike() {
        assertThat(PlayerNames.looksAlike("alice", "alicia")).isFalse();
        assertThat(PlayerNames.looksAlike("\u0418\u0432\u0430\u043d", "\u0418\u0433\u043e\u0440\u044c")).isFalse();
    }

    @Test
    void vowelMarksOfScriptsThatWriteVowelsAsMarksStillTellNamesApart() {
        // Hindi: kamal and kumal differ only by the vowel sign u (a non-spacing mark).
        assertThat(PlayerNames.looksAlike("\u0915\u092e\u0932", "\u0915\u0941\u092e\u0932")).isFalse();
    }

    @Test
    void aNameMixingLatinAndCyrillicIsConfusing() {
        assertThat(PlayerNames.confusion("v\u0456ctor")).hasValue(
                "mixes letters of different scripts, as look-alike names do");
    }

    @Test
    void aLatinNameWithAnArabicIndicDigitIsConfusing() {
        assertThat(PlayerNames.confusion("victor\u0660")).isPresent();
    }

    @Test
    void digitsOfTwoNumberSystemsAreConfusing() {
        assertThat(PlayerNames.confusion("\u0661\u0662\u06f3")).hasValue("mixes digits of different number systems");
    }

    @Test
    void anInvisibleFillerIsConfusing() {
        assertThat(PlayerNames.isValid("\u3164")).isTrue();
        assertThat(PlayerNames.confusion("\u3164")).hasValue("has an invisible character (U+3164)");
    }

    @Test
    void fullwidthLettersAreNotRecommendedInNames() {
        assertThat(PlayerNames.confusion("\uff56ictor").orElseThrow()).startsWith(
                "has a character not recommended in names (U+FF56 FULLWIDTH LATIN SMALL LETTER V)");
    }

    @Test
    void namesInOneScriptOrLatinWithJapaneseAreFine() {
        for (String name : new String[] {"alice_1", "a.b-c", "Jos\u00e9", "M\u00fcller", "\u0418\u0432\u0430\u043d",
                "\u0395\u03bb\u03ad\u03bd\u03b7", "\u592a\u90ce", "Taro\u592a\u90ce", "\u0926\u0947\u0935"}) {
            assertThat(PlayerNames.confusion(name)).as(name).isEmpty();
        }
    }
}
