package ks.net.joint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.concurrent.TimeUnit;
import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The resume of a joint game settles the cut-off question from what both sides saved: a run cut off
 * in its equality check is finished with the parts both saved, never computed again, but when the
 * other's save lacks its part while ours was saved to go out (docs/joint-referee.md, "Saves and
 * resume").
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class CutOffQuestionTest {

    /** Our save: read question 5 (run 6), asked 6; unchecked, in check of run 7, or having read it. */
    private static final CutOffQuestion.Saved UNCHECKED = new CutOffQuestion.Saved(5, 4, 6, 6, true, false, true, 0);
    private static final CutOffQuestion.Saved IN_CHECK = new CutOffQuestion.Saved(5, 4, 6, 7, true, true, true, 0);
    private static final CutOffQuestion.Saved READ = new CutOffQuestion.Saved(6, 5, 0, 7, false, false, true, 0);

    @Test
    void noClaimOfTheOtherHasAQuestionWhosePartWentOutComputedAgainUncounted() {
        // Every last read question and last run the other may state (lying about both, one after the
        // other, or in turn with being behind) against our save in the check of run 7: the check is
        // finished, or the question computed again with the note, or the resume refused.
        for (int theirRead = 0; theirRead <= 8; theirRead++) {
            for (long theirRun = 0; theirRun <= 7 + CutOffQuestion.RUNS_AHEAD + 2; theirRun++) {
                CutOffQuestion.Plan plan = settledOrNull(IN_CHECK, theirRead, theirRun);
                assertThat(plan == null || plan.finish() || plan.note() != null)
                        .as("bob read %d, run %d", theirRead, theirRun).isTrue();
            }
        }
    }

    @Test
    void onceCountedNoClaimOfTheOtherHasAQuestionWhosePartWentOutComputedAgain() {
        CutOffQuestion.Saved counted = new CutOffQuestion.Saved(5, 4, 6, 7, true, true, true, 1);
        for (int theirRead = 0; theirRead <= 8; theirRead++) {
            for (long theirRun = 0; theirRun <= 7 + CutOffQuestion.RUNS_AHEAD + 2; theirRun++) {
                CutOffQuestion.Plan plan = settledOrNull(counted, theirRead, theirRun);
                assertThat(plan == null || plan.finish()).as("bob read %d, run %d", theirRead, theirRun).isTrue();
            }
        }
    }

    @Test
    void aQuestionComputedAgainAfterOurDecodingWentOutIsToldOnce() throws ProtocolException {
        CutOffQuestion.Saved decoded = new CutOffQuestion.Saved(5, 4, 6, 6, true, false, true, 0, true);
        CutOffQuestion.Plan plan = CutOffQuestion.settle(decoded, 5, 6, "bob");
        assertThat(plan.finish()).isFalse();
        assertThat(plan.note()).isEqualTo("question 6 is computed again after your output decoding of it had gone"
                + " out to bob: bob's process may have learned its outputs on men of its choosing; a second time in"
                + " this game stops it");
    }

    @Test
    void aQuestionComputedAgainAfterOurDecodingWentOutIsRefusedOnceCounted() {
        CutOffQuestion.Saved decoded = new CutOffQuestion.Saved(5, 4, 6, 6, true, false, true, 1, true);
        assertThatThrownBy(() -> CutOffQuestion.settle(decoded, 5, 7, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("question 6 would be computed again after your output decoding of it had gone out to bob,"
                        + " the second time in this game: each time would let bob's process learn its outputs on men"
                        + " of its choosing, so the game cannot go on");
    }

    @Test
    void bothHavingReadTheSameRunFinishNothingAndComputeOnlyWhatIsAsked() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 8, 6, true, false, true, 0), 7,
                6, "bob");
        assertThat(plan.finish()).isFalse();
        assertThat(plan.note()).isNull();
        assertThat(plan.runsBefore()).isEqualTo(6);
    }

    @Test
    void bothInTheCheckOfTheSameRunFinishIt() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(IN_CHECK, 5, 7, "bob");
        assertThat(plan.finish()).isTrue();
        assertThat(plan.note()).isNull();
        assertThat(plan.runsBefore()).isEqualTo(7);
    }

    @Test
    void theSideThatReadTheRunSendsItsPartAgainInsteadOfComputingTheQuestionAgain() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(READ, 5, 7, "bob");
        assertThat(plan.finish()).isTrue();
        assertThat(plan.runsBefore()).isEqualTo(7);
    }

    @Test
    void theSideInCheckFinishesWithThePartOfTheSideThatReadIt() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(IN_CHECK, 6, 7, "bob");
        assertThat(plan.finish()).isTrue();
        assertThat(plan.note()).isNull();
    }

    @Test
    void anOtherWhoseSaveLacksThePartThatReachedUsIsNamed() {
        assertThatThrownBy(() -> CutOffQuestion.settle(READ, 5, 6, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob says its save ends at run 6, but its part of the equality check of run 7 (question"
                        + " 6) reached you: it asks for the question computed again, which this ks refuses");
    }

    @Test
    void anOtherLackingItsPartWhileOursWasSavedIsToldAndTheQuestionComputedAfresh() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(IN_CHECK, 5, 6, "bob");
        assertThat(plan.finish()).isFalse();
        assertThat(plan.note()).isEqualTo("bob's save lacks its part of the equality check of question 6, while"
                + " yours had been saved to go out: bob's process may have learned one bit of your men from it, and"
                + " the question is computed again; a second time in this game stops it");
        assertThat(plan.runsBefore()).as("the run the other never saved is not numbered again").isEqualTo(7);
    }

    @Test
    void anOtherLackingItsPartASecondTimeInTheGameIsRefused() {
        CutOffQuestion.Saved again = new CutOffQuestion.Saved(5, 4, 6, 7, true, true, true, 1);
        assertThatThrownBy(() -> CutOffQuestion.settle(again, 5, 6, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob's save lacks its part of the equality check of question 6, while yours had been"
                        + " saved to go out, the second time in this game: computing it again would let it learn one"
                        + " more bit each time, so the game cannot go on");
    }

    @Test
    void anOtherClaimingALaterRunWhileWeAreInTheCheckIsRefusedRatherThanComputedAgainUncounted() {
        assertThatThrownBy(() -> CutOffQuestion.settle(IN_CHECK, 5, 8, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob says its save holds run 8 of the computation, but yours is in the equality check of"
                        + " run 7 (question 6), which no honest save passes without it: it cannot go on honestly");
    }

    @Test
    void aSideThatNeverSentItsPartComputesTheQuestionAgainWithoutANote() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(UNCHECKED, 5, 7, "bob");
        assertThat(plan.finish()).isFalse();
        assertThat(plan.note()).isNull();
        assertThat(plan.runsBefore()).isEqualTo(7);
    }

    @Test
    void aSaveLackingOurPartOfARunTheOtherReadIsOlderThanTheGame() {
        assertThatThrownBy(() -> CutOffQuestion.settle(UNCHECKED, 6, 7, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob read the outputs of run 7, which needs your part of its equality check, but your"
                        + " save lacks it: your save is older than the game, so it cannot go on honestly");
    }

    @Test
    void savesOfAnOlderKsWithOneSideAheadAreRefusedInOneLineOnBothSides() {
        String line = "this game was saved by an older ks, which did not save its part of the equality check, and the"
                + " question cut off was read by one side only: it cannot go on with this ks";
        CutOffQuestion.Saved aheadOld = new CutOffQuestion.Saved(6, 5, 0, 7, false, false, false, 0);
        CutOffQuestion.Saved behindOld = new CutOffQuestion.Saved(5, 4, 6, 6, true, false, false, 0);
        assertThatThrownBy(() -> CutOffQuestion.settle(aheadOld, 5, 6, "bob")).hasMessage(line);
        assertThatThrownBy(() -> CutOffQuestion.settle(behindOld, 6, 7, "bob")).hasMessage(line);
    }

    @Test
    void savesOfAnOlderKsThatReadTheSameQuestionResumeAsBefore() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(new CutOffQuestion.Saved(5, 4, 6, 6, true, false, false, 0), 5,
                6, "bob");
        assertThat(plan.finish()).isFalse();
        assertThat(plan.note()).isNull();
    }

    @Test
    void aSideBehindWhoseSaveDoesNotHoldTheQuestionTheOtherReadIsRefusedWithoutBlame() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(5, 4, 0, 7, true, false, true, 0), 7, 7,
                "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("the two saves disagree on the question cut off: yours read question 5 last (none asked"
                        + " since), bob's read question 7 last; one save is older than the game, so it cannot go on"
                        + " honestly");
    }

    @Test
    void aSideMoreThanOneQuestionBehindIsRefusedWithoutBlame() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(9, 7, 0, 8, false, false, true, 0), 5,
                8, "bob")).isInstanceOf(ProtocolException.class).hasMessageStartingWith("the two saves disagree");
    }

    @Test
    void anOtherThatSignedTheOutputsItClaimsNotToHaveReadIsNamed() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 0, 6, true, false, true, 0), 5, 6,
                "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob says the last question it read is 5, but it signed the outputs of question 7: it"
                        + " asks for an answer computed again, which this ks refuses");
    }

    @Test
    void aLastRunFarAheadOfOursIsRefusedNamingTheOther() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 8, 6, true, false, true, 0), 7,
                6 + CutOffQuestion.RUNS_AHEAD + 1, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob says its save holds run 23 of the computation, but yours ends at run 6: no honest"
                        + " save is that far ahead, so it cannot go on honestly");
    }

    /** The plan for {@code mine} against the other's claim, or null when the resume is refused. */
    private static CutOffQuestion.Plan settledOrNull(CutOffQuestion.Saved mine, int theirRead, long theirRun) {
        try {
            return CutOffQuestion.settle(mine, theirRead, theirRun, "bob");
        } catch (ProtocolException e) {
            return null;
        }
    }
}
