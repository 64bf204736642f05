package ks.engine.belief;

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
 * the machine's load does not touch. The first games warm the JIT up and are not counted.
 * Run with {@code java -cp engine/target/benchmarks.jar ks.engine.belief.BeliefCpuTime [GAMES]}.
 */
public final class BeliefCpuTime {

    private static final int WARM_UP_GAMES = 4;

    private BeliefCpuTime() {
    }

    public static void main(String[] args) {
        int games = args.length > 0 ? Integer.parseInt(args[0]) : 12;
        RuleSet rules = RuleSets.byName(RuleSets.DEFAULT);
        ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
        long[] cpu = new long[1 << 16];
        int[] n = {0};
        long[] bytes = {0};
        long wall = 0;
        for (int game = 0; game < WARM_UP_GAMES + games; game++) {
            boolean timed = game >= WARM_UP_GAMES;
            Position from = Position.startpos();
            Belief[] beliefs = {new Belief(from, Color.WHITE, rules, Belief.DEFAULT_SIZE, game),
                new Belief(from, Color.BLACK, rules, Belief.DEFAULT_SIZE, game + 1_000_000L)};
            long started = System.nanoTime();
            Match.play(from, rules, Opponent.of(1, from, Color.WHITE, rules, game, Thinking.UNLIMITED),
                    Opponent.of(1, from, Color.BLACK, rules, game + 2_000_000L, Thinking.UNLIMITED), 300,
                    (ruling, referee) -> {
                        int mover = ruling.mover();
                        long a = threads.getCurrentThreadAllocatedBytes();
                        long t = threads.getCurrentThreadCpuTime();
                        beliefs[mover].ourAttempt(ruling.move(), ruling.verdict(), ruling.heardBy(mover));
                        if (timed && n[0] < cpu.length) {
                            cpu[n[0]++] = threads.getCurrentThreadCpuTime() - t;
                            bytes[0] += threads.getCurrentThreadAllocatedBytes() - a;
                        }
                        if (ruling.isLegal()) {
                            int other = Color.opposite(mover);
                            int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                            a = threads.getCurrentThreadAllocatedBytes();
                            t = threads.getCurrentThreadCpuTime();
                            beliefs[other].theirMove(lost, ruling.heardBy(other));
                            if (timed && n[0] < cpu.length) {
                                cpu[n[0]++] = threads.getCurrentThreadCpuTime() - t;
                                bytes[0] += threads.getCurrentThreadAllocatedBytes() - a;
                            }
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
                + " p50 %.3f ms, p90 %.3f ms, p99 %.3f ms, max %.1f ms; %.0f kB allocated per update%n", games,
                sorted.length, total / 1e9, wall / 1e9, total / 1e6 / sorted.length, at(sorted, 0.5),
                at(sorted, 0.9), at(sorted, 0.99), sorted[sorted.length - 1] / 1e6, bytes[0] / 1e3 / sorted.length);
    }

    private static double at(long[] sorted, double quantile) {
        return sorted[Math.min(sorted.length - 1, (int) (quantile * sorted.length))] / 1e6;
    }
}
