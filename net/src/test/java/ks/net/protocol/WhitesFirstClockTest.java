package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Square;
import ks.engine.clock.ClockState;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * When White's clock starts (docs/clocks.md, "Authority"): a guest playing white is charged from
 * when the opening reached it, not for the host's own set-up (its first save, which the opening
 * waits for) nor for the way there; the host's own white player, who sees the board as play opens,
 * from then. Alice hosts on a time source the test moves by hand, with a store that holds her
 * first save until the test lets it finish (rough25: a guest's first prompt showed 4:53 of
 * {@code game/5} under load).
 */
@Timeout(30)
class WhitesFirstClockTest {

    private final HandTicker host = new HandTicker();
    private final HandTicker guest = new HandTicker();
    private final HeldFirstSave held = new HeldFirstSave();

    @AfterEach
    void letTheSaveFinish() {
        held.release();
    }

    /** Alice hosting as {@code colour} under game/1, her first save held for 7 s of both clocks. */
    private Pair slowFirstSave(ColourWish colour) throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(colour).withTime("game/1"), Wishes.none(),
                host.options().withStore(held), guest.options());
        assertThat(held.begun(10)).as("the host's first save under way").isTrue();
        host.pass(7_000);
        guest.pass(7_000);
        held.release();
        return p;
    }

    @Test
    void aGuestPlayingWhiteIsChargedFromWhenTheOpeningReachedIt() throws Exception {
        Pair p = slowFirstSave(ColourWish.BLACK);
        assertThat(p.bobEvents.next(Event.Clocks.class).state()).isEqualTo(ClockState.start(p.bob.terms().timeControl()));
        host.pass(1_000);
        guest.pass(1_000);

        assertThat(p.play(p.bob, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);

        assertThat(p.bobEvents.clocksAfter(1).remaining(Color.WHITE)).isEqualTo(59_000);
        assertThat(p.aliceEvents.clocksAfter(1).remaining(Color.WHITE)).isEqualTo(59_000);
    }

    @Test
    void aGuestPlayingWhiteThatTriesBeforeTheOpeningReachesItIsChargedNothingForTheWait() throws Exception {
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.BLACK).withTime("game/1"),
                Wishes.none(), host.options().withStore(held), guest.options());
        assertThat(held.begun(10)).as("the host's first save under way").isTrue();
        host.pass(7_000);
        guest.pass(7_000);
        // As the practice opponent does: its move goes out at once, and waits at the host behind the save.
        Command.Play e4 = new Command.Play(Move.of(Square.parse("e2"), Square.parse("e4")));
        p.bob.submit(e4);
        p.bob.submit(e4);
        assertThat(Pair.next(p.bobEvents, Event.Note.class).text()).isEqualTo("wait for the umpire's answer");
        held.release();

        assertThat(Pair.next(p.bobEvents, Event.Answered.class).verdict()).isEqualTo(Verdict.LEGAL);

        assertThat(p.bobEvents.clocksAfter(1).remaining(Color.WHITE)).isEqualTo(60_000);
    }

    @Test
    void theHostsMeasureOfAGuestPlayingWhiteLeavesNothingUnaccountedForItsOwnFirstSave() throws Exception {
        Pair p = slowFirstSave(ColourWish.BLACK);
        p.bobEvents.next(Event.Clocks.class);
        host.pass(1_000);
        guest.pass(1_000);

        assertThat(p.play(p.bob, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        p.aliceEvents.clocksAfter(1);

        assertThat(p.aliceEvents).noneMatch(
                e -> e instanceof Event.Note n && n.text().contains("unaccounted"));
    }

    @Test
    void theHostsOwnPlayerPlayingWhiteIsChargedFromTheOpeningItsBoardShowed() throws Exception {
        Pair p = slowFirstSave(ColourWish.WHITE);
        host.pass(1_000);
        guest.pass(1_000);

        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);

        assertThat(p.aliceEvents.clocksAfter(1).remaining(Color.WHITE)).isEqualTo(52_000);
    }
}
