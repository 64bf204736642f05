package ks.engine.opponent;

import java.util.List;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * A computer player of Kriegspiel that knows only what its own side is told. It is fed its own
 * history as it happens ({@link #ourAnswer}, {@link #theirMove}, {@link #heard}) and asked, on its
 * turn, for one attempt at a time ({@link #nextAttempt}) until one is accepted. Deterministic for
 * a seed and a {@link Thinking} that does not look at the real clock; no I/O, no threads.
 */
public interface Opponent {

    /** The lowest and highest {@link #of} levels. */
    int LOWEST = 1;
    int HIGHEST = 3;

    /** The umpire's answer to our attempt (a null verdict: to our "any?"), with what we heard. */
    void ourAnswer(int move, Verdict verdict, List<Announcement> heard);

    /** The enemy moved; {@code lost} is the square of our man it took, or -1. */
    void theirMove(int lost, List<Announcement> heard);

    /** Anything else we heard: the start of play, the enemy's refused attempts or questions. */
    void heard(List<Announcement> heard);

    /** Our next attempt this turn, or {@link ks.engine.Move#NONE} when nothing is left to try. */
    int nextAttempt();

    /** What it believes of the enemy's men ({@link BeliefMap#EMPTY} at level 1, which keeps no belief). */
    BeliefMap belief();

    /**
     * A player of {@code level} ({@link #LOWEST} to {@link #HIGHEST}) for {@code colour} in a game
     * from {@code start} under {@code rules}: level 1 tries its possible moves in random order,
     * pawn captures first when told it has some (the practice opponent as it always was); levels
     * 2 and 3 choose by expected outcome over a {@link ks.engine.belief.Belief}, level 3 with a
     * larger sample and an eye for the reply.
     */
    static Opponent of(int level, Position start, int colour, RuleSet rules, long seed, Thinking thinking) {
        return switch (level) {
            case 1 -> new RandomTrier(start, colour, seed);
            case 2 -> new BeliefPlayer(start, colour, rules, seed, thinking, BeliefPlayer.Style.GREEDY);
            case 3 -> new BeliefPlayer(start, colour, rules, seed, thinking, BeliefPlayer.Style.CAREFUL);
            default -> throw new IllegalArgumentException("no level " + level + "; levels are " + LOWEST + " to "
                    + HIGHEST);
        };
    }
}
