package ks.net.seek;

import static org.assertj.core.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import ks.net.NetnsHosts;

/** A {@link SeekPeer} running in a test host: its output read line by line as it comes. */
final class PeerProcess implements AutoCloseable {

    private final Process process;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> seen = new ArrayList<>();

    private PeerProcess(Process process) {
        this.process = process;
        Thread reader = new Thread(() -> {
            try (BufferedReader r = new BufferedReader(new InputStreamReader(process.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = r.readLine(); line != null; line = r.readLine()) {
                    lines.add(line);
                }
            } catch (IOException e) {
                lines.add("READ FAILED " + e.getMessage());
            }
            lines.add("EXITED");
        }, "peer-output");
        reader.setDaemon(true);
        reader.start();
    }

    static PeerProcess start(NetnsHosts net, NetnsHosts.Host host, String... args) throws IOException {
        return new PeerProcess(net.start(host, NetnsHosts.javaCommand(SeekPeer.class, args)));
    }

    /** The next line that starts with {@code prefix}, waiting up to {@code seconds}; other lines are skipped. */
    String await(String prefix, int seconds) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (true) {
            String line = lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            if (line == null) {
                fail("no line starting with '" + prefix + "' within " + seconds + " s; saw " + seen);
            }
            seen.add(line);
            if (line.startsWith(prefix)) {
                return line;
            }
            if (line.equals("EXITED")) {
                fail("the peer exited before a line starting with '" + prefix + "'; saw " + seen);
            }
        }
    }

    /** Every line up to the end of the process. */
    List<String> rest(int seconds) throws InterruptedException {
        List<String> out = new ArrayList<>();
        for (String line = await("", seconds); !line.equals("EXITED"); line = await("", seconds)) {
            out.add(line);
        }
        return out;
    }

    void say(String line) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }
}
