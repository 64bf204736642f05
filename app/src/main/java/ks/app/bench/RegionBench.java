package ks.app.bench;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.belief.region.ManRegions;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.mating.MatingPlayer;
import ks.engine.referee.Announcement;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * {@code ks bench belief regions}: the games of {@code strength} played again (the same seeds), with
 * the enemy's {@link ManRegions} kept from level 4's news beside its own sample. At the first attempt
 * of each of level 4's turns with a lead of {@value #LEAD} on the true board, it reads both against
 * the true board, apart for the turns where the sample holds fewer than {@value #FEW} distinct
 * guesses and the others: how often each true man is inside a region of its kind (always, if the
 * regions are sound) and how often some guess holds it, how large the regions are, and how many
 * placings of the enemy's pawns (and of all its men) they allow, which bounds what a sample drawn
 * from them could hold.
 */
final class RegionBench {

    /** The lead, in pawns on the true board, from which a turn is read. */
    static final int LEAD = 4;
    /** Under this many distinct guesses a sample is the shrunk one (docs/belief.md, mate20). */
    static final int FEW = 8;
    /** A draw of this many positions could hold every placing below it. */
    private static final double SAMPLE = 256;

    private RegionBench() {
    }

    /** One turn read. */
    private record Reading(boolean few, int trueMen, int inRegion, int inGuess, int truePawns, int pawnsInGuess,
                           boolean allPawnsInOneGuess, boolean kingInGuess, boolean boardInGuess,
                           double pawnRegion, double pieceRegion, double kingRegion, int menKept,
                           double pawnPlacings, double allPlacings, double outsideWeight, double kingWeight, double[] drawn,
                           Cut cut) {
    }

    /**
     * The sample as level 4 reads it with the guesses a region rules out left out (weights taken
     * over the rest; none left out when every guess is ruled out, {@code allOut}): the weight on the
     * true king's square, and whether some guess left has the true pawns, the true king, the true board.
     */
    private record Cut(double kingWeight, boolean pawns, boolean king, boolean board, boolean allOut) {
    }

    static void run(int games, int first, Level tested, Level against, RuleSet rules, PrintStream out) {
        if (tested != Level.FOUR) {
            throw new IllegalArgumentException("the regions are read beside level 4's sample; give level 4");
        }
        long started = System.nanoTime();
        List<Reading> all = new ArrayList<>();
        LostTurns lost = new LostTurns();
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            Referee[] board = new Referee[1];
            ManRegions regions = new ManRegions(Position.startpos(), strong, rules);
            StrengthBench.game(game, tested, strong, against, rules, Thinking.UNLIMITED,
                    inner -> new Fed(inner, regions, () -> {
                        if (board[0] != null) {
                            Position truth = board[0].position();
                            boolean ahead = StrengthBench.lead(truth, strong) >= LEAD;
                            lost.turn((MatingPlayer) inner, regions, truth, 1 - strong, ahead);
                            if (ahead) {
                                all.add(read((MatingPlayer) inner, regions, truth, 1 - strong));
                            }
                        }
                    }),
                    (ruling, referee) -> board[0] = referee);
            lost.gameOver();
        }
        print(all, games, first, against, rules, (System.nanoTime() - started) / 1e9, out);
        lost.print(out);
    }

    private static Reading read(MatingPlayer player, ManRegions regions, Position truth, int enemy) {
        Set<Long> distinct = new HashSet<>();
        long truePawns = truth.pieces(enemy, PieceType.PAWN);
        int trueKing = truth.kingSquare(enemy);
        long[] pawnsSeen = {0};
        boolean[] found = new boolean[3];
        long[] trueMen = new long[PieceType.KING + 1];
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            trueMen[t] = truth.pieces(enemy, t);
        }
        long[] menSeen = new long[PieceType.KING + 1];
        double[] outside = {0};
        double[] kingWeight = {0};
        double[] cutWeights = new double[2];
        boolean[] cutFound = new boolean[3];
        player.ownBelief().forEach((p, w) -> {
            kingWeight[0] += p.kingSquare(enemy) == trueKing ? w : 0;
            boolean admitted = regions.admits(p);
            outside[0] += admitted ? 0 : w;
            if (admitted) {
                cutWeights[0] += w;
                cutWeights[1] += p.kingSquare(enemy) == trueKing ? w : 0;
                cutFound[0] |= p.pieces(enemy, PieceType.PAWN) == truePawns;
                cutFound[1] |= p.kingSquare(enemy) == trueKing;
                cutFound[2] |= sameMen(p, truth, enemy);
            }
            distinct.add(p.hash());
            long pawns = p.pieces(enemy, PieceType.PAWN);
            pawnsSeen[0] |= pawns & truePawns;
            found[0] |= pawns == truePawns;
            found[1] |= p.kingSquare(enemy) == trueKing;
            boolean same = true;
            for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
                long mine = p.pieces(enemy, t);
                menSeen[t] |= mine & trueMen[t];
                same &= mine == trueMen[t];
            }
            found[2] |= same;
        });
        int men = 0;
        int inRegion = 0;
        int inGuess = 0;
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            for (long b = trueMen[t]; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                men++;
                inRegion += regions.holds(t, sq) ? 1 : 0;
                inGuess += Bitboards.contains(menSeen[t], sq) ? 1 : 0;
            }
        }
        double[] size = new double[3];
        int[] of = new int[3];
        int kept = 0;
        double pawnPlacings = 0;
        double allPlacings = 0;
        for (int i = 0; i < regions.size(); i++) {
            if (regions.gone(i)) {
                continue;
            }
            kept++;
            int group = regions.kind(i) == PieceType.PAWN ? 0 : regions.kind(i) == PieceType.KING ? 2 : 1;
            int n = Long.bitCount(group == 0 ? regions.asStarted(i) : regions.squares(i));
            size[group] += n;
            of[group]++;
            double log = Math.log10(Math.max(1, n));
            allPlacings += log;
            pawnPlacings += group == 0 ? log : 0;
        }
        Cut cut = cutWeights[0] > 0
                ? new Cut(cutWeights[1] / cutWeights[0], cutFound[0], cutFound[1], cutFound[2], false)
                : new Cut(kingWeight[0], found[0], found[1], found[2], true);
        return new Reading(distinct.size() < FEW, men, inRegion, inGuess, Long.bitCount(truePawns),
                Long.bitCount(pawnsSeen[0]), found[0], found[1], found[2], size[0] / Math.max(1, of[0]),
                size[1] / Math.max(1, of[1]), size[2] / Math.max(1, of[2]), kept, pawnPlacings, allPlacings, outside[0],
                kingWeight[0], distinct.size() < FEW ? drawn(player, regions, truth, enemy) : new double[8], cut);
    }

    /**
     * Two samples of {@value #SAMPLE} drawn at a shrunk turn, read against the truth: placings drawn
     * from the regions alone (the men left chosen among those kept, each on a square of its region,
     * evenly), and the sample's guesses (by weight) with their king put on a square of its region.
     * For each: the true pawns, the true king, the true board in some draw (1 or 0), and the share
     * of the draws with the true king.
     */
    private static double[] drawn(MatingPlayer player, ManRegions regions, Position truth, int enemy) {
        java.util.Random random = new java.util.Random(truth.hash());
        boolean[] hits = new boolean[6];
        double[] shares = new double[8];
        long truePawns = truth.pieces(enemy, PieceType.PAWN);
        int trueKing = truth.kingSquare(enemy);
        List<Integer> others = new ArrayList<>();
        int king = -1;
        for (int i = 0; i < regions.size(); i++) {
            if (!regions.gone(i)) {
                if (regions.kind(i) == PieceType.KING) {
                    king = i;
                } else {
                    others.add(i);
                }
            }
        }
        long kingSquares = king < 0 ? 0 : regions.squares(king);
        for (int n = 0; n < SAMPLE && kingSquares != 0; n++) {
            java.util.Collections.shuffle(others, random);
            long[] men = new long[PieceType.KING + 1];
            long used = truth.occupancy(1 - enemy);
            int k = pick(kingSquares & ~used, random);
            men[PieceType.KING] = Bitboards.bit(k);
            used |= men[PieceType.KING];
            for (int j = 0; j < Math.min(others.size(), regions.menLeft() - 1); j++) {
                int i = others.get(j);
                int sq = pick(regions.squares(i) & ~used, random);
                if (sq < 0) {
                    continue;
                }
                int type = regions.kind(i) != PieceType.PAWN ? regions.kind(i)
                        : Bitboards.contains(regions.asStarted(i), sq) ? PieceType.PAWN
                        : PieceType.KNIGHT + random.nextInt(4);
                men[type] |= Bitboards.bit(sq);
                used |= Bitboards.bit(sq);
            }
            hits[0] |= men[PieceType.PAWN] == truePawns;
            hits[1] |= k == trueKing;
            shares[6] += k == trueKing ? 1 / SAMPLE : 0;
            boolean same = true;
            for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
                same &= men[t] == truth.pieces(enemy, t);
            }
            hits[2] |= same;
        }
        List<Position> guesses = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        player.ownBelief().forEach((p, w) -> {
            guesses.add(p.copy());
            weights.add(w);
        });
        for (int n = 0; n < SAMPLE && !guesses.isEmpty() && kingSquares != 0; n++) {
            double r = random.nextDouble();
            int g = 0;
            while (g < guesses.size() - 1 && (r -= weights.get(g)) > 0) {
                g++;
            }
            Position p = guesses.get(g);
            int k = pick(kingSquares & ~p.occupancy(), random);
            boolean kingRight = k == trueKing || k < 0 && p.kingSquare(enemy) == trueKing;
            hits[3] |= p.pieces(enemy, PieceType.PAWN) == truePawns;
            hits[4] |= kingRight;
            shares[7] += kingRight ? 1 / SAMPLE : 0;
            boolean same = kingRight;
            for (int t = PieceType.PAWN; t < PieceType.KING; t++) {
                same &= p.pieces(enemy, t) == truth.pieces(enemy, t);
            }
            hits[5] |= same;
        }
        for (int h = 0; h < hits.length; h++) {
            shares[h] = hits[h] ? 1 : 0;
        }
        return shares;
    }

    /** A square of {@code b} drawn evenly, or -1 when it is empty. */
    private static int pick(long b, java.util.Random random) {
        int n = Long.bitCount(b);
        if (n == 0) {
            return -1;
        }
        int skip = random.nextInt(n);
        for (int i = 0; i < skip; i++) {
            b &= b - 1;
        }
        return Long.numberOfTrailingZeros(b);
    }

    /** Whether guess {@code p} has every enemy man of the true board's kinds on its true squares. */
    private static boolean sameMen(Position p, Position truth, int enemy) {
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            if (p.pieces(enemy, t) != truth.pieces(enemy, t)) {
                return false;
            }
        }
        return true;
    }

    private static void print(List<Reading> all, int games, int first, Level against, RuleSet rules, double seconds,
                              PrintStream out) {
        out.printf("regions beside level 4's sample against level %s under %s, games %d to %d (%.0f s)%n",
                against.text(), rules.name(), first, first + games - 1, seconds);
        out.printf("turns with a lead of %d on the true board, read at their first attempt%n", LEAD);
        out.printf("%-58s %14s %14s%n", "", "< " + FEW + " guesses", ">= " + FEW + " guesses");
        List<Reading> few = all.stream().filter(Reading::few).toList();
        List<Reading> many = all.stream().filter(r -> !r.few()).toList();
        row(out, "turns", few.size(), many.size(), "%d");
        row(out, "true men inside a region of their kind, %", share(few, Reading::inRegion), share(many, Reading::inRegion), "%.1f");
        row(out, "true men on a square some guess gives their kind, %", share(few, Reading::inGuess), share(many, Reading::inGuess), "%.1f");
        row(out, "true pawns on a square some guess gives a pawn, %", pawns(few), pawns(many), "%.1f");
        row(out, "turns with every pawn right in one guess, %", pct(few, Reading::allPawnsInOneGuess), pct(many, Reading::allPawnsInOneGuess), "%.1f");
        row(out, "turns with the king right in some guess, %", pct(few, Reading::kingInGuess), pct(many, Reading::kingInGuess), "%.1f");
        row(out, "turns with the true board a guess, %", pct(few, Reading::boardInGuess), pct(many, Reading::boardInGuess), "%.1f");
        row(out, "the sample's weight on guesses outside the regions, %", 100 * mean(few, Reading::outsideWeight), 100 * mean(many, Reading::outsideWeight), "%.1f");
        row(out, "a pawn's region as a pawn, squares (mean)", mean(few, Reading::pawnRegion), mean(many, Reading::pawnRegion), "%.1f");
        row(out, "a piece's region, squares (mean)", mean(few, Reading::pieceRegion), mean(many, Reading::pieceRegion), "%.1f");
        row(out, "the king's region, squares (mean)", mean(few, Reading::kingRegion), mean(many, Reading::kingRegion), "%.1f");
        row(out, "men kept (phantoms included) over true men", mean(few, r -> r.menKept() - r.trueMen()), mean(many, r -> r.menKept() - r.trueMen()), "%+.2f");
        row(out, "pawn placings the regions allow, log10 (median)", median(few, Reading::pawnPlacings), median(many, Reading::pawnPlacings), "%.1f");
        row(out, "turns with at most 256 pawn placings, %", pct(few, r -> r.pawnPlacings() <= Math.log10(SAMPLE)), pct(many, r -> r.pawnPlacings() <= Math.log10(SAMPLE)), "%.1f");
        String[] draws = {"drawn from the regions: true pawns in some draw, %", "drawn from the regions: true king in some draw, %",
            "drawn from the regions: true board in some draw, %", "guesses, king from its region: true pawns, %",
            "guesses, king from its region: true king, %", "guesses, king from its region: true board, %"};
        for (int d = 0; d < draws.length; d++) {
            int at = d;
            row(out, draws[d], pct(few, r -> r.drawn()[at] > 0), "", "%.1f");
        }
        row(out, "the sample's weight on the true king's square (mean)", mean(few, Reading::kingWeight), mean(many, Reading::kingWeight), "%.3f");
        row(out, "drawn from the regions: share on the true king's square", mean(few, r -> r.drawn()[6]), "", "%.3f");
        row(out, "guesses, king from its region: share on the true king's square", mean(few, r -> r.drawn()[7]), "", "%.3f");
        row(out, "cut: turns with every guess ruled out (none cut), %", pct(few, r -> r.cut().allOut()), pct(many, r -> r.cut().allOut()), "%.1f");
        row(out, "cut: the weight on the true king's square (mean)", mean(few, r -> r.cut().kingWeight()), mean(many, r -> r.cut().kingWeight()), "%.3f");
        row(out, "cut: turns with the true pawns in a guess left, %", pct(few, r -> r.cut().pawns()), pct(many, r -> r.cut().pawns()), "%.1f");
        row(out, "cut: turns with the true king in a guess left, %", pct(few, r -> r.cut().king()), pct(many, r -> r.cut().king()), "%.1f");
        row(out, "cut: turns with the true board a guess left, %", pct(few, r -> r.cut().board()), pct(many, r -> r.cut().board()), "%.1f");
        row(out, "placings of every man, log10 (median)", median(few, Reading::allPlacings), median(many, Reading::allPlacings), "%.1f");
    }

    private static void row(PrintStream out, String name, Object a, Object b, String format) {
        out.printf("%-58s %14s %14s%n", name, String.format(format, a), b instanceof String ? b : String.format(format, b));
    }

    private static double share(List<Reading> rs, java.util.function.ToIntFunction<Reading> part) {
        int men = rs.stream().mapToInt(Reading::trueMen).sum();
        return men == 0 ? 0 : 100.0 * rs.stream().mapToInt(part).sum() / men;
    }

    private static double pawns(List<Reading> rs) {
        int n = rs.stream().mapToInt(Reading::truePawns).sum();
        return n == 0 ? 0 : 100.0 * rs.stream().mapToInt(Reading::pawnsInGuess).sum() / n;
    }

    private static double pct(List<Reading> rs, java.util.function.Predicate<Reading> p) {
        return rs.isEmpty() ? 0 : 100.0 * rs.stream().filter(p).count() / rs.size();
    }

    private static double mean(List<Reading> rs, java.util.function.ToDoubleFunction<Reading> f) {
        return rs.stream().mapToDouble(f).average().orElse(0);
    }

    private static double median(List<Reading> rs, java.util.function.ToDoubleFunction<Reading> f) {
        double[] v = rs.stream().mapToDouble(f).sorted().toArray();
        return v.length == 0 ? 0 : v[v.length / 2];
    }

    /** Level 4 as the bench watches it: its news also feeds the regions, and {@code before} runs ahead of a turn's first attempt. */
    private static final class Fed implements Opponent {

        private final Opponent inner;
        private final ManRegions regions;
        private final Runnable before;
        private boolean turnStarted = true;

        Fed(Opponent inner, ManRegions regions, Runnable before) {
            this.inner = inner;
            this.regions = regions;
            this.before = before;
        }

        @Override
        public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
            inner.ourAnswer(move, verdict, heard);
            regions.ourAttempt(move, verdict, heard);
        }

        @Override
        public void theirMove(int lost, List<Announcement> heard) {
            inner.theirMove(lost, heard);
            regions.theirMove(lost, heard);
            turnStarted = true;
        }

        @Override
        public void heard(List<Announcement> heard) {
            inner.heard(heard);
            regions.theirNews(heard);
        }

        @Override
        public int nextAttempt() {
            if (turnStarted) {
                before.run();
                turnStarted = false;
            }
            return inner.nextAttempt();
        }

        @Override
        public BeliefMap belief() {
            return inner.belief();
        }
    }
}
