package ks.net.club;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.Arrays;
import java.util.Optional;

/**
 * Where a connection comes from, as every per-address bound of the club counts it (the login
 * throttle, the registration limit, the handshakes waiting, the web page's unread bytes, a seek's
 * port): an IPv4 address, or the /64 network of an IPv6 one, since one host is usually given a whole
 * /64 and could otherwise come from a new address every time. An IPv6 address that carries an IPv4
 * one (6to4, Teredo, NAT64's well-known prefix) counts as that IPv4 address: one IPv4 address holds
 * 65,536 /64s of 6to4, which would otherwise be as many sources (and, for {@link OriginKey}, as
 * many /48s as its /24 has addresses).
 */
public final class Origins {

    private Origins() {
    }

    /** The origin {@code address} counts as. */
    public static String of(InetAddress address) {
        if (address instanceof Inet6Address v6) {
            Optional<Inet4Address> inside = carried(v6);
            if (inside.isPresent()) {
                return inside.get().getHostAddress();
            }
            byte[] network = Arrays.copyOf(address.getAddress(), 16);
            Arrays.fill(network, 8, 16, (byte) 0);
            return v6(network).getHostAddress() + "/64";
        }
        return address.getHostAddress();
    }

    /**
     * The IPv4 address {@code address} carries, where its form puts a host's own there: 6to4
     * ({@code 2002::/16}, RFC 3056, bits 16 to 47), Teredo ({@code 2001::/32}, RFC 4380, the client's
     * public address in the last 32 bits, inverted) and NAT64's well-known prefix
     * ({@code 64:ff9b::/96}, RFC 6052, the last 32 bits).
     */
    static Optional<Inet4Address> carried(Inet6Address address) {
        byte[] b = address.getAddress();
        if (b[0] == 0x20 && b[1] == 0x02) {
            return Optional.of(v4(b[2], b[3], b[4], b[5]));
        }
        if (b[0] == 0x20 && b[1] == 0x01 && b[2] == 0 && b[3] == 0) {
            return Optional.of(v4((byte) ~b[12], (byte) ~b[13], (byte) ~b[14], (byte) ~b[15]));
        }
        byte[] nat64 = {0, 0x64, (byte) 0xff, (byte) 0x9b, 0, 0, 0, 0, 0, 0, 0, 0};
        if (Arrays.equals(b, 0, 12, nat64, 0, 12)) {
            return Optional.of(v4(b[12], b[13], b[14], b[15]));
        }
        return Optional.empty();
    }

    private static Inet4Address v4(byte a, byte b, byte c, byte d) {
        try {
            return (Inet4Address) InetAddress.getByAddress(new byte[] {a, b, c, d});
        } catch (UnknownHostException e) {
            throw new IllegalStateException("4 bytes are always an IPv4 address", e);
        }
    }

    private static InetAddress v6(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            throw new IllegalStateException("16 bytes are always an IPv6 address", e);
        }
    }
}
