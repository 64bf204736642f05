package ks.net.protocol;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import ks.engine.Color;
import ks.testkit.Poll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A flag claim that reaches a process restarted after the game ended for it (docs/joint-referee.md,
 * "A flag after the end"): bob accepts alice's draw as her claim of his flag is on its way, and his
 * process dies before it takes the claim in; both resume from their saves, and the claim, sent again,
 * is judged as it would have been before the restart. Until joint31 the save kept neither who ended
 * the game nor bob's clock at the end: the claim changed nothing, bob's record said drawn by
 * agreement against alice's "bob ran out of time", and bob's audit failed naming nobody.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class JointEndRestartTest {

    private final HandTicker white = new HandTicker();
    private final HandTicker black = new HandTicker();
    private final ResumeTest.Saves saves = new ResumeTest.Saves();

    @Test
    void aClaimCrossingADrawReachingTheRestartedAccepterEndsOnTimeForBoth() throws Exception {
        // He accepted with 1 s left on his own clock.
        JointResumeTest.Resumed r = bobRestartsBetweenHisDrawAndAlicesClaim(59_000, false);

        Event.Over a = Pair.next(r.aliceEvents(), Event.Over.class);
        Event.Over b = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(b.result()).isEqualTo("1-0");
        assertThat(b.reason()).startsWith("bob ran out of time");
        assertThat(a.reason()).isEqualTo(b.reason());
        assertThat(a.auditPassed()).as(a.audit()).isTrue();
        assertThat(b.auditPassed()).as(b.audit()).isTrue();
        assertThat(saves.guest.finishedGame.game().result()).isEqualTo(saves.host.finishedGame.game().result());
    }

    @Test
    void aFalseClaimCrossingADrawReachingTheRestartedAccepterIsNamedByItsAudit() throws Exception {
        // He accepted with 30 s left on his own clock: alice's claim is false.
        JointResumeTest.Resumed r = bobRestartsBetweenHisDrawAndAlicesClaim(30_000, false);

        Event.Over b = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(b.result()).isEqualTo("1/2-1/2");
        assertThat(b.auditPassed()).isFalse();
        assertThat(b.audit()).isEqualTo("Audit: FAILED: alice claimed your time out with 30000 ms left on your own clock");
    }

    @Test
    void aClaimReachingAProcessRestartedFromAnOlderKsSaveStopsItsGameUnjudged() throws Exception {
        JointResumeTest.Resumed r = bobRestartsBetweenHisDrawAndAlicesClaim(59_000, true);

        Event.Over b = Pair.next(r.bobEvents(), Event.Over.class);
        assertThat(b.reason()).isEqualTo("alice claimed a flag against black at ply 1 after the game had ended,"
                + " which this game's save, made by an older ks, cannot judge");
        assertThat(b.audit()).isEqualTo("Audit: not done (the game was stopped)");
    }

    /**
     * Alice offers a draw at ply 1 and her worker is held while bob's flag falls by her measure and
     * his acceptance comes, {@code bobsTime} ms having passed on his own clock: she claims his flag
     * before she takes the acceptance in. Bob's process dies in the save that would keep her claim;
     * both resume from their last saves ({@code older}: bob's without the end it kept, as an ks
     * before joint31 wrote it).
     */
    private JointResumeTest.Resumed bobRestartsBetweenHisDrawAndAlicesClaim(long bobsTime, boolean older)
            throws Exception {
        Pair p = HeldSend.Game.oneMinute(white.options().withStore(saves.host), black.options().withStore(saves.guest))
                .pair();
        saves.guest.freezeWhen = g -> g.game().joint().sentBy(Color.WHITE).stream()
                .anyMatch(m -> m instanceof JointMessage.Flag);
        JointDrawCrossingFlagTest.bobAcceptsAliceDrawAsSheClaimsHisFlag(p, white, black, bobsTime);
        assertThat(saves.guest.frozen.await(60, TimeUnit.SECONDS)).as("bob dies as he takes alice's claim in").isTrue();
        Poll.until("alice's save of bob's acceptance", Duration.ofSeconds(60), Duration.ofMillis(5),
                saves.host::last, g -> g.game().joint().sentBy(Color.BLACK).stream()
                        .anyMatch(m -> m instanceof JointMessage.Said s && "draw".equals(s.statement().kind())));
        SavedGame bobs = lastWithoutTheClaim();
        assertThat(bobs.game().result()).as("bob's save holds his end").isEqualTo("1/2-1/2");
        if (older) {
            bobs = withoutTheEnd(bobs);
        }
        return JointResumeTest.resume(p, saves.host.last(), bobs, saves);
    }

    private SavedGame lastWithoutTheClaim() {
        synchronized (saves.guest) {
            SavedGame last = null;
            for (SavedGame g : saves.guest.saves) {
                if (g.game().joint().sentBy(Color.WHITE).stream().noneMatch(m -> m instanceof JointMessage.Flag)) {
                    last = g;
                }
            }
            return last;
        }
    }

    private static SavedGame withoutTheEnd(SavedGame g) {
        JointRecord j = g.game().joint();
        JointSecrets s = j.secrets();
        JointSecrets older = new JointSecrets(s.steps(), s.menSalts(), s.actions(), s.runs(), s.check(), s.lostChecks(),
                s.decoded(), null);
        GameRecord record = g.game().toBuilder().joint(new JointRecord(j.white(), j.black(), j.heard(), older)).build();
        return new SavedGame(g.format(), g.role(), g.opponentHost(), g.portNumber(), record, g.anys(), g.drawOffer(),
                g.savedAt());
    }
}
