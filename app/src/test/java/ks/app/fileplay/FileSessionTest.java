package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.over;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.shown;
import static ks.app.fileplay.FileSamples.turn;
import static ks.app.fileplay.FileSamples.words;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import ks.engine.Color;
import ks.engine.Square;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One player's turns at a game file: the referee's words, the turn's end, and who sees the end when. */
class FileSessionTest {

    @TempDir
    Path tmp;

    private Path game;

    private void start(String rules) throws Exception {
        game = tmp.resolve("game.ksf");
        FileSamples.create(game, rules);
    }

    private List<Event> white(Command... commands) throws Exception {
        return turn(game, WHITE_PASSWORD, tmp.resolve("alice"), commands);
    }

    private List<Event> black(Command... commands) throws Exception {
        return turn(game, BLACK_PASSWORD, tmp.resolve("bob"), commands);
    }

    @Test
    void aLegalMoveIsSealedAndEndsTheTurn() throws Exception {
        start("kref");
        List<Event> events = white(play("e2e4"), play("d2d4"));
        assertThat(events).anySatisfy(e -> assertThat(e).isInstanceOf(Event.Answered.class)
                .extracting(x -> ((Event.Answered) x).verdict()).isEqualTo(Verdict.LEGAL));
        Event.Over o = over(events);
        assertThat(o.result()).isEqualTo("*");
        assertThat(o.reason()).isEqualTo("your move is sealed in game.ksf: send the file to bob");
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("bob (black)");
    }

    @Test
    void underKrefTheMoverAloneHearsIllegalMoveOrNotPossible() throws Exception {
        start("kref");
        white(play("e2e4"));
        black(play("d7d5"));
        List<Event> w = white(play("e1e3"), play("e4f5"), play("e4d5"));
        assertThat(words(shown(w))).containsSubsequence("White to move", "1 possible pawn captures", "Illegal move",
                "Not possible", "Pawn gone", "Black to move");
        List<Event> b = black();
        assertThat(words(shown(b))).containsExactly("Pawn gone", "Black to move").doesNotContain("Not possible");
        Event.Heard capture = (Event.Heard) shown(b).stream().filter(e -> e instanceof Event.Heard).findFirst().get();
        assertThat(capture.lost()).isEqualTo(Square.parse("d5"));
    }

    @Test
    void theGameSoFarIsRetoldQuietlyAndTheNewsSinceTheLastMoveShown() throws Exception {
        start("kref");
        white(play("e2e4"));
        black(play("e7e5"));
        List<Event> w = white();
        int replaying = indexOf(w, Event.Replaying.class);
        int resumed = indexOf(w, Event.Resumed.class);
        assertThat(w.get(0)).isInstanceOf(Event.Started.class);
        assertThat(w.subList(replaying, resumed)).anySatisfy(e -> assertThat(e).isInstanceOf(Event.Answered.class));
        assertThat(((Event.Resumed) w.get(resumed)).plies()).isEqualTo(2);
        assertThat(shown(w)).first().isInstanceOfSatisfying(Event.Heard.class, h -> assertThat(h.moved()).isTrue());
    }

    @Test
    void opponentsOwnEventsNeverReachUs() throws Exception {
        start("kref");
        white(play("e2e4"));
        black(play("h7h5"), play("g8f6"));
        List<Event> w = white();
        long answers = w.stream().filter(e -> e instanceof Event.Answered).count();
        assertThat(answers).isEqualTo(1);
    }

