package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.engine.clock.Charges;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bob (black) claims alice's flag truly at ply 2; alice takes it and ends the game. Her save from
 * before her reveal went out (a save holds that state while bob's answer to her last question is
 * on its way, the claim crossing her move) is restarted with bob's last save without her reveal:
 * she reveals, as a claim ends the claimant's game, and both audits pass (before the lead's mend
 * from the review of joint31 each waited for the other and named it: "did not reveal").
 */
@Timeout(value = 240, unit = TimeUnit.SECONDS)
class JointRestartAfterTheirFlagTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();
    private final ResumeTest.Saves saves = new ResumeTest.Saves();

    @Test
    void aProcessRestartedAfterTakingTheOthersFlagRevealsAndBothAuditsPass() throws Exception {
        Pair p = HeldSend.Game.oneMinute(white.options().withStore(saves.host), black.options().withStore(saves.guest))
                .pair();
        assertThat(p.play(p.alice, "e2e4").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.bob);
        assertThat(p.play(p.bob, "e7e5").verdict()).isEqualTo(Verdict.LEGAL);
        p.awaitTurn(p.alice);
        white.pass(59_000);
        black.pass(60_000 + Charges.TOLERANCE_MILLIS + 10_000);
        p.bob.submit(new Command.Talk("your flag"));
        Pair.next(p.aliceEvents, Event.Over.class);
        Pair.next(p.bobEvents, Event.Over.class);

        SavedGame alices = alicesSaveWithTheFlagButNoReveal();
        SavedGame bobs = bobsLastSaveWithoutHerReveal();
        assertThat(alices.game().result()).isEqualTo("0-1");
        assertThat(alices.game().joint().secrets().end().by()).isEqualTo("black");

        JointResumeTest.Resumed r = JointResumeTest.resume(p, alices, bobs, saves);
        Event.Over a = r.aliceEvents().next(Event.Over.class);
        Event.Over b = r.bobEvents().next(Event.Over.class);
        assertThat(a.audit()).startsWith("Audit: passed");
        assertThat(b.audit()).startsWith("Audit: passed");
    }

    private SavedGame alicesSaveWithTheFlagButNoReveal() {
        synchronized (saves.host) {
            for (SavedGame g : saves.host.saves) {
                if (g.game().joint().sentBy(Color.BLACK).stream().anyMatch(m -> m instanceof JointMessage.Flag)) {
                    return withoutHerReveal(g);
                }
            }
        }
        throw new AssertionError("no save of alice's holds bob's claim");
    }

    private SavedGame bobsLastSaveWithoutHerReveal() {
        synchronized (saves.guest) {
            SavedGame last = null;
            for (SavedGame g : saves.guest.saves) {
                if (g.game().joint().sentBy(Color.WHITE).stream().noneMatch(m -> m instanceof JointMessage.Reveal)) {
                    last = g;
                }
            }
            return last;
        }
    }

    private static SavedGame withoutHerReveal(SavedGame g) {
        JointRecord j = g.game().joint();
        List<Message.Joint> white = new ArrayList<>(j.white());
        white.removeIf(m -> m instanceof JointMessage.Reveal);
        GameRecord record = g.game().toBuilder().joint(new JointRecord(white, j.black(), j.heard(), j.secrets())).build();
        return new SavedGame(g.format(), g.role(), g.opponentHost(), g.portNumber(), record, g.anys(), g.drawOffer(),
                g.savedAt());
    }
}
