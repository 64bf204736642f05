package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A relay on the path between two real sessions breaks the framing in the middle of a game: a
 * frame header of 0x7fffffff, or a stream that ends inside a frame. Each time the player hit
 * loses that one connection, both sides find each other again through the rendezvous, and the
 * game finishes with the audit passing; nothing is allocated for the huge frame and no
 * "ignored a bad message" loop starts.
 */
@Timeout(90)
class RelayTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);

    @TempDir
    Path home;

    @Test
    void aHugeFrameHeaderMidGameDropsTheConnectionAndTheGameFinishesAfterReconnecting() throws Exception {
        String lost = playWithABrokenFrameAfterTwoPlies(new byte[] {0x7f, (byte) 0xff, (byte) 0xff, (byte) 0xff},
                false);
        assertThat(lost).contains("frame of 2147483647 bytes exceeds the limit");
    }

    @Test
    void aStreamEndingInsideAFrameMidGameDropsTheConnectionAndTheGameFinishesAfterReconnecting() throws Exception {
        String lost = playWithABrokenFrameAfterTwoPlies(new byte[] {0, 0, 8, 0, 'M', 1, 2}, true);
        assertThat(lost).contains("connection closed inside a frame");
    }

    /** Fool's mate with the bytes injected toward alice (host, white) after two plies; alice's note on the loss. */
    private String playWithABrokenFrameAfterTwoPlies(byte[] bytes, boolean hangUp) throws Exception {
        try (TcpGame g = new TcpGame(home, ALICE_HOSTS_AS_WHITE, Wishes.none(), null)) {
            assertThat(g.play(g.alice, "f2f3").verdict()).isEqualTo(Verdict.LEGAL);
            g.awaitTurn(g.bob);
            assertThat(g.play(g.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
            g.awaitTurn(g.alice);

            g.relay.inject(bytes, hangUp);
            String lost = TcpGame.noteStartingWith(g.aliceEvents, "the connection to bob was lost");
            TcpGame.noteStartingWith(g.aliceEvents, "reconnected to bob");
            TcpGame.noteStartingWith(g.bobEvents, "reconnected to alice");

            assertThat(g.play(g.alice, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
            g.awaitTurn(g.bob);
            assertThat(g.play(g.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
            Event.Over atAlice = g.aliceEvents.next(Event.Over.class);
            Event.Over atBob = g.bobEvents.next(Event.Over.class);
            assertThat(atAlice.result()).isEqualTo("0-1");
            assertThat(atBob.audit()).startsWith("Audit: passed (4 plies,");
            assertThat(atAlice.audit()).startsWith("Audit: passed (4 plies,");
            assertThat(g.relay.connections()).isEqualTo(2);
            assertThat(g.aliceEvents).noneMatch(e -> e instanceof Event.Note n && n.text().contains("bad message"));
            return lost;
        }
    }
}
