package ks.engine;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;

/**
 * Times the class initialisation of {@link Attacks}: the first call to {@code Attacks.rook} in a
 * fresh JVM, by the wall clock and by this thread's CPU time (the machine is shared, so the CPU
 * time is the steadier figure). Run it in several fresh JVMs:
 * {@code for i in 1 2 3 4 5; do java -cp engine/target/benchmarks.jar ks.engine.AttacksInitTime; done}.
 */
public final class AttacksInitTime {

    private AttacksInitTime() {
    }

    public static void main(String[] args) {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        threads.getCurrentThreadCpuTime();
        long cpu = threads.getCurrentThreadCpuTime();
        long wall = System.nanoTime();
        long attacks = Attacks.rook(0, 0L);
        wall = System.nanoTime() - wall;
        cpu = threads.getCurrentThreadCpuTime() - cpu;
        System.out.printf("Attacks init: %7.1f ms wall  %7.1f ms CPU  (rook a1 = %016x)%n",
                wall / 1e6, cpu / 1e6, attacks);
    }
}
