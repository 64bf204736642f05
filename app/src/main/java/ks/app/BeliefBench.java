package ks.app;

import com.sun.management.ThreadMXBean;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
import ks.engine.referee.Verdict;
import ks.engine.rules.RuleSets;
import ks.engine.view.PawnTries;
import ks.engine.view.PlayerView;
import ks.engine.view.TokenKind;
import ks.engine.view.Tokens;
import ks.engine.view.UmpireNews;

/**
 * {@code ks bench belief}: the measurements of docs/belief.md. {@code calibration} plays seeded
 * games between two level-1 practice opponents and, each time a player is to move, asks how much
 * chance its belief, a uniform spread and today's guess tokens give to the true square of each
 * enemy man; {@code strength} plays a level (3 unless told) against level 1, colours alternating,
 * and gives the score with its 95% interval; {@code cost} times belief updates and the choice of
 * attempts in such games. Every game is seeded by its number, so a run can be repeated.
 */
final class BeliefBench {

    /** Plies after which a game is a draw: the practice opponent offers one from move 150 on. */
    private static final int MAX_PLIES = 2 * PracticeOpponent.PATIENCE;

    private BeliefBench() {
    }

    static int run(String[] args, PrintStream out) {
        String what = args.length > 1 ? args[1] : "";
        int games = args.length > 2 ? Integer.parseInt(args[2]) : 0;
        RuleSet rules = RuleSets.byName(args.length > 4 ? args[4] : RuleSets.DEFAULT);
        switch (what) {
            case "calibration" -> calibration(games > 0 ? games : 200, rules, out);
            case "strength" -> strength(games > 0 ? games : 400, args.length > 3 ? Integer.parseInt(args[3]) : 3,
                    rules, out);
            case "cost" -> cost(games > 0 ? games : 20, args.length > 3 ? Integer.parseInt(args[3]) : 3, rules, out);
            default -> {
                return 2;
            }
        }
        return 0;
    }

    /** Sums of the chance given to the true square of each enemy man, per estimator; the belief's also per game. */
    private static final class Calibration {
        double belief;
        double beliefTyped;
        double uniform;
        double uniformTyped;
        double tokens;
        long men;
        long looks;
        final double[] gameBelief;
        final long[] gameMen;

        Calibration(int games) {
            gameBelief = new double[games];
            gameMen = new long[games];
        }

        /**
         * Half the width of the 95 % interval of the belief's figure (a ratio of sums over games,
         * each game a cluster of looks): 1.96 standard errors by the delta method.
         */
        double beliefHalfInterval() {
            int n = gameMen.length;
            if (n < 2 || men == 0) {
                return 0;
            }
            double ratio = belief / men;
            double squares = 0;
            for (int g = 0; g < n; g++) {
                double residual = gameBelief[g] - ratio * gameMen[g];
                squares += residual * residual;
            }
            double meanMen = (double) men / n;
            return 1.96 * Math.sqrt(squares / ((double) n * (n - 1))) / meanMen;
        }
    }

