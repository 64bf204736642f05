package ks.app.cli;

import java.io.PrintStream;
import java.util.Map;
import ks.engine.Perft;
import ks.engine.Position;

/**
 * {@code ks perft [--fen FEN|startpos] [--depth N] [--divide] [--threads N]}: counts the leaf
 * nodes of the legal move tree, the standard check of a move generator. The total is always the
 * last line of standard output, so scripts can read it with {@code tail -1}; {@code --divide}
 * first prints one {@code uci: count} line per legal move. From depth 4 the tree is counted on as
 * many threads as the machine has cores ({@link ParallelPerft}) unless {@code --threads} says
 * otherwise.
 */
public final class PerftCommand {

    private static final int MAX_DEPTH = 12;
    private static final String USAGE = """
            usage: ks perft [--fen FEN|startpos] [--depth N] [--divide] [--threads N]
              counts the positions reachable in N plies (0 to 12; default 1) from FEN (default the
              start); --divide gives the count below each first move; --threads N (default: every
              core) from depth 4 on""";
    private static final int MAX_THREADS = 256;
    /** Below this depth a thread pool costs more than it saves. */
    private static final int PARALLEL_FROM_DEPTH = 4;

    private PerftCommand() {
    }

    /**
     * The perft process: {@code ks perft} (through {@code ks.app.Main}) and the launcher, which
     * starts perft here on a class path of ks's own classes alone, so that the JVM neither reads
     * the directory of every library's classes nor sets up logging that perft never uses.
     */
    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Runs the command; returns the exit code (2 for a bad FEN or option, with one line on {@code err}). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String fen = "startpos";
        int depth = 1;
        boolean divide = false;
        int threads = Runtime.getRuntime().availableProcessors();
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--help", "-h" -> {
                    out.println(USAGE);
                    return 0;
                }
                case "--divide" -> divide = true;
                case "--threads" -> {
                    if (i + 1 >= args.length) {
                        return fail(err, "perft: option --threads needs a value: a whole number from 1 to "
                                + MAX_THREADS + ", as in --threads 2");
                    }
                    String value = args[++i];
                    if (!value.matches("\\d{1,3}") || Integer.parseInt(value) < 1 || Integer.parseInt(value) > MAX_THREADS) {
                        return fail(err, "perft: --threads must be a whole number from 1 to " + MAX_THREADS
                                + ", got '" + value + "'");
                    }
                    threads = Integer.parseInt(value);
                }
                case "--fen", "--depth" -> {
                    if (i + 1 >= args.length) {
                        return fail(err, "perft: option " + args[i] + " needs a value: " + (args[i].equals("--fen")
                                ? "a position in FEN, quoted, as in --fen '4k3/8/8/8/8/8/8/4K3 w - - 0 1'"
                                : "a whole number from 0 to " + MAX_DEPTH + ", as in --depth 4"));
                    }
                    String value = args[++i];
                    if (args[i - 1].equals("--fen")) {
                        fen = value;
                    } else if (!value.matches("\\d{1,2}") || Integer.parseInt(value) > MAX_DEPTH) {
                        return fail(err, "perft: --depth must be a whole number from 0 to " + MAX_DEPTH
                                + ", got '" + value + "'");
                    } else {
                        depth = Integer.parseInt(value);
                    }
                }
                default -> {
                    return fail(err, "perft: unknown option '" + args[i] + "' (try --fen, --depth, --divide, --threads)");
                }
            }
        }
        Position position;
        try {
            position = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        } catch (IllegalArgumentException e) {
            return fail(err, e.getMessage());
        }
        boolean parallel = threads > 1 && depth >= PARALLEL_FROM_DEPTH;
        long total;
        if (divide && depth > 0) {
            total = 0;
            Map<String, Long> below = parallel ? ParallelPerft.divide(position, depth, threads) : Perft.divide(position, depth);
            for (Map.Entry<String, Long> e : below.entrySet()) {
                out.println(e.getKey() + ": " + e.getValue());
                total += e.getValue();
            }
            out.println();
        } else if (parallel) {
            total = 0;
            for (long below : ParallelPerft.divide(position, depth, threads).values()) {
                total += below;
            }
        } else {
            total = Perft.bulk(position, depth);
        }
        out.println(total);
        return 0;
    }

    private static int fail(PrintStream err, String message) {
        err.println("ks: " + message);
        return 2;
    }
}
