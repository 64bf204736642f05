package ks.net.joint;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import ks.crypto.twopc.StreamTransport;
import ks.crypto.twopc.Transport;

/**
 * Two ends of a two-party computation joined by a real TCP connection on loopback, for measuring
 * the computation as the network carries it ({@code ks bench gc}); the sockets stay in net.
 */
public final class LoopbackTransports {

    private LoopbackTransports() {
    }

    /** A connected pair: what one end sends, the other receives. */
    public static Transport[] open() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Socket dialer = new Socket(InetAddress.getLoopbackAddress(), server.getLocalPort());
            return new Transport[] {StreamTransport.over(dialer), StreamTransport.over(server.accept())};
        }
    }
}
