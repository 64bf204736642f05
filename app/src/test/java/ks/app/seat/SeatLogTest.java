package ks.app.seat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import ks.engine.Color;
import ks.engine.Position;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A bug of ours that the game survives (a view that cannot follow) is written to the log, not lost. */
class SeatLogTest {

    private static final Logger SEAT = Logger.getLogger(Seat.class.getName());
    private final List<LogRecord> logged = new CopyOnWriteArrayList<>();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord r) {
            logged.add(r);
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    @BeforeEach
    void listen() {
        SEAT.addHandler(handler);
    }

    @AfterEach
    void stop() {
        SEAT.removeHandler(handler);
    }

    @Test
    void aViewThatCannotFollowTheGameIsWrittenToTheLogWithWhatWentWrong() {
        Seat seat = new Seat();
        seat.apply(new Event.Started("alice", "bob", Color.WHITE, new Terms("bob", "alice", "wolfe", false, false),
                Position.STARTPOS_FEN, ""));
        // News of the opponent's move while it is our turn: the view cannot take it.
        seat.apply(new Event.Heard(true, -1, List.of()));
        assertThat(logged).anySatisfy(r -> {
            assertThat(r.getLevel()).isEqualTo(Level.WARNING);
            assertThat(r.getMessage()).contains("view could not follow");
            assertThat(r.getThrown()).isNotNull();
        });
    }
}
