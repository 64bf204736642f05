package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.TimeControl;
import ks.net.store.RecordFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 20, break 1: a host that charges the guest its signed thinking time plus just under the
 * old per-move tolerance on every move, played by a {@link CheatingHost} against a real guest
 * whose time source the test moves by hand. The guest thinks 32 ms a move and is charged
 * 2031 ms; under {@code game/1} its flag falls on its 30th move.
 */
@Timeout(60)
class ClockTheftTest {

    private static final TimeControl GAME_1 = TimeControl.parse("game/1");
    private static final long THOUGHT = 32;
    private static final long STOLEN = 1_999;

    @TempDir
    Path dir;

    /** The guest's time source, moved by hand: it thinks exactly {@link #THOUGHT} a move. */
    private final AtomicLong guestNanos = new AtomicLong(1_000_000_000L);

    private CheatingHost host() {
        return new CheatingHost(SessionOptions.defaults().withTicker(guestNanos::get)
                .withHeartbeat(5_000, TimeUnit.DAYS.toMillis(1)), "game/1");
    }

    /**
     * Plays white's knight out and back and bob's likewise, charging bob {@code stolen} ms over what
     * he signed on each move, until his clock cannot pay for a move: then his time is declared out.
     */
    private static Session stealUntilTheFlagFalls(CheatingHost host, AtomicLong guestNanos) throws Exception {
        Session guest = host.start(a -> a);
        host.commit();
        String[] white = {"g1f3", "f3g1"};
        String[][] black = {{"g8", "f6"}, {"f6", "g8"}};
        for (int move = 0; ; move++) {
            host.clocks = host.clocks.afterMove(GAME_1, Color.WHITE, 0);
            host.whitePlays(white[move % 2], true);
            host.guestEvents.next(Event.Heard.class);
            guestNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(THOUGHT));
            guest.submit(new Command.Play(Move.of(Square.parse(black[move % 2][0]), Square.parse(black[move % 2][1]))));
            Message.Try t = host.receive(Message.Try.class);
            long charge = t.think() + STOLEN;
            if (charge >= host.clocks.remaining(Color.BLACK)) {
                host.end("1-0", "time", "bob ran out of time", List.of());
                host.reveal();
                return guest;
            }
            host.clocks = host.clocks.afterMove(GAME_1, Color.BLACK, charge);
            host.answer(t, true);
            host.guestEvents.next(Event.Answered.class);
        }
    }

    @Test
    void aHostThatChargesJustUnderTwoSecondsOverEveryMoveIsNamedAtTheFirstOfThem() throws Exception {
        CheatingHost host = host();
        Session guest = stealUntilTheFlagFalls(host, guestNanos);
        Event.Over over = host.guestEvents.next(Event.Over.class);
        assertThat(over.result()).isEqualTo("1-0");
        assertThat(over.audit()).isEqualTo("Audit: FAILED at ply 2: the host"
                + " charged black 2031 ms for a move it signed as 32 ms of thought, more than the 0 ms its"
                + " round trips allow over it");
        GameRecord record = guest.awaitEnd();
        assertThat(record.guestTries()).hasSize(29);
        Path file = dir.resolve("stolen.ksg");
        RecordFile.write(file, record);
        assertThat(Audit.verify(RecordFile.read(file)).line()).isEqualTo(over.audit());
    }

    @Test
    void theGuestSeesTheHostChargeMoreThanItsOwnClockAsItHappens() throws Exception {
        CheatingHost host = host();
        Session guest = host.start(a -> a);
        host.commit();
        host.clocks = host.clocks.afterMove(GAME_1, Color.WHITE, 0);
        host.whitePlays("g1f3", true);
        host.guestEvents.next(Event.Heard.class);
        guestNanos.addAndGet(TimeUnit.MILLISECONDS.toNanos(THOUGHT));
        guest.submit(new Command.Play(Move.of(Square.parse("g8"), Square.parse("f6"))));
        Message.Try t = host.receive(Message.Try.class);
        host.clocks = host.clocks.afterMove(GAME_1, Color.BLACK, t.think() + STOLEN);
        host.answer(t, true);
        assertThat(host.guestEvents.next(Event.Note.class).text()).isEqualTo("alice charged you 2031 ms for a move"
                + " you thought 32 ms about, 1999 ms more (your round trips allow 0 ms): your clock is 0:59 by your own"
                + " account, 0:57 by alice's");
        Event.Clocks shown = host.guestEvents.next(Event.Clocks.class);
        while (shown.state().blackMoves() == 0) {
            shown = host.guestEvents.next(Event.Clocks.class);
        }
        assertThat(shown.state().remaining(Color.BLACK)).isEqualTo(60_000 - THOUGHT);
    }
}
