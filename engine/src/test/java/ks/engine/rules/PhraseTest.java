package ks.engine.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.referee.RuleSet;
import org.junit.jupiter.api.Test;

class PhraseTest {

    /** Every pattern of every rule set, wolfe with each of its options. */
    private static List<Phrase> allPhrases() {
        List<Phrase> out = new ArrayList<>();
        List<RuleSet> sets = new ArrayList<>(RuleSets.all());
        sets.add(RuleSets.byName("wolfe+a+p"));
        for (RuleSet set : sets) {
            Words w = ((RuleTable) set).words();
            out.add(w.capture());
            out.add(w.enPassant());
            out.add(w.promotion());
            out.addAll(w.checks());
            out.add(w.turn());
            out.add(w.tries());
            out.add(w.any().question());
        }
        return out;
    }

    @Test
    void fillsExactlyAsStringFormatDoes() {
        for (Phrase phrase : allPhrases()) {
            String pattern = phrase.pattern();
            boolean countFirst = pattern.contains("%1$d");
            for (String second : List.of("White", "Black", "Pawn", "Piece")) {
                String first = countFirst ? "3" : "d5";
                Object firstArg = countFirst ? (Object) 3 : "d5";
                assertThat(phrase.fill(first, second)).as(pattern).isEqualTo(String.format(pattern, firstArg, second));
            }
            if (!countFirst && !pattern.contains("%2$")) {
                for (int colour : new int[] {Color.WHITE, Color.BLACK}) {
                    String name = colour == Color.WHITE ? "White" : "Black";
                    assertThat(phrase.forColour(colour)).as(pattern).isEqualTo(String.format(pattern, name));
                }
            }
        }
    }

    @Test
    void saysOnlyThePositionsItsWordsHold() {
        Phrase capture = Phrase.of("%2$s taken on %1$s");
        Phrase gone = Phrase.of("%2$s gone");
        Phrase plain = Phrase.of("Pawn tries");

        assertThat(capture.says(1)).isTrue();
        assertThat(capture.says(2)).isTrue();
        assertThat(gone.says(1)).isFalse();
        assertThat(gone.says(2)).isTrue();
        assertThat(plain.says(1)).isFalse();
        assertThat(plain.fill("x", "y")).isSameAs(plain.pattern());
        assertThat(Phrase.of("%1$s%1$s").fill("ab", "")).isEqualTo("abab");
        assertThat(Phrase.of("").fill("a", "b")).isEmpty();
    }

    @Test
    void refusesAnyOtherPercentSign() {
        for (String bad : List.of("100%", "%s", "%d pawns", "%3$s", "%1$x", "%%", "tail %1$")) {
            assertThatThrownBy(() -> Phrase.of(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
        }
    }
}
