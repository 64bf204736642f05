package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import ks.crypto.Committer;
import ks.crypto.Salt;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Timed games between a host and a guest joined in memory, each on a time source the test moves
 * by hand (no sleeps): what is charged, what is committed, and games that end on time.
 */
@Timeout(30)
class ClockSessionTest {

    private static final Wishes ALICE_HOSTS_AS_WHITE = Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE)
            .withTime("game/1");

    private final HandTicker host = new HandTicker();
    private final HandTicker guest = new HandTicker();


    private Pair pair(Wishes bob) throws Exception {
        return new Pair(ALICE_HOSTS_AS_WHITE, bob, host.options(), guest.options());
    }

    private void passBoth(long millis) {
        host.pass(millis);
        guest.pass(millis);
    }


    @Test
    void bothSidesAgreeTheTimeControlOneOfThemAskedFor() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.bob.terms().time()).isEqualTo("game/1");
        assertThat(p.bob.terms()).isEqualTo(p.alice.terms());
    }

    @Test
    void theGuestIsChargedTheThinkingTimeItSignedNotTheNetworkDelay() throws Exception {
        Pair p = pair(Wishes.none());
        passBoth(2_000);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        guest.pass(5_000);
        host.pass(5_000 + Charges.TOLERANCE_MILLIS);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(p.bobEvents.clocksAfter(2)).isEqualTo(new ClockState(58_000, 55_000, 1, 1));
    }

    @Test
    void timeSpentOnRefusedAttemptsCounts() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(3_000);
        assertThat(p.play(p.bob, "e7e4").verdict()).isNotEqualTo(Verdict.LEGAL);
        passBoth(4_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(p.bobEvents.clocksAfter(2).remaining(Color.BLACK)).isEqualTo(53_000);
    }

    @Test
    void aGuestThatNeverMovesLosesOnTimeAndTheAuditPasses() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(60_000 + Charges.TOLERANCE_MILLIS);
        // Anything the host's worker takes in makes it look at its deadline again.
        p.alice.submit(new Command.Talk("your clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1-0");
        assertThat(a.reason()).isEqualTo("bob ran out of time");
        assertThat(b.audit()).startsWith("Audit: passed (1 ply");
        assertThat(a.audit()).startsWith("Audit: passed (1 ply");
        assertThat(p.bob.record().end().kind()).isEqualTo("time");
    }

    @Test
    void theHostsPlayerThatNeverMovesLosesOnTime() throws Exception {
        Pair p = pair(Wishes.none());
        passBoth(60_000);
        p.alice.submit(new Command.Talk("my clock"));
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.result()).isEqualTo("0-1");
        assertThat(b.reason()).isEqualTo("alice ran out of time");
        assertThat(b.auditPassed()).isTrue();
    }

    @Test
    void theGuestSeesTheClockOfAHostWhoRanOutOfTimeAtZero() throws Exception {
        Pair p = pair(Wishes.none());
        passBoth(60_000);
        p.alice.submit(new Command.Talk("my clock"));
        Pair.next(p.bobEvents, Event.Over.class);
        List<Event.Clocks> shown = p.bobEvents.stream().filter(e -> e instanceof Event.Clocks)
                .map(e -> (Event.Clocks) e).toList();
        ClockState last = shown.get(shown.size() - 1).state();
        assertThat(last.remaining(Color.WHITE)).isZero();
        assertThat(last.remaining(Color.BLACK)).isEqualTo(60_000);
    }

    @Test
    void anAttemptSignedAfterTheGuestsTimeRanOutIsNotJudgedAndLoses() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(60_000);
        p.bob.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("e7"), ks.engine.Square.parse("e5"))));
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(b.auditPassed()).isTrue();
        assertThat(p.bob.record().entries()).hasSize(1);
    }

    @Test
    void aForfeitTheGuestsOwnClockDoesNotBearOutFailsItsAudit() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        host.pass(60_000 + Charges.TOLERANCE_MILLIS);
        guest.pass(30_000);
        p.alice.submit(new Command.Talk("your clock"));
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.audit()).contains("the host declared your time out with 30000 ms left on your own clock");
    }

    @Test
    void anUntimedGameCommitsNoClocks() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE), Wishes.none(),
                host.options(), guest.options());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        p.bob.submit(new Command.Resign(false));
        Pair.next(p.bobEvents, Event.Over.class);
        assertThat(p.bob.record().clocks()).isEmpty();
        assertThat(p.bobEvents).noneMatch(e -> e instanceof Event.Clocks);
    }

    @Test
    void aHostThatChargesTheGuestMoreThanItSignedIsNamedByTheAudit() throws Exception {
        Pair p = pair(Wishes.none());
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(5_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.alice.submit(new Command.Resign(false));
        Pair.next(p.bobEvents, Event.Over.class);
        GameRecord honest = p.bob.record();
        assertThat(Audit.verify(honest).passed()).isTrue();

        // The lying host commits black's clock 10 s lower than what black signed, and signs all again.
        List<String> clocks = new ArrayList<>(honest.clocks());
        ClockState charged = ClockState.parse(clocks.get(2));
        clocks.set(2, new ClockState(charged.whiteMillis(), charged.blackMillis() - 10_000, 1, 1).text());
        // Bob, holding what the lying host sent him, sealed it (protocol 7).
        GameRecord lie = Forgery.sealed(recommitted(honest, clocks, p), p.bobSetup.key());
        assertThat(Audit.verify(lie).line()).isEqualTo("Audit: FAILED at ply 2: the host charged black 15000 ms for"
                + " a move it signed as 5000 ms of thought, more than the 0 ms its round trips allow over it");
    }

    @Test
    void aGuestWhoseReportsLeaveTheHostsMeasureUnexplainedLosesOnTimeByThatMeasure() throws Exception {
        Pair p = pair(Wishes.none());
        // bob's time source stands still: every report says 0 ms, while the host measures 25 s a move.
        for (String[] moves : new String[][] {{"g1f3", "g8f6"}, {"f3g1", "f6g8"}}) {
            assertThat(p.play(p.alice, moves[0]).verdict()).isEqualTo(Verdict.LEGAL);
            p.awaitTurn(p.bob);
            host.pass(25_000);
            assertThat(p.play(p.bob, moves[1]).verdict()).isEqualTo(Verdict.LEGAL);
            p.awaitTurn(p.alice);
        }
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).isEqualTo("bob's reports leave 23 s of this"
                + " host's measure unaccounted for (beyond the round trips and the delay a game allows: 2 s, and 0.25 s more with each move): by this host's measure"
                + " bob has 0:37 left");
        assertThat(p.play(p.alice, "g1f3").verdict()).isEqualTo(Verdict.LEGAL);
        // 23 s held after the first move (2 s allowed); after the second all but the 0.25 s it gave back.
        host.pass(60_000 - 47_750 + Charges.DELAY_REFILL_MILLIS);
        p.alice.submit(new Command.Talk("your clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        assertThat(a.reason()).isEqualTo("bob ran out of time by the referee's measure (bob's reports left 47 s of"
                + " it unaccounted for)");
        assertThat(p.alice.record().clocks().get(4)).isEqualTo("60000 60000 2 2");
        assertThat(Audit.verify(p.alice.record()).passed()).isTrue();
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).isEqualTo("Audit: FAILED at ply 5: the host"
                + " declared your time out with 60000 ms left on your own clock");
    }

    /** {@code r} with its commitments made again over {@code clocks} by the host, acknowledged again by the guest. */
    private static GameRecord recommitted(GameRecord r, List<String> clocks, Pair p) {
        HexFormat hex = HexFormat.of();
        Committer committer = new Committer(p.aliceSetup.key(), Audit.genesis(r.sessionId(), r.gameId()),
                new SecureRandom());
        ks.engine.referee.Referee replay = new ks.engine.referee.Referee(Position.fromFen(r.startFen()),
                r.terms().rules());
        List<String> commitments = new ArrayList<>();
        commitments.add(hex.formatHex(committer.commit(PositionPayload.of(replay.position().toFen(), clocks.get(0)))
                .encode()));
        for (Entry e : r.entries()) {
            if (e.isTry() && replay.attempt(Entries.move(e.move())).isLegal()) {
                commitments.add(hex.formatHex(committer.commit(PositionPayload.of(replay.position().toFen(),
                        clocks.get(commitments.size()))).encode()));
            }
        }
        List<String> acks = commitments.stream()
                .map(c -> hex.formatHex(p.bobSetup.key().sign(Statements.ack(r.gameId(), c)))).toList();
        GameRecord again = r.toBuilder().commitments(commitments, committer.salts().stream().map(Salt::hex).toList())
                .acks(acks).clocks(clocks).build();
        return Forgery.resigned(again, p.aliceSetup.key());
    }
}
