package ks.engine.opponent;

import java.util.List;
import ks.engine.belief.BeliefMap;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * A computer player of Kriegspiel that knows only what its own side is told. It is fed its own
 * history as it happens ({@link #ourAnswer}, {@link #theirMove}, {@link #heard}) and asked, on its
 * turn, for one attempt at a time ({@link #nextAttempt}) until one is accepted. Deterministic for
 * a seed and a {@link Thinking} that does not look at the real clock; no I/O, no threads.
 */
public interface Opponent {

    /** The attempt that asks the umpire "any pawn captures?" instead of moving. */
    int ASK_ANY = -1;

    /**
     * The umpire's answer to our attempt, with what we heard; to our "any?" ({@link #ASK_ANY}) the
     * answer comes with {@link ks.engine.Move#NONE} and a null verdict.
     */
    void ourAnswer(int move, Verdict verdict, List<Announcement> heard);

    /** The enemy moved; {@code lost} is the square of our man it took, or -1. */
    void theirMove(int lost, List<Announcement> heard);

    /** Anything else we heard: the start of play, the enemy's refused attempts or questions. */
    void heard(List<Announcement> heard);

    /**
     * Our next attempt this turn, {@link #ASK_ANY} to ask "any?", or {@link ks.engine.Move#NONE}
     * when nothing is left to try.
     */
    int nextAttempt();

    /** What it believes of the enemy's men ({@link BeliefMap#EMPTY} at level 1, which keeps no belief). */
    BeliefMap belief();

}
