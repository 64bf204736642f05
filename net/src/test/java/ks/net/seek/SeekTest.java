package ks.net.seek;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.entry;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SeekTest {

    private static final Seek ALICE = new Seek("3fa9c1", "alice", 1210, "game/5", "198.18.0.1", 40000);

    @Test
    void anAnnouncementReadsBackToTheSeek() {
        assertThat(Seek.fromAnnouncement(ALICE.txt(), "198.18.0.1", 40000)).contains(ALICE);
    }

    @Test
    void theAnnouncementOfThisVersionIsFixed() {
        assertThat(ALICE.txt()).containsExactly(entry("v", "1"),
                entry("id", "3fa9c1"), entry("name", "alice"),
                entry("rating", "1210"), entry("time", "game/5"));
        assertThat(Seek.SERVICE_TYPE).isEqualTo("_kriegspiel._tcp.local.");
        assertThat(ALICE.instance()).isEqualTo("ks seek 3fa9c1");
    }

    @Test
    void anAnonymousSeekCarriesNoName() {
        Seek anonymous = ALICE.anonymous();
        assertThat(anonymous.txt()).doesNotContainKey("name").doesNotContainValue("alice");
        assertThat(anonymous.shownName()).isEqualTo("anonymous");
        assertThat(Seek.fromAnnouncement(anonymous.txt(), "198.18.0.1", 40000)).contains(anonymous);
    }

    @Test
    void announcementsThatAreNotSeeksAreLeftOut() {
        for (String[] edit : new String[][] {{"v", "2"}, {"id", "zz"}, {"name", "a b"}, {"rating", "-1"},
            {"rating", "1e3"}, {"time", "blitz"}, {"rating", null}, {"v", null}}) {
            Map<String, String> txt = new HashMap<>(ALICE.txt());
            if (edit[1] == null) {
                txt.remove(edit[0]);
            } else {
                txt.put(edit[0], edit[1]);
            }
            assertThat(Seek.fromAnnouncement(txt, "198.18.0.1", 40000)).as(edit[0] + "=" + edit[1]).isEmpty();
        }
        assertThat(Seek.fromAnnouncement(ALICE.txt(), "198.18.0.1", 0)).isEmpty();
    }

    @Test
    void theTimeControlIsKeptInItsOwnSpelling() {
        Map<String, String> txt = new HashMap<>(ALICE.txt());
        txt.put("time", " Game/5 ");
        assertThat(Seek.fromAnnouncement(txt, "198.18.0.1", 40000).orElseThrow().time()).isEqualTo("game/5");
    }

    @Test
    void aSeekIsCheckedWhenMade() {
        assertThatThrownBy(() -> new Seek("3fa9c1", "alice", 1210, "game/5", "evil.example", 1))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
