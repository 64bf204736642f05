package ks.net.club.web;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Who gives way when the answers waiting to be read reach the bound of all. */
@Timeout(10)
class UnreadTest {

    private final Unread unread = new Unread(16, 40);
    private final List<String> closed = new ArrayList<>();
    /** How long each answer's reader has taken nothing, in ms (0 unless set). */
    private final Map<String, Long> idle = new HashMap<>();

    @Test
    void anAddressPastItsShareIsRefused() {
        hold("a", 16, "a1");

        assertThat(unread.admit("a")).isFalse();
        assertThat(unread.admit("b")).isTrue();
        assertThat(closed).isEmpty();
    }

    @Test
    void pastTheBoundOfAllAnAnswerOfTheAddressHoldingTheMostGivesWayToOneHoldingLess() {
        hold("a", 10, "a1");
        hold("a", 5, "a2");
        hold("b", 12, "b1");
        hold("c", 14, "c1");

        assertThat(unread.admit("d")).isTrue();
        assertThat(closed).containsExactly("a1");
    }

    @Test
    void theAnswerThatGivesWayIsTheStalestNotAnOlderOneBeingRead() {
        hold("a", 10, "a1");
        hold("a", 5, "a2");
        hold("b", 12, "b1");
        hold("c", 14, "c1");
        idle.put("a2", 20_000L);

        assertThat(unread.admit("d")).isTrue();
        assertThat(closed).containsExactly("a2");
    }

    @Test
    void pastTheBoundOfAllTheAddressHoldingTheMostIsRefused() {
        hold("a", 15, "a1");
        hold("b", 13, "b1");
        hold("c", 12, "c1");

        assertThat(unread.admit("a")).isFalse();
        assertThat(closed).isEmpty();
    }

    @Test
    void anAnswerWrittenOrFailedIsNoLongerHeld() {
        Callback a = hold("a", 15, "a1");
        Callback b = hold("b", 15, "b1");
        hold("c", 12, "c1");
        a.succeeded();
        b.failed(new IllegalStateException("closed"));

        assertThat(unread.admit("c")).isTrue();
        assertThat(closed).isEmpty();
    }

    private Callback hold(String address, long bytes, String name) {
        return unread.counted(address, bytes, () -> closed.add(name), () -> idle.getOrDefault(name, 0L), Callback.NOOP);
    }
}
