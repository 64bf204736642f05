package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.Test;

/** Typing "any" where the rules have no such question says so, instead of asking a question nobody answers. */
class CommandsAnyTest {

    private static Seat seat(String rules) {
        Seat seat = new Seat(Perspective.WHITE_SIDE);
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, new Terms("bob", "alice", rules, false, false),
                Position.STARTPOS_FEN, ""));
        return seat;
    }

    @Test
    void anyUnderIccIsAnsweredByKsItself() {
        assertThat(Commands.read("any", seat("icc"), Perspective.WHITE_SIDE))
                .isEqualTo(new Commands.Show("the rules (icc) have no 'any?' question"));
    }

    @Test
    void anyUnderBerkeleyAnyIsAsked() {
        assertThat(Commands.read("any", seat("berkeley-any"), Perspective.WHITE_SIDE))
                .isEqualTo(new Commands.Send(new Command.AskAny()));
    }
}
