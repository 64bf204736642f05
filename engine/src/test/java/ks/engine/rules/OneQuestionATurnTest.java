package ks.engine.rules;

import static ks.engine.referee.Attempts.move;
import static ks.engine.referee.Attempts.referee;
import static ks.engine.rules.RuleSetsTest.texts;
import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.Verdict;
import org.junit.jupiter.api.Test;

/** "Any?" may be asked once a turn; a second question is refused to the asker alone and changes nothing. */
class OneQuestionATurnTest {

    /** White's e4 pawn can take on d5. */
    private static final String ONE_TRY = "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1";
    /** White has no pawn capture. */
    private static final String NO_TRIES = "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1";

    @Test
    void aSecondAnyInTheSameTurnIsRefusedToTheAskerAlone() {
        Referee ref = referee(ONE_TRY, "wolfe");
        ref.askAny();
        Announcements again = ref.askAny();
        assertThat(texts(again.white())).containsExactly("You have asked already this turn");
        assertThat(again.black()).isEmpty();
        assertThat(again.white().get(0).kind()).isEqualTo(Announcement.Kind.ANY_ANSWER);
        assertThat(again.white().get(0).anyTries()).as("a refusal states no yes/no").isNull();
    }

    @Test
    void aSecondAnyAfterNoIsRefusedToo() {
        Referee ref = referee(NO_TRIES, "berkeley-any");
        assertThat(texts(ref.askAny().white())).endsWith("No");
        assertThat(texts(ref.askAny().white())).containsExactly("You have asked already this turn");
    }

    @Test
    void aSecondAnyDoesNotReimposeAPawnTryAlreadyDischarged() {
        Referee ref = referee(ONE_TRY, "english");
        ref.askAny();
        assertThat(ref.attempt(move("e4f5")).verdict()).as("the owed try, failed").isEqualTo(Verdict.ILLEGAL);
        ref.askAny();
        assertThat(ref.owesPawnTry()).isFalse();
        assertThat(ref.attempt(move("e1d1")).verdict()).isEqualTo(Verdict.LEGAL);
    }

    @Test
    void aSecondAnyLeavesAnOwedPawnTryOwed() {
        Referee ref = referee(ONE_TRY, "berkeley-any");
        ref.askAny();
        ref.askAny();
        assertThat(ref.owesPawnTry()).isTrue();
        assertThat(ref.attempt(move("e1d1")).verdict()).isEqualTo(Verdict.ILLEGAL);
    }

    @Test
    void theQuestionMayBeAskedAgainNextTurn() {
        Referee ref = referee(ONE_TRY, "wolfe");
        ref.askAny();
        ref.attempt(move("e1e2"));
        ref.attempt(move("e8e7"));
        assertThat(texts(ref.askAny().white())).containsExactly("White asks: any pawn captures?", "Yes");
    }

    @Test
    void theOpponentsQuestionIsHisOwn() {
        Referee ref = referee(ONE_TRY, "wolfe");
        ref.askAny();
        ref.attempt(move("e1e2"));
        assertThat(texts(ref.askAny().black())).containsExactly("Black asks: any pawn captures?", "Yes");
    }
}