    private static void calibration(int games, RuleSet rules, PrintStream out) {
        Calibration c = new Calibration(games);
        int repairs = 0;
        int edits = 0;
        int rebuilds = 0;
        int contradictions = 0;
        long plies = 0;
        long start = System.nanoTime();
        double loadBefore = load();
        for (int game = 0; game < games; game++) {
            int g = game;
            Position from = Position.startpos();
            Belief[] beliefs = {new Belief(from, Color.WHITE, rules, Belief.DEFAULT_SIZE, game),
                new Belief(from, Color.BLACK, rules, Belief.DEFAULT_SIZE, game + 1_000_000L)};
            PlayerView[] views = {PlayerView.start(OwnMen.of(from, Color.WHITE), Color.WHITE),
                PlayerView.start(OwnMen.of(from, Color.BLACK), Color.WHITE)};
            PawnTries silence = rules.toldPawnTries() ? PawnTries.none() : PawnTries.unknown();
            Match.Result r = Match.play(from, rules, Opponent.of(1, from, Color.WHITE, rules, game, Thinking.UNLIMITED),
                    Opponent.of(1, from, Color.BLACK, rules, game + 2_000_000L, Thinking.UNLIMITED), MAX_PLIES,
                    (ruling, referee) -> {
                        int mover = ruling.mover();
                        int other = Color.opposite(mover);
                        beliefs[mover].ourAttempt(ruling.move(), ruling.verdict(), ruling.heardBy(mover));
                        if (!ruling.isLegal()) {
                            return;
                        }
                        int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                        beliefs[other].theirMove(lost, ruling.heardBy(other));
                        views[mover] = views[mover].afterOurMove(ruling.move(),
                                UmpireNews.from(ruling.heardBy(mover), silence));
                        views[other] = views[other].afterTheirMove(theirNews(ruling, other, lost, silence));
                        if (!referee.isOver()) {
                            look(referee.position(), other, beliefs[other].map(), views[other].tokens(), c, g);
                        }
                    });
            plies += r.plies();
            for (Belief b : beliefs) {
                repairs += b.repairs();
                edits += b.edits();
                rebuilds += b.rebuilds();
                contradictions += b.contradictions();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        out.printf("ks bench belief calibration: %d games of level 1 against level 1 under %s, %d plies, %.0f s"
                + " (load average %.1f to %.1f)%n", games, rules.name(), plies, seconds, loadBefore, load());
        out.printf("  mean chance given to the true square of each enemy man, over %d looks at %d men:%n", c.looks,
                c.men);
        out.printf("    some enemy man there:  belief %.3f   tokens %.3f   uniform %.3f%n", c.belief / c.men,
                c.tokens / c.men, c.uniform / c.men);
        out.printf("    the belief's 95%% interval over games: %.3f to %.3f%n", c.belief / c.men - c.beliefHalfInterval(),
                c.belief / c.men + c.beliefHalfInterval());
        out.printf("    that kind of man there: belief %.3f   uniform %.3f%n", c.beliefTyped / c.men,
                c.uniformTyped / c.men);
        out.printf("  per belief (%d): samples mended by redrawing %d, by moving a man %d, resampled whole %d, "
                + "news passed over %d%n", 2 * games, repairs, edits, rebuilds, contradictions);
    }

    /** What the player of {@code colour} heard of the enemy's move, as its seat reads it. */
    private static UmpireNews theirNews(Ruling ruling, int colour, int lost, PawnTries silence) {
        UmpireNews news = UmpireNews.from(ruling.heardBy(colour), silence);
        if (lost >= 0) {
            news = news.withCapture(lost, ruling.facts().capture().kind() == ks.engine.referee.Capture.Kind.PAWN
                    ? ks.engine.view.CaptureKind.PAWN : ks.engine.view.CaptureKind.PIECE);
        }
        return news;
    }

    /** Adds, for each man of the enemy of {@code colour}, the chance each estimator gives its square. */
    private static void look(Position truth, int colour, BeliefMap map, Tokens tokens, Calibration c, int game) {
        int enemy = Color.opposite(colour);
        long free = ~truth.occupancy(colour);
        int freeCount = Long.bitCount(free);
        int enemyCount = Long.bitCount(truth.occupancy(enemy));
        double[] byTokens = tokenChances(tokens, free, enemyCount);
        c.looks++;
        for (int type = PieceType.PAWN; type <= PieceType.KING; type++) {
            long men = truth.pieces(enemy, type);
            int ofType = Long.bitCount(men);
            for (long b = men; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                c.men++;
                c.gameMen[game]++;
                c.belief += map.occupied(sq);
                c.gameBelief[game] += map.occupied(sq);
                c.beliefTyped += map.probability(type, sq);
                c.uniform += (double) enemyCount / freeCount;
                c.uniformTyped += (double) ofType / freeCount;
                c.tokens += byTokens[sq];
            }
        }
    }

    /**
     * The thesis's reading of the tokens as chances: a capture token is an enemy man with the
     * chance of its opacity; checker, king and pawn-try tokens each hide one man among their
     * squares; the enemy men not so placed are spread evenly over the other squares not ours.
     */
    static double[] tokenChances(Tokens tokens, long free, int enemyCount) {
        double[] p = new double[64];
        long marked = 0;
        double placed = 0;
        for (TokenKind kind : new TokenKind[] {TokenKind.CAPTURE, TokenKind.CHECK, TokenKind.KING,
            TokenKind.PAWN_TRY}) {
            long squares = tokens.squares(kind) & free & ~marked;
            int n = Long.bitCount(squares);
            for (long b = squares; b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                p[sq] = kind == TokenKind.CAPTURE ? tokens.opacity(kind, sq) : 1.0 / n;
                placed += p[sq];
            }
            marked |= squares;
        }
        long rest = free & ~marked;
        double share = Long.bitCount(rest) == 0 ? 0 : Math.max(0, enemyCount - placed) / Long.bitCount(rest);
        for (long b = rest; b != 0; b &= b - 1) {
            p[Long.numberOfTrailingZeros(b)] = Math.min(1, share);
        }
        return p;
    }

    private static void strength(int games, int level, RuleSet rules, PrintStream out) {
        double[] scores = new double[games];
        int wins = 0;
        int draws = 0;
        int losses = 0;
        double loadBefore = load();
        long start = System.nanoTime();
        for (int game = 0; game < games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            Match.Result r = match(game, level, strong, rules, null);
            scores[game] = r.score(strong);
            wins += scores[game] == 1 ? 1 : 0;
            draws += scores[game] == 0.5 ? 1 : 0;
            losses += scores[game] == 0 ? 1 : 0;
        }
        double mean = Arrays.stream(scores).average().orElse(0);
        double variance = Arrays.stream(scores).map(s -> (s - mean) * (s - mean)).sum() / Math.max(1, games - 1);
        double half = 1.96 * Math.sqrt(variance / games);
        out.printf("ks bench belief strength: level %d against level 1 under %s, %d games, colours alternating, "
                + "%.0f s (load average %.1f to %.1f)%n", level, rules.name(), games, (System.nanoTime() - start) / 1e9,
                loadBefore, load());
        out.printf("  +%d =%d -%d  score %.1f%%  95%% interval %.1f%% to %.1f%%%n", wins, draws, losses, 100 * mean,
                100 * Math.max(0, mean - half), 100 * Math.min(1, mean + half));
    }

    /** Durations in nanoseconds, gathered over games. */
    private static final class Timings {
        private long[] nanos = new long[1 << 16];
        private int n;

        void add(long duration) {
            if (n == nanos.length) {
                nanos = Arrays.copyOf(nanos, n * 2);
            }
            nanos[n++] = duration;
        }

        void print(PrintStream out, String what) {
            long[] sorted = Arrays.copyOf(nanos, n);
            Arrays.sort(sorted);
            double mean = Arrays.stream(sorted).average().orElse(0) / 1e6;
            out.printf("%s: %d timed, mean %.2f ms, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.1f ms%n", what, n,
                    mean, at(sorted, 0.5), at(sorted, 0.9), at(sorted, 0.99), n == 0 ? 0 : sorted[n - 1] / 1e6);
        }

        private static double at(long[] sorted, double q) {
            return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, q * sorted.length)] / 1e6;
        }
    }

