package ks.engine.opponent.sitebots;

import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * What kriegspiel.org's bots have in common: the {@link BotState} the site's server would show
 * them, kept from their own history, and their random numbers. A bot hears of the end of its turn
 * through {@link #turnOver}; it keeps no belief.
 */
abstract class SiteBot implements Opponent {

    final BotState state;
    final Random random;

    SiteBot(Position start, int colour, RuleSet rules, long seed) {
        this.state = new BotState(start, colour, rules);
        // Scrambled: java.util.Random's first draws are nearly the same for neighbouring seeds (game numbers).
        this.random = new Random(new SplittableRandom(seed).nextLong());
    }

    /** Our move stood: the turn is over. */
    abstract void turnOver();

    @Override
    public final void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        state.ourAnswer(move, verdict, heard);
        if (verdict == Verdict.LEGAL) {
            turnOver();
        }
    }

    @Override
    public final void theirMove(int lost, List<Announcement> heard) {
        state.theirMove(lost, heard);
    }

    @Override
    public final void heard(List<Announcement> heard) {
        state.heard(heard);
    }

    @Override
    public final BeliefMap belief() {
        return BeliefMap.EMPTY;
    }
}
