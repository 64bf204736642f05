package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/**
 * A command word mistyped (a letter wrong, missing, extra, or two swapped) is answered with the
 * word meant, on our turn and on the opponent's alike, rather than as a move that could not be read
 * ("expected a move such as e4 ...") or "it is not your move".
 */
class CommandsTypoTest {

    private static Seat seat(boolean ourTurn) {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", ourTurn ? Color.WHITE : Color.BLACK,
                new Terms(ourTurn ? "bob" : "alice", ourTurn ? "alice" : "bob", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        return seat;
    }

    private static String answer(String typed, boolean ourTurn) {
        return ((Commands.Show) Commands.read(typed, seat(ourTurn), Perspective.WHITE_SIDE)).text();
    }

    @Test
    void aMistypedCommandIsAnsweredWithTheWordMeant() {
        String[][] typos = {{"hlep", "help"}, {"baord", "board"}, {"resing", "resign"}, {"drwa", "draw"},
            {"quti", "quit"}, {"adjurn", "adjourn"}, {"belif", "belief"}, {"zoen", "zone"}, {"redarw", "redraw"},
            {"tiem", "time"}};
        for (String[] t : typos) {
            for (boolean ourTurn : new boolean[] {true, false}) {
                assertThat(answer(t[0], ourTurn)).as(t[0]).isEqualTo("not understood: '" + t[0] + "'; did you mean '"
                        + t[1] + "'? (type 'help' for the commands)");
            }
        }
    }

    @Test
    void aMoveThatCannotBeReadIsStillAnsweredAsAMove() {
        assertThat(answer("e9", true)).isEqualTo("not understood: 'e9' (no square e9) (type 'help' for examples)");
        assertThat(answer("zzz", true)).startsWith("not understood: 'zzz' (expected a move such as e4");
    }
}
