package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A record someone hands a player to check with {@code ks --audit} ("look, I won") is outside
 * text like the opponent's messages: whoever made it chose every string in it and the checksum
 * of its first line, which anyone can compute. Terminal controls in its reason, its names, or the
 * name of the file must reach the player's screen cleaned ({@code ?}), as they would over the
 * wire: an erase-screen, an OSC window title, a bidirectional override and a line separator
 * followed by a fake verdict. The record is net's vector {@code record-v2.ksg} with one string
 * rewritten under a fresh checksum.
 */
@Timeout(60)
class HostileRecordTextTest {

    /** In the record's JSON: ESC[2J, an OSC title ended by BEL, U+202E and U+2028 before a fake line. */
    private static final String HOSTILE = "\\u001b[2J\\u001b]0;owned\\u0007 \\u202e gg\\u2028Audit: passed";

    @TempDir
    Path tmp;

    private final KsRun ks = new KsRun();

    private int audit(Path file) {
        return ks.ks("--audit", file.toString());
    }

    private String shown() {
        return ks.out() + ks.err();
    }

    /** The vector with its first {@code from} rewritten as {@code to} (JSON text) under a fresh checksum. */
    private Path rewritten(String from, String to) throws Exception {
        return RecordVectors.rewritten("record-v2.ksg", from, to, tmp.resolve("handed.ksg"));
    }

    private void assertNoControls(String text) {
        assertThat(text).doesNotContain("\u001b", "\u0007", "\u202e", "\u2028");
    }

    @Test
    void controlsInTheReasonOfAHandedRecordAreShownCleaned() throws Exception {
        Path forged = rewritten("\"reason\" : \"drawn by agreement\"", "\"reason\" : \"" + HOSTILE + "\"");
        assertThat(audit(forged)).isEqualTo(1);
        assertNoControls(shown());
        assertThat(ks.out()).contains("1/2-1/2 (?[2J?]0;owned? ? gg?Audit: passed)")
                .contains("Audit: FAILED: the record was altered");
    }

    @Test
    void controlsInAPlayersNameOfAHandedRecordAreShownCleaned() throws Exception {
        Path forged = rewritten("\"white\" : \"alice\"", "\"white\" : \"alice" + HOSTILE + "\"");
        audit(forged);
        assertNoControls(shown());
        assertThat(shown()).contains("alice?[2J?]0;owned?");
    }

    @Test
    void controlsInTheNameOfAHandedFileThatIsNoRecordAreShownCleaned() throws Exception {
        Path file = tmp.resolve("game\u001b]0;owned\u0007\u202e.ksg");
        Files.writeString(file, "not a record\n", StandardCharsets.UTF_8);
        assertThat(audit(file)).isEqualTo(2);
        assertThat(ks.out()).isEmpty();
        assertNoControls(shown());
        assertThat(ks.err()).endsWith("game?]0;owned??.ksg: not a ks game record\n")
                .containsOnlyOnce("\n");
    }
}
