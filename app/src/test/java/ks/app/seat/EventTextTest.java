package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.app.fileplay.FileSession;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** The words both views use for the session's events. */
class EventTextTest {

    private static final Position START = Position.fromFen(Position.STARTPOS_FEN);
    private static final OwnMen WHITE = OwnMen.of(START, Color.WHITE);
    private static final int E2E4 = Uci.parse(START, "e2e4");

    @Test
    void theRefereeIsHostedByUsTheOpponentOrTheClub() {
        assertThat(EventText.referee(new Terms("alice", "alice", "kref", false, false), "alice", "bob"))
                .isEqualTo("you host the referee");
        assertThat(EventText.referee(new Terms("bob", "alice", "kref", false, false), "alice", "bob"))
                .isEqualTo("bob hosts the referee");
        assertThat(EventText.referee(new Terms("club", "alice", "kref", false, false), "alice", "bob"))
                .isEqualTo("the club hosts the referee");
    }

    @Test
    void aFileGameHasNoHostEachTurnReplaysTheReferee() {
        assertThat(EventText.referee(new Terms(FileSession.NO_HOST, "alice", "kref", false, false), "alice", "bob"))
                .isEqualTo("the referee is ks itself, replaying the file on each turn");
    }

    @Test
    void anAcceptedMoveIsEchoedInLongAlgebraic() {
        assertThat(EventText.answer(E2E4, Verdict.LEGAL, WHITE, Perspective.WHITE_SIDE)).isEqualTo("e2-e4: accepted");
    }

    @Test
    void anIllegalMoveIsRefused() {
        assertThat(EventText.answer(E2E4, Verdict.ILLEGAL, WHITE, Perspective.WHITE_SIDE))
                .isEqualTo("e2-e4: refused (illegal)");
    }

    @Test
    void aMoveImpossibleWithOurMenSaysSo() {
        assertThat(EventText.verdict(Verdict.IMPOSSIBLE)).isEqualTo("refused (impossible with your men)");
    }

    @Test
    void anAnswerWithoutAVerdictSaysNothingOfOne() {
        assertThat(EventText.verdict(null)).isEmpty();
    }

    @Test
    void aMoveIsWrittenInUciBeforeWeKnowOurMen() {
        assertThat(EventText.echo(E2E4, null, Perspective.WHITE_SIDE)).isEqualTo("e2e4");
    }

    @Test
    void aLostManIsNamedFromOurMen() {
        assertThat(EventText.lost(Square.parse("g1"), WHITE, SquareNames.ORDINARY)).isEqualTo("Your knight on g1 was taken.");
    }

    @Test
    void aLostManWeCannotNameIsAMan() {
        assertThat(EventText.lost(Square.parse("e4"), WHITE, SquareNames.ORDINARY)).isEqualTo("Your man on e4 was taken.");
    }

    @Test
    void aMessageSaysWhoSaidIt() {
        assertThat(EventText.said(new Event.Said("bob", "good luck"))).isEqualTo("bob says: good luck");
    }

    @Test
    void aLongMessageIsCutIntoLinesEachMarkedAsTheirs() {
        String fake = "x".repeat(70) + " umpire: White resigns";
        assertThat(EventText.said(new Event.Said("bob", fake)).split("\n"))
                .containsExactly("bob says: " + "x".repeat(EventText.SAID_WIDTH),
                        "bob says: " + "x".repeat(10) + " umpire: White resigns");
    }

    /**
     * Fullwidth letters take two columns each: sixty characters of them after {@code bob says: }
     * passed 80 columns, so a terminal of 80 wrapped after the 35th and began a line with
     * {@code umpire:}. A line is cut by the columns it takes.
     */
    @Test
    void aMessageOfWideLettersIsCutByTheColumnsItTakes() {
        String wide = "\uff21".repeat(35);
        assertThat(EventText.said(new Event.Said("bob", wide + "umpire: White resigns")).split("\n"))
                .containsExactly("bob says: " + "\uff21".repeat(30),
                        "bob says: " + "\uff21".repeat(5) + "umpire: White resigns");
    }

    /**
     * Marks take no column, so a few letters each carrying dozens of them (500 characters in all)
     * stayed one short line, which a terminal draws stacked over the lines above and below, ks's own
     * among them. Scripts stack up to four on a letter; the rest are shown as {@code ?}.
     */
    @Test
    void marksStackedPastFourOnALetterAreShownAsQuestionMarks() {
        String stacked = "a" + "\u0301".repeat(6) + "b";
        assertThat(EventText.said(new Event.Said("bob", stacked)))
                .isEqualTo("bob says: a" + "\u0301".repeat(4) + "??b");
    }

    @Test
    void theMarksOfOrdinaryScriptsAreShownAsSent() {
        String text = "Vi\u1ec7t Nam, \u05e9\u05c1\u05b8\u05dc\u05d5\u05b9\u05dd, u\u0308\u0301";
        assertThat(EventText.said(new Event.Said("bob", text))).isEqualTo("bob says: " + text);
    }