    /**
     * Times of belief updates and of choices, by the wall clock and by the CPU time of the game's
     * thread (on a shared, busy machine the wall clock mostly measures the other processes).
     */
    private static final class Costs {
        final ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        final Timings updates = new Timings();
        final Timings updatesCpu = new Timings();
        final Timings choices = new Timings();
        final Timings choicesCpu = new Timings();
        /** The costliest updates by CPU time, most first: nanoseconds, game, the update's number in its game. */
        final long[][] costliest = new long[COSTLIEST][3];
        /** The costliest update by CPU time after the first game, when the JIT has compiled the belief's code. */
        long warmMax;
        int game;
        int update;

        /** Runs {@code call}, noting its times in {@code wall} and {@code cpu}. */
        long time(Runnable call, Timings wall, Timings cpu) {
            long t = System.nanoTime();
            long c = threads.getCurrentThreadCpuTime();
            call.run();
            long spent = threads.getCurrentThreadCpuTime() - c;
            cpu.add(spent);
            wall.add(System.nanoTime() - t);
            return spent;
        }

        /** Times one belief update of game {@link #game}. */
        void update(Runnable call) {
            long spent = time(call, updates, updatesCpu);
            update++;
            warmMax = game > 0 ? Math.max(warmMax, spent) : warmMax;
            int at = COSTLIEST;
            while (at > 0 && costliest[at - 1][0] < spent) {
                at--;
            }
            if (at < COSTLIEST) {
                System.arraycopy(costliest, at, costliest, at + 1, COSTLIEST - 1 - at);
                costliest[at] = new long[] {spent, game, update};
            }
        }

