package ks.app.dumb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class CommandToTypeTest {

    @Test
    void aCommandAfterAColonBeginsAtItsKs() {
        String line = "vs bob: you play white, 12 plies; continue it with: ks --resume root@192.0.2.2";
        assertThat(CommandToType.start(line)).isEqualTo(line.indexOf("ks --resume"));
    }

    @Test
    void aCommandWithOnlyArgumentsAndOptionValuesAfterItNeedsNoColon() {
        String line = "Game adjourned; continue it with ks --resume --name alice bob@localhost";
        assertThat(CommandToType.start(line)).isEqualTo(line.indexOf("ks --resume"));
    }

    @Test
    void aCommandWithProseAfterItIsNoneToType() {
        assertThat(CommandToType.start("Others ask for it with: ks --play 3fa9c1  (it stays open for 300 s; end of"
                + " input withdraws it)")).isEqualTo(-1);
        assertThat(CommandToType.start("(ks --resume continues without asking, under the name)")).isEqualTo(-1);
    }

    @Test
    void aTemplateWithOptionalPartsIsNoneToType() {
        assertThat(CommandToType.start("       ks --seek [--time T] [options]")).isEqualTo(-1);
    }

    @Test
    void aCommandInBracketsBeginsAtItsBracket() {
        String line = "Game record kept (ks --audit /tmp/x.ksg)";
        assertThat(CommandToType.start(line)).isEqualTo(line.indexOf("(ks"));
    }

    /**
     * Lines on which the live lines ({@link LineFit}) and one-shot text ({@link PrintedText}) once
     * disagreed: the first kept anything after "ks --" whole, prose too, and no command without an
     * option; the second no command with a name after an option. Both now keep the same whole.
     */
    @Test
    void theLiveLinesAndPrintedTextKeepTheSameCommandsWhole() {
        String seek = "Others ask for it with: ks --play 3fa9c1  (it stays open for 300 s; end of input withdraws it)";
        assertThat(whole(LineFit.fit(seek, 40), seek.substring(seek.indexOf("ks --")))).isFalse();
        assertThat(whole(PrintedText.fit(seek, 40), seek.substring(seek.indexOf("ks --")))).isFalse();

        String named = "The game is saved; continue it with ks --resume --name alice bob@localhost";
        String command = "ks --resume --name alice bob@localhost";
        assertThat(whole(LineFit.fit(named, 30), command)).isTrue();
        assertThat(whole(PrintedText.fit(named, 30), command)).isTrue();

        String optionless = "To play her, bob should run: ks alice@lab3";
        assertThat(whole(LineFit.fit(optionless, 30), "ks alice@lab3")).isTrue();
        assertThat(whole(PrintedText.fit(optionless, 30), "ks alice@lab3")).isTrue();
    }

    private static boolean whole(String fitted, String command) {
        List<String> lines = fitted.lines().toList();
        return lines.stream().anyMatch(l -> l.contains(command));
    }
}
