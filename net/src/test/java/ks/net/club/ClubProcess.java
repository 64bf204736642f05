package ks.net.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A club server process watched by the load generator through Linux's {@code /proc}: the CPU
 * time it has used (user and system, all its threads) and its memory, so the capacity curve
 * reports what the club cost, apart from what the generator cost. Unknown (no figures) for a club
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
