package ks.crypto.gc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class BristolFashionTest {
    private static final String HALF_ADDER = "2 4\n2 1 1\n1 2\n\n2 1 0 1 2 XOR\n2 1 0 1 3 AND\n";

    private static BooleanCircuit read(String text) throws IOException {
        return BristolFashion.read(new StringReader(text));
    }

    @Test
    void theInputValuesGoToPartyZeroThenPartyOneAndTheOutputsAreTheLastWires() throws IOException {
        BooleanCircuit circuit = read(HALF_ADDER);
        assertThat(circuit.inputWires(0)).containsExactly(0);
        assertThat(circuit.inputWires(1)).containsExactly(1);
        assertThat(circuit.evaluate(new boolean[] {true}, new boolean[] {true})).containsExactly(false, true);
    }

    @Test
    void thePublishedAesCircuitHasItsPublishedShape() {
        BooleanCircuit aes = Published.circuit("aes_128");
        assertThat(aes.gates()).isEqualTo(36_663);
        assertThat(aes.wires()).isEqualTo(36_919);
        assertThat(aes.andGates()).isEqualTo(6_400);
        assertThat(aes.inputCount(0)).isEqualTo(128);
        assertThat(aes.inputCount(1)).isEqualTo(128);
        assertThat(aes.outputCount()).isEqualTo(128);
    }

    @Test
    void valuesMayBeGivenToEitherParty() throws IOException {
        String text = "1 5\n3 1 1 1\n1 1\n2 1 0 2 4 XOR\n";
        BooleanCircuit circuit = BristolFashion.read(new StringReader(text), BristolFashion.Limits.DEFAULT, 1, 0, 1);
        assertThat(circuit.inputWires(0)).containsExactly(1);
        assertThat(circuit.inputWires(1)).containsExactly(0, 2);
    }

    @Test
    void threeValuesWithoutOwnersAreRefused() {
        assertThatThrownBy(() -> read("1 5\n3 1 1 1\n1 1\n2 1 0 2 4 XOR\n"))
                .isInstanceOf(CircuitFormatException.class).hasMessage("line 3: 3 input values: say which party gives each");
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR\\n2 1 0 1 3 NAND\\n | line 5: unknown gate 'NAND' (XOR, AND, INV or EQW)",
        "2 4\\n2 1 1\\n1 2\\n1 1 1 2 EQ\\n2 1 0 1 3 AND\\n | line 4: EQ (a constant) is not supported: fold constants into the circuit",
        "1 6\\n2 2 2\\n1 2\\n4 2 0 2 1 3 4 5 MAND\\n | line 4: MAND is not supported: write it as AND gates",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR\\n2 1 0 9 3 AND\\n | line 5: 9 wire is more than the 3 allowed",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 3 2 XOR\\n2 1 0 1 3 AND\\n | line 4: wire 3 is read before it is assigned",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR\\n2 1 0 1 2 AND\\n | line 5: wire 2 is assigned a second time",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 0 XOR\\n2 1 0 1 3 AND\\n | line 4: wire 0 is assigned a second time",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR\\n | the text ends before gate 2 of 2",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR\\n2 1 0 1 3 AND\\n2 1 0 1 3 AND\\n | line 6: text after the last of the 2 gates",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 1 2 XOR 7\\n2 1 0 1 3 AND\\n | line 4: unknown gate '7' (XOR, AND, INV or EQW)",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 2 XOR\\n | line 4: XOR gate needs 6 numbers and words, not 5",
        "2 4\\n2 1 1\\n1 2\\n1 1 0 1 2 XOR\\n | line 4: XOR takes 2 inputs and 1 output",
        "2 4\\n2 1 1\\n1 2\\n2 2 0 1 2 AND\\n | line 4: 2 outputs is more than the 1 allowed",
        "2 4\\n2 1 1\\n1 2\\n1 1 0 1 2 INV\\n | line 4: INV gate needs 5 numbers and words, not 6",
        "2 4\\n2 1 1\\n1 2\\n2 1 0 -1 2 XOR\\n | line 4: '-1' is not a number of wire",
        "2 4\\n2 1 x\\n1 2\\n | line 2: 'x' is not a number of input width",
        "2 4 5\\n | line 1: the gate and wire counts needs 2 numbers and words, not 3",
        "2000000000 5\\n | line 1: 2000000000 gates is more than the 4000000 allowed",
        "5 99999999\\n | line 1: 99999999 wires is more than the 8000000 allowed",
        "2 4\\n2 3 3\\n1 2\\n | line 3: the inputs or outputs have more wires than the circuit's 4",
        "2 4\\n0\\n | line 2: a circuit has at least one input value",
        "2 4\\n99 1\\n | line 2: 99 input values is more than the 64 allowed",
        "1 4\\n2 1 1\\n1 1\\n2 1 0 1 2 XOR\\n | output wire 3 is never assigned",
        "\\n \\n | the text ends before the gate and wire counts",
        "99999999999999999999 5\\n | line 1: an unreadable word is not a number of gates",
    })
    void aBadCircuitGetsOneLineNamingTheFault(String text, String message) {
        assertThatThrownBy(() -> read(text.replace("\\n", "\n")))
                .isInstanceOf(CircuitFormatException.class).hasMessage(message);
    }

    @Test
    void anOverlongLineIsRefusedWithoutReadingItAll() {
        String text = "2 4\n2 1 1\n1 2\n" + "7".repeat(10_000_000);
        assertThatThrownBy(() -> read(text)).isInstanceOf(CircuitFormatException.class)
                .hasMessage("line 4: the line is longer than 1024 characters");
    }

    @Test
    void aTooLargeCircuitIsRefusedBeforeAnythingIsAllocated() {
        BristolFashion.Limits small = new BristolFashion.Limits(10, 100);
        assertThatThrownBy(() -> BristolFashion.read(new StringReader("11 20\n"), small))
                .isInstanceOf(CircuitFormatException.class).hasMessage("line 1: 11 gates is more than the 10 allowed");
    }

    @Test
    void windowsLineEndsAndTrailingBlanksAreRead() throws IOException {
        BooleanCircuit circuit = read(HALF_ADDER.replace("\n", " \r\n"));
        assertThat(circuit.evaluate(new boolean[] {true}, new boolean[] {false})).containsExactly(true, false);
    }
}
