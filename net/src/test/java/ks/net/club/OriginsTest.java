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
}
