package ks.engine.belief;

import ks.engine.opponent.levels.Level;
import com.sun.management.ThreadMXBean;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import ks.engine.Color;
import ks.engine.Position;
import ks.engine.opponent.Match;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;

/**
 * The cost of belief updates by this thread's CPU time, for a shared, busy machine where the wall
 * clock of {@code ks bench belief cost} mostly measures the other processes. Seeded games of
 * level 1 against level 1 (no thinking clock, so the same games whatever the load) under wolfe;
 * both players keep a belief of {@link Belief#DEFAULT_SIZE} positions, and every update (an
 * attempt of ours, an enemy move) is timed; the bytes the updates allocate are counted too, a figure
 * the machine's load does not touch, and so is the belief's own count of its work. The updates are
 * also split by what they did beyond their step (mend the sample, sample the history afresh, pass
 * the news over), where the tail is. The first games warm the JIT up and are not counted.
 * Run with {@code java -cp engine/target/benchmarks.jar ks.engine.belief.BeliefCpuTime [GAMES]}.
 */
public final class BeliefCpuTime {

    private static final int WARM_UP_GAMES = 4;

    private BeliefCpuTime() {
    }

    /** What an update did beyond taking its step, by the belief's counters. */
    private static final String[] KINDS = {"plain step", "mended by redrawing", "mended by moving men",
        "history sampled afresh", "news passed over"};

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        RuleSet rules = RuleSets.byName(RuleSets.DEFAULT);
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] cpu = new long[1 << 18];
        int[] kind = new int[cpu.length];
        int[] n = {0};
        long[] bytes = {0};
        long[] work = {0, 0};
        long wall = 0;
        for (int game = 0; game < WARM_UP_GAMES + games; game++) {
            boolean timed = game >= WARM_UP_GAMES;
            Position from = Position.startpos();
            Belief[] beliefs = {new Belief(from, Color.WHITE, rules, Belief.DEFAULT_SIZE, game),
                new Belief(from, Color.BLACK, rules, Belief.DEFAULT_SIZE, game + 1_000_000L)};
            long started = System.nanoTime();
            Match.play(from, rules, Level.of(1, from, Color.WHITE, rules, game, Thinking.UNLIMITED),
                    Level.of(1, from, Color.BLACK, rules, game + 2_000_000L, Thinking.UNLIMITED), 300,
                    (ruling, referee) -> {
                        int mover = ruling.mover();
                        Belief ours = beliefs[mover];
                        time(timed, ours, () -> ours.ourAttempt(ruling.move(), ruling.verdict(), ruling.heardBy(mover)),
                                threads, cpu, kind, n, bytes, work);
                        if (ruling.isLegal()) {
                            Belief theirs = beliefs[Color.opposite(mover)];
                            int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                            time(timed, theirs, () -> theirs.theirMove(lost, ruling.heardBy(Color.opposite(mover))),
                                    threads, cpu, kind, n, bytes, work);
                        }
                    });
            wall += timed ? System.nanoTime() - started : 0;
        }
        long[] sorted = Arrays.copyOf(cpu, n[0]);
        Arrays.sort(sorted);
        long total = 0;
        for (long c : sorted) {
            total += c;
        }
        System.out.printf("belief update, %d games, %d timed: CPU total %.2f s (games' wall %.2f s), mean %.3f ms,"
                + " p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.1f ms; %.0f kB allocated per update;"
                + " work per update mean %.0f, max %d%n", games, sorted.length, total / 1e9, wall / 1e9,
                total / 1e6 / sorted.length, at(sorted, 0.5), at(sorted, 0.9), at(sorted, 0.99),
                sorted[sorted.length - 1] / 1e6, bytes[0] / 1e3 / sorted.length, (double) work[0] / sorted.length,
                work[1]);
        for (int k = 0; k < KINDS.length; k++) {
            long[] of = new long[n[0]];
            int m = 0;
            for (int i = 0; i < n[0]; i++) {
                if (kind[i] == k) {
                    of[m++] = cpu[i];
                }
            }
            of = Arrays.copyOf(of, m);
            Arrays.sort(of);
            long sum = Arrays.stream(of).sum();
            System.out.printf("  %-24s %6d updates, %5.1f %% of the CPU time, p50 %.3f ms, p99 %.3f ms, max %.1f ms%n",
                    KINDS[k], m, 100.0 * sum / total, m == 0 ? 0 : at(of, 0.5), m == 0 ? 0 : at(of, 0.99),
                    m == 0 ? 0 : of[m - 1] / 1e6);
        }
    }

    /** Runs one update of {@code belief} and, when {@code timed}, notes its CPU time, what it did, its bytes and work. */
    private static void time(boolean timed, Belief belief, Runnable update, ThreadMXBean threads, long[] cpu,
            int[] kind, int[] n, long[] bytes, long[] work) {
        int[] before = {belief.repairs(), belief.edits(), belief.rebuilds(), belief.contradictions()};
        long w = belief.work();
        long a = threads.getCurrentThreadAllocatedBytes();
        long t = threads.getCurrentThreadCpuTime();
        update.run();
        long spent = threads.getCurrentThreadCpuTime() - t;
        if (!timed || n[0] == cpu.length) {
            return;
        }
        bytes[0] += threads.getCurrentThreadAllocatedBytes() - a;
        work[0] += belief.work() - w;
        work[1] = Math.max(work[1], belief.work() - w);
        kind[n[0]] = belief.contradictions() > before[3] ? 4 : belief.rebuilds() > before[2] ? 3
                : belief.edits() > before[1] ? 2 : belief.repairs() > before[0] ? 1 : 0;
        cpu[n[0]++] = spent;
    }

    private static double at(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) (quantile * sorted.length))] / 1e6;
    }
}
