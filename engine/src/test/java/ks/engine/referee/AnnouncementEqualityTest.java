package ks.engine.referee;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import ks.engine.Outcome;
import org.junit.jupiter.api.Test;

/** Two announcements are equal exactly when their words and every one of their facts are. */
class AnnouncementEqualityTest {

    private static Announcement with(Announcement.Kind kind, String text, int square, Capture.Kind captured,
            Set<CheckDirection> checks, int tries, long from, long to, Boolean any, int colour, Outcome result) {
        return new Announcement(kind, text, square, captured, checks, tries, from, to, any, colour, result);
    }

    private static final Announcement BASE = with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE,
            Set.of(CheckDirection.FILE), 2, 1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE);

    @Test
    void theSameWordsAndFactsAreEqualAndHashAlike() {
        Announcement again = with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE,
                Set.of(CheckDirection.FILE), 2, 1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE);
        assertThat(again).isEqualTo(BASE).hasSameHashCodeAs(BASE);
    }

    @Test
    void anyOneDifferentFactMakesAnotherAnnouncement() {
        List<Announcement> others = List.of(
                with(Announcement.Kind.CHECK, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Pawn gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 37, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PAWN, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.RANK), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 3,
                        1L << 63, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 62, 1L << 4, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 5, true, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, null, 1, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 0, Outcome.CHECKMATE),
                with(Announcement.Kind.CAPTURE, "Piece gone", 36, Capture.Kind.PIECE, Set.of(CheckDirection.FILE), 2,
                        1L << 63, 1L << 4, true, 1, Outcome.STALEMATE));
        for (Announcement other : others) {
            assertThat(other).isNotEqualTo(BASE);
        }
    }
}
