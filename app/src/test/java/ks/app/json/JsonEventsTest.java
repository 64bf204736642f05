package ks.app.json;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
import ks.engine.referee.Verdict;
import ks.net.protocol.Event;
import org.junit.jupiter.api.Test;

/** The player protocol's events: whose turn each piece of news belongs to, and in which order they come. */
class JsonEventsTest {

    private static final Announcement CAPTURE_ON_D5 = Announcement.capture("Pawn captured on d5", Square.parse("d5"),
            Capture.Kind.PAWN);
    private static final Announcement ONE_TRY = Announcement.pawnTries("Pawn tries: 1", 1, 0, 0, null, Color.NONE);

    private static List<String> lines(List<ObjectNode> events) {
        return events.stream().map(ObjectNode::toString).toList();
    }

    @Test
    void ourCaptureIsOursAndTheOpponentsTurnIsAnnouncedBeforeItsNews() {
        OwnMen before = OwnMen.of(Position.fromFen("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"), Color.WHITE);
        int exd5 = Move.of(Square.parse("e4"), Square.parse("d5"));
        Event e = new Event.Answered(exd5, Verdict.LEGAL, List.of(CAPTURE_ON_D5, ONE_TRY));

        assertThat(lines(JsonEvents.of(e, new JsonEvents.Before(before, true, Color.WHITE), before.after(exd5))))
                .containsExactly(
                "{\"event\":\"answer\",\"attempt\":\"e4d5\",\"verdict\":\"accepted\"}",
                "{\"event\":\"men\",\"men\":\"8/8/8/3P4/8/8/8/4K3\",\"castling\":\"-\"}",
                "{\"event\":\"umpire\",\"turn\":\"mine\",\"kind\":\"capture\",\"text\":\"Pawn captured on d5\","
                        + "\"square\":\"d5\",\"captured\":\"pawn\"}",
                "{\"event\":\"turn\",\"to\":\"opponent\"}",
                "{\"event\":\"umpire\",\"turn\":\"theirs\",\"kind\":\"pawn-tries\",\"text\":\"Pawn tries: 1\","
                        + "\"pawn_tries\":1}");
    }

    @Test
    void theirCaptureIsTheirsWithOurLossAndOurTurnComesAfterItsNews() {
        OwnMen before = OwnMen.of(Position.fromFen("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1"), Color.WHITE);
        Event e = new Event.Heard(true, Square.parse("d5"), List.of(CAPTURE_ON_D5, ONE_TRY));

        assertThat(lines(JsonEvents.of(e, new JsonEvents.Before(before, false, Color.WHITE),
                before.without(Square.parse("d5"))))).containsExactly(
                "{\"event\":\"umpire\",\"turn\":\"theirs\",\"kind\":\"capture\",\"text\":\"Pawn captured on d5\","
                        + "\"square\":\"d5\",\"captured\":\"pawn\"}",
                "{\"event\":\"lost\",\"square\":\"d5\",\"man\":\"pawn\"}",
                "{\"event\":\"men\",\"men\":\"8/8/8/8/8/8/8/4K3\",\"castling\":\"-\"}",
                "{\"event\":\"umpire\",\"turn\":\"mine\",\"kind\":\"pawn-tries\",\"text\":\"Pawn tries: 1\","
                        + "\"pawn_tries\":1}",
                "{\"event\":\"turn\",\"to\":\"me\"}");
    }

    @Test
    void aMoveThatEndsTheGameOpensNoTurn() {
        OwnMen before = OwnMen.of(Position.fromFen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1"), Color.WHITE);
        int mate = Move.of(Square.parse("a1"), Square.parse("a8"));
        Announcement over = Announcement.gameOver("Checkmate", ks.engine.Outcome.CHECKMATE, Color.WHITE);

        assertThat(lines(JsonEvents.of(new Event.Answered(mate, Verdict.LEGAL, List.of(over)),
                new JsonEvents.Before(before, true, Color.WHITE), before.after(mate))))
                .noneMatch(l -> l.contains("\"turn\",\"to\""));
    }

    @Test
    void anUnconfirmedEndIsSaidInItsOwnFieldBesideThePassedAudit() {
        Event e = new Event.Over("1-0", "bob resigned", null, "Audit: passed up to ply 0 of 1 (0 announcements"
                + " checked); the end is unconfirmed: black did not sign it", true, true);

        assertThat(lines(JsonEvents.of(e, new JsonEvents.Before(OwnMen.of(Position.startpos(), Color.WHITE), false,
                Color.WHITE), null))).containsExactly("{\"event\":\"over\",\"result\":\"1-0\",\"winner\":\"me\","
                + "\"reason\":\"bob resigned\",\"fen\":null,\"audit\":\"Audit: passed up to ply 0 of 1 (0 announcements"
                + " checked); the end is unconfirmed: black did not sign it\",\"audit_passed\":true,\"unconfirmed\":true}");
    }

    @Test
    void aConfirmedEndSaysUnconfirmedFalse() {
        Event e = new Event.Over("1-0", "bob resigned", null, "Audit: passed (1 ply, 0 announcements checked)", true);

        assertThat(lines(JsonEvents.of(e, new JsonEvents.Before(OwnMen.of(Position.startpos(), Color.WHITE), false,
                Color.WHITE), null))).singleElement().asString().endsWith("\"audit_passed\":true,\"unconfirmed\":false}");
    }

    @Test
    void blacksMenAreWrittenAsFenWithTheirCastlingRights() {
        assertThat(JsonEvents.men(OwnMen.of(Position.startpos(), Color.BLACK)).toString())
                .isEqualTo("{\"event\":\"men\",\"men\":\"rnbqkbnr/pppppppp/8/8/8/8/8/8\",\"castling\":\"kq\"}");
    }
}
