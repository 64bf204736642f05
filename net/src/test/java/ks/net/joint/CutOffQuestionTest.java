package ks.net.joint;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ks.net.ProtocolException;
import org.junit.jupiter.api.Test;

/** The resume of a joint game settles the cut-off question from what both sides saved. */
class CutOffQuestionTest {

    @Test
    void bothHavingReadTheSameQuestionComputeOnlyWhatIsAsked() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 8, 6, true), 7, 6, "bob");
        assertThat(plan.again()).isFalse();
        assertThat(plan.runsBefore()).isEqualTo(6);
    }

    @Test
    void theSideThatReadTheCutOffQuestionComputesItAgainFirst() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 8, 6, false), 5, 5, "bob");
        assertThat(plan.again()).isTrue();
        assertThat(plan.runsBefore()).as("the run the other lost is never numbered again").isEqualTo(6);
    }

    @Test
    void theSideThatDidNotReadItComputesTheQuestionItAsked() throws ProtocolException {
        CutOffQuestion.Plan plan = CutOffQuestion.settle(new CutOffQuestion.Saved(5, 4, 7, 5, true), 7, 6, "bob");
        assertThat(plan.again()).isFalse();
        assertThat(plan.runsBefore()).isEqualTo(6);
    }

    @Test
    void aSideBehindWhoseSaveDoesNotHoldTheQuestionTheOtherReadIsRefusedWithoutBlame() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(5, 4, 0, 5, true), 7, 6, "bob"))
                .isInstanceOf(ProtocolException.class)
                .hasMessage("the two saves disagree on the question cut off: yours read question 5 last (none asked"
                        + " since), bob's read question 7 last; one save is older than the game, so it cannot go on"
                        + " honestly");
    }

    @Test
    void aSideMoreThanOneQuestionBehindIsRefusedWithoutBlame() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(9, 7, 0, 8, false), 5, 5, "bob"))
                .isInstanceOf(ProtocolException.class).hasMessageStartingWith("the two saves disagree");
    }

    @Test
    void anOtherThatSignedTheOutputsItClaimsNotToHaveReadIsNamed() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 0, 6, true), 5, 5, "bob"))
                .isInstanceOf(ProtocolException.class)
                .hasMessage("bob says the last question it read is 5, but it signed the outputs of question 7: it"
                        + " asks for an answer computed again, which this ks refuses");
    }

    @Test
    void aLastRunFarAheadOfOursIsRefusedNamingTheOther() {
        assertThatThrownBy(() -> CutOffQuestion.settle(new CutOffQuestion.Saved(7, 5, 8, 6, true), 7,
                6 + CutOffQuestion.RUNS_AHEAD + 1, "bob")).isInstanceOf(ProtocolException.class)
                .hasMessage("bob says its save holds run 23 of the computation, but yours ends at run 6: no honest"
                        + " save is that far ahead, so it cannot go on honestly");
    }
}
