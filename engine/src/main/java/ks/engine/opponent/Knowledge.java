package ks.engine.opponent;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ks.engine.OwnMen;
import ks.engine.belief.Belief;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * What a player that keeps a belief learns from its own history: the belief of the enemy's men,
 * its own men for certain, and the attempts it has tried this turn. The players of levels 2 to 4
 * take their news through it, so each keeps them the same way.
 */
public final class Knowledge {

    private final Belief belief;
    private final Set<Integer> triedThisTurn = new HashSet<>();
    private OwnMen men;

    public Knowledge(Belief belief, OwnMen men) {
        this.belief = belief;
        this.men = men;
    }

    /** See {@link Opponent#ourAnswer}. */
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        belief.ourAttempt(move, verdict, heard);
        if (verdict == Verdict.LEGAL) {
            men = men.after(move);
            triedThisTurn.clear();
        }
    }

    /** See {@link Opponent#theirMove}. */
    public void theirMove(int lost, List<Announcement> heard) {
        belief.theirMove(lost, heard);
        if (lost >= 0) {
            men = men.without(lost);
        }
        triedThisTurn.clear();
    }

    /** See {@link Opponent#heard}. */
    public void heard(List<Announcement> heard) {
        belief.theirNews(heard);
    }

    public Belief belief() {
        return belief;
    }

    public OwnMen men() {
        return men;
    }

    /** The {@link Candidates} of our men not yet tried this turn. */
    public List<Integer> untried() {
        List<Integer> candidates = Candidates.of(men);
        candidates.removeIf(triedThisTurn::contains);
        return candidates;
    }

    /** Notes that {@code move} has been tried this turn. */
    public void tried(int move) {
        triedThisTurn.add(move);
    }
}
