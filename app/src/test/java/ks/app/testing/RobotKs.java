package ks.app.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.stream.Stream;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.UsageError;
import ks.app.dumb.LineSource;
import ks.app.game.GameRunner;
import ks.app.logging.LogFiles;

/**
 * The end-to-end tests' robot: a real process that plays a network game as {@code ks} does, with
 * the built-in opponent at the board instead of a person. It takes ks's game options and three
 * of its own, which the product's {@code ks} refuses: {@code --robot SEED} (the opponent's seed),
 * {@code --robot-delay MS} (the pause before each of its commands) and {@code --robot-games N}
 * (games in a row; after each one a {@code soak:} line counts the process's open files, threads
 * and heap in use after a collection, which the soak test watches). Tests start it on the
 * shaded jar with this class's directory after it ({@code KsProcess.robotCommand}).
 */
public final class RobotKs {

    private RobotKs() {
    }

    /** The robot's own options, the rest of the words being ks's. */
    private record Options(long seed, int delayMillis, int games, List<String> ks) {

        static Options parse(String[] args) throws UsageError {
            long seed = 0;
            boolean seeded = false;
            int delay = 0;
            int games = 1;
            List<String> rest = new ArrayList<>();
            for (int i = 0; i < args.length; i++) {
                String key = args[i];
                if (!key.equals("--robot") && !key.equals("--robot-delay") && !key.equals("--robot-games")) {
                    rest.add(key);
                    continue;
                }
                if (++i == args.length) {
                    throw new UsageError("option " + key + " needs a value");
                }
                long n = number(key, args[i]);
                if (key.equals("--robot")) {
                    seed = n;
                    seeded = true;
                } else if (key.equals("--robot-delay") && n >= 0 && n <= 60_000) {
                    delay = (int) n;
                } else if (key.equals("--robot-games") && n >= 1 && n <= 100_000) {
                    games = (int) n;
                } else {
                    throw new UsageError(key + " out of range: " + args[i]);
                }
            }
            if (!seeded) {
                throw new UsageError("the robot needs --robot SEED");
            }
            return new Options(seed, delay, games, rest);
        }

        private static long number(String key, String word) throws UsageError {
            try {
                return Long.parseLong(word);
            } catch (NumberFormatException e) {
                throw new UsageError(key + " needs a number, got '" + word + "'");
            }
        }
    }

    public static void main(String[] args) {
        LogFiles.quiet();
        int code = run(args);
        System.out.flush();
        System.exit(code);
    }

    private static int run(String[] args) {
        Options o;
        CommandLine cl;
        try {
            o = Options.parse(args);
            cl = CommandLine.parse(o.ks());
        } catch (UsageError e) {
            System.err.println("ks: " + e.getMessage());
            return 2;
        }
        String me = cl.name() != null ? cl.name() : System.getProperty("user.name", "player");
        // One pacing thread for every game, so that the soak's thread count stays flat.
        ScheduledExecutorService pace = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ks-robot");
            t.setDaemon(true);
            return t;
        });
        try (LineSource lines = LineSource.plain(System.in, System.out)) {
            ConfigDir dir = ConfigDir.locate(cl.configDir(), System.getenv(), ConfigDir.home())
                    .create(line -> System.err.println("ks: " + line));
            LogFiles.player(dir.root());
            int code = 0;
            for (int g = 1; g <= o.games(); g++) {
                long seed = o.seed() ^ System.nanoTime();
                code = GameRunner.play(cl, dir, me, lines, null,
                        (c, l, perspective) -> new RobotView(l, seed, o.delayMillis(), pace));
                if (o.games() > 1) {
                    lines.print(soakLine(g, o.games()));
                }
            }
            return code;
        } catch (UsageError | GameRunner.Failure e) {
            System.err.println("ks: " + e.getMessage());
            return 1;
        } finally {
            pace.shutdownNow();
        }
    }

    /** Open file handles, live threads and heap in use after a collection: the soak test's line. */
    private static String soakLine(int game, int games) {
        long fds = -1;
        try (Stream<Path> s = Files.list(Path.of("/proc/self/fd"))) {
            fds = s.count();
        } catch (IOException | UncheckedIOException e) {
            // Not Linux: no count.
        }
        System.gc();
        Runtime rt = Runtime.getRuntime();
        long heapKib = (rt.totalMemory() - rt.freeMemory()) / 1024;
        int threads = ManagementFactory.getThreadMXBean().getThreadCount();
        return "soak: game " + game + "/" + games + " fds=" + fds + " threads=" + threads + " heapKiB=" + heapKib;
    }
}
