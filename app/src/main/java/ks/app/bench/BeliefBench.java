package ks.app.bench;

import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Locale;
import ks.app.practice.PracticeOpponent;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.BeliefMap;
import ks.engine.belief.EnemyModel;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;
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
 * enemy man; {@code strength} plays a level (3 unless told) against another (1 unless told; see
 * {@link StrengthBench}); {@code leads} plays the same games and follows each ten-point lead
 * ({@link LeadTrace}) and tells which man each capture of ours took against what the belief
 * said ({@link VictimTrace}); {@code losses} replays those games and tells, for each rook or queen
 * taken, what the tested level's belief said ({@link LossBench}); {@code cost} times belief updates and the choice of attempts in such
 * games, with the level's thinking budget of a real game. Every game is seeded by its number, so
 * a run can be repeated.
 */
final class BeliefBench {

    /** Plies after which a calibration game is a draw: the practice opponent offers one from move 150 on. */
    private static final int MAX_PLIES = 2 * PracticeOpponent.PATIENCE;

    private BeliefBench() {
    }

    /**
     * Runs {@code belief WHAT [GAMES [LEVEL [RULES [AGAINST [FROM]]]]]} ({@code FROM}: the first game's
     * number, for {@code strength} and {@code losses}), or {@code belief calibration [GAMES [MODEL [RULES]]]} ({@link
     * Model}); 2 for an unknown measure. A level
     * or rule set it does not know is an {@link IllegalArgumentException} naming the known ones.
     */
    static int run(String[] args, PrintStream out) {
        String what = args.length > 1 ? args[1] : "";
        int games = args.length > 2 ? whole("GAMES", args[2]) : 0;
        if (what.equals("calibration")) {
            // Calibration plays level 1 on both sides: the third word names the belief's model instead.
            Model model = Model.parse(args.length > 3 ? args[3] : "plain");
            calibration(games > 0 ? games : 200, model, RuleSets.byName(args.length > 4 ? args[4] : RuleSets.DEFAULT),
                    out);
            return 0;
        }
        Level level = Level.parse(args.length > 3 ? args[3] : "3");
        RuleSet rules = RuleSets.byName(args.length > 4 ? args[4] : RuleSets.DEFAULT);
        Level against = Level.parse(args.length > 5 ? args[5] : "1");
        int first = args.length > 6 ? whole("FROM", args[6]) : 0;
        switch (what) {
            case "strength" -> StrengthBench.run(games > 0 ? games : 400, first, level, against, rules, out);
            case "leads" -> StrengthBench.run(games > 0 ? games : 400, first, level, against, rules, true, out);
            case "losses" -> LossBench.run(games > 0 ? games : 100, first, level, against, rules, out);
            case "lost" -> LostBench.run(games > 0 ? games : 100, first, level, against, rules, out);
            case "regions" -> RegionBench.run(games > 0 ? games : 40, first, level, against, rules, out);
            case "cost" -> cost(games > 0 ? games : 20, level, against, rules, out);
            default -> {
                return 2;
            }
        }
        return 0;
    }

    /** {@code text} as a whole number of zero or more, or an error naming {@code what} and the word given. */
    private static int whole(String what, String text) {
        try {
            int n = Integer.parseInt(text);
            if (n >= 0) {
                return n;
            }
        } catch (NumberFormatException e) {
            // said below, in the same words
        }
        throw new IllegalArgumentException("belief: " + what + " must be a whole number, got '" + text + "'");
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

    /**
     * What the calibrated belief assumes beyond the news: {@code plain} (every legal enemy move alike,
     * the sample drawn by weight alone), {@code apart} ({@link Belief#keepMenLeftApart}), {@code
     * takeback} ({@link Belief#expectTakeBacks} at {@link #TAKE_BACK}), {@code both}, {@code used}
     * ({@link Belief#expectMenUsed} at {@link #USED_WEIGHT}), or {@code fitted} ({@link
     * Belief#fitEnemyModel} over every {@link EnemyModel}).
     */
    enum Model {
        PLAIN, APART, TAKEBACK, BOTH, USED, FITTED;

        /** How much likelier than another move the enemy's taking back is, in the models that expect it. */
        static final double TAKE_BACK = 8;
        /** How much likelier than another move a capture, a check or an escape is, in the model that expects it. */
        static final double USED_WEIGHT = 4;

        static Model parse(String word) {
            for (Model m : values()) {
                if (m.name().equalsIgnoreCase(word)) {
                    return m;
                }
            }
            throw new IllegalArgumentException("belief: MODEL must be plain, apart, takeback, both, used or fitted, got '" + word + "'");
        }

        Belief applied(Belief belief) {
            if (this == APART || this == BOTH) {
                belief.keepMenLeftApart();
            }
            if (this == USED) {
                belief.expectMenUsed(USED_WEIGHT);
            }
            if (this == FITTED) {
                belief.fitEnemyModel(EnemyModel.EVEN, EnemyModel.GREEDY, EnemyModel.PUSHER);
            }
            return this == TAKEBACK || this == BOTH ? belief.expectTakeBacks(TAKE_BACK) : belief;
        }
    }

    private static void calibration(int games, Model model, RuleSet rules, PrintStream out) {
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
            Belief[] beliefs = {model.applied(new Belief(from, Color.WHITE, rules, Belief.DEFAULT_SIZE, game)),
                model.applied(new Belief(from, Color.BLACK, rules, Belief.DEFAULT_SIZE, game + 1_000_000L))};
            PlayerView[] views = {PlayerView.start(OwnMen.of(from, Color.WHITE), Color.WHITE),
                PlayerView.start(OwnMen.of(from, Color.BLACK), Color.WHITE)};
            PawnTries silence = rules.toldPawnTries() ? PawnTries.none() : PawnTries.unknown();
            Match.Result r = Match.play(from, rules, Level.of(1, from, Color.WHITE, rules, game, Thinking.UNLIMITED),
                    Level.of(1, from, Color.BLACK, rules, game + 2_000_000L, Thinking.UNLIMITED), MAX_PLIES,
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
        out.printf("ks bench belief calibration: %d games of level 1 against level 1 under %s, belief %s, %d plies,"
                + " %.0f s (load average %.1f to %.1f)%n", games, rules.name(), model.name().toLowerCase(Locale.ROOT),
                plies, seconds, loadBefore, load());
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

    private static void cost(int games, Level level, Level against, RuleSet rules, PrintStream out) {
        MoveCosts costs = new MoveCosts();
        Thinking thinking = level.gameMillis() > 0 ? Thinking.millis(level.gameMillis()) : Thinking.UNLIMITED;
        double loadBefore = load();
        for (int game = 0; game < games; game++) {
            costs.game(game);
            StrengthBench.game(game, level, game % 2 == 0 ? Color.WHITE : Color.BLACK, against, rules, thinking,
                    costs::timed, (ruling, referee) -> { });
        }
        out.printf("ks bench belief cost: level %s against level %s under %s, %d games (load average %.1f to %.1f)%n",
                level.text(), against.text(), rules.name(), games, loadBefore, load());
        costs.printUpdates(out);
        out.println("  attempt chosen (thinking budget " + level.gameMillis() + " ms): " + costs.choices());
        costs.printTurns(out);
    }

    /** The system's load average over the last minute, or -1 where the system does not tell. */
    static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }
}
