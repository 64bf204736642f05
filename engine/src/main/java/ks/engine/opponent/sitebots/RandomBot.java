package ks.engine.opponent.sitebots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.List;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.referee.RuleSet;

/**
 * kriegspiel.org's random bot ({@code Kriegspiel/bot-random}): on its turn it shuffles the
 * moves the server allows it and tries them in that order until one is accepted; only if none is
 * does it ask "any?". Since every legal move is among those allowed, it plays each legal move
 * with the same chance, and every refusal before it is heard as the rules say.
 */
public final class RandomBot extends SiteBot {

    private Deque<Integer> queue;

    public RandomBot(Position start, int colour, RuleSet rules, long seed) {
        super(start, colour, rules, seed);
    }

    @Override
    void turnOver() {
        queue = null;
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
}