        void print(PrintStream out) {
            StringBuilder top = new StringBuilder();
            for (long[] c : costliest) {
                top.append(String.format(" %.1f ms (game %d, update %d)", c[0] / 1e6, c[1], c[2]));
            }
            out.printf("  costliest belief updates by CPU time:%s; the costliest after the first game %.1f ms%n", top,
                    warmMax / 1e6);
        }
    }

    /** How many of the costliest belief updates the cost bench names. */
    private static final int COSTLIEST = 5;

    private static void cost(int games, int level, RuleSet rules, PrintStream out) {
        Costs costs = new Costs();
        double loadBefore = load();
        for (int game = 0; game < games; game++) {
            costs.game = game;
            costs.update = 0;
            match(game, level, game % 2 == 0 ? Color.WHITE : Color.BLACK, rules, costs);
        }
        out.printf("ks bench belief cost: level %d (sample of %d) against level 1 under %s, %d games"
                + " (load average %.1f to %.1f)%n", level, level >= 3 ? 256 : 64, rules.name(), games, loadBefore,
                load());
        costs.updates.print(out, "  belief update (one attempt of ours or one enemy move), wall");
        costs.updatesCpu.print(out, "  belief update, CPU time of the thread");
        costs.print(out);
        costs.choices.print(out, "  attempt chosen (weighed over the sample, thinking budget "
                + PracticeOpponent.thinkingMillis(level) + " ms), wall");
        costs.choicesCpu.print(out, "  attempt chosen, CPU time of the thread");
    }

    /** The system's load average over the last minute, or -1 where the system does not tell. */
    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    /** Game {@code game}: the player of {@code level} as {@code strong} against level 1, timed when {@code costs}. */
    private static Match.Result match(int game, int level, int strong, RuleSet rules, Costs costs) {
        Position from = Position.startpos();
        Thinking thinking = Thinking.millis(PracticeOpponent.thinkingMillis(level));
        Opponent tested = Opponent.of(level, from, strong, rules, game, thinking);
        if (costs != null) {
            tested = timed(tested, costs);
        }
        Opponent one = Opponent.of(1, from, Color.opposite(strong), rules, game + 3_000_000L, Thinking.UNLIMITED);
        return Match.play(from, rules, strong == Color.WHITE ? tested : one, strong == Color.WHITE ? one : tested,
                MAX_PLIES, (ruling, referee) -> { });
    }

    /** {@code inner}, with the time of each call that updates its belief or chooses an attempt noted. */
    private static Opponent timed(Opponent inner, Costs costs) {
        return new Opponent() {
            @Override
            public void ourAnswer(int move, Verdict verdict, java.util.List<Announcement> heard) {
                costs.update(() -> inner.ourAnswer(move, verdict, heard));
            }

            @Override
            public void theirMove(int lost, java.util.List<Announcement> heard) {
                costs.update(() -> inner.theirMove(lost, heard));
            }

            @Override
            public void heard(java.util.List<Announcement> heard) {
                inner.heard(heard);
            }

            @Override
            public int nextAttempt() {
                int[] move = new int[1];
                costs.time(() -> move[0] = inner.nextAttempt(), costs.choices, costs.choicesCpu);
                return move[0];
            }

            @Override
            public BeliefMap belief() {
                return inner.belief();
            }
        };
    }
}
