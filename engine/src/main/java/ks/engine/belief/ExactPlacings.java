package ks.engine.belief;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * Every placing of a small enemy army that fits what we heard since it was started, kept whole
 * rather than sampled: at each enemy move every placing is taken through every legal move after
 * which the umpire would have said the words heard (placings reached twice are one, their weights
 * added), at each attempt of ours the placings it rules out are dropped. The weights are the
 * chance of the news with the enemy picking any legal move alike. Started, when the belief's
 * guesses give the enemy at most a few men besides its king, from every placing of those men (and
 * of a pawn queened unheard) that fits our men and our turn's news so far ({@link EnemyPlacings}),
 * half the weight spread evenly over them and half on the sample's own guesses, so that a sample
 * that has lost the enemy is found again. Bounded: above {@link #CAP} placings, or past {@link
 * #UPDATE_WORK} in one update, or when the news rules every placing out, it stops, and the reader
 * falls back to the sample until it is started again. Seeded, deterministic; not thread-safe.
 */
public final class ExactPlacings {

    /** Placings kept at most: the enemy's king and one man beside ours fit in some 4,000 for each kind. */
    public static final int CAP = Integer.getInteger("ks.mate15.cap", 16_384);
    private static final boolean ALL_KINDS = Boolean.getBoolean("ks.mate15.allkinds");
    /** What one update may cost, in {@link Hypotheses#work}: ten times a belief's. */
    static final long UPDATE_WORK = Long.getLong("ks.mate15.work", 400_000);
    /** The sample's share of the weight at the start; the rest is spread evenly over every placing. */
    private static final double SAMPLE_SHARE = 0.5;
    /** Placings started at most from the sample's guesses with one man moved, when every placing is too many. */
    private static final int NEIGHBOURS = 6_000;
    /** Turns to wait after stopping before starting again. */
    private static final int PAUSE = 4;

    private final int colour;
    private final Hypotheses hypotheses;
    private final TurnRules turn;
    private final Random random;
    private final MoveList legal = new MoveList();
    /** Our turn's steps so far, for placings started in mid-turn. */
    private final List<Step> turnSteps = new ArrayList<>();
    /** The placings by hash and their weights, which add up to 1; null while stopped. */
    private Map<Long, Placing> placings;
    private int pausedFor;
    private int starts;
    private int stops;

    /** One placing and its weight. */
    private static final class Placing {
        final Position position;
        double weight;

        Placing(Position position, double weight) {
            this.position = position;
            this.weight = weight;
        }
    }

    /** For the player of {@code colour} under {@code rules}, drawing with {@code seed}. */
    public ExactPlacings(RuleSet rules, int colour, long seed) {
        this.colour = colour;
        this.hypotheses = new Hypotheses(rules, colour);
        this.turn = new TurnRules(rules, colour);
        this.random = new Random(seed);
    }

    /** Our attempt, as {@link Belief#ourAttempt}; {@code men} are ours before it. */
    public void ourAttempt(int move, Verdict verdict, List<Announcement> heard, OwnMen men) {
        boolean byBoard = turn.heard(move, verdict, Step.anyAnswer(heard), men);
        apply(Step.ours(move, verdict, heard, byBoard));
    }

    /** The enemy's move, as {@link Belief#theirMove}. */
    public void theirMove(int lost, List<Announcement> heard) {
        turnSteps.clear();
        pausedFor = Math.max(0, pausedFor - 1);
        if (placings != null) {
            apply(Step.theirMove(lost, heard));
        }
    }

    /** The answer to the enemy's "any?", as {@link Belief#theirNews}. */
    public void theirNews(List<Announcement> heard) {
        if (Step.anyAnswer(heard) != null && placings != null) {
            apply(Step.theirAnswer(heard));
        }
    }

    /**
     * Starts, when stopped (and not paused), if every guess of {@code belief} gives the enemy at most
     * {@code atMost} men besides its king and some guess at least one, and all placings fit under
     * {@link #CAP}; call it on our turn. True when the placings are kept.
     */
    public boolean start(Belief belief, int atMost) {
        if (placings != null && !loneKing()) {
            return true;
        }
        // A lone king is left to the sample and the player's own reading of where it may stand.
        placings = null;
        if (pausedFor > 0) {
            return false;
        }
        int enemy = 1 - colour;
        Set<String> kinds = new TreeSet<>();
        List<int[]> armies = new ArrayList<>();
        Position[] template = new Position[1];
        boolean[] fits = {true};
        Map<Long, Double> sampled = new HashMap<>();
        Map<Long, Position> guesses = new HashMap<>();
        belief.forEach((p, w) -> {
            int[] men = EnemyPlacings.menOf(p, enemy);
            fits[0] &= men.length <= atMost;
            if (men.length == 0 || !fits[0]) {
                return;
            }
            template[0] = template[0] == null ? p : template[0];
            addArmy(kinds, armies, men);
            int pawn = java.util.Arrays.binarySearch(men, PieceType.PAWN);
            if (pawn >= 0) {
                // A pawn may have queened unheard.
                int[] queened = men.clone();
                queened[pawn] = PieceType.QUEEN;
                java.util.Arrays.sort(queened);
                addArmy(kinds, armies, queened);
            }
            Position q = EnemyPlacings.rebuilt(p, enemy);
            if (q != null) {
                sampled.merge(q.hash(), w, Double::sum);
                guesses.putIfAbsent(q.hash(), q);
            }
        });
        if (!fits[0] || template[0] == null) {
            return false;
        }
        if (ALL_KINDS) {
            // The sample may be wrong about which man the enemy kept: a king and one man of any kind.
            for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
                addArmy(kinds, armies, new int[] {type});
            }
        }
        int empty = 64 - Long.bitCount(template[0].occupancy(colour));
        long bound = 0;
        for (int[] men : armies) {
            bound += EnemyPlacings.bound(men, empty);
        }
        Map<Long, Placing> all = new LinkedHashMap<>();
        java.util.function.Consumer<Position> add = p -> {
            if (fitsTurn(p)) {
                all.putIfAbsent(p.hash(), new Placing(p, 0));
            }
        };
        if (bound <= 4L * CAP) {
            for (int[] men : armies) {
                EnemyPlacings.each(template[0], enemy, men, add);
            }
        } else if (atMost >= 2) {
            // Too many to place every man anywhere: the sample's guesses, heaviest first, each with one man moved anywhere.
            List<Long> order = new ArrayList<>(guesses.keySet());
            order.sort((a, b) -> Double.compare(sampled.get(b), sampled.get(a)));
            for (int k = 0; k < order.size() && all.size() < NEIGHBOURS; k++) {
                EnemyPlacings.neighbours(guesses.get(order.get(k)), enemy, add);
            }
        } else {
            return false;
        }
        if (all.isEmpty() || all.size() > CAP) {
            pausedFor = PAUSE;
            return false;
        }
        double even = (1 - SAMPLE_SHARE) / all.size();
        double inSample = 0;
        for (Map.Entry<Long, Placing> e : all.entrySet()) {
            inSample += sampled.getOrDefault(e.getKey(), 0.0);
        }
        for (Map.Entry<Long, Placing> e : all.entrySet()) {
            double s = sampled.getOrDefault(e.getKey(), 0.0);
            e.getValue().weight = even + (inSample > 0 ? SAMPLE_SHARE * s / inSample : SAMPLE_SHARE / all.size());
        }
        placings = all;
        starts++;
        return true;
    }

    /** Whether the placings are kept now. */
    public boolean active() {
        return placings != null;
    }

    /** The placings kept, 0 while stopped. */
    public int size() {
        return placings == null ? 0 : placings.size();
    }

    /** Times the placings were started, and stopped (by the cap, the work, or news that ruled all out). */
    public int starts() {
        return starts;
    }

    public int stops() {
        return stops;
    }

    /**
     * Gives {@code visitor} {@code draws} placings drawn by weight, each distinct one once with its
     * share of the draws; every placing, by its weight, when there are no more than {@code draws}.
     * The visitor must leave each position as it found it.
     */
    public void draw(int draws, Belief.Visitor visitor) {
        List<Placing> list = new ArrayList<>(placings.values());
        if (list.size() <= draws) {
            list.forEach(p -> visitor.visit(p.position, p.weight));
            return;
        }
        double[] cumulative = new double[list.size()];
        double sum = 0;
        for (int k = 0; k < list.size(); k++) {
            cumulative[k] = sum += list.get(k).weight;
        }
        int[] times = new int[list.size()];
        for (int d = 0; d < draws; d++) {
            int k = java.util.Arrays.binarySearch(cumulative, random.nextDouble() * sum);
            times[Math.min(list.size() - 1, k < 0 ? -k - 1 : k)]++;
        }
        for (int k = 0; k < list.size(); k++) {
            if (times[k] > 0) {
                visitor.visit(list.get(k).position, (double) times[k] / draws);
            }
        }
    }

    /** What the updates have cost so far. */
    long work() {
        return hypotheses.work();
    }

    private static void addArmy(Set<String> kinds, List<int[]> armies, int[] men) {
        if (kinds.add(java.util.Arrays.toString(men))) {
            armies.add(men);
        }
    }

    /** Whether {@code p} fits our turn's news so far (our refused attempts, the answers to "any?"). */
    private boolean fitsTurn(Position p) {
        for (Step s : turnSteps) {
            if (hypotheses.advance(p, s, random) == 0) {
                return false;
            }
        }
        return true;
    }

    private void apply(Step step) {
        if (!step.isTheirMove()) {
            turnSteps.add(step);
        }
        if (placings == null) {
            return;
        }
        long limit = hypotheses.work() + UPDATE_WORK;
        Map<Long, Placing> next = step.isTheirMove() ? branch(step, limit) : filter(step);
        if (next == null || next.isEmpty()) {
            stop();
            return;
        }
        double total = 0;
        for (Placing p : next.values()) {
            total += p.weight;
        }
        for (Placing p : next.values()) {
            p.weight /= total;
        }
        placings = next;
    }

    /** The placings that our attempt or an answer leaves, our accepted move played in each. */
    private Map<Long, Placing> filter(Step step) {
        Map<Long, Placing> next = new LinkedHashMap<>();
        for (Placing p : placings.values()) {
            if (hypotheses.advance(p.position, step, random) > 0) {
                next.put(p.position.hash(), p);
            }
        }
        return next;
    }

    /** Every placing after every enemy move that fits the news; null past {@code limit} or {@link #CAP}. */
    private Map<Long, Placing> branch(Step step, long limit) {
        Map<Long, Placing> next = new LinkedHashMap<>();
        for (Placing p : placings.values()) {
            Position position = p.position;
            position.legalMoves(legal);
            hypotheses.charge(1);
            int n = legal.size();
            int[] moves = new int[n];
            for (int k = 0; k < n; k++) {
                moves[k] = legal.get(k);
            }
            for (int m : moves) {
                if (!hypotheses.theirMoveFits(position, m, step)) {
                    continue;
                }
                Position child = position.copy();
                child.make(m);
                Placing known = next.get(child.hash());
                if (known != null) {
                    known.weight += p.weight / n;
                } else {
                    next.put(child.hash(), new Placing(child, p.weight / n));
                }
            }
            if (hypotheses.work() > limit || next.size() > CAP) {
                return null;
            }
        }
        return next;
    }

    private void stop() {
        placings = null;
        pausedFor = PAUSE;
        stops++;
    }

    /** Whether every placing kept leaves the enemy its king alone. */
    private boolean loneKing() {
        int enemy = 1 - colour;
        for (Placing p : placings.values()) {
            if (Long.bitCount(p.position.occupancy(enemy)) > 1) {
                return false;
            }
        }
        return true;
    }

    /** For tests: whether some placing kept has the enemy's men exactly as in {@code board}. */
    boolean holds(Position board) {
        int enemy = 1 - colour;
        for (Placing p : placings.values()) {
            boolean same = true;
            for (int type = PieceType.PAWN; type <= PieceType.KING && same; type++) {
                same = p.position.pieces(enemy, type) == board.pieces(enemy, type);
            }
            if (same) {
                return true;
            }
        }
        return false;
    }
}

