package ks.engine.opponent;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * Level 1: tries the moves its men could make in a random order, pawn captures first when the
 * umpire has just said it has some, never the same attempt twice in a turn. Its random draws are
 * those the practice opponent always made, so a fixed seed replays the same games as before; only
 * a castling its own men block, which it used to attempt (and hear "Nonsense"), is now passed over
 * as if it had been tried and refused.
 */
public final class RandomTrier implements Opponent {

    private final Random random;
    private final Set<Integer> triedThisTurn = new HashSet<>();
    private OwnMen men;
    private boolean pawnTriesSaid;

    public RandomTrier(Position start, int colour, long seed) {
        this.random = new Random(seed);
        this.men = OwnMen.of(start, colour);
    }

    @Override
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        if (verdict == Verdict.LEGAL) {
            men = men.after(move);
            triedThisTurn.clear();
            pawnTriesSaid = false;
        }
    }

    @Override
    public void theirMove(int lost, List<Announcement> heard) {
        if (lost >= 0) {
            men = men.without(lost);
        }
        pawnTriesSaid = heard.stream().anyMatch(RandomTrier::promisesPawnCaptures);
        triedThisTurn.clear();
    }

    @Override
    public void heard(List<Announcement> heard) {
        pawnTriesSaid = heard.stream().anyMatch(RandomTrier::promisesPawnCaptures);
    }

    @Override
    public int nextAttempt() {
        int move = draw();
        while (move != Move.NONE && !men.canMake(move)) {
            move = draw();
        }
        return move;
    }

    /** One draw as the practice opponent always made it: the first untried move of a fresh shuffle. */
    private int draw() {
        List<Integer> candidates = Candidates.withEveryCastling(men);
        Collections.shuffle(candidates, random);
        List<Integer> ordered = new ArrayList<>();
        for (int m : candidates) {
            if (Candidates.isPawnCapture(men, m) == pawnTriesSaid) {
                ordered.add(m);
            }
        }
        for (int m : candidates) {
            if (Candidates.isPawnCapture(men, m) != pawnTriesSaid) {
                ordered.add(m);
            }
        }
        for (int m : ordered) {
            if (triedThisTurn.add(m)) {
                return m;
            }
        }
        return Move.NONE;
    }

    @Override
    public BeliefMap belief() {
        return BeliefMap.EMPTY;
    }

    private static boolean promisesPawnCaptures(Announcement a) {
        return a.pawnTries() > 0 || a.pawnTryFrom() != 0 || Boolean.TRUE.equals(a.anyTries());
    }
}
