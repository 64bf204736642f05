package ks.engine.referee;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * A companion to {@link RefereeBenchmark} for a shared, busy machine, as {@code PerftCpuTime} is
 * to perft: the same seeded script of attempts, timed by this thread's CPU time as well as by the
 * wall clock. Run with {@code java -cp engine/target/benchmarks.jar ks.engine.referee.RefereeCpuTime}.
 */
public final class RefereeCpuTime {

    private static final int WARM_UP = 20_000;
    private static final int TIMED = 20_000;

    private RefereeCpuTime() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        for (String rules : new String[] {"wolfe", "icc", "rand"}) {
            RefereeBenchmark script = new RefereeBenchmark();
            script.rules = rules;
            script.setUp();
            int legal = 0;
            for (int i = 0; i < WARM_UP; i++) {
                legal += script.game();
            }
            long wall = System.nanoTime();
            long cpu = threads.getCurrentThreadCpuTime();
            for (int i = 0; i < TIMED; i++) {
                legal += script.game();
            }
            cpu = threads.getCurrentThreadCpuTime() - cpu;
            wall = System.nanoTime() - wall;
            double attempts = (double) TIMED * RefereeBenchmark.ATTEMPTS;
            System.out.printf("game %-6s %6.0f ns/attempt (wall)  %6.0f ns/attempt (CPU)  [%d legal]%n", rules,
                    wall / attempts, cpu / attempts, legal);
        }
    }
}
