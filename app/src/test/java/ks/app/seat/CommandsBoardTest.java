package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/**
 * The {@code board} command shows our men and what the umpire said, and leaves whose move it is
 * to the prompt under it: it ended in "your move" just above a prompt that said it again.
 */
class CommandsBoardTest {

    @Test
    void theBoardEndsWithOurLossesNotWithWhoseMoveItIs() {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, new Terms("bob", "alice", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));

        Commands.Show board = (Commands.Show) Commands.read("board", seat, Perspective.WHITE_SIDE);

        assertThat(board.text()).contains("1 R N B Q K B N R 1").endsWith("lost: nothing")
                .doesNotContain("your move");
    }
}
