package ks.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** One slip of the keyboard away from one command word, and only then. */
class NearWordsTest {

    private static final List<String> WORDS = List.of("draw", "redraw", "help", "time", "quit", "resign");

    @Test
    void oneLetterChangedLeftOutAddedOrSwappedIsTheWordMeant() {
        assertThat(NearWords.meant("hrlp", WORDS)).hasValue("help");
        assertThat(NearWords.meant("hep", WORDS)).hasValue("help");
        assertThat(NearWords.meant("helpp", WORDS)).hasValue("help");
        assertThat(NearWords.meant("hlep", WORDS)).hasValue("help");
        assertThat(NearWords.meant("resing", WORDS)).hasValue("resign");
    }

    @Test
    void twoSlipsAreNotAWord() {
        assertThat(NearWords.meant("hlpe", WORDS)).isEmpty();
        assertThat(NearWords.meant("tmie", WORDS)).hasValue("time");
        assertThat(NearWords.meant("itme", WORDS)).hasValue("time");
        assertThat(NearWords.meant("imte", WORDS)).isEmpty();
    }

    @Test
    void aWordNearTwoCommandsMeansNeither() {
        assertThat(NearWords.meant("rdraw", List.of("draw", "redraw", "rdraws"))).isEmpty();
    }

    @Test
    void shortWordsAndTheWordItselfMeanNothing() {
        assertThat(NearWords.meant("dr", WORDS)).isEmpty();
        assertThat(NearWords.meant("help", WORDS)).isEmpty();
    }
}
