package ks.app.bench;

import java.io.PrintStream;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Map;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.EnemyModel;
import ks.engine.opponent.mating.MatingPlayer;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.RuleSet;

/**
 * {@code ks bench belief strength}: one level against another, colours alternating (the tested
 * level white in the even games), each game seeded by its number and played without a thinking
 * clock (the levels' own budgets of positions and nodes decide), so a run repeats whatever the
 * machine's load. It gives the score with its 95% interval, how the games ended, how often the
 * tested level, once ten points of material ahead, mated within the next hundred plies (and what
 * became of the leads it did not convert, one line each with its captures after the lead, each
 * side's moves after it by the man moved and the final board), how each game it did not win without ever being that far ahead ended, and the
 * wall-clock time of the tested level's moves.
 */
final class StrengthBench {

    /** Plies after which a game is a draw. */
    static final int MAX_PLIES = 400;
    /** A lead in material (pawn 1, knight and bishop 3, rook 5, queen 9) that should be converted. */
    static final int AHEAD = 10;
    /** Plies within which a lead of {@link #AHEAD} should become a mate. */
    static final int CONVERSION_PLIES = 100;

    private static final int[] WORTH = {1, 3, 3, 5, 9, 0};

    private StrengthBench() {
    }

    /** How the games of a run ended, from the tested level's side. */
    private static final class Tally {
        final double[] scores;
        int wins;
        int draws;
        int losses;
        int matesGiven;
        int matesTaken;
        int capped;
        int stalemates;
        int deadPositions;
        int resignations;
        int ahead;
        int converted;
        /** Of the leads not converted in time: mated later, lead lost (under half of it left), drawn still ahead, lost. */
        int matedLater;
        int leadLost;
        int drawnAhead;
        int lostAhead;
        long wonPlies;
        /** Level 4's share of the weight on each model of the enemy at each game's end, summed over the games. */
        final Map<EnemyModel, Double> modelShares = new EnumMap<>(EnemyModel.class);
        /** Games in which each model had the largest share at the end. */
        final Map<EnemyModel, Integer> modelFirst = new EnumMap<>(EnemyModel.class);

        Tally(int games) {
            scores = new double[games];
        }
    }

    /**
     * Plays games {@code first} to {@code first + games - 1}: a long run may be split into parts
     * played side by side, each game the same as in the whole run.
     */
    static void run(int games, int first, Level tested, Level against, RuleSet rules, PrintStream out) {
        run(games, first, tested, against, rules, false, out);
    }

