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
 * them until its standard input ends. Arguments: host, TCP port, idle count. Connecting is retried
 * until the target listens.
 */
public final class StrangerPeer {
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

    private static Socket connect(InetSocketAddress target) throws InterruptedException {
        while (true) {
            Socket socket = new Socket();
            try {
                socket.connect(target, 2000);
                return socket;
            } catch (IOException notYet) {
                Thread.sleep(100);
            }
        }
    }
}
