package ks.engine.opponent.sitebots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import java.util.Random;
import java.util.SplittableRandom;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * kriegspiel.org's random bot ({@code Kriegspiel/bot-random}): on its turn it shuffles the
 * moves the server allows it and tries them in that order until one is accepted; only if none is
 * does it ask "any?". Since every legal move is among those allowed, it plays each legal move
 * with the same chance, and every refusal before it is heard as the rules say.
 */
public final class RandomBot implements Opponent {

    private final BotState state;
    private final Random random;
    private Deque<Integer> queue;

    public RandomBot(Position start, int colour, RuleSet rules, long seed) {
        this.state = new BotState(start, colour, rules);
        // Scrambled: java.util.Random's first draws are nearly the same for neighbouring seeds (game numbers).
        this.random = new Random(new SplittableRandom(seed).nextLong());
    }

    @Override
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        state.ourAnswer(move, verdict, heard);
        if (verdict == Verdict.LEGAL) {
            queue = null;
        }
    }

    @Override
    public void theirMove(int lost, List<Announcement> heard) {
        state.theirMove(lost, heard);
    }

    @Override
    public void heard(List<Announcement> heard) {
        state.heard(heard);
    }

    @Override
    public int nextAttempt() {
        if (queue == null) {
            List<Integer> moves = new ArrayList<>(state.allowed());
            Collections.shuffle(moves, random);
            queue = new ArrayDeque<>(moves);
        }
        while (!queue.isEmpty()) {
            int m = queue.poll();
            if (state.allowed().contains(m)) {
                return m;
            }
        }
        return state.mayAskAny() ? ASK_ANY : Move.NONE;
    }

    @Override
    public BeliefMap belief() {
        return BeliefMap.EMPTY;
    }
}