    @Test
    void openingOutOfTurnShowsOurMenAndEndsAtOnceWithoutWriting() throws Exception {
        start("kref");
        white(play("e2e4"));
        byte[] before = Files.readAllBytes(game);
        FileSession again = FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("alice"));
        List<Event> events = new java.util.ArrayList<>();
        again.start(events::add);
        again.submit(play("d2d4"));
        assertThat(over(events).reason()).isEqualTo("it is bob's turn: send game.ksf to bob if you have not");
        assertThat(Files.readAllBytes(game)).isEqualTo(before);
    }

    @Test
    void attemptsMadeBeforeLeavingStayInTheFileAndTheOpponentHearsThem() throws Exception {
        start("wolfe");
        white(play("e2e4"));
        black(play("d7d5"));
        List<Event> left = white(play("e4f5"), new Command.Resign(true));
        assertThat(over(left).reason()).isEqualTo("you left without moving; it is still your turn"
                + " (what you did is sealed in game.ksf)");
        white(play("e4d5"));
        assertThat(words(shown(black()))).containsSubsequence("Illegal", "Your man on d5 was taken");
    }

    @Test
    void whoResignsSeesNothingUntilTheOpponentHasAcknowledged() throws Exception {
        start("kref");
        white(play("e2e4"));
        Event.Over resigned = over(black(new Command.Resign(false)));
        assertThat(resigned.result()).isEqualTo("1-0");
        assertThat(resigned.finalFen()).isNull();
        assertThat(resigned.reason()).startsWith("bob resigned; alice sees the end first");
        Event.Over peek = over(black());
        assertThat(peek.finalFen()).isNull();
        assertThat(peek.reason()).contains("alice has not opened the file since");
        Event.Over acknowledged = over(white());
        assertThat(acknowledged.finalFen()).isNotNull();
        assertThat(acknowledged.audit()).isEqualTo("Signatures: passed (3 actions, each signed by the player who made it)");
        Event.Over after = over(black());
        assertThat(after.finalFen()).isEqualTo(acknowledged.finalFen());
        assertThat(after.reason()).isEqualTo("bob resigned");
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("alice or bob");
    }

    @Test
    void aMatingMoveShowsTheMoverTheResultButTheBoardOnlyAfterTheAcknowledgement() throws Exception {
        start("kref");
        white(play("f2f3"));
        black(play("e7e5"));
        white(play("g2g4"));
        List<Event> mate = black(play("d8h4"));
        assertThat(words(mate)).contains("Checkmate: Black wins");
        Event.Over o = over(mate);
        assertThat(o.result()).isEqualTo("0-1");
        assertThat(o.finalFen()).isNull();
        FileSession loser = FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("alice"));
        List<Event> w = new java.util.ArrayList<>();
        loser.start(w::add);
        assertThat(over(w).reason()).isEqualTo("white is checkmated");
        assertThat(over(w).finalFen()).contains("q");
        assertThat(loser.seesWholeGame()).isTrue();
        assertThat(loser.refereePgn()).contains("[Result \"0-1\"]").contains("Qh4#");
        assertThat(over(black()).finalFen()).isEqualTo(over(w).finalFen());
    }

    @Test
    void thePgnIsWithheldUntilTheGameIsOverForBoth() throws Exception {
        start("kref");
        FileSession s = FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("alice"));
        assertThat(s.seesWholeGame()).isFalse();
        assertThatThrownBy(s::pgn).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void aDrawOfferStandsUntilTheOpponentsNextMoveAndCanBeAccepted() throws Exception {
        start("kref");
        List<Event> offer = white(new Command.OfferDraw(), new Command.OfferDraw(), play("e2e4"));
        assertThat(notes(offer)).containsSubsequence("you offer a draw; it stands until bob's next move",
                "your draw offer stands");
        List<Event> accept = black(new Command.OfferDraw());
        assertThat(notes(accept)).contains("alice offers a draw; type 'draw' to accept, or move to decline", "you accept the draw");
        assertThat(over(accept).result()).isEqualTo("1/2-1/2");
        assertThat(over(accept).finalFen()).isNull();
        Event.Over seen = over(white());
        assertThat(seen.reason()).isEqualTo("drawn by agreement");
        assertThat(seen.finalFen()).isNotNull();
    }

    @Test
    void aDrawOfferLapsesWhenTheOpponentMoves() throws Exception {
        start("kref");
        white(new Command.OfferDraw(), play("e2e4"));
        assertThat(notes(black(play("e7e5")))).contains("the draw offer lapsed");
        assertThat(notes(white())).contains("the draw offer lapsed");
    }

    @Test
    void theOffererIsToldHisOfferLapsedBeforeTheMoveThatGivesHimTheTurn() throws Exception {
        start("kref");
        white(new Command.OfferDraw(), play("e2e4"));
        black(play("e7e5"));
        List<Event> w = white();
        int lapsed = w.indexOf(new Event.Note("the draw offer lapsed"));
        int theirMove = indexOf(w, Event.Heard.class, h -> h.moved());
        assertThat(lapsed).as(w.toString()).isNotNegative().isLessThan(theirMove);
    }

    @Test
    void theMoverIsToldTheOfferLapsedAfterTheAnswerToHisMove() throws Exception {
        start("kref");
        white(new Command.OfferDraw(), play("e2e4"));
        List<Event> b = black(play("e7e5"));
        int lapsed = b.indexOf(new Event.Note("the draw offer lapsed"));
        int answer = indexOf(b, Event.Answered.class, a -> a.verdict() == Verdict.LEGAL);
        assertThat(lapsed).as(b.toString()).isGreaterThan(answer);
    }

    @Test
    void aMessageReachesTheOpponentWhenTheyOpenTheFile() throws Exception {
        start("kref");
        white(new Command.Talk("good luck"), play("e2e4"));
        assertThat(black()).contains(new Event.Said("alice", "good luck"));
    }

    @Test
    void anyIsAnsweredUnderRulesThatHaveItAndDeclinedOtherwise() throws Exception {
        start("wolfe");
        assertThat(words(white(new Command.AskAny()))).contains("No");
        start2("kref");
        assertThat(notes(white(new Command.AskAny()))).contains("these rules have no \"any?\" question");
    }

    private void start2(String rules) throws Exception {
        game = tmp.resolve("second.ksf");
        FileSamples.create(game, rules);
    }

    @Test
    void theFileAlwaysNamesWhoMustOpenItNext() throws Exception {
        start("kref");
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("alice (white)");
        white(play("e2e4"));
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("bob (black)");
        black(new Command.Resign(false));
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("alice (white)");
        assertThat(FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("alice")).colour()).isEqualTo(Color.WHITE);
    }

    private static List<String> notes(List<Event> events) {
        return events.stream().filter(e -> e instanceof Event.Note).map(e -> ((Event.Note) e).text()).toList();
    }

    private static int indexOf(List<Event> events, Class<?> type) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i))) {
                return i;
            }
        }
        return -1;
    }

    /** The first event of {@code type} that {@code is}, or -1. */
    private static <T> int indexOf(List<Event> events, Class<T> type, java.util.function.Predicate<T> is) {
        for (int i = 0; i < events.size(); i++) {
            if (type.isInstance(events.get(i)) && is.test(type.cast(events.get(i)))) {
                return i;
            }
        }
        return -1;
    }
}
