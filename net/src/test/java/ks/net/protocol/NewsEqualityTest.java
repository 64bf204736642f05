package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.referee.Announcement;
import org.junit.jupiter.api.Test;

/** Two pieces of news are equal exactly when everything the guest was told, and the signature, are. */
class NewsEqualityTest {

    private static final String SIG = "ab".repeat(64);
    private static final List<Announcement> CHECK = List.of(new Announcement(Announcement.Kind.CHECK, "Check"));
    private static final Message.News BASE = new Message.News(true, "legal", true, 12, CHECK, SIG);

    @Test
    void theSameNewsIsEqualAndHashesAlike() {
        Message.News again = new Message.News(true, "legal", true, 12,
                List.of(new Announcement(Announcement.Kind.CHECK, "Check")), SIG);
        assertThat(again).isEqualTo(BASE).hasSameHashCodeAs(BASE);
    }

    @Test
    void anyOneDifferenceMakesOtherNews() {
        for (Message.News other : List.of(new Message.News(false, "legal", true, 12, CHECK, SIG),
                new Message.News(true, "illegal", true, 12, CHECK, SIG),
                new Message.News(true, "legal", false, 12, CHECK, SIG),
                new Message.News(true, "legal", true, 13, CHECK, SIG),
                new Message.News(true, "legal", true, 12, List.of(), SIG),
                new Message.News(true, "legal", true, 12, CHECK, "cd".repeat(64)),
                BASE.unsigned())) {
            assertThat(other).isNotEqualTo(BASE);
        }
    }
}
