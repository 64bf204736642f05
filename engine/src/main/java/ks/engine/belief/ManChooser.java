package ks.engine.belief;

import java.util.Arrays;
import java.util.Random;
import java.util.function.IntPredicate;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * How likely one enemy turn heard is in one guess for {@link EnemyModel#CHOOSER}: an enemy that
 * tries the moves its men could make on a board holding only its own men (pawn captures onto every
 * square, promotions to each piece) in this order. First every such move onto the square of its
 * man we last took, then every promotion to a queen; failing those it picks among "any?" (while it
 * may ask) and its men, ranked by the longest move each has left, with chances 1/2, 1/4, ... (the
 * last as the one before it), and tries the chosen man's moves longest first, a man whose moves all
 * fail set aside. Every tie is broken at random: moves of one length are tried in any order, every
 * order alike, and men of one rank share the chances of the places they hold in the ranking. Nothing
 * goes by the names of moves or squares. After the answer to "any?" only the pawn captures are left
 * (a yes) or all but them (a no).
 *
 * <p>The take-backs and the queen's promotions come first because a player takes back what it can
 * and promotes when it can, not because one program does: they are kept as generic shapes of play.
 *
 * <p>In a guess each man either has a first length of its tries with a legal move, after a known
 * number of refusals of the longer ones, or fails after all its moves. Which legal move of that
 * length stands, after how many refusals of it, is given by {@link TieOrder}. The chance of the
 * turn heard is the sum over the sequences of choices (men that fail, the question, then a man whose
 * move stands) and over the orders of the ties that give the refusals heard before and after the
 * question and a move whose news is what we heard; the move played is drawn from those in proportion
 * to their chances. A sequence's chance depends only on the men set aside and the refusals so far,
 * which are remembered, men that fail alike counted by how many of them are set aside ({@link
 * Twins}). Each such state worked out is one sum ({@link #sums}), charged as work to the belief's
 * budget; a guess's turn works out at most {@link #MOST_SUMS}, so that a turn of many refusals
 * among many stuck men costs each guess a bounded amount (docs/belief.md, "A chooser less sure of
 * its order").
 */
final class ManChooser {

    /** The phases of a turn: before "any?" (or without it), after a yes, after a no. */
    private static final int BEFORE = 0;
    private static final int YES = 1;
    private static final int NO = 2;
    private static final int MAX_TRIES = OwnTries.MAX;
    private static final int MAX_MEN = 16;
    private static final int LONGEST = 7;

    private final boolean mayAsk;
    private final MoveList legal = new MoveList();
    /** The tries, with their legal twins (or NONE). */
    private final int[] tries = new int[MAX_TRIES];
    private final int[] standing = new int[MAX_TRIES];
    private final boolean[] gone = new boolean[MAX_TRIES];
    /** Per try, whether its news is what we heard: 0 unknown, 1 yes, 2 no. */
    private final byte[] fits = new byte[MAX_TRIES];
    private int count;
    /** The men with tries, by the index of their bit in a mask of men set aside. */
    private final int[] menSquares = new int[MAX_MEN];
    private int menCount;
    /** Per phase, the men in their ranked order. */
    private final RankedMen[] ranks = {new RankedMen(MAX_MEN), new RankedMen(MAX_MEN), new RankedMen(MAX_MEN)};
    private final Twins twins = new Twins();
    private final SumMemo memo = new SumMemo();
    /** Per depth of the sums being worked out, each rank's share of the chance of picking one of its open men. */
    private final double[][] rankShares = new double[MAX_MEN + 3][LONGEST + 1];
    private final int[] openByRank = new int[LONGEST + 1];
    private int depth;
    private long sums;
    /** The sums begun in this guess's turn: each is kept once it is done, so the memo never holds more. */
    private int turnSums;
    /**
     * The most sums worked out for one guess's turn, a bound on its cost: past it, the choices not
     * yet summed count as not explaining the turn. The costliest turn traced in the benchmark games
     * needed 1,995 (a dozen men, 9 refusals before an "any?" and 13 after).
     */
    static final int MOST_SUMS = SumMemo.CAPACITY;

    private Position position;
    private OwnMen men;
    private TurnHeard heard;
    private IntPredicate news;
    private boolean pawnTries;

    /** For rules under which the enemy may ask "any?" when {@code mayAsk}. */
    ManChooser(boolean mayAsk) {
        this.mayAsk = mayAsk;
    }

    /**
     * The chance, for the side to move in {@code p}, of the turn {@code heard} ending in a move for
     * which {@code news} holds; when above 0 and {@code play}, a move drawn in proportion is made in
     * {@code p}. {@code news} is asked of legal moves only, at most once each.
     */
    double explain(Position p, TurnHeard heard, IntPredicate news, Random random, boolean play) {
        setUp(p, heard, news);
        double chance = priorities(random, play);
        if (chance >= 0) {
            return chance;
        }
        int refused = -(int) chance - 1;
        findTwins();
        double total = value(BEFORE, 0, refused);
        if (total > 0 && play) {
            p.make(draw(random, refused));
        }
        return total;
    }

    private void setUp(Position p, TurnHeard heard, IntPredicate news) {
        this.position = p;
        this.heard = heard;
        this.news = news;
        men = OwnMen.of(p, p.sideToMove());
        p.legalMoves(legal);
        pawnTries = false;
        for (int k = 0, n = legal.size(); k < n; k++) {
            pawnTries |= isPawnCapture(legal.get(k));
        }
        count = OwnTries.list(men, tries);
        for (int k = 0; k < count; k++) {
            standing[k] = legal.find(tries[k]);
            gone[k] = false;
            fits[k] = 0;
        }
        menCount = 0;
        for (int k = 0; k < count; k++) {
            int from = Move.from(tries[k]);
            if (indexOf(from) < 0) {
                menSquares[menCount++] = from;
            }
        }
        ranks[BEFORE].ready = ranks[YES].ready = ranks[NO].ready = false;
        memo.clear();
        turnSums = 0;
    }

    /**
     * The take-backs onto the square last taken, then the promotions to a queen, each longest first:
     * the chance of the turn when one of them stands, else {@code -1 - r} with {@code r} their
     * refusals (all set aside).
     */
    private double priorities(Random random, boolean play) {
        int refused = 0;
        for (int round = 0; round < 2; round++) {
            for (int length = LONGEST; length > 0; length--) {
                IntPredicate inClass = special(round, length);
                int tried = 0;
                int legalTries = 0;
                for (int k = 0; k < count; k++) {
                    if (inClass.test(k)) {
                        tried++;
                        legalTries += standing[k] != Move.NONE ? 1 : 0;
                    }
                }
                if (legalTries > 0) {
                    return standsFirst(inClass, tried, legalTries, refused, random, play);
                }
                for (int k = 0; k < count; k++) {
                    gone[k] |= inClass.test(k);
                }
                refused += tried;
            }
        }
        return -1 - refused;
    }

    private IntPredicate special(int round, int length) {
        return k -> !gone[k] && Move.length(tries[k]) == length
                && (round == 0 ? Move.to(tries[k]) == heard.lastTaken() : Move.promotion(tries[k]) == PieceType.QUEEN);
    }

    /** The chance that one of the legal tries {@code inClass} stands after {@code refused} refusals and fits; made when {@code play}. */
    private double standsFirst(IntPredicate inClass, int tried, int legalTries, int refused, Random random, boolean play) {
        int fitting = heard.answer() == null ? fitting(inClass, -1) : 0;
        double chance = fitting * TieOrder.firstAfter(tried, legalTries, heard.after() - refused);
        if (chance > 0 && play) {
            position.make(standing[fitting(inClass, random.nextInt(fitting))]);
        }
        return chance;
    }

    /** The count of the legal tries {@code inClass} holds whose news fits, or with {@code pick >= 0} the index of the {@code pick}th. */
    private int fitting(IntPredicate inClass, int pick) {
        int n = 0;
        for (int k = 0; k < count; k++) {
            if (inClass.test(k) && standing[k] != Move.NONE && fits(k)) {
                if (n == pick) {
                    return k;
                }
                n++;
            }
        }
        return n;
    }

    /** The chance that from here (men in {@code mask} set aside, {@code refused} so far) the turn goes as heard. */
    private double value(int phase, int mask, int refused) {
        int key = (twins.canonical(mask) << 9 | refused) << 2 | phase;
        double known = memo.get(key);
        if (!Double.isNaN(known)) {
            return known;
        }
        if (turnSums == MOST_SUMS) {
            return 0;
        }
        turnSums++;
        sums++;
        rank(phase);
        double[] shares = rankShares[depth++];
        int options = rankShares(phase, mask, shares);
        double total = 0;
        if (asks(phase)) {
            total += share(0, options) * askValue(mask, refused);
        }
        for (int j = 0; j < ranks[phase].count; j++) {
            if (ranks[phase].open(mask, j)) {
                total += shares[ranks[phase].rank[j]] * manValue(phase, mask, refused, j);
            }
        }
        depth--;
        memo.put(key, total);
        return total;
    }

    /**
     * Writes into {@code shares} the chance of picking one open man of each rank: the shares of the
     * places its rank's open men hold, split evenly among them. Returns the options.
     */
    private int rankShares(int phase, int mask, double[] shares) {
        Arrays.fill(openByRank, 0);
        int options = asks(phase) ? 1 : 0;
        for (int j = 0; j < ranks[phase].count; j++) {
            if (ranks[phase].open(mask, j)) {
                openByRank[ranks[phase].rank[j]]++;
                options++;
            }
        }
        int place = asks(phase) ? 1 : 0;
        for (int rank = 0; rank <= LONGEST; rank++) {
            int tied = openByRank[rank];
            double sum = 0;
            for (int i = place; i < place + tied; i++) {
                sum += share(i, options);
            }
            shares[rank] = tied == 0 ? 0 : sum / tied;
            place += tied;
        }
        return options;
    }

    /** Draws a sequence of choices in proportion to its chance and returns the move that stands at its end. */
    private int draw(Random random, int refused) {
        int phase = BEFORE;
        int mask = 0;
        while (true) {
            double roll = random.nextDouble() * value(phase, mask, refused);
            double[] shares = rankShares[MAX_MEN + 2];
            int options = rankShares(phase, mask, shares);
            int pick = -2;
            if (asks(phase)) {
                double v = share(0, options) * askValue(mask, refused);
                if (v > 0) {
                    pick = -1;
                    roll -= v;
                }
            }
            for (int j = 0; j < ranks[phase].count && (roll >= 0 || pick == -2); j++) {
                if (ranks[phase].open(mask, j)) {
                    double v = shares[ranks[phase].rank[j]] * manValue(phase, mask, refused, j);
                    if (v > 0) {
                        pick = j;
                        roll -= v;
                    }
                }
            }
            if (pick == -1) {
                phase = heard.answer() ? YES : NO;
                refused = 0;
                continue;
            }
            if (ranks[phase].stand[pick] >= 0) {
                IntPredicate inClass = manClass(phase, pick);
                return standing[fitting(inClass, random.nextInt(fitting(inClass, -1)))];
            }
            mask |= 1 << ranks[phase].man[pick];
            refused += ranks[phase].left[pick];
        }
    }

    /** The sums over choices worked out so far, one for each state of the turn (phase, men set aside, refusals): the chooser's cost. */
    long sums() {
        return sums;
    }

    /** Groups the men into {@link #twins}, after the priorities have set their tries aside. */
    private void findTwins() {
        rank(BEFORE);
        rank(answered());
        twins.group(menCount, this::alike);
    }

    /** Whether men {@code m} and {@code n} fail in every phase after tries of one rank and number. */
    private boolean alike(int m, int n) {
        return alikeIn(BEFORE, m, n) && alikeIn(answered(), m, n);
    }

    private boolean alikeIn(int phase, int m, int n) {
        int a = ranks[phase].placeOf(m);
        int b = ranks[phase].placeOf(n);
        return a < 0 || b < 0 ? a == b : ranks[phase].failAlike(a, b);
    }

    /** The phase after the answer to "any?" (the first phase when none was asked). */
    private int answered() {
        return heard.answer() == null ? BEFORE : heard.answer() ? YES : NO;
    }

    private boolean asks(int phase) {
        return phase == BEFORE && mayAsk;
    }

    /** The chance of picking the {@code i}th of {@code options}: 1/2, 1/4, ..., the last as the one before it. */
    private static double share(int i, int options) {
        return Math.scalb(1.0, -Math.min(i + 1, options - 1));
    }

    private double askValue(int mask, int refused) {
        if (heard.answer() == null || refused != heard.before() || heard.answer() != pawnTries) {
            return 0;
        }
        return value(heard.answer() ? YES : NO, mask, 0);
    }

    private double manValue(int phase, int mask, int refused, int j) {
        boolean beforeAnswer = phase == BEFORE && heard.answer() != null;
        if (ranks[phase].stand[j] >= 0) {
            if (beforeAnswer) {
                return 0;
            }
            int inClass = heard.after() - refused - ranks[phase].refusedFirst[j];
            double chance = TieOrder.firstAfter(ranks[phase].classTries[j], ranks[phase].classLegal[j], inClass);
            if (chance == 0) {
                return 0;
            }
            if (ranks[phase].classFits[j] < 0) {
                ranks[phase].classFits[j] = fitting(manClass(phase, j), -1);
            }
            return ranks[phase].classFits[j] * chance;
        }
        int after = refused + ranks[phase].left[j];
        return after <= (beforeAnswer ? heard.before() : heard.after())
                ? value(phase, mask | 1 << ranks[phase].man[j], after) : 0;
    }

    /** The tries of the {@code j}th man ranked for {@code phase} of the length of its first legal one. */
    private IntPredicate manClass(int phase, int j) {
        int from = menSquares[ranks[phase].man[j]];
        int length = ranks[phase].stand[j];
        return k -> Move.from(tries[k]) == from && inPhase(phase, k) && Move.length(tries[k]) == length;
    }

    private boolean fits(int k) {
        if (fits[k] == 0) {
            fits[k] = news.test(standing[k]) ? (byte) 1 : 2;
        }
        return fits[k] == 1;
    }

    /** Ranks the men for {@code phase} ({@link RankedMen}), once a turn. */
    private void rank(int phase) {
        if (!ranks[phase].ready) {
            ranks[phase].rank(menCount, menSquares, count, tries, standing, k -> inPhase(phase, k));
        }
    }

    private boolean inPhase(int phase, int k) {
        return !gone[k] && (phase == BEFORE || isPawnCapture(tries[k]) == (phase == YES));
    }

    private int indexOf(int sq) {
        for (int m = 0; m < menCount; m++) {
            if (menSquares[m] == sq) {
                return m;
            }
        }
        return -1;
    }

    private boolean isPawnCapture(int m) {
        return men.typeAt(Move.from(m)) == PieceType.PAWN && Square.file(Move.from(m)) != Square.file(Move.to(m));
    }
}
