package ks.app.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.mating.MatingPlayer;
import ks.engine.opponent.Match;
import ks.engine.Outcome;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;

/**
 * {@code ks bench belief lost}: the games of {@code strength} played again (the same seeds), and
 * at each of level 4's attempts after its first ten-point lead, two readings of its belief: the
 * share its sample gives each enemy man on the square where it truly stands (averaged over the
 * enemy's men; under 0.1 the sample is said to be lost), and the belief's own {@code surprise}, which
 * needs no true board. The tally tells, for several thresholds, how often the surprise reaches
 * it when the sample is lost and when it is not, in the leads converted and in those not: whether
 * the surprise is a signal a player could act on.
 */
final class LostBench {

    /** Under this share on the enemy men's true squares the sample is counted as lost. */
    private static final double LOST = 0.1;

    private LostBench() {
    }

    /** The signals read, by name, each computed without the true board. */
    private static final String[] SIGNALS = {"attempts' surprise", "enemy moves' surprise", "king's squares",
        "sharpness", "plies since the lead"};

    /** The index of the sharpness among {@link #SIGNALS}, and the thresholds whose firing rates are told. */
    private static final int SHARPNESS = 3;
    private static final double[] SHARPNESS_UNDER = {0.2, 0.3, 0.4};

    /** One attempt read: the sample's share on the true squares, the signals, and whether the lead was converted. */
    private record Reading(double truth, double[] signals, boolean converted) {
    }

    static void run(int games, int first, Level tested, Level against, RuleSet rules, PrintStream out) {
        if (tested != Level.FOUR) {
            throw new IllegalArgumentException("the surprise is read from level 4's belief; give level 4");
        }
        List<Reading> all = new ArrayList<>();
        int[] leads = new int[2];
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            LeadLog log = new LeadLog(strong, Position.startpos());
            List<double[]> truths = new ArrayList<>();
            Referee[] board = new Referee[1];
            int[] plies = new int[1];
            Match.Result r = StrengthBench.game(game, tested, strong, against, rules, Thinking.UNLIMITED,
                    inner -> new BeforeEachAttempt(inner, () -> {
                        if (log.firstAhead() >= 0 && board[0] != null) {
                            MatingPlayer m = (MatingPlayer) inner;
                            BeliefMap map = m.belief();
                            truths.add(new double[] {truth(map, board[0].position(), 1 - strong), m.surprise(),
                                m.moveSurprise(), kingSquares(map), map.sharpness(), plies[0] - log.firstAhead()});
                        }
                    }),
                    (ruling, referee) -> {
                        board[0] = referee;
                        plies[0] += ruling.isLegal() ? 1 : 0;
                        log.ruled(ruling, referee);
                    });
            if (log.firstAhead() >= 0) {
                boolean mate = !r.resigned() && r.outcome() == Outcome.CHECKMATE && r.winner() == strong;
                boolean converted = mate && r.plies() - log.firstAhead() <= StrengthBench.CONVERSION_PLIES;
                leads[converted ? 1 : 0]++;
                for (double[] t : truths) {
                    all.add(new Reading(t[0], java.util.Arrays.copyOfRange(t, 1, t.length), converted));
                }
            }
        }
        out.printf("ks bench belief lost: level %s against level %s under %s, %d games%s; leads converted %d, not %d%n",
                tested.text(), against.text(), rules.name(), games, first == 0 ? "" : " from game " + first,
                leads[1], leads[0]);
        out.printf("  %d readings: share on the true squares mean %.3f, under %.1f (lost) at %.1f%%; sharpness mean %.3f%n",
                all.size(), all.stream().mapToDouble(Reading::truth).average().orElse(Double.NaN), LOST,
                100 * all.stream().mapToDouble(x -> x.truth() < LOST ? 1 : 0).average().orElse(Double.NaN),
                all.stream().mapToDouble(x -> x.signals()[SHARPNESS]).average().orElse(Double.NaN));
        for (int k = 0; k < SIGNALS.length; k++) {
            int signal = k;
            out.printf("  %s: mean not converted lost %.3f, not lost %.3f; converted lost %.3f, not lost %.3f;"
                    + " AUC lost vs not %.3f; AUC lost in the unconverted vs the converted %.3f%n", SIGNALS[k],
                    mean(all, signal, false, true), mean(all, signal, false, false), mean(all, signal, true, true),
                    mean(all, signal, true, false),
                    auc(all, signal, x -> x.truth() < LOST, x -> x.truth() >= LOST),
                    auc(all, signal, x -> !x.converted() && x.truth() < LOST, Reading::converted));
        }
        for (double t : SHARPNESS_UNDER) {
            out.printf("  sharpness under %.1f: not converted lost %.1f%%, not lost %.1f%%; converted lost %.1f%%,"
                    + " not lost %.1f%%%n", t, 100 * under(all, SHARPNESS, false, true, t),
                    100 * under(all, SHARPNESS, false, false, t), 100 * under(all, SHARPNESS, true, true, t),
                    100 * under(all, SHARPNESS, true, false, t));
        }
    }

    /** The share of the readings of one cell whose signal is under {@code under}. */
    private static double under(List<Reading> all, int signal, boolean converted, boolean lost, double under) {
        return all.stream().filter(x -> x.converted() == converted && (x.truth() < LOST) == lost)
                .mapToDouble(x -> x.signals()[signal] < under ? 1 : 0).average().orElse(Double.NaN);
    }

    private static double mean(List<Reading> all, int signal, boolean converted, boolean lost) {
        return all.stream().filter(x -> x.converted() == converted && (x.truth() < LOST) == lost)
                .mapToDouble(x -> x.signals()[signal]).average().orElse(Double.NaN);
    }

    /** The chance that a reading of {@code positive} has a higher signal than one of {@code negative} (ties half). */
    private static double auc(List<Reading> all, int signal, java.util.function.Predicate<Reading> positive,
            java.util.function.Predicate<Reading> negative) {
        double[] pos = all.stream().filter(positive).mapToDouble(x -> x.signals()[signal]).sorted().toArray();
        double[] neg = all.stream().filter(negative).mapToDouble(x -> x.signals()[signal]).sorted().toArray();
        if (pos.length == 0 || neg.length == 0) {
            return Double.NaN;
        }
        double wins = 0;
        int lo = 0;
        int hi = 0;
        for (double v : pos) {
            while (lo < neg.length && neg[lo] < v) {
                lo++;
            }
            hi = Math.max(hi, lo);
            while (hi < neg.length && neg[hi] <= v) {
                hi++;
            }
            wins += lo + (hi - lo) / 2.0;
        }
        return wins / ((double) pos.length * neg.length);
    }

    /** The squares where the sample puts the enemy king at 1 % or more. */
    private static double kingSquares(BeliefMap map) {
        int n = 0;
        for (int sq = 0; sq < 64; sq++) {
            n += map.probability(PieceType.KING, sq) >= 0.01 ? 1 : 0;
        }
        return n;
    }

    /** The sample's share on each enemy man's true square, averaged over the enemy's men. */
    private static double truth(BeliefMap map, Position board, int enemy) {
        double sum = 0;
        int men = 0;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long bits = board.pieces(enemy, type);
            while (bits != 0) {
                int sq = Long.numberOfTrailingZeros(bits);
                bits &= bits - 1;
                sum += map.probability(type, sq);
                men++;
            }
        }
        return sum / men;
    }
}