    /**
     * As above; with {@code traced}, also one line for each ten-point lead, converted or not, from a
     * {@link LeadTrace} that reads the tested level's belief beside the game ({@code ks bench belief leads}).
     */
    static void run(int games, int first, Level tested, Level against, RuleSet rules, boolean traced,
                    PrintStream out) {
        Tally t = new Tally(games);
        MoveCosts costs = new MoveCosts();
        StringBuilder failures = new StringBuilder();
        StringBuilder unled = new StringBuilder();
        StringBuilder leads = new StringBuilder();
        long start = System.nanoTime();
        for (int game = first; game < first + games; game++) {
            int strong = game % 2 == 0 ? Color.WHITE : Color.BLACK;
            LeadLog log = new LeadLog(strong, Position.startpos());
            Opponent[] player = new Opponent[1];
            LeadTrace trace = new LeadTrace(strong);
            VictimTrace victims = new VictimTrace(strong);
            int g = game;
            Match.Result r = game(game, tested, strong, against, rules, Thinking.UNLIMITED,
                    o -> costs.timed(traced ? trace.reading(player[0] = o, victims::read) : (player[0] = o)),
                    traced ? (ruling, referee) -> {
                        log.ruled(ruling, referee);
                        trace.ruled(ruling, referee);
                        victims.ruled(ruling, referee, g);
                    } : log::ruled);
            if (traced && trace.firstAhead() >= 0) {
                leads.append(String.format("  lead game %d (%s) ply %d: %s%n", game,
                        strong == Color.WHITE ? "white" : "black", trace.firstAhead(),
                        trace.describe(leadEnd(r, strong, trace.firstAhead()))));
            }
            if (traced) {
                leads.append(victims.describe(game));
            }
            if (player[0] instanceof MatingPlayer mating) {
                countModels(t, mating.modelShares());
            }
            String unconverted = count(t, game - first, r, strong, log.firstAhead(), log.leastAfter());
            if (unconverted != null) {
                failures.append(String.format("  game %d (%s): %s at ply %d; %s%n", game,
                        strong == Color.WHITE ? "white" : "black", unconverted, r.plies(), log.describe()));
            } else if (log.firstAhead() < 0 && r.score(strong) < 1) {
                unled.append(String.format("  game %d (%s): %s, %s at ply %d; end %s%n", game,
                        strong == Color.WHITE ? "white" : "black", r.score(strong) == 0 ? "lost" : "drawn", ending(r),
                        r.plies(), log.end()));
            }
        }
        print(t, games, first, tested, against, rules, (System.nanoTime() - start) / 1e9, out);
        out.print(failures);
        if (unled.length() > 0) {
            out.println("  games not won and never " + AHEAD + " points ahead:");
            out.print(unled);
        }
        if (traced) {
            out.println("  every ten-point lead followed " + CONVERSION_PLIES + " plies:");
            out.print(leads);
        }
        costs.printTurns(out);
    }

    /** How the game ended, seen from the ply of the lead: {@code mate +37}, {@code capped +318}, {@code mated +90}. */
    private static String leadEnd(Match.Result r, int strong, int firstAhead) {
        boolean mate = !r.resigned() && r.outcome() == Outcome.CHECKMATE;
        String after = " +" + (r.plies() - firstAhead);
        if (mate) {
            return (r.winner() == strong ? "mate" : "mated") + after;
        }
        return (r.score(strong) == 1 ? "won, " : r.score(strong) == 0 ? "lost, " : "drawn, ") + ending(r) + after;
    }

    /**
     * Game {@code game}: {@code tested} as {@code strong} against {@code against}, seeded by the
     * game's number; {@code wrap}, when given, stands between the tested player and the match.
     */
    static Match.Result game(int game, Level tested, int strong, Level against, RuleSet rules, Thinking thinking,
                             java.util.function.UnaryOperator<Opponent> wrap, Match.Watcher watcher) {
        Position from = Position.startpos();
        Opponent mine = tested.player(from, strong, rules, game, thinking);
        if (wrap != null) {
            mine = wrap.apply(mine);
        }
        Opponent theirs = against.player(from, Color.opposite(strong), rules, game + 3_000_000L, Thinking.UNLIMITED);
        return Match.play(from, rules, strong == Color.WHITE ? mine : theirs, strong == Color.WHITE ? theirs : mine,
                MAX_PLIES, watcher);
    }

    /** Adds one game's end to the tally of the models of the enemy. */
    private static void countModels(Tally t, Map<EnemyModel, Double> shares) {
        shares.forEach((m, share) -> t.modelShares.merge(m, share, Double::sum));
        shares.entrySet().stream().max(Map.Entry.comparingByValue())
                .ifPresent(e -> t.modelFirst.merge(e.getKey(), 1, Integer::sum));
    }

