package ks.net;

import java.io.Closeable;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;

/** Two ends of one real TCP connection on loopback, for tests of what travels over it. */
record SocketPair(Socket left, Socket right) implements Closeable {

    static SocketPair open() throws IOException {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            Socket left = new Socket();
            left.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), server.getLocalPort()), 2000);
            return new SocketPair(left, server.accept());
        }
    }

    @Override
    public void close() throws IOException {
        left.close();
        right.close();
    }
}
