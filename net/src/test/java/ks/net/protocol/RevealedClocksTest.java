package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.ClockState;
import ks.engine.clock.TimeControl;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The clock states of a timed game's record are covered by the referee's signature over the
 * reveal (docs/protocol.md §7, {@code ks/reveal/v3}), so a record's keeper who edits one is
 * found out as an editor, and the referee is not named for a lie it never told.
 */
@Timeout(30)
class RevealedClocksTest {

    private static GameRecord honest;

    /** A short game/1 game played for real between a host (alice, white) and a guest (bob); alice resigns. */
    @BeforeAll
    @Timeout(30)
    static void playATimedGame() throws Exception {
        HandTicker host = new HandTicker();
        HandTicker guest = new HandTicker();
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("game/1"),
                Wishes.none(), host.options(), guest.options());
        for (String[] moves : new String[][] {{"g1f3", "g8f6"}, {"f3g1", "f6g8"}}) {
            host.pass(1_000);
            guest.pass(1_000);
            assertThat(p.play(p.alice, moves[0]).verdict()).isEqualTo(Verdict.LEGAL);
            p.awaitTurn(p.bob);
            host.pass(2_031);
            guest.pass(2_031);
            assertThat(p.play(p.bob, moves[1]).verdict()).isEqualTo(Verdict.LEGAL);
            p.awaitTurn(p.alice);
        }
        p.alice.submit(new Command.Resign(false));
        Pair.next(p.bobEvents, Event.Over.class);
        honest = p.bob.record();
    }

    @Test
    void anHonestTimedRecordPasses() {
        assertThat(Audit.verify(honest).line()).isEqualTo("Audit: passed (4 plies, 0 announcements checked)");
    }

    @Test
    void aClockStateEditedByTheRecordsKeeperIsReportedAsAnEdit() {
        List<String> clocks = new ArrayList<>(honest.clocks());
        ClockState before = ClockState.parse(clocks.get(3));
        clocks.set(3, new ClockState(before.whiteMillis() / 10, before.blackMillis(), before.whiteMoves(),
                before.blackMoves()).text());
        GameRecord edited = honest.toBuilder().clocks(clocks).build();
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on the revealed game does not verify");
    }

    @Test
    void aRecordWhoseClockStatesWereLeftOutIsReportedAsAnEdit() {
        GameRecord edited = honest.toBuilder().clocks(List.of()).build();
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on the revealed game does not verify");
    }

    @Test
    void clockStatesAddedToAnUntimedRecordAreReportedAsAnEdit() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.Resign(false));
        Pair.next(p.bobEvents, Event.Over.class);
        GameRecord untimed = p.bob.record();
        GameRecord edited = untimed.toBuilder().clocks(List.of("60000 60000 0 0", "50000 60000 1 0")).build();
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: the referee's"
                + " signature on the revealed game does not verify");
    }

    @Test
    void aTimeControlEditedInTheRecordIsReportedAsAnEdit() {
        Terms t = honest.terms();
        GameRecord edited = honest.toBuilder().terms(new Terms(t.host(), t.white(), t.ruleSet(), t.announceCaptures(),
                t.pawnTries(), "game/2"), honest.startFen()).build();
        assertThat(Audit.verify(edited).line()).isEqualTo("Audit: FAILED: the record was altered: its players, keys,"
                + " terms or start position are not the ones both players signed");
    }

    /** A game/1 game hosted by a {@link CheatingHost}: alice plays g1f3 and resigns; the reveal is due. */
    private static CheatingHost endedBeforeTheReveal() throws Exception {
        CheatingHost host = new CheatingHost(new HandTicker().options(), "game/1");
        host.start(a -> a);
        host.commit();
        host.clocks = host.clocks.afterMove(TimeControl.parse("game/1"), Color.WHITE, 0);
        host.whitePlays("g1f3", true);
        host.end("0-1", "resign", "alice resigned",
                List.of(Statement.sign(host.key, host.gameId, "resign", Color.WHITE, 1)));
        return host;
    }

    @Test
    void aHostWhoseRevealDoesNotCoverTheClocksIsNotBelieved() throws Exception {
        CheatingHost host = endedBeforeTheReveal();
        // What the referee of protocol 4 signed: the actions and salts alone.
        host.revealSignedOver(List.of());
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED: the host's reveal does not cover the clock states it committed to"
                        + " (signed as a ks before protocol 5 signs it)");
    }

    @Test
    void aHostWhoseRevealCoversOtherClocksThanItCommittedToIsNotBelieved() throws Exception {
        CheatingHost host = endedBeforeTheReveal();
        host.revealSignedOver(List.of(host.committedClocks.get(0), "60000 50000 1 0"));
        assertThat(host.guestEvents.next(Event.Over.class).audit())
                .isEqualTo("Audit: FAILED: the host's reveal is not signed by it");
    }

    @Test
    void aPeerOfProtocolFourWhoseRevealLeftTheClocksOutIsRefusedInWords() throws Exception {
        SecureRandom random = new SecureRandom();
        SigningKey alice = SigningKey.generate(random);
        SigningKey bob = SigningKey.generate(random);
        InMemoryLink[] links = InMemoryLink.pair();
        SessionSetup setup = SessionSetup.builder().players("alice", "bob").key(alice).peer(bob.identity())
                .sessionId(new byte[32]).setupTimeoutMillis(5000).random(random).build();
        links[1].send(new Message.Hello(4, "bob", Wishes.none(), Position.STARTPOS_FEN));
        assertThatThrownBy(() -> Session.open(setup, links[0], e -> { }))
                .hasMessage("bob's ks speaks protocol version 4 and this one speaks " + Message.VERSION
                        + "; both players need the same ks");
        Message answer = links[1].receive(1000);
        while (!(answer instanceof Message.Refusal)) {
            answer = links[1].receive(1000);
        }
        assertThat(((Message.Refusal) answer).reason())
                .isEqualTo("bob's ks speaks protocol version 4 and this one speaks " + Message.VERSION
                        + "; both players need the same ks");
    }
}
