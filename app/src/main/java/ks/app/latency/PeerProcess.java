package ks.app.latency;

import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import ks.net.MeetingPort;

/**
 * The guest's process of {@code ks bench latency}: this JVM's java on this JVM's class path, running
 * the hidden {@code ks bench latency-peer PORT SEED MOVES [--no-save]}, with the JVM options of this one that
 * tune the JVM (so {@code -XX:TieredStopAtLevel=1} or a GC choice applies to both sides) but not
 * those that write a file of their own. When its games are over it prints its readings, one line
 * per kind, which {@link #readings} reads back.
 */
final class PeerProcess {

    static final String ROUND_TRIP = "round-trip";
    static final String WORK = "work";
    static final String SAVES = "saves";
    private static final long EXIT_WAIT_SECONDS = 60;

    /** The guest's readings, as {@link MoveTimes} gives them, and how many times it saved its game. */
    record Readings(long[] roundTrip, long[] work, long saves) {
    }

    private final Process process;

    private PeerProcess(Process process) {
        this.process = process;
    }

    /** Starts the guest's process with the bench's {@code options}; its errors go to our standard error. */
    static PeerProcess start(MeetingPort port, long seed, int total, List<String> options) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        ManagementFactory.getRuntimeMXBean().getInputArguments().stream().filter(PeerProcess::tunesTheJvm)
                .forEach(cmd::add);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), "ks.app.Main", "bench", "latency-peer",
                Integer.toString(port.number()), Long.toString(seed), Integer.toString(total)));
        cmd.addAll(options);
        return new PeerProcess(new ProcessBuilder(cmd).redirectError(ProcessBuilder.Redirect.INHERIT).start());
    }

    private static boolean tunesTheJvm(String option) {
        boolean writesAFile = option.contains("ArchiveClassesAtExit") || option.contains("FlightRecording")
                || option.startsWith("-Xlog") && option.contains("file=") && !option.contains("%p");
        return !writesAFile && (option.startsWith("-XX:") || option.startsWith("-Xlog") || option.startsWith("-Xm")
                || option.startsWith("-Xss"));
    }

    /** Waits for the guest to finish and reads what it printed. */
    Readings readings() throws IOException, InterruptedException {
        String printed = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!process.waitFor(EXIT_WAIT_SECONDS, TimeUnit.SECONDS)) {
            throw new IOException("the guest's process did not end");
        }
        if (process.exitValue() != 0) {
            throw new IOException("the guest's process failed (exit " + process.exitValue() + ")");
        }
        long[] saves = line(printed, SAVES);
        if (saves.length != 1) {
            throw new IOException("the guest's process printed a bad " + SAVES + " line");
        }
        return new Readings(line(printed, ROUND_TRIP), line(printed, WORK), saves[0]);
    }

    /** Stops the guest's process if it still runs (our side failed). */
    void stop() {
        process.destroy();
    }

    private static long[] line(String printed, String kind) throws IOException {
        for (String l : printed.split("\n")) {
            if (l.startsWith(kind + " ")) {
                try {
                    return Arrays.stream(l.substring(kind.length() + 1).trim().split(" ")).mapToLong(Long::parseLong)
                            .toArray();
                } catch (NumberFormatException e) {
                    throw new IOException("the guest's process printed a bad " + kind + " line");
                }
            }
        }
        throw new IOException("the guest's process printed no " + kind + " line");
    }

    /** What the guest prints at the end: one line per kind of reading. */
    static String print(MoveTimes times, int saves) {
        return ROUND_TRIP + " " + join(times.roundTrip()) + "\n" + WORK + " " + join(times.work()) + "\n" + SAVES + " "
                + saves + "\n";
    }

    private static String join(long[] nanos) {
        StringBuilder b = new StringBuilder();
        for (long n : nanos) {
            b.append(b.length() == 0 ? "" : " ").append(n);
        }
        return b.toString();
    }
}
