package ks.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class MeetingPortsTest {

    private static List<Integer> numbers(MeetingPorts ports) {
        return ports.ports().stream().map(MeetingPort::number).toList();
    }

    @Test
    void theAlternatesAreFixedByTheNamesAndTheFirstNumber() {
        // Pinned values, computed again with an independent FNV-1a in Python: every ks must agree.
        assertThat(numbers(MeetingPorts.of(MeetingPort.forPlayers("alice", "bob"), "alice", "bob")))
                .containsExactly(365, 48, 667, 286);
        assertThat(numbers(MeetingPorts.of(MeetingPort.forPlayers("carol", "dave"), "carol", "dave")))
                .containsExactly(909, 904, 523, 142);
    }

    @Test
    void bothPlayersDeriveTheSameSequence() {
        MeetingPort first = new MeetingPort(17);
        assertThat(MeetingPorts.of(first, "alice", "bob")).isEqualTo(MeetingPorts.of(first, "bob", "alice"));
    }

    @Test
    void anUnderscoreNumberHasAlternatesOfItsOwnAndEachPairDifferentOnes() {
        assertThat(numbers(MeetingPorts.of(new MeetingPort(17), "alice", "bob"))).containsExactly(17, 204, 823, 442);
        assertThat(numbers(MeetingPorts.of(new MeetingPort(17), "carol", "dave"))).containsExactly(17, 668, 287, 906);
    }

    @Test
    void theSequenceHoldsFourDifferentPorts() {
        for (int n = MeetingPort.MIN_NUMBER; n <= MeetingPort.MAX_NUMBER; n++) {
            MeetingPorts ports = MeetingPorts.of(new MeetingPort(n), "alice", "bob");
            assertThat(ports.ports()).hasSize(1 + MeetingPorts.ALTERNATES).doesNotHaveDuplicates();
            assertThat(ports.get(0).number()).isEqualTo(n);
        }
    }

    @Test
    void thePortsAreListedForALine() {
        assertThat(MeetingPorts.of(new MeetingPort(17), "alice", "bob").tcpPorts())
                .isEqualTo("24017, 24204, 24823 and 24442");
    }
}
