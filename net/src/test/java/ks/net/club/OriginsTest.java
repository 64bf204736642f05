package ks.net.club;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.UnknownHostException;
import org.junit.jupiter.api.Test;

/** Where a connection counts as coming from, for the login throttle and the registration limit. */
class OriginsTest {

    @Test
    void anIpv4AddressCountsAsItself() throws UnknownHostException {
        assertThat(Origins.of(InetAddress.getByName("192.0.2.7"))).isEqualTo("192.0.2.7");
    }

    @Test
    void everyIpv6AddressOfOneSlash64CountsAsOne() throws UnknownHostException {
        assertThat(Origins.of(InetAddress.getByName("2001:db8:1:2:aaaa::1")))
                .isEqualTo(Origins.of(InetAddress.getByName("2001:db8:1:2:bbbb::9")))
                .isEqualTo("2001:db8:1:2:0:0:0:0/64");
    }

    /**
     * 6to4 (RFC 3056), Teredo (RFC 4380: the client's address, its bits inverted) and NAT64's
     * well-known prefix (RFC 6052) put a host's IPv4 address in its IPv6 one: one IPv4 address holds
     * 65,536 /64s of 6to4, and counted by /64 it would be as many sources.
     */
    @Test
    void anIpv6AddressCarryingAnIpv4OneCountsAsThatIpv4Address() throws UnknownHostException {
        assertThat(Origins.of(InetAddress.getByName("2002:c000:204:1::5"))).isEqualTo("192.0.2.4");
        assertThat(Origins.of(InetAddress.getByName("2002:c000:204:ffff::9"))).isEqualTo("192.0.2.4");
        assertThat(Origins.of(InetAddress.getByName("2001:0:4136:e378:8000:63bf:3fff:fdd2"))).isEqualTo("192.0.2.45");
        assertThat(Origins.of(InetAddress.getByName("64:ff9b::c000:221"))).isEqualTo("192.0.2.33");
    }

    @Test
    void anIpv4MappedAddressCountsAsTheIpv4Address() throws UnknownHostException {
        assertThat(Origins.of(InetAddress.getByName("::ffff:192.0.2.7"))).isEqualTo("192.0.2.7");
    }
}
