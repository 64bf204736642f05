package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class ScreenLineEditorTest {

    private static LineEditor typed(String s) {
        LineEditor e = new LineEditor();
        for (char c : s.toCharArray()) {
            e.insert(c);
        }
        return e;
    }

    @Test
    void typingEditingAndEntering() {
        LineEditor e = typed("e5");
        e.left();
        e.backspace();
        e.insert('d');
        assertThat(e.text()).isEqualTo("d5");
        assertThat(e.enter()).isEqualTo("d5");
        assertThat(e.isEmpty()).isTrue();
    }

    @Test
    void controlCharactersAndOverlongLinesAreRefused() {
        LineEditor e = typed("a\u0007b\u001bc");
        assertThat(e.text()).isEqualTo("abc");
        LineEditor long_ = typed("x".repeat(LineEditor.MAX_LENGTH + 50));
        assertThat(long_.text()).hasSize(LineEditor.MAX_LENGTH);
    }

    @Test
    void historyRecallsOlderLinesAndReturnsToTheDraft() {
        LineEditor e = new LineEditor();
        for (String s : List.of("e4", "say hi", "Nf3")) {
            for (char c : s.toCharArray()) {
                e.insert(c);
            }
            e.enter();
        }
        e.insert('d');
        e.previous();
        assertThat(e.text()).isEqualTo("Nf3");
        e.previous();
        e.previous();
        e.previous();
        assertThat(e.text()).isEqualTo("e4");
        e.next();
        assertThat(e.text()).isEqualTo("say hi");
        e.next();
        e.next();
        assertThat(e.text()).isEqualTo("d");
    }

    @Test
    void completionFillsOneMatchOrTheCommonStart() {
        List<String> words = List.of("any", "board", "draw", "help", "quit", "resign", "say", "zone");
        LineEditor e = typed("re");
        assertThat(e.complete(words)).containsExactly("resign");
        assertThat(e.text()).isEqualTo("resign ");
        LineEditor none = typed("xyz");
        assertThat(none.complete(words)).isEmpty();
        assertThat(none.text()).isEqualTo("xyz");
        LineEditor two = typed("");
        assertThat(two.complete(List.of("draw", "drop"))).hasSize(2);
        assertThat(two.text()).isEqualTo("dr");
    }
}
