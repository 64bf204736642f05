package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A draw offer lapses with the opponent's move, and the player who made it is told so before
 * that move gives him the turn: the turn is the last thing he hears, so a script that reads its
 * next line on its turn never reads it before the lapse is told (dumb mode printed the note after
 * the player's next command).
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DrawLapseOrderTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);

    @Test
    void theHostsPlayerIsToldHisOfferLapsedBeforeTheGuestsMoveGivesHimTheTurn() throws Exception {
        assertThat(whatAliceHearsAsHerOfferLapses(new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none())))
                .contains("the draw offer lapsed");
    }

    @Test
    void theGuestIsToldHisOfferLapsedBeforeTheHostsMoveGivesHimTheTurn() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        p.bob.submit(new Command.OfferDraw());
        Pair.next(p.aliceEvents, Event.Note.class);
        p.play(p.alice, "e2e4");
        assertThat(notesBeforeTheTurn(p.bobEvents)).contains("the draw offer lapsed");
    }

    @Test
    void theMoverIsToldTheOfferLapsedAfterTheAnswerToHisMove() throws Exception {
        assertThat(whatAliceHearsAfterHerMoveLapsesBobsOffer(new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none())))
                .isEqualTo("the draw offer lapsed");
    }

    @Test
    void inAJointGameTheOffererIsToldHisOfferLapsedBeforeTheMoveGivesHimTheTurn() throws Exception {
        assertThat(whatAliceHearsAsHerOfferLapses(jointGame())).contains("the draw offer lapsed");
    }

    @Test
    void inAJointGameTheMoverIsToldTheOfferLapsedAfterTheAnswerToHisMove() throws Exception {
        assertThat(whatAliceHearsAfterHerMoveLapsesBobsOffer(jointGame())).isEqualTo("the draw offer lapsed");
    }

    private static Pair jointGame() throws Exception {
        Wishes joint = Wishes.none().withJoint(Wish.ON);
        return new Pair(joint.withColour(ColourWish.WHITE), joint.withColour(ColourWish.BLACK));
    }

    /** Alice (white) offers a draw and plays 1.e4; bob's 1...e5 lapses it: the notes she hears before her turn. */
    private static List<String> whatAliceHearsAsHerOfferLapses(Pair p) throws Exception {
        p.alice.submit(new Command.OfferDraw());
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        return notesBeforeTheTurn(p.aliceEvents);
    }

    /** Bob offers a draw and alice's 1.e4 lapses it: the note she hears after the answer to her move. */
    private static String whatAliceHearsAfterHerMoveLapsesBobsOffer(Pair p) throws Exception {
        p.bob.submit(new Command.OfferDraw());
        Pair.next(p.aliceEvents, Event.Note.class);
        p.play(p.alice, "e2e4");
        return Pair.next(p.aliceEvents, Event.Note.class).text();
    }

    /** The notes a player heard up to the opponent's move that gave him the turn. */
    private static List<String> notesBeforeTheTurn(EventQueue events) throws InterruptedException {
        List<String> notes = new ArrayList<>();
        while (true) {
            Event e = events.poll(30, TimeUnit.SECONDS);
            assertThat(e).as("the opponent's move").isNotNull();
            if (e instanceof Event.Note n) {
                notes.add(n.text());
            } else if (e instanceof Event.Heard h && h.moved()) {
                return notes;
            }
        }
    }
}
