package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.view.PawnTries;
import ks.engine.view.TokenKind;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** The seat feeds a PlayerView from session events, so the screen draws tokens from what was heard. */
class SeatViewTest {

    private static final Terms ICC = new Terms("bob", "alice", "icc", false, false);
    private static final Terms WOLFE = new Terms("bob", "alice", "wolfe", false, false);

    /** Plays {@code moves} through a real referee; feeds white's seat the events white's session would give. */
    private static Seat whiteSeat(Terms terms, String... moves) {
        Seat seat = new Seat();
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, terms, Position.STARTPOS_FEN, ""));
        Referee referee = new Referee(Position.fromFen(Position.STARTPOS_FEN), terms.rules());
        for (String m : moves) {
            int mover = referee.sideToMove();
            Ruling r = referee.attempt(attempt(referee.position(), m));
            if (mover == Color.WHITE) {
                seat.apply(new Event.Answered(r.move(), r.verdict(), r.heardBy(Color.WHITE)));
            } else {
                int lost = r.isLegal() && r.facts().capture() != null ? r.facts().capture().square() : -1;
                seat.apply(new Event.Heard(r.isLegal(), lost, r.heardBy(Color.WHITE)));
            }
        }
        return seat;
    }

    /** An attempt in UCI, legal or not (an illegal one is tried as the squares say). */
    private static int attempt(Position p, String uci) {
        try {
            return Uci.parse(p, uci);
        } catch (ks.engine.MoveFormatException illegal) {
            return ks.engine.Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)));
        }
    }

    private static String names(long set) {
        StringBuilder sb = new StringBuilder();
        for (long b = set; b != 0; b &= b - 1) {
            sb.append(sb.length() == 0 ? "" : " ").append(Square.name(Long.numberOfTrailingZeros(b)));
        }
        return sb.toString();
    }

    @Test
    void theOpponentsRefusedTrySaysWhoseItWas() {
        Seat seat = whiteSeat(WOLFE, "e2e4", "e7e5", "d2d4", "e5e4");
        assertThat(seat.thisTurn()).containsExactly("bob's try: illegal");
    }

    @Test
    void theOpponentsRefusedTriesInARowAreFoldedIntoOneLine() {
        Seat seat = whiteSeat(WOLFE, "e2e4", "e7e5", "d2d4", "e5e4", "e5f4", "c7b6");
        assertThat(seat.thisTurn()).containsExactly("bob: 3 illegal tries");
        assertThat(seat.untoldTries()).isEqualTo("bob: 3 illegal tries");
        assertThat(seat.untoldTries()).isEmpty();
    }

    @Test
    void aRefusalWordedOtherwiseKeepsTheUmpiresWord() {
        Seat seat = whiteSeat(new Terms("bob", "alice", "berkeley", false, false), "e2e4", "e7e5", "d2d4", "e5e4");
        assertThat(seat.thisTurn()).containsExactly("bob's try: illegal (umpire: No)");
    }

    @Test
    void triesAnnouncedUnderIccBecomeTryTokens() {
        Seat seat = whiteSeat(ICC, "e2e4", "d7d5");
        assertThat(seat.myTurn()).isTrue();
        assertThat(seat.view().lastNews().tries()).isEqualTo(PawnTries.count(1));
        assertThat(Bitboards.contains(seat.view().tokens().squares(TokenKind.PAWN_TRY), Square.parse("d5"))).isTrue();
    }

    @Test
    void silenceMeansNoTriesUnderIccButUnknownUnderPlainWolfe() {
        assertThat(whiteSeat(ICC, "e2e4", "e7e5").view().lastNews().tries()).isEqualTo(PawnTries.none());
        Terms wolfe = new Terms("bob", "alice", "wolfe", false, false);
        assertThat(whiteSeat(wolfe, "e2e4", "e7e5").view().lastNews().tries()).isEqualTo(PawnTries.unknown());
        assertThat(KeptView.triesSilence(new Terms("bob", "alice", "wolfe", false, true))).isEqualTo(PawnTries.none());
        for (String set : List.of("rand", "kref", "cincinnati")) {
            assertThat(KeptView.triesSilence(new Terms("bob", "alice", set, false, false))).as(set).isEqualTo(PawnTries.none());
        }
        for (String set : List.of("berkeley", "berkeley-any", "english")) {
            assertThat(KeptView.triesSilence(new Terms("bob", "alice", set, false, false))).as(set)
                    .isEqualTo(PawnTries.unknown());
        }
    }

    @Test
    void aManWeLoseLeavesACaptureTokenAndIsCountedLost() {
        Seat seat = whiteSeat(ICC, "e2e4", "d7d5", "b1c3", "d5e4");
        int e4 = Square.parse("e4");
        assertThat(seat.view().tokens().has(TokenKind.CAPTURE, e4)).isTrue();
        assertThat(seat.lost()).containsExactly(PieceType.PAWN);
        assertThat(seat.men().typeAt(e4)).isEqualTo(PieceType.NONE);
    }

    @Test
    void aManWeTakeIsKeptInTheView() {
        Seat seat = whiteSeat(ICC, "e2e4", "d7d5", "e4d5");
        assertThat(seat.view().taken()).hasSize(1);
        assertThat(seat.view().taken().get(0).square()).isEqualTo(Square.parse("d5"));
    }

    @Test
    void aCheckAgainstUsGivesCheckerTokens() {
        Seat seat = whiteSeat(ICC, "f2f3", "e7e5", "g2g4", "d8h4");
        // The long diagonal from e1: f2, g3, h4; silence about tries (icc) rules out g3, where the h2 pawn,
        // which nothing can pin, would have a try (docs/tokens.md, check token rule 4).
        assertThat(names(seat.view().tokens().squares(TokenKind.CHECK))).isEqualTo("f2 h4");
    }
}
