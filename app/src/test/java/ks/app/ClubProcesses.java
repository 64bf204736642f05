package ks.app;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Real {@code ks} processes for the club's end-to-end tests: a club server (its ports read from
 * the lines it prints) and members, each with its own home directory and {@code KS_PASSWORD}.
 */
final class ClubProcesses {

    private ClubProcesses() {
    }

    /** A running {@code ks --club-server}. */
    static final class Server implements AutoCloseable {
        final Process process;
        final int port;
        final int webPort;
        final List<String> lines = new ArrayList<>();

        private Server(Process process, int port, int webPort) {
            this.process = process;
            this.port = port;
            this.webPort = webPort;
        }

        /** Starts a club with everything under {@code dir}; {@code db} may be null for the embedded default. */
        static Server start(Path dir, String db, String... extra) throws IOException {
            return start(dir, command(dir, db, extra));
        }

        /**
         * Starts a club with the embedded database whose process may hold at most {@code descriptors}
         * open files and sockets ({@code ulimit -n}), as an operator's limit would have it.
         */
        static Server startWithDescriptors(Path dir, int descriptors) throws IOException {
            List<String> cmd = new ArrayList<>(List.of("bash", "-c", "ulimit -n " + descriptors + " && exec \"$@\"",
                    "bash"));
            cmd.addAll(command(dir, null));
            return start(dir, cmd);
        }

        private static List<String> command(Path dir, String db, String... extra) {
            List<String> cmd = KsProcess.javaCommand("--club-server", "--port", "0", "--web", "0", "--bind",
                    "127.0.0.1", "--config", dir.toString(), "--password-cost", "64,1,1");
            if (db != null) {
                cmd.addAll(List.of("--db", db));
            }
            cmd.addAll(List.of(extra));
            return cmd;
        }

        private static Server start(Path dir, List<String> cmd) throws IOException {
            Files.createDirectories(dir);
            ProcessBuilder pb = new ProcessBuilder(cmd).redirectErrorStream(true);
            pb.environment().put("HOME", dir.toString());
            Process p = pb.start();
            BufferedReader r = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            Pattern listening = Pattern.compile("listening on port (\\d+)");
            Pattern web = Pattern.compile("web page: http://localhost:(\\d+)/");
            int port = -1;
            int webPort = -1;
            List<String> seen = new ArrayList<>();
            String line;
            while ((line = r.readLine()) != null) {
                seen.add(line);
                Matcher m = listening.matcher(line);
                if (m.find()) {
                    port = Integer.parseInt(m.group(1));
                }
                Matcher w = web.matcher(line);
                if (w.find()) {
                    webPort = Integer.parseInt(w.group(1));
                }
                if (line.startsWith("members connect with")) {
                    break;
                }
            }
            if (port < 0) {
                p.destroyForcibly();
                throw new IOException("the club did not start: " + String.join("\n", seen));
            }
            Thread drain = new Thread(() -> {
                try {
                    r.transferTo(java.io.Writer.nullWriter());
                } catch (IOException ignored) {
                    // The server went away.
                }
            });
            drain.setDaemon(true);
            drain.start();
            Server s = new Server(p, port, webPort);
            s.lines.addAll(seen);
            return s;
        }

        String address() {
            return "127.0.0.1:" + port;
        }

        /** kill -9. */
        void kill() throws InterruptedException {
            process.destroyForcibly();
            process.waitFor(30, TimeUnit.SECONDS);
        }

        @Override
        public void close() throws InterruptedException {
            process.destroy();
            if (!process.waitFor(30, TimeUnit.SECONDS)) {
                kill();
            }
        }
    }

    /** A member's ks directory: runs {@code ks --club ADDRESS ...} as that member. */
    record Member(Path home, String address) {

        /** Runs one command to its end with {@code input} as standard input; returns exit code and output. */
        Result run(String input, String... args) throws IOException, InterruptedException {
            List<String> all = new ArrayList<>(List.of("--club", address));
            all.addAll(List.of(args));
            KsProcess p = start(input, all);
            int code = p.await(120);
            return new Result(code, p.out(), p.err());
        }

        /** Starts {@code ks ARGS} with a standard input that stays open until the test closes it. */
        KsProcess startOpen(String... args) throws IOException {
            return KsProcess.startOpen(home, password(), args);
        }

        KsProcess start(String input, List<String> args) throws IOException {
            List<String> cmd = KsProcess.javaCommand(args.toArray(String[]::new));
            return KsProcess.start(home, input, cmd, password());
        }

        private java.util.Map<String, String> password() {
            return java.util.Map.of("KS_PASSWORD", "password-" + home.getFileName());
        }
    }

    record Result(int code, String out, String err) {
        @Override
        public String toString() {
            return "exit " + code + "\n--- stdout ---\n" + out + "--- stderr ---\n" + err;
        }
    }
}
