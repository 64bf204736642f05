package ks.crypto.twopc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.DataOutputStream;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import ks.crypto.PeerMisbehaved;
import ks.crypto.gc.BooleanCircuit;
import ks.crypto.gc.Published;
import ks.crypto.gc.RandomCircuit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Dual execution between two parties joined by a real TCP connection on loopback. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class LoopbackTest {

    /** A connected pair of sockets on 127.0.0.1. */
    static Socket[] socketPair() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Socket dialer = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
            Socket accepted = server.accept();
            dialer.setSoTimeout(60_000);
            accepted.setSoTimeout(60_000);
            return new Socket[] {dialer, accepted};
        }
    }

    @Test
    void randomCircuitsOverLoopbackGiveThePlainOutputsOnBothSides() throws IOException {
        Socket[] sockets = socketPair();
        Party[] parties = Duel.connect(StreamTransport.over(sockets[0]), StreamTransport.over(sockets[1]));
        Random random = new Random(7);
        for (int trial = 0; trial < 6; trial++) {
            BooleanCircuit circuit = RandomCircuit.of(random.nextLong(), 64, 64, 20_000 + random.nextInt(60_000), 32, 4096);
            boolean[] x = Published.random(random, 64);
            boolean[] y = Published.random(random, 64);
            Duel.Outcome<boolean[]>[] out = Duel.compute(parties, circuit, x, y);
            assertThat(out[0].get()).isEqualTo(circuit.evaluate(x, y));
            assertThat(out[1].get()).isEqualTo(circuit.evaluate(x, y));
        }
        parties[0].close();
        parties[1].close();
        assertThat(sockets[0].isClosed()).isTrue();
    }

    @Test
    void aFrameLongerThanTheLimitIsRefusedBeforeItIsRead() throws IOException {
        Socket[] sockets = socketPair();
        try (StreamTransport honest = StreamTransport.over(sockets[1])) {
            DataOutputStream hostile = new DataOutputStream(sockets[0].getOutputStream());
            hostile.writeInt(Integer.MAX_VALUE);
            hostile.flush();
            assertThatThrownBy(honest::receive).isInstanceOf(PeerMisbehaved.class)
                    .hasMessage("the other party sent a message of 2147483647 bytes, more than the limit of 1040384");
        } finally {
            sockets[0].close();
        }
    }

    @Test
    void aNegativeLengthIsRefusedToo() throws IOException {
        Socket[] sockets = socketPair();
        try (StreamTransport honest = StreamTransport.over(sockets[1])) {
            DataOutputStream hostile = new DataOutputStream(sockets[0].getOutputStream());
            hostile.writeInt(-2);
            hostile.flush();
            assertThatThrownBy(honest::receive).isInstanceOf(PeerMisbehaved.class)
                    .hasMessage("the other party sent a message of 4294967294 bytes, more than the limit of 1040384");
        } finally {
            sockets[0].close();
        }
    }

    @Test
    void aConnectionClosedMidMessageIsALostConnection() throws IOException {
        Socket[] sockets = socketPair();
        try (StreamTransport honest = StreamTransport.over(sockets[1])) {
            DataOutputStream hostile = new DataOutputStream(sockets[0].getOutputStream());
            hostile.writeInt(100);
            hostile.write(new byte[10]);
            hostile.flush();
            sockets[0].close();
            assertThatThrownBy(honest::receive).isInstanceOf(IOException.class)
                    .hasMessage("the other party closed the connection in the middle of a message");
        }
    }
}
