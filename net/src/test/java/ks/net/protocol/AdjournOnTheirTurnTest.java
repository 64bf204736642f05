package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.Timeout;

/**
 * A proposal to adjourn made on the opponent's turn, which the opponent agrees to after its move:
 * its agreement comes right behind its move, and then its side of the link closes. Our
 * acknowledgement of that move fails to go out, and the agreement, already on its way, must still
 * adjourn the game here rather than end it as a lost connection (found by a new user: "Stopped:
 * the connection to practice-bot was lost").
 */
@Timeout(60)
class AdjournOnTheirTurnTest {

    @RepeatedTest(5)
    void anAgreementRightBehindTheOpponentsMoveAdjournsTheGameOnBothSides() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "d7d5");
        p.awaitTurn(p.alice);
        p.bob.submit(new Command.Adjourn());
        while (!Pair.next(p.aliceEvents, Event.Note.class).text().contains("proposes to adjourn")) {
            continue;
        }

        p.play(p.alice, "d2d4");
        p.alice.submit(new Command.Adjourn());

        assertThat(Pair.next(p.aliceEvents, Event.Over.class).reason()).isEqualTo("adjourned by agreement");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).reason()).isEqualTo("adjourned by agreement");
    }
}
