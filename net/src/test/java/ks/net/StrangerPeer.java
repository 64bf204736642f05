package ks.net;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * A stranger process for tests across machines: calls {@code host:port} with a greeting that is not
 * ks, then opens {@code idle} connections that never say anything, prints {@code holding N} and holds
 * them until its standard input ends. Arguments: host, TCP port, idle count. Start it once the target
 * listens (the test waits for the player's {@code LISTENING} line and for the links to be up): every
 * call is made once, and one that is not answered fails the process.
 */
public final class StrangerPeer {
    /** Time for a SYN lost while the link settles to be sent again (Linux waits 1 s, then 2 s more). */
    private static final int CONNECT_MILLIS = 10_000;

    private StrangerPeer() {
    }

    public static void main(String[] args) throws Exception {
        InetSocketAddress target = new InetSocketAddress(args[0], Integer.parseInt(args[1]));
        int idle = Integer.parseInt(args[2]);
        try (Socket garbage = connect(target)) {
            garbage.getOutputStream().write("GET / HTTP/1.0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
            garbage.getInputStream().readAllBytes();
        }
        List<Socket> held = new ArrayList<>();
        for (int i = 0; i < idle; i++) {
            held.add(connect(target));
        }
        System.out.println("holding " + held.size());
        System.out.flush();
        System.in.readAllBytes();
        for (Socket socket : held) {
            socket.close();
        }
    }

    private static Socket connect(InetSocketAddress target) throws IOException {
        Socket socket = new Socket();
        socket.connect(target, CONNECT_MILLIS);
        return socket;
    }
}
