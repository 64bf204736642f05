package ks.net.club;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;

/**
 * Where a connection comes from, as every per-address bound of the club counts it (the login
 * throttle, the registration limit, the handshakes waiting, the web page's unread bytes): an IPv4
 * address, or the /64 network of an IPv6 one, since one host is usually given a whole /64 and could
 * otherwise come from a new address every time.
 */
public final class Origins {

    private Origins() {
    }

    /** The origin {@code address} counts as. */
    public static String of(InetAddress address) {
        if (address instanceof Inet6Address) {
            byte[] network = Arrays.copyOf(address.getAddress(), 16);
            Arrays.fill(network, 8, 16, (byte) 0);
            try {
                return InetAddress.getByAddress(network).getHostAddress() + "/64";
            } catch (UnknownHostException e) {
                throw new IllegalStateException("16 bytes are always an IPv6 address", e);
            }
        }
        return address.getHostAddress();
    }
}
