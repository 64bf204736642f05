package ks.net;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.random.RandomGenerator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class MeetingPortTest {

    @Test
    void derivedNumberIsTheSameWhicheverPlayerAsks() {
        assertThat(MeetingPort.forPlayers("alice", "bob")).isEqualTo(MeetingPort.forPlayers("bob", "alice"));
        assertThat(MeetingPort.forPlayers("Ærøskøbing", "x@y")).isEqualTo(MeetingPort.forPlayers("x@y", "Ærøskøbing"));
    }

    @Test
    void derivedNumberIsFixedByTheNamesAlone() {
        // Pinned values (checked against an independent FNV-1a): every JVM and machine must agree.
        assertThat(MeetingPort.forPlayers("alice", "bob").number()).isEqualTo(365);
        assertThat(MeetingPort.forPlayers("carol", "dave").number()).isEqualTo(909);
    }

    @Test
    void derivedNumbersStayWithinOneToAThousand() {
        for (int i = 0; i < 5000; i++) {
            int number = MeetingPort.forPlayers("player" + i, "rival" + (i * 7)).number();
            assertThat(number).isBetween(1, 1000);
        }
    }

    @Test
    void tcpPortIsTwentyFourThousandPlusTheNumber() {
        assertThat(new MeetingPort(1).tcpPort()).isEqualTo(24001);
        assertThat(new MeetingPort(1000).tcpPort()).isEqualTo(25000);
    }

    @Test
    void numbersOutsideOneToAThousandAreRejected() {
        assertThatThrownBy(() -> new MeetingPort(0)).hasMessage("port number must be between 1 and 1000, not 0");
        assertThatThrownBy(() -> new MeetingPort(1001)).hasMessage("port number must be between 1 and 1000, not 1001");
    }

    @Test
    void typedNumberIsParsedWithAOneLineComplaint() {
        assertThat(MeetingPort.parse(" 42 ")).isEqualTo(new MeetingPort(42));
        assertThatThrownBy(() -> MeetingPort.parse("forty"))
                .hasMessage("port number must be a whole number from 1 to 1000, not 'forty'");
    }

    @Test
    @Timeout(10)
    void aFreeNumberPassesOverOneWhosePortIsHeld() throws Exception {
        int[] draws = {876, 877};
        RandomGenerator twoDraws = new RandomGenerator() {
            private int next;

            @Override
            public long nextLong() {
                throw new UnsupportedOperationException();
            }

            @Override
            public int nextInt(int bound) {
                return draws[next++] - MeetingPort.MIN_NUMBER;
            }
        };
        try (ServerSocket held = new ServerSocket()) {
            held.bind(new InetSocketAddress((InetAddress) null, new MeetingPort(876).tcpPort()));
            assertThat(MeetingPort.free(twoDraws)).isEqualTo(new MeetingPort(877));
        }
    }
}
