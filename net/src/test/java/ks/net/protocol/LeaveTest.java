package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Getting up from the board of a game that goes on without the player (a daily club game): the
 * session ends at once, unfinished and saved, and nothing reaches the other side but the link
 * closing: no resignation.
 */
@Timeout(60)
class LeaveTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);

    @Test
    void leavingEndsThisSideUnfinishedAndResignsNothing() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);

        p.bob.submit(new Command.Leave());
        Event.Over left = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(left.result()).isEqualTo("*");
        assertThat(left.reason()).startsWith("you got up from the board; the game goes on");
        p.bob.awaitEnd();
        assertThat(p.bob.unfinished()).isTrue();

        Event.Over host = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(host.result()).as("the host saw no resignation, only the link closing").isEqualTo("*");
    }

    @Test
    void leavingWhileThePeerIsBeingFoundCallsTheSearchOff() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        CountDownLatch never = new CountDownLatch(1);
        SessionOptions bo = SessionOptions.defaults().withReconnector(() -> {
            never.await();
            return board.connect();
        }).withHeartbeat(200, 1500);
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), SessionOptions.defaults(), bo);
        p.play(p.alice, "e2e4");
        p.links[0].silence();
        p.links[1].silence();
        assertThat(Pair.next(p.bobEvents, Event.Note.class).link()).isEqualTo(Event.Link.DOWN);

        p.bob.submit(new Command.Leave());
        assertThat(Pair.next(p.bobEvents, Event.Over.class).reason())
                .startsWith("you got up from the board; the game goes on");
        p.bob.awaitEnd();
        assertThat(p.bob.unfinished()).isTrue();
    }
}
