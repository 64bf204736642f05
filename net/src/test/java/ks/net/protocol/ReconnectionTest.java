package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.CountDownLatch;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A session finds its peer again off its worker thread: while the link is being found, the
 * player's commands are answered at once (held, and said so) instead of waiting unseen behind
 * the search, and they take effect, in order, once the game is resumed.
 */
@Timeout(60)
class ReconnectionTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);

    @Test
    void aCommandTypedWhileThePeerIsBeingFoundIsHeldAtOnceAndGoesOutWhenTheLinkIsBack() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        CountDownLatch bobMayComeBack = new CountDownLatch(1);
        SessionOptions ao = SessionOptions.defaults().withReconnector(board::connect).withHeartbeat(200, 1500);
        SessionOptions bo = SessionOptions.defaults().withReconnector(() -> {
            bobMayComeBack.await();
            return board.connect();
        }).withHeartbeat(200, 1500);
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), ao, bo);
        p.play(p.alice, "f2f3");
        p.awaitTurn(p.bob);
        p.links[0].silence();
        p.links[1].silence();
        Event.Note lost = Pair.next(p.aliceEvents, Event.Note.class);
        assertThat(lost.text()).contains("was lost");
        assertThat(lost.link()).as("the lost link marked for the app's quit question").isEqualTo(Event.Link.DOWN);

        p.alice.submit(new Command.Talk("still there?"));
        // Bob's side only comes back once alice's session has answered: a worker blocked in the
        // search would answer nothing, and the test would time out here.
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text())
                .isEqualTo("held until the connection to bob is back: say still there?");
        bobMayComeBack.countDown();

        Event.Note back = Pair.next(p.aliceEvents, Event.Note.class);
        assertThat(back.text()).contains("reconnected");
        assertThat(back.link()).isEqualTo(Event.Link.UP);
        assertThat(Pair.next(p.bobEvents, Event.Said.class).text()).isEqualTo("still there?");
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        assertThat(p.play(p.alice, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (4 plies,");
    }

    @Test
    void aPeerThatNeverComesBackEndsTheGameSavedWithTheSearchsReason() throws Exception {
        SessionOptions ao = SessionOptions.defaults().withReconnector(() -> {
            throw new java.io.IOException("bob did not answer for 30 s");
        }).withHeartbeat(200, 1500);
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), ao, SessionOptions.defaults());
        p.play(p.alice, "e2e4");
        p.links[0].silence();
        p.links[1].silence();

        Event.Over over = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(over.reason()).startsWith("the connection to bob was lost and did not come back (bob did not answer"
                + " for 30 s)");
        p.alice.awaitEnd();
        assertThat(p.alice.unfinished()).isTrue();
    }

    @Test
    void quittingWhileThePeerIsBeingFoundStopsTheSearchAndKeepsTheGameSavedUnresigned() throws Exception {
        // Held like any other command, a quit left the player waiting out the whole search (--wait,
        // 300 s by default) with no way out but killing ks.
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        CountDownLatch never = new CountDownLatch(1);
        SessionOptions ao = SessionOptions.defaults().withReconnector(() -> {
            never.await();
            return board.connect();
        }).withHeartbeat(200, 1500);
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none(), ao, SessionOptions.defaults());
        p.play(p.alice, "e2e4");
        p.links[0].silence();
        p.links[1].silence();
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("was lost");

        p.alice.submit(new Command.Resign(true));
        Event.Over over = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(over.result()).isEqualTo("*");
        // With a store (ks's own), "; the game is saved" follows.
        assertThat(over.reason()).isEqualTo("you quit while the connection to bob was down: nothing was resigned");
        p.alice.awaitEnd();
        assertThat(p.alice.unfinished()).isTrue();
    }
}
