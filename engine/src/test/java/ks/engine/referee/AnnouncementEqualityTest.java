package ks.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;
import ks.engine.Outcome;
import org.junit.jupiter.api.Test;

/** Two announcements are equal exactly when their words and every one of their facts are. */
class AnnouncementEqualityTest {

    private static final int COMPONENTS = 11;

    /** One announcement with every fact said; with {@code which} from 0 to 10, that component changed. */
    private static Announcement changed(int which) {
        return new Announcement(which == 0 ? Announcement.Kind.CHECK : Announcement.Kind.CAPTURE,
                which == 1 ? "Pawn gone" : "Piece gone", which == 2 ? 37 : 36,
                which == 3 ? Capture.Kind.PAWN : Capture.Kind.PIECE,
                Set.of(which == 4 ? CheckDirection.RANK : CheckDirection.FILE), which == 5 ? 3 : 2,
                which == 6 ? 1L << 62 : 1L << 63, which == 7 ? 1L << 5 : 1L << 4, which == 8 ? null : Boolean.TRUE,
                which == 9 ? 0 : 1, which == 10 ? Outcome.STALEMATE : Outcome.CHECKMATE);
    }

    @Test
    void theSameWordsAndFactsAreEqualAndHashAlike() {
        assertThat(changed(-1)).isEqualTo(changed(-1)).hasSameHashCodeAs(changed(-1));
    }

    @Test
    void anyOneDifferentFactMakesAnotherAnnouncement() {
        for (int which = 0; which < COMPONENTS; which++) {
            assertThat(changed(which)).as("component %d changed", which).isNotEqualTo(changed(-1));
        }
    }
}
