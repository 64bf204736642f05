package ks.net.club.web;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The unread bytes the page allows follow the heap the process may have. */
@Timeout(10)
class WebLimitsTest {

    private static final long MIB = 1L << 20;

    @Test
    void aHeapOfTheLaunchersClubOptionsLetsStrangersHoldAnEighthOfItUnread() {
        WebLimits l = WebLimits.DEFAULT.withinHeap(378_000_000L);

        assertThat(l.unreadTotal()).isEqualTo(378_000_000L / 8);
        assertThat(l.unreadPerAddress()).isEqualTo(16 * MIB);
    }

    @Test
    void anAddressNeverHoldsMoreThanHalfOfWhatAllMay() {
        WebLimits l = WebLimits.DEFAULT.withinHeap(128 * MIB);

        assertThat(l.unreadTotal()).isEqualTo(16 * MIB);
        assertThat(l.unreadPerAddress()).isEqualTo(8 * MIB);
    }

    @Test
    void aLargeHeapKeepsTheDefaultBounds() {
        WebLimits l = WebLimits.DEFAULT.withinHeap(6_000 * MIB);

        assertThat(l.unreadTotal()).isEqualTo(128 * MIB);
        assertThat(l.unreadPerAddress()).isEqualTo(16 * MIB);
    }
}
