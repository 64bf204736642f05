package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
class SessionTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE);
    private static final Wishes ALICE_GUEST_AS_WHITE = Wishes.none().withServer(Wish.OFF).withColour(ColourWish.WHITE);

    private static void foolsMate(Pair p, Session white, Session black) throws Exception {
        assertThat(p.play(white, "f2f3").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(black);
        assertThat(p.play(black, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(white);
        assertThat(p.play(white, "g2g4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(black);
        assertThat(p.play(black, "d8h4").verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void bothSidesAgreeWhoHostsAndWhoIsWhite() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        assertThat(p.alice).isInstanceOf(HostSession.class);
        assertThat(p.bob).isInstanceOf(GuestSession.class);
        assertThat(p.alice.colour()).isEqualTo(Color.WHITE);
        assertThat(p.bob.colour()).isEqualTo(Color.BLACK);
        assertThat(p.alice.terms()).isEqualTo(p.bob.terms());
    }

    @Test
    void foolsMateWithTheHostAsWhiteEndsInCheckmateAndPassesTheAudit() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        foolsMate(p, p.alice, p.bob);
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("0-1");
        assertThat(b.result()).isEqualTo("0-1");
        assertThat(a.reason()).isEqualTo("white is checkmated");
        assertThat(b.audit()).startsWith("Audit: passed (4 plies,");
        assertThat(a.audit()).startsWith("Audit: passed (4 plies,");
        assertThat(b.finalFen()).isEqualTo(a.finalFen());
    }

    @Test
    void foolsMateWithTheGuestAsWhitePassesTheAudit() throws Exception {
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none());
        assertThat(p.alice).isInstanceOf(GuestSession.class);
        foolsMate(p, p.alice, p.bob);
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).auditPassed()).isTrue();
        assertThat(Pair.next(p.bobEvents, Event.Over.class).auditPassed()).isTrue();
    }

    @Test
    void anIllegalAttemptLeavesTheTurnWithTheMover() throws Exception {
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none());
        assertThat(p.play(p.alice, "e2e5").verdict()).isEqualTo(Verdict.IMPOSSIBLE);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void playingOutOfTurnIsRefusedLocally() throws Exception {
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none());
        p.bob.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("e7"), ks.engine.Square.parse("e5"))));
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).isEqualTo("it is not your move");
    }

    @Test
    void agreedDrawEndsTheGameForBoth() throws Exception {
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none());
        p.alice.submit(new Command.OfferDraw());
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).contains("alice offers a draw");
        p.bob.submit(new Command.OfferDraw());
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1/2-1/2");
        assertThat(a.auditPassed()).isTrue();
        assertThat(Pair.next(p.bobEvents, Event.Over.class).reason()).isEqualTo("drawn by agreement");
    }

    @Test
    void aDrawOfferLapsesWithTheOpponentsNextMove() throws Exception {
        Pair p = new Pair(ALICE_GUEST_AS_WHITE, Wishes.none());
        p.alice.submit(new Command.OfferDraw());
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("offer a draw");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("the draw offer lapsed");
    }

    @Test
    void resignationEndsTheGameForBoth() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        p.bob.submit(new Command.Resign(false));
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).result()).isEqualTo("1-0");
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.reason()).isEqualTo("bob resigned");
        assertThat(b.auditPassed()).isTrue();
    }

    @Test
    void sayReachesTheOtherPlayerBothWays() throws Exception {
        Pair p = new Pair(ALICE_HOSTS_AS_WHITE, Wishes.none());
        p.alice.submit(new Command.Talk("good luck"));
        p.bob.submit(new Command.Talk("you too"));
        assertThat(Pair.next(p.bobEvents, Event.Said.class)).isEqualTo(new Event.Said("alice", "good luck"));
        assertThat(Pair.next(p.aliceEvents, Event.Said.class)).isEqualTo(new Event.Said("bob", "you too"));
    }
}
