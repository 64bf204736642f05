package ks.app.screen;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import org.junit.jupiter.api.Test;

/** The cursor on the board and the man picked up with it. */
class ScreenBoardCursorTest {

    private static final OwnMen WHITE = OwnMen.of(Position.fromFen(Position.STARTPOS_FEN), Color.WHITE);
    private static final OwnMen BLACK = OwnMen.of(Position.fromFen(Position.STARTPOS_FEN), Color.BLACK);
    /** White can castle king side: f1 and g1 are empty. */
    private static final OwnMen READY_TO_CASTLE = OwnMen.of(
            Position.fromFen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w KQkq - 0 1"), Color.WHITE);

    private static int sq(String name) {
        return Square.parse(name);
    }

    private static BoardCursor startedFor(OwnMen men) {
        BoardCursor c = new BoardCursor();
        c.start(men);
        return c;
    }

    @Test
    void theCursorStartsOnOurKing() {
        assertThat(startedFor(BLACK).square()).isEqualTo(sq("e8"));
    }

    @Test
    void beforeTheGameThereIsNoCursor() {
        assertThat(new BoardCursor().square()).isEqualTo(Square.NONE);
        assertThat(new BoardCursor().describe(WHITE, Square::name)).isEmpty();
    }

    @Test
    void movingWithoutACursorStartsFromE1() {
        BoardCursor c = new BoardCursor();
        c.move(1, 0, Color.WHITE);
        assertThat(c.square()).isEqualTo(sq("f1"));
    }

    @Test
    void upIsTowardsTheEnemyForWhite() {
        BoardCursor c = startedFor(WHITE);
        c.move(0, 1, Color.WHITE);
        assertThat(c.square()).isEqualTo(sq("e2"));
    }

    @Test
    void blackSeesTheBoardTurnedRound() {
        BoardCursor c = startedFor(BLACK);
        c.move(1, 1, Color.BLACK);
        assertThat(c.square()).isEqualTo(sq("d7"));
    }

    @Test
    void theCursorStopsAtTheEdge() {
        BoardCursor c = startedFor(WHITE);
        c.move(9, -9, Color.WHITE);
        assertThat(c.square()).isEqualTo(sq("h1"));
    }

    @Test
    void theStatusNamesOurManUnderTheCursor() {
        assertThat(startedFor(WHITE).describe(WHITE, Square::name)).isEqualTo("e1: your king (Enter picks it up)");
    }

    @Test
    void theStatusOfAnEmptySquareIsItsName() {
        BoardCursor c = startedFor(WHITE);
        c.move(0, 3, Color.WHITE);
        assertThat(c.describe(WHITE, Square::name)).isEqualTo("e4");
    }

    @Test
    void touchingOurManPicksItUp() {
        BoardCursor c = startedFor(WHITE);
        BoardCursor.Touch t = c.touch(sq("g1"), WHITE, Square::name);
        assertThat(c.selected()).isEqualTo(sq("g1"));
        assertThat(t).isEqualTo(new BoardCursor.Status(
                "Picked up the knight on g1: move the cursor to its square and press Enter (Esc puts it down)."));
    }

    @Test
    void touchingAnEmptySquareWithNothingHeldSaysSo() {
        BoardCursor c = startedFor(WHITE);
        assertThat(c.touch(sq("e4"), WHITE, Square::name)).isEqualTo(new BoardCursor.Status("No man of yours on e4."));
        assertThat(c.selected()).isEqualTo(Square.NONE);
    }

    @Test
    void theStatusSaysWhereTheHeldManWouldGo() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        c.move(-1, 2, Color.WHITE);
        assertThat(c.describe(WHITE, Square::name)).isEqualTo("Enter moves the knight on g1 to f3; Esc puts it down.");
    }

    @Test
    void touchingAnotherSquareMovesTheHeldMan() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        assertThat(c.touch(sq("f3"), WHITE, Square::name)).isEqualTo(new BoardCursor.Move("g1f3"));
        assertThat(c.selected()).isEqualTo(Square.NONE);
        assertThat(c.square()).isEqualTo(sq("f3"));
    }

    @Test
    void touchingTheHeldManPutsItDown() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        assertThat(c.touch(sq("g1"), WHITE, Square::name)).isEqualTo(new BoardCursor.Status("Put down."));
        assertThat(c.selected()).isEqualTo(Square.NONE);
    }

    @Test
    void touchingAnotherOfOurMenTakesItInstead() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        c.touch(sq("e2"), WHITE, Square::name);
        assertThat(c.selected()).isEqualTo(sq("e2"));
    }

    @Test
    void theKingOntoItsOwnRookCastles() {
        BoardCursor c = startedFor(READY_TO_CASTLE);
        c.touch(sq("e1"), READY_TO_CASTLE, Square::name);
        assertThat(c.touch(sq("h1"), READY_TO_CASTLE, Square::name)).isEqualTo(new BoardCursor.Move("e1h1"));
    }

    @Test
    void escapePutsTheHeldManDown() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        assertThat(c.putDown()).isTrue();
        assertThat(c.selected()).isEqualTo(Square.NONE);
    }

    @Test
    void escapeWithNothingHeldDoesNothing() {
        assertThat(startedFor(WHITE).putDown()).isFalse();
    }

    @Test
    void droppingLetsGoButKeepsTheCursor() {
        BoardCursor c = startedFor(WHITE);
        c.touch(sq("g1"), WHITE, Square::name);
        c.drop();
        assertThat(c.selected()).isEqualTo(Square.NONE);
        assertThat(c.square()).isEqualTo(sq("g1"));
    }
}
