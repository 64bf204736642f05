package ks.app.bench;

import com.sun.management.ThreadMXBean;
import java.io.PrintStream;
import java.lang.management.ManagementFactory;
import java.util.Arrays;
import java.util.List;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * The times of a computer player's work over benchmark games: each belief update (one attempt of
 * ours or one enemy move taken in), each choice of an attempt, and each whole move, from the
 * enemy's move taken in to our own move accepted, refusals and all, by the wall clock; the
 * updates also by the CPU time of the game's thread (on a shared, busy machine the wall clock
 * mostly measures the other processes), with the costliest of them named. A player is timed by
 * standing {@link #timed} between it and the match.
 */
final class MoveCosts {

    /** Durations in nanoseconds. */
    private static final class Times {
        long[] nanos = new long[1 << 16];
        int n;

        void add(long t) {
            if (n == nanos.length) {
                nanos = Arrays.copyOf(nanos, n * 2);
            }
            nanos[n++] = t;
        }

        @Override
        public String toString() {
            long[] sorted = Arrays.copyOf(nanos, n);
            Arrays.sort(sorted);
            double mean = Arrays.stream(sorted).average().orElse(0) / 1e6;
            return String.format("%d timed, mean %.2f ms, p50 %.2f ms, p90 %.2f ms, p99 %.2f ms, max %.1f ms", n, mean,
                    at(sorted, 0.5), at(sorted, 0.9), at(sorted, 0.99), n == 0 ? 0 : sorted[n - 1] / 1e6);
        }

        private static double at(long[] sorted, double q) {
            return sorted.length == 0 ? 0 : sorted[(int) Math.min(sorted.length - 1, q * sorted.length)] / 1e6;
        }
    }

    /** How many of the costliest belief updates are named. */
    private static final int COSTLIEST = 5;

    private final ThreadMXBean threads = (ThreadMXBean) ManagementFactory.getThreadMXBean();
    private final Times updates = new Times();
    private final Times updatesCpu = new Times();
    /** The costliest updates by CPU time, most first: nanoseconds, game, the update's number in its game. */
    private final long[][] costliest = new long[COSTLIEST][3];
    /** The costliest update by CPU time after the first game, when the JIT has compiled the belief's code. */
    private long warmMax;
    private int game;
    private int update;
    private final Times choices = new Times();
    private final Times turns = new Times();
    private long turn;

    /** The choices of an attempt, summed up. */
    String choices() {
        return choices.toString();
    }

    /** The games that follow are game {@code number}'s. */
    void game(int number) {
        game = number;
        update = 0;
    }

    void printUpdates(PrintStream out) {
        out.println("  belief update (one attempt of ours or one enemy move), wall: " + updates);
        out.println("  belief update, CPU time of the thread: " + updatesCpu);
        StringBuilder top = new StringBuilder();
        for (long[] c : costliest) {
            top.append(String.format(" %.1f ms (game %d, update %d)", c[0] / 1e6, c[1], c[2]));
        }
        out.printf("  costliest belief updates by CPU time:%s; the costliest after the first game %.1f ms%n", top,
                warmMax / 1e6);
    }

    /** Runs one belief update, noting its wall and CPU times; returns its wall time. */
    private long update(Runnable call) {
        long t = System.nanoTime();
        long c = threads.getCurrentThreadCpuTime();
        call.run();
        long cpu = threads.getCurrentThreadCpuTime() - c;
        long wall = System.nanoTime() - t;
        updates.add(wall);
        updatesCpu.add(cpu);
        update++;
        warmMax = game > 0 ? Math.max(warmMax, cpu) : warmMax;
        int at = COSTLIEST;
        while (at > 0 && costliest[at - 1][0] < cpu) {
            at--;
        }
        if (at < COSTLIEST) {
            System.arraycopy(costliest, at, costliest, at + 1, COSTLIEST - 1 - at);
            costliest[at] = new long[] {cpu, game, update};
        }
        return wall;
    }

    void printTurns(PrintStream out) {
        out.println("  move chosen (the enemy's move taken in, attempts chosen and answers taken in): " + turns);
    }

    /** {@code inner}, with the time of each call that updates its belief or chooses an attempt noted. */
    Opponent timed(Opponent inner) {
        return new Opponent() {
            @Override
            public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
                turn += update(() -> inner.ourAnswer(move, verdict, heard));
                if (verdict == Verdict.LEGAL) {
                    turns.add(turn);
                    turn = 0;
                }
            }

            @Override
            public void theirMove(int lost, List<Announcement> heard) {
                turn = update(() -> inner.theirMove(lost, heard));
            }

            @Override
            public void heard(List<Announcement> heard) {
                inner.heard(heard);
            }

            @Override
            public int nextAttempt() {
                long t = System.nanoTime();
                int move = inner.nextAttempt();
                long spent = System.nanoTime() - t;
                choices.add(spent);
                turn += spent;
                return move;
            }

            @Override
            public BeliefMap belief() {
                return inner.belief();
            }
        };
    }
}
