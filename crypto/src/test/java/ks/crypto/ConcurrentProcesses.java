package ks.crypto;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Several real JVMs running one test main at the same moment: each is started, then blocks reading
 * a line from its standard input, and all are released together, so their work overlaps.
 */
final class ConcurrentProcesses {

    private ConcurrentProcesses() {
    }

    /** Runs {@code count} copies of {@code main} with {@code args}; returns each one's standard output. */
    static List<String> run(int count, Class<?> main, String... args) throws IOException, InterruptedException {
        List<Process> processes = new ArrayList<>();
        try {
            for (int i = 0; i < count; i++) {
                List<String> command = new ArrayList<>(List.of(
                        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                        "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                        "-cp", System.getProperty("java.class.path"), main.getName()));
                command.addAll(Arrays.asList(args));
                processes.add(new ProcessBuilder(command).redirectErrorStream(true).start());
            }
            for (Process p : processes) {
                OutputStream go = p.getOutputStream();
                go.write("go\n".getBytes(StandardCharsets.US_ASCII));
                go.flush();
            }
            List<String> outputs = new ArrayList<>();
            for (Process p : processes) {
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
                if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
                    throw new IllegalStateException(main.getSimpleName() + " failed: " + out);
                }
                outputs.add(out.strip());
            }
            return outputs;
        } finally {
            processes.forEach(Process::destroyForcibly);
        }
    }

    /** Blocks until the test releases every process at once. */
    static void awaitGo() throws IOException {
        System.in.read();
    }
}
