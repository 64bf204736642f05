package ks.engine.belief;

import java.util.HashMap;
import java.util.Map;
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
 * fail set aside. Ties go by the moves' and squares' names ({@code e2e4}, {@code e2}). After the
 * answer to "any?" only the pawn captures are left (a yes) or all but them (a no).
 *
 * <p>A man's moves are tried in a fixed order, so in a guess each man either has a first legal move,
 * after a known number of refusals, or fails after all its moves. The chance of the turn heard is
 * the sum over the sequences of choices (men that fail, the question, then a man whose move stands)
 * that give the refusals heard before and after the question and a move whose news is what we
 * heard; the move played is drawn from those sequences in proportion to their chances. A sequence's
 * chance depends only on the men set aside and the refusals so far, which are remembered.
 */
final class ManChooser {

    /** The phases of a turn: before "any?" (or without it), after a yes, after a no. */
    private static final int BEFORE = 0;
    private static final int YES = 1;
    private static final int NO = 2;
    private static final int[] PROMOTIONS = {PieceType.QUEEN, PieceType.ROOK, PieceType.BISHOP, PieceType.KNIGHT};
    private static final int MAX_TRIES = 256;
    private static final int MAX_MEN = 16;

    private final boolean mayAsk;
    private final MoveList legal = new MoveList();
    /** The tries, sorted longest first then by name, with their keys and their legal twins (or NONE). */
    private final int[] tries = new int[MAX_TRIES];
    private final long[] keys = new long[MAX_TRIES];
    private final int[] standing = new int[MAX_TRIES];
    private final boolean[] gone = new boolean[MAX_TRIES];
    /** Per try, whether its news is what we heard: 0 unknown, 1 yes, 2 no. */
    private final byte[] fits = new byte[MAX_TRIES];
    private int count;
    /** The men with tries, by the index of their bit in a mask of men set aside. */
    private final int[] menSquares = new int[MAX_MEN];
    private int menCount;
    /** Per phase, the men in their ranked order: index, tries left, the index of the try that stands (-1), its refusals. */
    private final int[][] rankedMen = new int[3][MAX_MEN];
    private final int[][] rankKey = new int[3][MAX_MEN];
    private final int[][] left = new int[3][MAX_MEN];
    private final int[][] stands = new int[3][MAX_MEN];
    private final int[][] refusedFirst = new int[3][MAX_MEN];
    private final int[] ranked = new int[3];
    private final boolean[] phaseReady = new boolean[3];
    private final Map<Integer, Double> memo = new HashMap<>();

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
        listTries();
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
        phaseReady[BEFORE] = phaseReady[YES] = phaseReady[NO] = false;
        memo.clear();
    }

    /**
     * The take-backs onto the square last taken, then the promotions to a queen: the chance of the
     * turn when one of them stands, else {@code -1 - r} with {@code r} their refusals (all set aside).
     */
    private double priorities(Random random, boolean play) {
        int refused = 0;
        for (int round = 0; round < 2; round++) {
            for (int k = 0; k < count; k++) {
                boolean special = round == 0 ? Move.to(tries[k]) == heard.lastTaken()
                        : Move.promotion(tries[k]) == PieceType.QUEEN && !gone[k];
                if (!special) {
                    continue;
                }
                if (standing[k] != Move.NONE) {
                    boolean fit = heard.answer() == null && heard.after() == refused && fits(k);
                    if (fit && play) {
                        position.make(standing[k]);
                    }
                    return fit ? 1 : 0;
                }
                gone[k] = true;
                refused++;
            }
        }
        return -1 - refused;
    }

    /** The chance that from here (men in {@code mask} set aside, {@code refused} so far) the turn goes as heard. */
    private double value(int phase, int mask, int refused) {
        int key = (mask << 9 | refused) << 2 | phase;
        Double known = memo.get(key);
        if (known != null) {
            return known;
        }
        rank(phase);
        int options = options(phase, mask);
        double total = 0;
        int i = 0;
        if (asks(phase)) {
            total += share(i++, options) * askValue(mask, refused);
        }
        for (int j = 0; j < ranked[phase]; j++) {
            if (open(phase, mask, j)) {
                total += share(i++, options) * manValue(phase, mask, refused, j);
            }
        }
        memo.put(key, total);
        return total;
    }

    /** Draws a sequence of choices in proportion to its chance and returns the move that stands at its end. */
    private int draw(Random random, int refused) {
        int phase = BEFORE;
        int mask = 0;
        while (true) {
            double roll = random.nextDouble() * value(phase, mask, refused);
            int options = options(phase, mask);
            int i = 0;
            int pick = -2;
            if (asks(phase)) {
                double v = share(i++, options) * askValue(mask, refused);
                if (v > 0) {
                    pick = -1;
                    roll -= v;
                }
            }
            for (int j = 0; j < ranked[phase] && (roll >= 0 || pick == -2); j++) {
                if (open(phase, mask, j)) {
                    double v = share(i++, options) * manValue(phase, mask, refused, j);
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
            if (stands[phase][pick] >= 0) {
                return standing[stands[phase][pick]];
            }
            mask |= 1 << rankedMen[phase][pick];
            refused += left[phase][pick];
        }
    }

    private boolean asks(int phase) {
        return phase == BEFORE && mayAsk;
    }

    private int options(int phase, int mask) {
        int options = asks(phase) ? 1 : 0;
        for (int j = 0; j < ranked[phase]; j++) {
            options += open(phase, mask, j) ? 1 : 0;
        }
        return options;
    }

    private boolean open(int phase, int mask, int j) {
        return (mask & 1 << rankedMen[phase][j]) == 0 && left[phase][j] > 0;
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
        int stand = stands[phase][j];
        if (stand >= 0) {
            return !beforeAnswer && refused + refusedFirst[phase][j] == heard.after() && fits(stand) ? 1 : 0;
        }
        int after = refused + left[phase][j];
        return after <= (beforeAnswer ? heard.before() : heard.after())
                ? value(phase, mask | 1 << rankedMen[phase][j], after) : 0;
    }

    private boolean fits(int k) {
        if (fits[k] == 0) {
            fits[k] = news.test(standing[k]) ? (byte) 1 : 2;
        }
        return fits[k] == 1;
    }

    /** Ranks the men for {@code phase} by the longest try each has left in it, then by square name. */
    private void rank(int phase) {
        if (phaseReady[phase]) {
            return;
        }
        phaseReady[phase] = true;
        int n = 0;
        for (int m = 0; m < menCount; m++) {
            int longest = -1;
            int tried = 0;
            int stand = -1;
            int refused = 0;
            for (int k = 0; k < count; k++) {
                if (Move.from(tries[k]) != menSquares[m] || !inPhase(phase, k)) {
                    continue;
                }
                longest = longest < 0 ? Move.length(tries[k]) : longest;
                if (stand < 0 && standing[k] != Move.NONE) {
                    stand = k;
                    refused = tried;
                }
                tried++;
            }
            if (tried == 0) {
                continue;
            }
            int sq = menSquares[m];
            int key = (7 - longest) << 6 | Square.file(sq) << 3 | Square.rank(sq);
            int at = n++;
            while (at > 0 && rankKey[phase][at - 1] > key) {
                rankedMen[phase][at] = rankedMen[phase][at - 1];
                rankKey[phase][at] = rankKey[phase][at - 1];
                left[phase][at] = left[phase][at - 1];
                stands[phase][at] = stands[phase][at - 1];
                refusedFirst[phase][at] = refusedFirst[phase][at - 1];
                at--;
            }
            rankedMen[phase][at] = m;
            rankKey[phase][at] = key;
            left[phase][at] = tried;
            stands[phase][at] = stand;
            refusedFirst[phase][at] = refused;
        }
        ranked[phase] = n;
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

    /** Lists the tries of the side to move, sorted longest first, then by their names. */
    private void listTries() {
        count = 0;
        long own = men.occupancy();
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            for (long b = men.men(type); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                long targets = type == PieceType.PAWN ? men.pawnPushes(from) | men.attacksFrom(type, from, own) & ~own
                        : men.attacksFrom(type, from, own) & ~own;
                for (long t = targets; t != 0; t &= t - 1) {
                    int to = Long.numberOfTrailingZeros(t);
                    if (type == PieceType.PAWN && (Square.rank(to) == 0 || Square.rank(to) == 7)) {
                        for (int piece : PROMOTIONS) {
                            add(Move.of(from, to, piece));
                        }
                    } else {
                        add(Move.of(from, to));
                    }
                }
            }
        }
        int king = men.king();
        if (men.canCastle(true)) {
            add(Move.of(king, king + 2));
        }
        if (men.canCastle(false)) {
            add(Move.of(king, king - 2));
        }
    }

    /** Inserts {@code m} in order: longest first, then by its name (from, to, promotion letter). */
    private void add(int m) {
        if (count == MAX_TRIES) {
            return;
        }
        long key = (long) (7 - Move.length(m)) << 40 | (long) nameKey(m) << 16;
        int at = count++;
        while (at > 0 && keys[at - 1] > key) {
            keys[at] = keys[at - 1];
            tries[at] = tries[at - 1];
            at--;
        }
        keys[at] = key;
        tries[at] = m;
    }

    private static int nameKey(int m) {
        int from = Move.from(m);
        int to = Move.to(m);
        int promotion = Move.promotion(m);
        int letter = promotion == PieceType.NONE ? 0 : "bnqr".indexOf(Character.toLowerCase(PieceType.letter(promotion))) + 1;
        return ((Square.file(from) << 3 | Square.rank(from)) << 6 | Square.file(to) << 3 | Square.rank(to)) * 5 + letter;
    }
}