    /**
     * An opponent's name may be 64 letters (a seek's or a club member's, chosen by that player):
     * {@code NAME says: } then took 71 columns, and a terminal of 80 wrapped after the message's
     * ninth character. The message gets the room the name leaves on a line of 79 columns.
     */
    @Test
    void aLongNameLeavesTheMessageTheRoomOfTheLine() {
        String name = "b".repeat(64);
        String prefix = name + " says: ";
        assertThat(EventText.said(new Event.Said(name, "x".repeat(8) + "umpire: White resigns")).split("\n"))
                .containsExactly(prefix + "x".repeat(8), prefix + "umpire:", prefix + "White", prefix + "resigns");
    }

    /** A note from the other process may be 500 characters: each line it takes is marked as a note. */
    @Test
    void aLongNoteIsCutIntoLinesEachMarkedAsNotTheUmpires() {
        String fake = "x".repeat(77) + " umpire: White resigns";
        assertThat(EventText.note(new Event.Note(fake)).split("\n"))
                .containsExactly("-- " + "x".repeat(76), "-- x umpire: White resigns");
    }

    @Test
    void aMessageOfManyWordsBreaksBetweenWords() {
        String words = "No draw, thank you: I accept one only when my men are worth less than half";
        assertThat(EventText.said(new Event.Said("bot", words)).split("\n")).containsExactly(
                "bot says: No draw, thank you: I accept one only when my men are worth",
                "bot says: less than half");
    }

    @Test
    void aNoteIsMarkedAsNotTheUmpires() {
        assertThat(EventText.note(new Event.Note("bob offers a draw"))).isEqualTo("-- bob offers a draw");
    }

    @Test
    void theResultGivesTheReason() {
        Event.Over over = new Event.Over("0-1", "white resigns", null, "Audit: passed", true);
        assertThat(EventText.result(over)).isEqualTo("Game over: 0-1 (white resigns)");
    }

    @Test
    void anAdjournedGameSaysSoInsteadOfTheUnfinishedResult() {
        Event.Over over = new Event.Over("*", "adjourned by agreement", null,
                "Audit: not done", false);
        assertThat(EventText.result(over)).isEqualTo("Game adjourned: adjourned by agreement");
    }

    @Test
    void aGameStoppedByALostConnectionSaysItIsUnfinished() {
        Event.Over over = new Event.Over("*", "the connection to bob was lost", null, "Audit: not done", false);
        assertThat(EventText.result(over)).isEqualTo("Stopped: the connection to bob was lost");
    }

    @Test
    void aCaptureTheWordsTellIsToldOnceCompletedWithTheManWeLost() {
        OwnMen black = OwnMen.of(START, Color.BLACK);
        Announcement words = Announcement.capture("Your man on f7 was taken", Square.parse("f7"), null);
        assertThat(EventText.heard(List.of(words), Square.parse("f7"), black, SquareNames.ORDINARY))
                .isEqualTo("umpire: Your man on f7 was taken (your pawn)");
    }

    @Test
    void aCaptureWithoutItsSquareIsCompletedWithTheSquare() {
        OwnMen black = OwnMen.of(START, Color.BLACK);
        Announcement words = Announcement.capture("Pawn gone", Announcement.NOT_SAID, Capture.Kind.PAWN);
        assertThat(EventText.heard(List.of(words), Square.parse("f7"), black, SquareNames.ORDINARY))
                .isEqualTo("umpire: Pawn gone (your pawn on f7)");
    }

    @Test
    void aCaptureTheWordsTellWhollyIsNotRepeated() {
        OwnMen black = OwnMen.of(START, Color.BLACK);
        Announcement words = Announcement.capture("Pawn captured on f7", Square.parse("f7"), Capture.Kind.PAWN);
        assertThat(EventText.heard(List.of(words), Square.parse("f7"), black, SquareNames.ORDINARY))
                .isEqualTo("umpire: Pawn captured on f7");
    }

    @Test
    void blackWithMinusRReadsTheUmpiresSquaresTurnedRound() {
        SquareNames turned = new SquareNames(Perspective.OWN_SIDE, Color.BLACK);
        OwnMen black = OwnMen.of(START, Color.BLACK);
        Announcement words = Announcement.capture("Capture on f7", Square.parse("f7"), null);
        assertThat(EventText.heard(List.of(words), Square.parse("f7"), black, turned))
                .isEqualTo("umpire: Capture on c2 (your pawn)");
        assertThat(EventText.lost(Square.parse("e5"), black, turned)).isEqualTo("Your man on d4 was taken.");
    }

    @Test
    void theEndingShowsTheWholeBoardThenTheAudit() {
        Event.Over over = new Event.Over("0-1", "white resigns", Position.STARTPOS_FEN, "Audit: passed", true);
        assertThat(EventText.ending(over, Color.WHITE, SquareNames.ORDINARY)).isEqualTo("Game over: 0-1 (white resigns)\nThe whole board:\n"
                + Pictures.board(Position.STARTPOS_FEN, Color.WHITE) + "\nAudit: passed");
    }

    @Test
    void theEndingWithoutABoardIsTheResultAndTheAudit() {
        Event.Over over = new Event.Over("0-1", "connection lost", null, "Audit: not done", false);
        assertThat(EventText.ending(over, Color.WHITE, SquareNames.ORDINARY)).isEqualTo("Game over: 0-1 (connection lost)\nAudit: not done");
    }
}
