package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.Executor;
import java.util.concurrent.Semaphore;
import ks.app.belief.BackgroundBelief;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.belief.BeliefMap;
import ks.engine.notation.Perspective;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A person's seat keeps a belief fed from its own session events, worked out on a thread of its
 * own: the board and the 'belief' command show the last one finished and never wait for it.
 */
@Timeout(60)
class SeatBeliefTest {

    private static final Terms ICC = new Terms("bob", "alice", "icc", false, false);

    /** White's seat after {@code moves} from the start, fed as its session would, its belief caught up. */
    private static Seat whiteSeat(String... moves) throws InterruptedException {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        Referee referee = start(seat);
        play(seat, referee, moves);
        return caughtUp(seat);
    }

    /** Starts white's game (FEN {@value Position#STARTPOS_FEN}) on {@code seat}; the referee to play it through. */
    private static Referee start(Seat seat) {
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, ICC, Position.STARTPOS_FEN, ""));
        return new Referee(Position.fromFen(Position.STARTPOS_FEN), ICC.rules());
    }

    /** Gives {@code seat} the events of {@code moves} (UCI) as white's session would. */
    private static void play(Seat seat, Referee referee, String... moves) {
        for (String m : moves) {
            int mover = referee.sideToMove();
            Ruling r = referee.attempt(Uci.parse(referee.position(), m));
            if (mover == Color.WHITE) {
                seat.apply(new Event.Answered(r.move(), r.verdict(), r.heardBy(Color.WHITE)));
            } else {
                int lost = r.isLegal() && r.facts().capture() != null ? r.facts().capture().square() : -1;
                seat.apply(new Event.Heard(r.isLegal(), lost, r.heardBy(Color.WHITE)));
            }
        }
    }

    /** {@code seat}, once its belief has taken in every event it was given: waits for the belief's news that it has. */
    private static Seat caughtUp(Seat seat) throws InterruptedException {
        Object ready = new Object();
        seat.onBeliefReady(() -> {
            synchronized (ready) {
                ready.notifyAll();
            }
        });
        synchronized (ready) {
            while (seat.latestBelief().behind()) {
                ready.wait();
            }
        }
        return seat;
    }

    /** Runs each computation on a thread that first waits for a permit of {@code gate}: a belief as slow as we like. */
    private static Executor gated(Semaphore gate) {
        return task -> new Thread(() -> {
            gate.acquireUninterruptibly();
            task.run();
        }).start();
    }

    @Test
    void onePawnTryAnnouncedPutsABlackPawnOnOneOfTheSquaresOurPawnAttacks() throws InterruptedException {
        Seat seat = whiteSeat("e2e4", "d7d5");

        double d5 = seat.belief().probability(PieceType.PAWN, Square.parse("d5"));
        double f5 = seat.belief().probability(PieceType.PAWN, Square.parse("f5"));
        assertThat(d5 + f5).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(d5).isBetween(0.25, 0.75);
    }

    @Test
    void theBeliefCommandPrintsTheMapInTenthsWithTheLikeliestMen() throws InterruptedException {
        Seat seat = whiteSeat("e2e4", "d7d5");

        String shown = ((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text();
        assertThat(shown).contains("8 9 9 9 9 9 9 9 9 8").contains("4 0 0 0 0 = 0 0 0 4");
        assertThat(shown).contains("likely: ").contains("king e8").doesNotContain("newer");
    }

    @Test
    void whileANewerBeliefIsWorkedOutTheSeatShowsTheLastOneFinished() throws InterruptedException {
        Semaphore gate = new Semaphore(1);
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(gated(gate)));
        Referee referee = start(seat);
        play(seat, referee, "e2e4", "d7d5");
        BeliefMap finished = caughtUp(seat).belief();

        play(seat, referee, "e4d5", "d8d5");

        assertThat(seat.belief()).isSameAs(finished);
        assertThat(seat.latestBelief().behind()).isTrue();
        gate.release();
        assertThat(caughtUp(seat).belief()).isNotSameAs(finished);
        assertThat(seat.belief().probability(PieceType.QUEEN, Square.parse("d5"))).isEqualTo(1.0);
    }

    @Test
    void theBeliefCommandSaysWhenItShowsABeliefFromBeforeTheLatestNews() throws InterruptedException {
        Semaphore gate = new Semaphore(1);
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(gated(gate)));
        Referee referee = start(seat);
        play(seat, referee, "e2e4", "d7d5");
        caughtUp(seat);

        play(seat, referee, "e4d5");

        String shown = ((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text();
        assertThat(shown).contains("5 0 0 0 = 0 5 0 0 5")
                .endsWith("(this belief is from before the latest news; a newer one is being worked out)");
        gate.release();
    }

    @Test
    void theBeliefCommandAsksToWaitBeforeTheFirstBeliefIsFinished() {
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(gated(new Semaphore(0))));
        play(seat, start(seat), "e2e4");

        assertThat(((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text())
                .isEqualTo("the belief is still being worked out; ask again in a moment");
    }

    @Test
    void theBuiltInOpponentsSeatKeepsNoBelief() {
        Seat seat = new Seat();
        seat.apply(new Event.Started("bot", "bob", Color.WHITE, ICC, Position.STARTPOS_FEN, ""));

        assertThat(seat.belief().particles()).isZero();
    }
}
