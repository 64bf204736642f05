package ks.engine.view;

import static ks.engine.view.Boards.names;
import static ks.engine.view.Boards.sq;
import static ks.engine.view.Boards.squares;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.CheckDirection;
import ks.engine.referee.Referee;
import ks.engine.referee.Ruling;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/** The adapter from what a player heard (the referee's announcements) to the view's news. */
class UmpireNewsFromTest {

    /** Plays {@code moves} (UCI) from the start under {@code rules}; returns what {@code listener} heard on the last. */
    private static List<Announcement> heard(String rules, String fen, int listener, String... moves) {
        Referee referee = new Referee(Position.fromFen(fen), RuleSets.byName(rules));
        Ruling ruling = null;
        for (String m : moves) {
            ruling = referee.attempt(Uci.parse(referee.position(), m));
            assertThat(ruling.isLegal()).as(m).isTrue();
        }
        return ruling.heardBy(listener);
    }

    private static List<Announcement> heard(String rules, int listener, String... moves) {
        return heard(rules, Position.STARTPOS_FEN, listener, moves);
    }

    @Test
    void aCountOfTriesUnderIcc() {
        UmpireNews news = UmpireNews.from(heard("icc", Color.WHITE, "e2e4", "d7d5"), PawnTries.none());
        assertThat(news.tries()).isEqualTo(PawnTries.count(1));
        assertThat(news.hasCapture()).isFalse();
        assertThat(news.checks()).isEmpty();
    }

    @Test
    void thePawnsThatHaveTriesUnderRand() {
        UmpireNews news = UmpireNews.from(heard("rand", Color.WHITE, "e2e4", "d7d5"), PawnTries.none());
        assertThat(news.tries()).isEqualTo(PawnTries.fromPawns(squares("e4")));
    }

    @Test
    void aBareYesUnderCincinnati() {
        UmpireNews news = UmpireNews.from(heard("cincinnati", Color.WHITE, "e2e4", "d7d5"), PawnTries.none());
        assertThat(news.tries().presence()).isEqualTo(PawnTries.Presence.SOME);
        assertThat(news.tries().count()).isEqualTo(-1);
        UmpireNews no = UmpireNews.from(heard("cincinnati", Color.WHITE, "e2e4", "e7e5"), PawnTries.unknown());
        assertThat(no.tries()).isEqualTo(PawnTries.none());
    }

    @Test
    void silenceIsWhatTheCallerSaysItMeans() {
        List<Announcement> quiet = heard("icc", Color.WHITE, "e2e4", "e7e5");
        assertThat(UmpireNews.from(quiet, PawnTries.none()).tries()).isEqualTo(PawnTries.none());
        assertThat(UmpireNews.from(quiet, PawnTries.unknown()).tries()).isEqualTo(PawnTries.unknown());
    }

    @Test
    void aCaptureWithSquareAndKind() {
        UmpireNews news = UmpireNews.from(heard("icc", Color.BLACK, "e2e4", "d7d5", "e4d5"), PawnTries.none());
        assertThat(news.captureSquare()).isEqualTo(sq("d5"));
        assertThat(news.captureKind()).isEqualTo(CaptureKind.PAWN);
    }

    @Test
    void aCaptureWhoseSquareIsNotSaidIsNotInvented() {
        UmpireNews news = UmpireNews.from(List.of(Announcement.capture("Pawn gone", Announcement.NOT_SAID,
                Capture.Kind.PAWN)), PawnTries.unknown());
        assertThat(news.hasCapture()).isFalse();
    }

    @Test
    void checkDirectionsIncludingADoubleCheck() {
        UmpireNews rank = UmpireNews.from(heard("wolfe", "4k3/8/8/8/8/8/8/4K2R w - - 0 1", Color.BLACK, "h1h8"),
                PawnTries.unknown());
        assertThat(rank.checks()).containsExactly(CheckDirection.RANK);
        // Nd6 uncovers the rook on the e-file: a knight check and a file check at once.
        UmpireNews twice = UmpireNews.from(heard("wolfe", "4k3/8/8/8/4N3/8/8/K3R3 w - - 0 1", Color.BLACK, "e4d6"),
                PawnTries.unknown());
        assertThat(twice.checks()).isEqualTo(Set.of(CheckDirection.FILE, CheckDirection.KNIGHT));
    }

    @Test
    void theViewDrawsTryTokensFromHeardNews() {
        Position start = Position.fromFen(Position.STARTPOS_FEN);
        PlayerView view = PlayerView.start(OwnMen.of(start, Color.WHITE), Color.WHITE);
        int e4 = Uci.parse(start, "e2e4");
        view = view.afterOurMove(e4, UmpireNews.from(heard("icc", Color.WHITE, "e2e4"), PawnTries.none()));
        view = view.afterTheirMove(UmpireNews.from(heard("icc", Color.WHITE, "e2e4", "d7d5"), PawnTries.none()));
        // A bare count marks every empty square our pawns attack (docs/tokens.md), d5 and f5 among them.
        assertThat(names(view.tokens().squares(TokenKind.PAWN_TRY))).isEqualTo("a3 b3 c3 d3 e3 f3 g3 h3 d5 f5");
        assertThat(view.lastNews().captureSquare()).isEqualTo(Square.NONE);
    }

    @Test
    void anAnswerToAnyGivesTryTokensMidTurn() {
        PlayerView view = Boards.view("k7/8/8/8/8/3P1P2/4N3/4K3 b - - 0 1", Color.WHITE)
                .afterTheirMove(UmpireNews.quiet());
        assertThat(view.tokens().squares(TokenKind.PAWN_TRY)).isZero();
        view = view.withOurTries(UmpireNews.from(List.of(Announcement.anyAnswer("Try", true)), PawnTries.unknown()).tries());
        assertThat(names(view.tokens().squares(TokenKind.PAWN_TRY))).isEqualTo(names(squares("c4 e4 g4")));
    }
}
