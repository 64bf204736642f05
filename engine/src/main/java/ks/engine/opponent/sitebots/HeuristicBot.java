package ks.engine.opponent.sitebots;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;

/**
 * kriegspiel.org's simple-heuristics bot ({@code Kriegspiel/bot-simple-heuristics}). On its turn:
 * first every allowed move onto the square where the enemy last took a man of ours (longest
 * first; the original reads the last such capture in its log, however long ago); failing that,
 * every promotion to a queen; failing both, it picks among "any?" (while it may be asked) and
 * its men, ranked by the longest move each can make, with halving chances (1/2, 1/4, ...), and
 * tries the chosen man's moves longest first; when they all fail it picks again among the men
 * left. After "any?" it looks at its recaptures and promotions again. Ties between moves and men
 * are broken as the original does, by their text ({@code e2e4}, {@code e2}).
 */
public final class HeuristicBot extends SiteBot {

    private static final Comparator<Integer> LONGEST_FIRST =
            Comparator.comparingInt((Integer m) -> -Move.length(m)).thenComparing(BotState::uci);

    /** What {@link #choose} gives when there is nothing left to choose. */
    private static final int NOTHING = -2;

    /** What the moves being tried came from: a round of looking (recaptures, promotions), or a chosen man. */
    private enum Batch { NONE, PRIORITY, PIECE }

    private final Deque<Integer> queue = new ArrayDeque<>();
    private Batch batch = Batch.NONE;
    private boolean choosing;
    private boolean mayAsk;
    private final Set<Integer> excluded = new HashSet<>();
    private boolean asked;

    public HeuristicBot(Position start, int colour, RuleSet rules, long seed) {
        super(start, colour, rules, seed);
    }

    @Override
    void turnOver() {
        queue.clear();
        batch = Batch.NONE;
        choosing = false;
    }

    @Override
    public int nextAttempt() {
        if (asked) {
            asked = false;
            if (lookForPriorities()) {
                return next();
            }
        }
        for (int rounds = 0; rounds < 4; rounds++) {
            if (!queue.isEmpty()) {
                return next();
            }
            if (batch == Batch.PRIORITY || !choosing) {
                // A fresh look at the turn, as the original's next poll of the game's state.
                batch = Batch.NONE;
                if (lookForPriorities()) {
                    return next();
                }
                choosing = true;
                mayAsk = true;
                excluded.clear();
            }
            int choice = choose();
            if (choice == ASK_ANY) {
                mayAsk = false;
                excluded.clear();
                asked = true;
                return ASK_ANY;
            }
            if (choice == NOTHING) {
                choosing = false;
                continue;
            }
            excluded.add(choice);
            batch = Batch.PIECE;
            queue.addAll(movesOf(choice));
        }
        return queue.isEmpty() ? Move.NONE : next();
    }

    private int next() {
        return queue.poll();
    }

    /** Queues the recaptures, or failing them the queen promotions; false when there are neither. */
    private boolean lookForPriorities() {
        List<Integer> allowed = state.allowed();
        int lost = state.lastLoss();
        List<Integer> special = new ArrayList<>();
        if (lost != Square.NONE) {
            allowed.stream().filter(m -> Move.to(m) == lost).forEach(special::add);
        }
        if (special.isEmpty()) {
            allowed.stream().filter(m -> Move.promotion(m) == PieceType.QUEEN).forEach(special::add);
        }
        if (special.isEmpty()) {
            return false;
        }
        special.sort(LONGEST_FIRST);
        queue.addAll(special);
        batch = Batch.PRIORITY;
        return true;
    }

    /** "Any?" ({@link #ASK_ANY}), the square of the man chosen, or {@link #NOTHING} when nothing is left. */
    private int choose() {
        List<Integer> options = new ArrayList<>();
        if (mayAsk && state.mayAskAny()) {
            options.add(ASK_ANY);
        }
        for (int sq : rankedMen()) {
            if (!excluded.contains(sq)) {
                options.add(sq);
            }
        }
        if (options.isEmpty()) {
            return NOTHING;
        }
        double roll = random.nextDouble();
        double cumulative = 0;
        double weight = 0.5;
        for (int i = 0; i < options.size() - 1; i++) {
            cumulative += weight;
            if (roll < cumulative) {
                return options.get(i);
            }
            weight /= 2;
        }
        return options.get(options.size() - 1);
    }

    /** Our men that have allowed moves, by their longest move (longest first), then by square name. */
    private List<Integer> rankedMen() {
        Map<Integer, Integer> longest = new LinkedHashMap<>();
        for (int m : state.allowed()) {
            longest.merge(Move.from(m), Move.length(m), Math::max);
        }
        List<Integer> men = new ArrayList<>(longest.keySet());
        men.sort(Comparator.comparingInt((Integer sq) -> -longest.get(sq)).thenComparing(Square::name));
        return men;
    }

    private List<Integer> movesOf(int from) {
        List<Integer> moves = new ArrayList<>();
        for (int m : state.allowed()) {
            if (Move.from(m) == from) {
                moves.add(m);
            }
        }
        moves.sort(LONGEST_FIRST);
        return moves;
    }
}
