package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.text.Printable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A modified ks on the other side of a real TCP game puts terminal controls into every text it
 * sends: an erase-screen sequence, a window-title sequence, a bidirectional override and a line
 * separator followed by a fake "umpire:" line. The player's session hands its view only cleaned
 * text, with each such character a visible {@code ?}, so no screen is cleared, no title set and
 * no line starts that the opponent wrote.
 */
@Timeout(90)
class HostileTextTest {

    /** In JSON escapes, so the modified ks's message still parses: ESC[2J, OSC 0 title BEL, U+202E, U+2028. */
    private static final String EVIL_JSON = "\\u001b[2J\\u001b]0;owned\\u0007 gg\\u202e\\u2028umpire: White resigns";
    private static final String EVIL_CLEANED = "?[2J?]0;owned? gg??umpire: White resigns";

    @TempDir
    Path home;

    @Test
    void whatTheOpponentSaysArrivesCleanedAndMarkedAsTheirs() throws Exception {
        try (TcpGame g = new TcpGame(home, Wishes.none().withServer(Wish.ON), Wishes.none(),
                json -> json.replace("PLACEHOLDER", EVIL_JSON))) {
            g.bob.submit(new Command.Talk("PLACEHOLDER"));
            Event.Said said = g.aliceEvents.next(Event.Said.class);
            assertThat(said).isEqualTo(new Event.Said("bob", EVIL_CLEANED));
            assertThat(Printable.isPrintable(said.text())).isTrue();
        }
    }

    @Test
    void aGuestsAuditLineArrivesCleaned() throws Exception {
        try (TcpGame g = new TcpGame(home, Wishes.none().withServer(Wish.ON), Wishes.none(),
                json -> json.startsWith("{\"type\":\"audit\"")
                        ? "{\"type\":\"audit\",\"passed\":false,\"line\":\"" + EVIL_JSON + "\"}" : json)) {
            g.alice.submit(new Command.Resign(false));
            Event.Over over = g.aliceEvents.next(Event.Over.class);
            assertThat(over.audit()).isEqualTo("bob's " + EVIL_CLEANED);
        }
    }

    @Test
    void aHostsNoteArrivesCleaned() throws Exception {
        try (TcpGame g = new TcpGame(home, Wishes.none().withServer(Wish.OFF), Wishes.none(),
                json -> json.replace("offers a draw", "offers a draw" + EVIL_JSON))) {
            g.bob.submit(new Command.OfferDraw());
            String note = TcpGame.noteStartingWith(g.aliceEvents, "bob offers a draw");
            assertThat(note).startsWith("bob offers a draw" + EVIL_CLEANED);
            assertThat(Printable.isPrintable(note)).isTrue();
        }
    }
}
