package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.clock.ClockState;
import ks.engine.joint.JointPlayer;
import ks.engine.referee.Verdict;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Timed games with the joint referee (docs/joint-referee.md, "Clocks"), two processes in memory:
 * both keep the same clocks from the thinking times the movers sign, a flag ends the game on time
 * with the result the whole board gives, a flag claimed too early is named by the flagged side's
 * own clock, and a peer that stalls the computation on the other's turn takes none of its time.
 * All but the stall run on time sources the test moves by hand.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointClockTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();

    private static Wishes timed(ColourWish colour) {
        return JointSessionTest.joint(colour).withTime("game/1");
    }


    private Pair pair(String fen) throws Exception {
        return new Pair(timed(ColourWish.WHITE), timed(ColourWish.BLACK), white.options(), black.options(), fen);
    }

    private void passBoth(long millis) {
        white.pass(millis);
        black.pass(millis);
    }


    @Test
    void bothPlayersSeeTheSameClocksEachMoveChargedTheThinkingTimeItsPlayerSigned() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.alice.terms().time()).isEqualTo("game/1");
        passBoth(3_000);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        ClockState seenByAlice = p.aliceEvents.clocksAfter(1);
        assertThat(p.bobEvents.clocksAfter(1)).isEqualTo(seenByAlice);
        assertThat(seenByAlice.remaining(Color.WHITE)).isEqualTo(57_000);
        assertThat(seenByAlice.remaining(Color.BLACK)).isEqualTo(60_000);
        p.awaitTurn(p.bob);
        passBoth(5_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        ClockState after = p.bobEvents.clocksAfter(2);
        assertThat(p.aliceEvents.clocksAfter(2)).isEqualTo(after);
        assertThat(after.remaining(Color.BLACK)).isEqualTo(55_000);
        p.alice.submit(new Command.Resign(false));
        assertThat(Pair.next(p.aliceEvents, Event.Over.class).audit()).startsWith("Audit: passed (2 plies");
        assertThat(Pair.next(p.bobEvents, Event.Over.class).audit()).startsWith("Audit: passed (2 plies");
    }

    @Test
    void aPlayerWhoseTimeRunsOutLosesOnTimeAndBothAreToldAndBothAuditsPass() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(60_000);
        // Anything bob's worker takes in makes it look at its flag again.
        p.bob.submit(new Command.Talk("my clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1-0");
        assertThat(b.result()).isEqualTo("1-0");
        assertThat(a.reason()).isEqualTo("bob ran out of time");
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(a.audit()).startsWith("Audit: passed (1 ply");
        assertThat(b.audit()).startsWith("Audit: passed (1 ply");
        assertThat(Audit.verify(p.alice.awaitEnd()).passed()).isTrue();
    }

    @Test
    void theOtherSideClaimsTheFlagOfAMoverWhoNeverMoves() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        // By alice's measure bob's flag falls 2 s after his minute; bob's own clock has 1 s left, within them.
        white.pass(60_000 + Charges.TOLERANCE_MILLIS);
        black.pass(59_000);
        p.alice.submit(new Command.Talk("your clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.reason()).isEqualTo("bob ran out of time");
        assertThat(a.auditPassed()).isTrue();
        assertThat(b.auditPassed()).isTrue();
    }

    @Test
    void bothSidesClaimingTheSameFlagAtOnceEndTheGameOnTimeAlike() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        white.pass(60_000 + Charges.TOLERANCE_MILLIS);
        black.pass(60_000);
        p.alice.submit(new Command.Talk("your clock"));
        p.bob.submit(new Command.Talk("my clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.reason()).isEqualTo("bob ran out of time");
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(a.auditPassed()).isTrue();
        assertThat(b.auditPassed()).isTrue();
    }

    @Test
    void aMoveThatCrossesAClaimOfItsFlagOnTheWireIsComputedAndTheGameEndsOnTimeForBoth() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        // Alice's worker held while bob's flag falls by her measure and his question comes: she claims
        // the flag before she takes the question in, he asked before the claim reached him.
        EventQueue.Hold aliceBusy = p.aliceEvents.holdOnNext(Event.Said.class);
        p.bob.submit(new Command.Talk("my move comes"));
        aliceBusy.awaitHeld();
        // Bob moves with 1 s left by his own clock; by alice's measure his flag has fallen.
        white.pass(60_000 + Charges.TOLERANCE_MILLIS);
        black.pass(59_000);
        p.bob.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("e7"), ks.engine.Square.parse("e5"))));
        awaitInput(p.alice);
        aliceBusy.release();
        assertThat(Pair.next(p.bobEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1-0");
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
    }

    @Test
    void aMoverWhoseSignedThinkLeavesTheOthersMeasureUnexplainedIsToldOfAndChargedOnlyWhatItSigned() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        // Bob's time source stands still: he signs 0 ms while alice measures 25 s.
        white.pass(25_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(p.aliceEvents.clocksAfter(2).remaining(Color.BLACK)).isEqualTo(60_000);
        assertThat(p.aliceEvents.next(Event.Note.class).text()).isEqualTo("bob's reports leave 23 s of your process's"
                + " measure unaccounted for (beyond the round trips and the delay a game allows: 2 s, and 0.25 s more with each move): by your process's measure bob has"
                + " 0:37 left");
    }

    @Test
    void aLinkDroppedOnTheMoversTurnGivesItNoneOfTheTurnsTimeBack() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        Pair p = new Pair(timed(ColourWish.WHITE), timed(ColourWish.BLACK), white.options().withReconnector(board::connect),
                black.options().withReconnector(board::connect), ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        passBoth(50_000);
        // Bob's process drops the link with 10 s left on his turn, as pulling the cable would.
        dropAndReconnect(p);
        passBoth(50_000);
        p.bob.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("e7"), ks.engine.Square.parse("e5"))));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.reason()).isEqualTo("bob ran out of time");
        assertThat(b.reason()).isEqualTo("bob ran out of time");
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
    }

    @Test
    void aLinkDroppedOnTheMoversTurnKeepsWhatItsReportsLeftUnaccounted() throws Exception {
        ResumeTest.Switchboard board = new ResumeTest.Switchboard();
        Pair p = new Pair(timed(ColourWish.WHITE), timed(ColourWish.BLACK), white.options().withReconnector(board::connect),
                black.options().withReconnector(board::connect), ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        // Bob's time source stands still (he signs 0 ms) while alice measures 25 s, part before the drop.
        white.pass(15_000);
        dropAndReconnect(p);
        white.pass(10_000);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        assertThat(p.aliceEvents.next(Event.Note.class).text()).startsWith("bob's reports leave 23 s of your process's"
                + " measure unaccounted for");
    }

    /** Bob's side of the link is closed; returns once both players are told the game goes on over a new one. */
    private static void dropAndReconnect(Pair p) throws InterruptedException {
        p.links[1].close();
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("was lost");
        assertThat(Pair.next(p.aliceEvents, Event.Note.class).text()).contains("reconnected");
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).contains("was lost");
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).contains("reconnected");
    }

    @Test
    void aFlagClaimedWhileTheFlaggedSidesOwnClockHasTimeLeftFailsItsAudit() throws Exception {
        Pair p = pair(ks.engine.Position.STARTPOS_FEN);
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        white.pass(60_000 + Charges.TOLERANCE_MILLIS);
        black.pass(30_000);
        p.alice.submit(new Command.Talk("your clock"));
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.auditPassed()).isFalse();
        assertThat(b.audit()).isEqualTo("Audit: FAILED: alice claimed your time out with 30000 ms left on your own clock");
    }

    /**
     * A game of 1.e4 e5 2.d4 d5 in which the save of alice's question 2.d4 (a loaded disk: 10 s) is
     * slow in alice's process ({@code alicesSave}: after her think of 0 ms was signed, so her clock
     * runs through it, no think can charge it, and bob's measure counts it) or in bob's (while
     * alice's process waits for his part of the question); alice is to move.
     */
    private Pair slowSaveOfAlicesSecondQuestion(boolean alicesSave) throws Exception {
        HeldSave slow = new HeldSave();
        Pair p = new Pair(timed(ColourWish.WHITE), timed(ColourWish.BLACK),
                alicesSave ? white.options().withStore(slow) : white.options(),
                alicesSave ? black.options() : black.options().withStore(slow), ks.engine.Position.STARTPOS_FEN);
        p.openE4E5();
        // Once the other has a word from the slow side, that side's process has done all it had to
        // do with the last move (its saves too).
        if (alicesSave) {
            p.alice.submit(new Command.Talk("my move comes"));
            Pair.next(p.bobEvents, Event.Said.class);
        } else {
            p.bob.submit(new Command.Talk("your move"));
            Pair.next(p.aliceEvents, Event.Said.class);
        }
        // The save that holds alice's question, not whichever comes next: bob may still be taking in
        // alice's last messages after 1...e5 (her commitment to her men, her account of the computation),
        // and held in such a save the 10 s passed before his span of her question opened, so were counted
        // as hers (failed once at load 25).
        slow.arm(g -> g.game().joint().white().stream().anyMatch(m -> m instanceof JointMessage.Ask a && a.ply() == 2));
        p.alice.submit(new Command.Play(ks.engine.Move.of(ks.engine.Square.parse("d2"), ks.engine.Square.parse("d4"))));
        slow.awaitHeld();
        passBoth(10_000);
        slow.release();
        assertThat(Pair.next(p.aliceEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "d7d5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        return p;
    }

    @Test
    void anHonestClaimCountingTheFlaggedSidesOwnHeldSaveAfterItsThinkIsNotNamedByItsCheck() throws Exception {
        Pair p = slowSaveOfAlicesSecondQuestion(true);
        // By bob's measure alice's flag falls 8 s early (10 s less the 2 s a game allows, 0.25 s back after it);
        // by her own clock she has 7750 ms left when he claims it.
        passBoth(60_000 - 8_000 + 250);
        p.bob.submit(new Command.Talk("your clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.reason()).startsWith("alice ran out of time");
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
    }

    @Test
    void theWatchersOwnHeldSaveOfTheMoversQuestionIsNotCountedAgainstTheMover() throws Exception {
        Pair p = slowSaveOfAlicesSecondQuestion(false);
        // Counted against alice, bob's save would have brought her flag forward 8 s by his measure.
        passBoth(60_000 - 8_000 + 250);
        p.bob.submit(new Command.Talk("your clock"));
        assertThat(Pair.next(p.aliceEvents, Event.Said.class).text()).isEqualTo("your clock");
        passBoth(8_000 - 250 + Charges.TOLERANCE_MILLIS);
        p.bob.submit(new Command.Talk("your clock now"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(b.reason()).isEqualTo("alice ran out of time");
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
    }

    @Test
    void runningOutOfTimeAgainstALoneKingIsADrawSettledFromTheRevealedBoard() throws Exception {
        Pair p = pair("7k/8/8/8/8/8/8/KQ6 w - - 0 1");
        passBoth(60_000);
        p.alice.submit(new Command.Talk("my clock"));
        Event.Over a = Pair.next(p.aliceEvents, Event.Over.class);
        Event.Over b = Pair.next(p.bobEvents, Event.Over.class);
        assertThat(a.result()).isEqualTo("1/2-1/2");
        assertThat(b.result()).isEqualTo("1/2-1/2");
        assertThat(b.reason()).isEqualTo("alice ran out of time, but black could never mate: drawn");
        assertThat(a.audit()).startsWith("Audit: passed (0 plies");
        assertThat(b.audit()).startsWith("Audit: passed (0 plies");
    }

    @Test
    void aPeerThatStallsTheComputationOnTheOthersTurnTakesNoneOfItsTime() throws Exception {
        long stall = 4_000;
        Stall bobsStall = new Stall(stall);
        // Real time: bob's process holds back its part of alice's third question for 4 s.
        LyingJointPlayer game = new LyingJointPlayer(timed(ColourWish.WHITE), SessionOptions.defaults(),
                (setup, link, agreed, player, options) -> new JointSession(setup, bobsStall.over(link), agreed.terms(),
                        agreed.agreement(), player, options) {
                    @Override
                    boolean[] inputs(JointPlayer.Kind kind, int move) {
                        if (!player().toMove() && log().questions() == 3) {
                            bobsStall.arm();
                        }
                        return super.inputs(kind, move);
                    }
                });
        assertThat(game.play(game.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.bob);
        assertThat(game.play(game.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        game.awaitTurn(game.alice);
        ClockState before = game.aliceEvents.clocksAfter(2);
        assertThat(game.play(game.alice, "e4e5").verdict()).isEqualTo(Verdict.ILLEGAL);
        assertThat(bobsStall.done()).isTrue();
        assertThat(game.play(game.alice, "d2d4").verdict()).isEqualTo(Verdict.LEGAL);
        ClockState after = game.aliceEvents.clocksAfter(3);
        assertThat(game.bobEvents.clocksAfter(3)).isEqualTo(after);
        assertThat(before.remaining(Color.WHITE) - after.remaining(Color.WHITE)).isLessThan(stall);
        Event.Over over = game.aliceResignsAndAudits();
        assertThat(over.auditPassed()).isTrue();
    }

    /** Bob's modified link: once armed, the next piece of the computation it sends goes out {@code millis} late. */
    private static final class Stall {
        private final long millis;
        private volatile boolean armed;
        private volatile boolean done;

        Stall(long millis) {
            this.millis = millis;
        }

        void arm() {
            armed = true;
        }

        boolean done() {
            return done;
        }

        Link over(Link link) {
            return new Link() {
                @Override
                public void send(Message message) throws IOException {
                    if (armed && message instanceof Message.Compute) {
                        armed = false;
                        try {
                            // The attack itself: the process sits on its message, on the computation's own thread.
                            TimeUnit.MILLISECONDS.sleep(millis);
                        } catch (InterruptedException e) {
                            Thread.currentThread().interrupt();
                        }
                        done = true;
                    }
                    link.send(message);
                }

                @Override
                public Message receive(long timeoutMillis) throws IOException {
                    return link.receive(timeoutMillis);
                }

                @Override
                public void close() {
                    link.close();
                }
            };
        }
    }

    /** Waits until an input (the other's question) is queued for {@code s}'s worker, which is held. */
    private static void awaitInput(Session s) {
        // Polled, not spun on: on two busy cores a spin would starve the threads that queue the input.
        Poll.until("an input queued for the held worker", Duration.ofSeconds(60), Duration.ofMillis(5),
                s::waitingInputs, n -> n > 0);
    }
}
