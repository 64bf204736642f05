package ks.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.concurrent.ThreadLocalRandom;

/** Meeting ports nobody on this machine is using right now, so tests do not trip over each other. */
public final class TestPorts {
    private TestPorts() {
    }

    public static MeetingPort free() {
        for (int attempt = 0; attempt < 100; attempt++) {
            MeetingPort port = new MeetingPort(ThreadLocalRandom.current().nextInt(1, MeetingPort.MAX_NUMBER + 1));
            if (bindable(null, port) && bindable(InetAddress.getLoopbackAddress(), port)
                    && bindableStrictly(InetAddress.getLoopbackAddress(), port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free meeting port on this machine");
    }

    /**
     * Whether a plain socket, without SO_REUSEADDR, binds the port: not when an earlier test's call
     * on it still lingers in TIME_WAIT, which a squatter holding it that way would trip over (CI:
     * "Address already in use" from {@code PortSquatter}'s BOUND kind).
     */
    private static boolean bindableStrictly(InetAddress address, MeetingPort port) {
        try (Socket probe = new Socket()) {
            probe.setReuseAddress(false);
            probe.bind(new InetSocketAddress(address, port.tcpPort()));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean bindable(InetAddress address, MeetingPort port) {
        try (ServerSocket probe = new ServerSocket()) {
            probe.setReuseAddress(true);
            probe.bind(new InetSocketAddress(address, port.tcpPort()));
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