    /** The material of {@code colour} less the enemy's, in pawns. */
    static int lead(Position p, int colour) {
        int lead = 0;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            lead += WORTH[type] * (Long.bitCount(p.pieces(colour, type)) - Long.bitCount(p.pieces(1 - colour, type)));
        }
        return lead;
    }

    /** Counts one game; returns what became of a lead it did not convert in time, or null. */
    private static String count(Tally t, int game, Match.Result r, int strong, int firstAhead, int leastAfter) {
        double score = r.score(strong);
        t.scores[game] = score;
        t.wins += score == 1 ? 1 : 0;
        t.draws += score == 0.5 ? 1 : 0;
        t.losses += score == 0 ? 1 : 0;
        boolean mate = !r.resigned() && r.outcome() == Outcome.CHECKMATE;
        t.matesGiven += mate && r.winner() == strong ? 1 : 0;
        t.matesTaken += mate && r.winner() != strong ? 1 : 0;
        t.resignations += r.resigned() ? 1 : 0;
        t.capped += !r.resigned() && r.outcome() == Outcome.NONE ? 1 : 0;
        t.stalemates += r.outcome() == Outcome.STALEMATE ? 1 : 0;
        t.deadPositions += r.outcome() == Outcome.INSUFFICIENT_MATERIAL ? 1 : 0;
        t.wonPlies += score == 1 ? r.plies() : 0;
        if (firstAhead >= 0) {
            t.ahead++;
            boolean won = score == 1;
            if (mate && won && r.plies() - firstAhead <= CONVERSION_PLIES) {
                t.converted++;
                return null;
            } else if (won) {
                t.matedLater++;
                return "won later";
            } else if (leastAfter < AHEAD / 2) {
                t.leadLost++;
                return "lead lost, " + ending(r);
            } else if (score == 0.5) {
                t.drawnAhead++;
                return "drawn ahead, " + ending(r);
            } else {
                t.lostAhead++;
                return "lost ahead";
            }
        }
        return null;
    }

    private static String ending(Match.Result r) {
        return r.resigned() ? "resigned" : r.outcome() == Outcome.NONE ? "capped" : r.outcome().name().toLowerCase();
    }

    private static void print(Tally t, int games, int first, Level tested, Level against, RuleSet rules,
                              double seconds, PrintStream out) {
        double mean = Arrays.stream(t.scores).average().orElse(0);
        double variance = Arrays.stream(t.scores).map(s -> (s - mean) * (s - mean)).sum() / Math.max(1, games - 1);
        double half = 1.96 * Math.sqrt(variance / games);
        out.printf("ks bench belief strength: level %s against level %s under %s, %d games%s, colours alternating, "
                + "%d-ply cap, %.0f s%n", tested.text(), against.text(), rules.name(), games,
                first == 0 ? "" : " from game " + first, MAX_PLIES, seconds);
        out.printf("  +%d =%d -%d  score %.1f%%  95%% interval %.1f%% to %.1f%%%n", t.wins, t.draws, t.losses,
                100 * mean, 100 * Math.max(0, mean - half), 100 * Math.min(1, mean + half));
        out.printf("  ended: mates given %d (%.1f%% of games), mates taken %d, resignations %d, stalemates %d, "
                + "insufficient material %d, %d-ply cap %d; won games' mean length %.0f plies%n", t.matesGiven,
                100.0 * t.matesGiven / games, t.matesTaken, t.resignations, t.stalemates, t.deadPositions, MAX_PLIES,
                t.capped, t.wins == 0 ? 0.0 : (double) t.wonPlies / t.wins);
        out.printf("  %d points ahead in %d games; mated within %d plies after in %d (%.1f%%); of the rest, won later %d,"
                + " lead fell under %d and not won %d, drawn still ahead %d, lost %d%n", AHEAD, t.ahead,
                CONVERSION_PLIES, t.converted, t.ahead == 0 ? 0.0 : 100.0 * t.converted / t.ahead, t.matedLater,
                AHEAD / 2, t.leadLost, t.drawnAhead, t.lostAhead);
        if (t.modelShares.size() > 1) {
            StringBuilder line = new StringBuilder("  the enemy's play as the tested level's sample had it at the end,"
                    + " mean share (games where it led):");
            t.modelShares.forEach((m, sum) -> line.append(String.format(" %s %.2f (%d)", m.name().toLowerCase(),
                    sum / games, t.modelFirst.getOrDefault(m, 0))));
            out.println(line);
        }
    }
}
