package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
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

    /** Holds each computation until the test lets it run: a belief as slow as we like, and no race with the test. */
    private static final class Held implements Executor {
        private final BlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();

        @Override
        public void execute(Runnable task) {
            tasks.add(task);
        }

        /** Runs the computations held so far, each on a thread of its own, and waits for them to end. */
        void release() throws InterruptedException {
            for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
                Thread thread = new Thread(task, "ks-belief-held");
                thread.start();
                thread.join();
            }
        }
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
        Held held = new Held();
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(held));
        Referee referee = start(seat);
        play(seat, referee, "e2e4", "d7d5");
        held.release();
        BeliefMap finished = seat.belief();

        play(seat, referee, "e4d5", "d8d5");

        assertThat(seat.belief()).isSameAs(finished);
        assertThat(seat.latestBelief().behind()).isTrue();
        held.release();
        assertThat(seat.latestBelief().behind()).isFalse();
        assertThat(seat.belief()).isNotSameAs(finished);
        assertThat(seat.belief().probability(PieceType.QUEEN, Square.parse("d5"))).isEqualTo(1.0);
    }

    @Test
    void theBeliefCommandSaysWhenItShowsABeliefFromBeforeTheLatestNews() throws InterruptedException {
        Held held = new Held();
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(held));
        Referee referee = start(seat);
        play(seat, referee, "e2e4", "d7d5");
        held.release();

        play(seat, referee, "e4d5");

        String shown = ((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text();
        assertThat(shown).contains("5 0 0 0 = 0 5 0 0 5")
                .endsWith("(this belief is from before the latest news; a newer one is being worked out)");
    }

    @Test
    void theBeliefCommandAsksToWaitBeforeTheFirstBeliefIsFinished() {
        Seat seat = new Seat(Perspective.WHITE_SIDE, new BackgroundBelief(new Held()));
        play(seat, start(seat), "e2e4");

        assertThat(((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text())
                .isEqualTo("the belief is still being worked out; ask again in a moment");
    }

    @Test
    void afterOurEnPassantCaptureTheTakenPawnsSquareIsEmptyAndOursIsOurs() throws InterruptedException {
        Seat seat = whiteSeat("e2e4", "a7a6", "e4e5", "d7d5", "e5d6");

        assertThat(seat.belief().occupied(Square.parse("d5"))).as(seat.belief().toString()).isLessThan(0.1);
        assertThat(seat.men().typeAt(Square.parse("d6"))).isEqualTo(PieceType.PAWN);
    }

    @Test
    void afterAnyAnsweredYesThePawnTryTokensLeaveOutSquaresTheBeliefRulesOut() throws InterruptedException {
        Terms wolfe = new Terms("bob", "alice", "wolfe", false, false);
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, wolfe, Position.STARTPOS_FEN, ""));
        Referee referee = new Referee(Position.fromFen(Position.STARTPOS_FEN), wolfe.rules());
        Ruling e4 = referee.attempt(Uci.parse(referee.position(), "e2e4"));
        seat.apply(new Event.Answered(e4.move(), e4.verdict(), e4.heardBy(Color.WHITE)));
        Ruling d5 = referee.attempt(Uci.parse(referee.position(), "d7d5"));
        seat.apply(new Event.Heard(true, -1, d5.heardBy(Color.WHITE)));
        seat.apply(new Event.Answered(ks.engine.Move.NONE, null, referee.askAny().white()));
        caughtUp(seat);

        // Our pawns attack the whole third rank too, but no black man can stand there after one move.
        long tries = seat.tokens().squares(ks.engine.view.TokenKind.PAWN_TRY);
        assertThat(ks.engine.Bitboards.contains(seat.view().tokens().squares(ks.engine.view.TokenKind.PAWN_TRY),
                Square.parse("c3"))).as("the view alone").isTrue();
        assertThat(tries).isEqualTo(ks.engine.Bitboards.bit(Square.parse("d5")) | ks.engine.Bitboards.bit(
                Square.parse("f5")));
    }

    @Test
    void theBuiltInOpponentsSeatKeepsNoBelief() {
        Seat seat = new Seat();
        seat.apply(new Event.Started("bot", "bob", Color.WHITE, ICC, Position.STARTPOS_FEN, ""));

        assertThat(seat.belief().particles()).isZero();
    }
}
