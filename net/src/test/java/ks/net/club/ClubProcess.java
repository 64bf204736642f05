package ks.net.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * A club server process watched by the load generator through Linux's {@code /proc}: the CPU
 * time it has used (user and system, all its threads) and its memory, so the capacity curve
 * reports what the club cost, apart from what the generator cost, and which of its threads spent
 * it (the event loop, the workers, the database's writer, the garbage collector, the compilers).
 * Unknown (no figures) for a club
 * in the generator's own JVM or where {@code /proc} is missing.
 */
final class ClubProcess {

    /** Clock ticks a second for {@code /proc/PID/stat}'s times: 100 on every Linux this runs on. */
    private static final long TICKS = 100;

    private final long pid;

    private ClubProcess(long pid) {
        this.pid = pid;
    }

    static ClubProcess of(long pid) {
        return new ClubProcess(pid > 0 && Files.isDirectory(Path.of("/proc", Long.toString(pid))) ? pid : -1);
    }

    boolean known() {
        return pid > 0;
    }

    /** User and system CPU time so far, in milliseconds; 0 when unknown. */
    long cpuMs() {
        if (!known()) {
            return 0;
        }
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // Fields after the command's closing parenthesis: state is field 3, utime 14, stime 15.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 1000 / TICKS;
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    /**
     * CPU time so far (user and system, in milliseconds) of each kind of thread: the threads'
     * names as Linux keeps them (15 characters) without their numbers, so {@code ks-club-worker-3}
     * counts as {@code ks-club-worker} and {@code GC Thread#1} as {@code GC Thread}. Threads that
     * have ended are not in it. Empty when unknown.
     */
    Map<String, Long> threadCpuMs() {
        Map<String, Long> byKind = new TreeMap<>();
        if (!known()) {
            return byKind;
        }
        try (Stream<Path> tasks = Files.list(Path.of("/proc", Long.toString(pid), "task"))) {
            tasks.forEach(task -> {
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String name = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    long ms = (Long.parseLong(f[11]) + Long.parseLong(f[12])) * 1000 / TICKS;
                    byKind.merge(name.replaceAll("[-#]?[0-9]*$", "").strip(), ms, Long::sum);
                } catch (IOException | RuntimeException gone) {
                    // A thread that ended while being read: its time is no longer counted anyway.
                }
            });
        } catch (IOException | RuntimeException e) {
            return byKind;
        }
        return byKind;
    }

    /** Resident memory now and at its peak, as {@code /proc/PID/status} says; empty when unknown. */
    String memory() {
        if (!known()) {
            return "";
        }
        try {
            String rss = "";
            String peak = "";
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    rss = mib(line);
                } else if (line.startsWith("VmHWM:")) {
                    peak = mib(line);
                }
            }
            return "resident " + rss + " MiB (peak " + peak + " MiB)";
        } catch (IOException e) {
            return "";
        }
    }

    private static String mib(String line) {
        return Long.toString(Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024);
    }

    /** The 1-, 5- and 15-minute load averages, or "?" where {@code /proc} is missing. */
    static String loadAverage() {
        try {
            String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
            return f[0] + " " + f[1] + " " + f[2];
        } catch (IOException | RuntimeException e) {
            return "?";
        }
    }
}
