package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The bounds of a seek's port ({@link SeekDoor}) on loopback, where every address of 127.0.0.0/8
 * is a source of its own: a source past its connections loses its oldest, and past the bound of
 * all the source holding the most does, never a lone asker. Nothing dropped is reported.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class SeekDoorTest {

    private final List<String> trouble = new CopyOnWriteArrayList<>();

    @Test
    void aSourcePastItsBoundLosesItsOldestConnectionWithoutAWord() throws Exception {
        try (ServerSocket server = server(); SeekDoor door = SeekDoor.open(server, SeekDoorTest::readOneByte, trouble::add)) {
            List<Socket> held = new ArrayList<>();
            try {
                for (int i = 0; i <= SeekDoor.PER_SOURCE; i++) {
                    held.add(connect(server, "127.0.0.2"));
                }
                assertThat(held.get(0).getInputStream().read()).isEqualTo(-1);
                assertThat(door.next(Duration.ZERO)).isNull();
                assertThat(trouble).isEmpty();
            } finally {
                closeAll(held);
            }
        }
    }

    @Test
    void pastTheBoundOfAllTheSourceHoldingTheMostLosesItsOldestNotALoneAsker() throws Exception {
        try (ServerSocket server = server(); SeekDoor door = SeekDoor.open(server, SeekDoorTest::readOneByte, trouble::add)) {
            List<Socket> held = new ArrayList<>();
            try {
                Socket asker = connect(server, "127.0.0.3");
                held.add(asker);
                List<Socket> squatter = new ArrayList<>();
                for (int i = 0; i < SeekDoor.PER_SOURCE; i++) {
                    squatter.add(connect(server, "127.0.0.2"));
                }
                held.addAll(squatter);
                for (int i = 0; held.size() < SeekDoor.READING; i++) {
                    held.add(connect(server, "127.0.1." + (i + 1)));
                }
                Socket last = connect(server, "127.0.2.1");
                held.add(last);
                assertThat(squatter.get(0).getInputStream().read()).isEqualTo(-1);
                asker.setSoTimeout(1);
                last.setSoTimeout(1);
                assertThat(stillOpen(asker)).isTrue();
                assertThat(stillOpen(last)).isTrue();
                assertThat(trouble).isEmpty();
            } finally {
                closeAll(held);
            }
        }
    }

    @Test
    void anAskerThatHasSpokenOutlastsSixtyFourSilentNewcomersFromAsManyAddresses() throws Exception {
        try (ServerSocket server = server(); SeekDoor door = SeekDoor.open(server, SeekDoorTest::readFourBytes, trouble::add)) {
            List<Socket> held = new ArrayList<>();
            try {
                List<Socket> first = new ArrayList<>();
                for (int i = 0; i < SeekDoor.READING; i++) {
                    first.add(connect(server, "127.0.1." + (i + 1)));
                }
                held.addAll(first);
                Socket asker = connect(server, "127.0.3.1");
                held.add(asker);
                asker.getOutputStream().write(new byte[] {1, 2});
                List<Socket> newcomers = new ArrayList<>();
                for (int i = 0; i <= SeekDoor.READING; i++) {
                    newcomers.add(connect(server, "127.0.2." + (i + 1)));
                }
                held.addAll(newcomers);
                for (Socket s : first) {
                    assertThat(s.getInputStream().read()).isEqualTo(-1);
                }
                // The last newcomer has pushed one more out: every newcomer has been taken.
                assertThat(newcomers.get(0).getInputStream().read()).isEqualTo(-1);

                asker.getOutputStream().write(new byte[] {3, 4});

                assertThat(asker.getInputStream().read()).as("the door's answer to the asker").isEqualTo(HEARD);
                assertThat(trouble).isEmpty();
            } finally {
                closeAll(held);
            }
        }
    }

    private static boolean stillOpen(Socket socket) throws IOException {
        try {
            return socket.getInputStream().read() >= 0;
        } catch (java.net.SocketTimeoutException e) {
            return true;
        }
    }

    /** A reader that waits for a byte that never comes: a connection held until it is dropped, then an exception. */
    private static PlayRequest readOneByte(Socket socket, InputStream in) throws IOException {
        if (in.read() < 0) {
            throw new IOException("the connection ended");
        }
        return null;
    }

    private static final int HEARD = 42;

    /** A reader that hears four bytes, an asker's whole request here, and answers {@link #HEARD}. */
    private static PlayRequest readFourBytes(Socket socket, InputStream in) throws IOException {
        byte[] request = in.readNBytes(4);
        if (request.length < 4) {
            throw new IOException("the connection ended");
        }
        socket.getOutputStream().write(HEARD);
        return null;
    }

    private static ServerSocket server() throws IOException {
        ServerSocket server = new ServerSocket();
        server.bind(new InetSocketAddress(InetAddress.getByName("0.0.0.0"), 0), 200);
        return server;
    }

    /** A connection from {@code from}; the door takes connections in the order they were made. */
    private static Socket connect(ServerSocket server, String from) throws IOException {
        Socket s = new Socket();
        s.bind(new InetSocketAddress(from, 0));
        s.connect(new InetSocketAddress("127.0.0.1", server.getLocalPort()));
        return s;
    }

    private static void closeAll(List<Socket> sockets) {
        for (Socket s : sockets) {
            try {
                s.close();
            } catch (IOException e) {
                // gone
            }
        }
    }
}
