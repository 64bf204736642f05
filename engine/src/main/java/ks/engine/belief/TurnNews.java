package ks.engine.belief;

import java.util.List;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * Gathers what we hear of each enemy turn for {@link EnemyModel#CHOOSER}: its attempts refused
 * before and after its "any?", the answer, and the square of our last capture. Under rules that do
 * not tell us of the enemy's refusals it gives nothing (the count would always read 0).
 */
final class TurnNews {

    private final boolean told;
    private int refused;
    private int before;
    private Boolean answer;
    private int lastTaken = Square.NONE;

    /** For the player of {@code colour} under {@code rules}. */
    TurnNews(RuleSet rules, int colour) {
        this.told = told(rules, colour);
    }

    /** Whether under {@code rules} the player of {@code colour} hears of the enemy's attempts the board refuses. */
    static boolean told(RuleSet rules, int colour) {
        Hearing hearing = new Hearing();
        rules.refused(Verdict.ILLEGAL, 1 - colour, hearing);
        return !hearing.done().heardBy(colour).isEmpty();
    }

    /** Our attempt's news: a capture it made is where the enemy will try to take back. */
    void ours(Verdict verdict, List<Announcement> heard) {
        if (verdict == Verdict.LEGAL) {
            for (Announcement a : heard) {
                if (a.kind() == Announcement.Kind.CAPTURE && a.square() >= 0) {
                    lastTaken = a.square();
                }
            }
        }
    }

    /** News of the enemy's turn before its move: refused attempts, and the answer to its "any?". */
    void theirs(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ILLEGAL) {
                refused++;
            }
        }
        Boolean yes = Step.anyAnswer(heard);
        if (yes != null) {
            before = refused;
            refused = 0;
            answer = yes;
        }
    }

    /** What was heard of the turn that has just ended with the enemy's move (null when not told), counting afresh. */
    TurnHeard moved() {
        TurnHeard turn = told ? new TurnHeard(before, answer, refused, lastTaken) : null;
        refused = 0;
        before = 0;
        answer = null;
        return turn;
    }
}
