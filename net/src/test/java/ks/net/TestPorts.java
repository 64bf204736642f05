package ks.net;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.concurrent.ThreadLocalRandom;

/** Meeting ports nobody on this machine is using right now, so tests do not trip over each other. */
public final class TestPorts {
    private TestPorts() {
    }

    public static MeetingPort free() {
        for (int attempt = 0; attempt < 100; attempt++) {
            MeetingPort port = new MeetingPort(ThreadLocalRandom.current().nextInt(1, MeetingPort.MAX_NUMBER + 1));
            if (bindable(null, port) && bindable(InetAddress.getLoopbackAddress(), port)) {
                return port;
            }
        }
        throw new IllegalStateException("no free meeting port on this machine");
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
