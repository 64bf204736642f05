package ks.crypto.gc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BooleanCircuitTest {

    private static BooleanCircuit.Builder halfAdder() {
        return BooleanCircuit.builder(4).inputs(0, 0).inputs(1, 1).xor(0, 1, 2).and(0, 1, 3).outputs(2, 3);
    }

    @Test
    void aHalfAdderAddsTwoBits() {
        BooleanCircuit circuit = halfAdder().build();
        assertThat(circuit.evaluate(new boolean[] {true}, new boolean[] {true})).containsExactly(false, true);
        assertThat(circuit.evaluate(new boolean[] {true}, new boolean[] {false})).containsExactly(true, false);
        assertThat(circuit.andGates()).isEqualTo(1);
        assertThat(circuit.gates()).isEqualTo(2);
    }

    @Test
    void invAndEqwNegateAndCopy() {
        BooleanCircuit circuit = BooleanCircuit.builder(3).inputs(0, 0).inv(0, 1).eqw(1, 2).outputs(2, 1).build();
        assertThat(circuit.evaluate(new boolean[] {false}, new boolean[0])).containsExactly(true, true);
    }

    @Test
    void anOutputMayBeAnInputWire() {
        BooleanCircuit circuit = BooleanCircuit.builder(2).inputs(0, 1).inputs(1, 0).outputs(0, 1).build();
        assertThat(circuit.evaluate(new boolean[] {true}, new boolean[] {false})).containsExactly(false, true);
    }

    @Test
    void aGateThatReadsAWireBeforeItIsAssignedIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(4).inputs(0, 0).and(0, 3, 2).xor(0, 0, 3).outputs(2).build())
                .hasMessage("gate 0 reads wire 3 before it is assigned");
    }

    @Test
    void aWireAssignedTwiceIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(3).inputs(0, 0, 1).xor(0, 1, 1).outputs(1).build())
                .hasMessage("gate 0 assigns wire 1, which is already assigned");
    }

    @Test
    void aWireOutsideTheCircuitIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(3).inputs(0, 0).inv(0, 3).outputs(0).build())
                .hasMessage("gate 0's output is wire 3, outside 0..2");
        assertThatThrownBy(() -> BooleanCircuit.builder(3).inputs(0, -1).outputs(0).build())
                .hasMessage("party 0's input is wire -1, outside 0..2");
    }

    @Test
    void anInputOfBothPartiesIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(2).inputs(0, 0).inputs(1, 0).outputs(0).build())
                .hasMessage("wire 0 is an input twice");
    }

    @Test
    void anUnassignedOutputIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(3).inputs(0, 0).outputs(2).build())
                .hasMessage("output wire 2 is never assigned");
    }

    @Test
    void aCircuitWithoutOutputsIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(1).inputs(0, 0).build())
                .hasMessage("a circuit has at least one output");
    }

    @Test
    void aOneOperandGateWithASecondOperandIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(2).inputs(0, 0).gate(BooleanCircuit.INV, 0, 0, 1).outputs(1).build())
                .hasMessage("gate 0 has one operand; its right operand must be -1");
    }

    @Test
    void anUnknownGateKindIsRefused() {
        assertThatThrownBy(() -> BooleanCircuit.builder(2).inputs(0, 0).gate((byte) 9, 0, -1, 1).outputs(1).build())
                .hasMessage("gate 0 has an unknown kind 9");
    }

    @Test
    void theWrongNumberOfInputBitsIsRefused() {
        BooleanCircuit circuit = halfAdder().build();
        assertThatThrownBy(() -> circuit.evaluate(new boolean[2], new boolean[1]))
                .hasMessage("party 0 gives 1 input bits to this circuit, not 2");
    }

    @Test
    void theDigestNamesTheCircuit() {
        byte[] digest = halfAdder().build().digest();
        assertThat(halfAdder().build().digest()).isEqualTo(digest);
        BooleanCircuit other = BooleanCircuit.builder(4).inputs(0, 0).inputs(1, 1).xor(0, 1, 2).and(0, 1, 3).outputs(3, 2).build();
        assertThat(other.digest()).isNotEqualTo(digest);
        BooleanCircuit swapped = BooleanCircuit.builder(4).inputs(0, 1).inputs(1, 0).xor(0, 1, 2).and(0, 1, 3).outputs(2, 3).build();
        assertThat(swapped.digest()).isNotEqualTo(digest);
    }
}
