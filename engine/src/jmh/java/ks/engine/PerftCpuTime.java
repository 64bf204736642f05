package ks.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * A companion to {@link PerftBenchmark} for a shared, busy machine: it times the same perft
 * runs by this thread's CPU time as well as by the wall clock, so the figure does not depend on
 * how many other processes compete for the cores. Run with
 * {@code java -cp engine/target/benchmarks.jar ks.engine.PerftCpuTime}.
 */
public final class PerftCpuTime {

    private PerftCpuTime() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        String[][] cases = {
            {"startpos", Position.STARTPOS_FEN, "5"},
            {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "4"},
            {"pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", "4"},
        };
        for (String mode : new String[] {"bulk", "makeUnmake"}) {
            for (String[] c : cases) {
                Position p = Position.fromFen(c[1]);
                int depth = Integer.parseInt(c[2]);
                for (int i = 0; i < 10; i++) {
                    run(p, depth, mode);
                }
                long nodes = 0;
                long wall = System.nanoTime();
                long cpu = threads.getCurrentThreadCpuTime();
                for (int i = 0; i < 20; i++) {
                    nodes += run(p, depth, mode);
                }
                cpu = threads.getCurrentThreadCpuTime() - cpu;
                wall = System.nanoTime() - wall;
                System.out.printf("%-10s %-8s %6.1f M nodes/s (wall)  %6.1f M nodes/s (CPU)%n", mode, c[0],
                        nodes * 1e3 / wall, nodes * 1e3 / cpu);
            }
        }
    }

    private static long run(Position p, int depth, String mode) {
        return mode.equals("bulk") ? Perft.bulk(p, depth) : Perft.count(p, depth);
    }
}
