package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.notation.Perspective;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** A person's seat keeps a belief fed from its own session events, which the 'belief' command prints. */
class SeatBeliefTest {

    private static final Terms ICC = new Terms("bob", "alice", "icc", false, false);

    /** White's seat after {@code moves} from the start (FEN {@value Position#STARTPOS_FEN}), fed as its session would. */
    private static Seat whiteSeat(String... moves) {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, ICC, Position.STARTPOS_FEN, ""));
        Referee referee = new Referee(Position.fromFen(Position.STARTPOS_FEN), ICC.rules());
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
        return seat;
    }

    @Test
    void onePawnTryAnnouncedPutsABlackPawnOnOneOfTheSquaresOurPawnAttacks() {
        Seat seat = whiteSeat("e2e4", "d7d5");

        double d5 = seat.belief().probability(PieceType.PAWN, Square.parse("d5"));
        double f5 = seat.belief().probability(PieceType.PAWN, Square.parse("f5"));
        assertThat(d5 + f5).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(d5).isBetween(0.25, 0.75);
    }

    @Test
    void theBeliefCommandPrintsTheMapInTenthsWithTheLikeliestMen() {
        Seat seat = whiteSeat("e2e4", "d7d5");

        String shown = ((Commands.Show) Commands.read("belief", seat, Perspective.WHITE_SIDE)).text();
        assertThat(shown).contains("8 9 9 9 9 9 9 9 9 8").contains("4 0 0 0 0 = 0 0 0 4");
        assertThat(shown).contains("likely: ").contains("king e8");
    }

    @Test
    void afterOurEnPassantCaptureTheTakenPawnsSquareIsEmptyAndOursIsOurs() {
        Seat seat = whiteSeat("e2e4", "a7a6", "e4e5", "d7d5", "e5d6");

        assertThat(seat.belief().occupied(Square.parse("d5"))).as(seat.belief().toString()).isLessThan(0.1);
        assertThat(seat.men().typeAt(Square.parse("d6"))).isEqualTo(PieceType.PAWN);
    }

    @Test
    void afterAnyAnsweredYesThePawnTryTokensLeaveOutSquaresTheBeliefRulesOut() {
        Terms wolfe = new Terms("bob", "alice", "wolfe", false, false);
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, wolfe, Position.STARTPOS_FEN, ""));
        Referee referee = new Referee(Position.fromFen(Position.STARTPOS_FEN), wolfe.rules());
        Ruling e4 = referee.attempt(Uci.parse(referee.position(), "e2e4"));
        seat.apply(new Event.Answered(e4.move(), e4.verdict(), e4.heardBy(Color.WHITE)));
        Ruling d5 = referee.attempt(Uci.parse(referee.position(), "d7d5"));
        seat.apply(new Event.Heard(true, -1, d5.heardBy(Color.WHITE)));
        seat.apply(new Event.Answered(ks.engine.Move.NONE, null, referee.askAny().white()));

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
