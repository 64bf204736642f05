package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * What a modified process states of its own save in a joint game's resume exchange must not put
 * the honest side's computation where it can never go on.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointResumeClaimsTest {

    @Test
    void aLastRunFarAheadOfOursIsRefusedInOneLine() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        SessionOptions honest = SessionOptions.defaults().withReconnector(board::connect);
        SessionOptions lying = SessionOptions.defaults().withReconnector(() -> statingLastRun(board.connect(),
                Integer.MAX_VALUE));
        Pair p = new Pair(JointSessionTest.joint(ColourWish.WHITE), JointSessionTest.joint(ColourWish.BLACK), honest,
                lying);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        p.links[1].close();
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("was lost");
        Event.Over over = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(over.reason()).startsWith("cannot resume with bob: bob says its save holds run 2147483647 of the"
                + " computation, but yours ends at run ");
        assertThat(over.reason()).doesNotContain("internal error");
    }

    /**
     * Bob's modified ks: its resume states {@code lastRun} as the last run of the computation in
     * its save, and it numbers its own runs on from there (as if alice had stated it).
     */
    private static Link statingLastRun(Link link, int lastRun) {
        return new Link() {
            @Override
            public void send(Message message) throws IOException {
                link.send(stating(message));
            }

            @Override
            public Message receive(long timeoutMillis) throws IOException {
                return stating(link.receive(timeoutMillis));
            }

            @Override
            public void close() {
                link.close();
            }

            private Message stating(Message message) {
                return message instanceof Message.Resume r ? new Message.Resume(r.version(), r.name(), r.gameId(),
                        r.commitments(), r.news(), r.tries(), lastRun) : message;
            }
        };
    }
}
