package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The dumb mode's help, as a narrow terminal shows it. */
class CommandsHelpTest {

    @Test
    void everyRowIsOneLineSoANarrowTerminalHangsItUnderItsOwnColumn() {
        // A row's second line, cut apart from its first, went on at an indent of its own (40 columns).
        assertThat(Commands.HELP.lines().skip(1)).allSatisfy(row -> assertThat(row).matches("  \\S.*"));
    }

    @Test
    void adjournNamesNoCommandThatAPracticeGameWouldNotUse() {
        // ks says the right one when the game stops: ks --resume, ks --practice --resume, or the club's.
        assertThat(Commands.HELP).doesNotContain("ks --resume");
    }

    @Test
    void everyRowFitsEightyColumns() {
        assertThat(Commands.HELP.lines()).allSatisfy(row -> assertThat(Columns.of(row)).isLessThanOrEqualTo(80));
    }
}
