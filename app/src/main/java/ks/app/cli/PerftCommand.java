package ks.app.cli;

import java.io.PrintStream;
import java.util.Map;
import ks.engine.Perft;
import ks.engine.Position;

/**
 * {@code ks perft [--fen FEN|startpos] [--depth N] [--divide]}: counts the leaf nodes of the
 * legal move tree, the standard check of a move generator. The total is always the last line
 * of standard output, so scripts can read it with {@code tail -1}; {@code --divide} first
 * prints one {@code uci: count} line per legal move.
 */
public final class PerftCommand {

    private static final int MAX_DEPTH = 12;

    private PerftCommand() {
    }

    /** Runs the command; returns the exit code (2 for a bad FEN or option, with one line on {@code err}). */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        String fen = "startpos";
        int depth = 1;
        boolean divide = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--divide" -> divide = true;
                case "--fen", "--depth" -> {
                    if (i + 1 >= args.length) {
                        return fail(err, "perft: " + args[i] + " needs a value");
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
                    return fail(err, "perft: unknown option '" + args[i] + "' (try --fen, --depth, --divide)");
                }
            }
        }
        Position position;
        try {
            position = fen.equals("startpos") ? Position.startpos() : Position.fromFen(fen);
        } catch (IllegalArgumentException e) {
            return fail(err, e.getMessage());
        }
        long total;
        if (divide && depth > 0) {
            total = 0;
            for (Map.Entry<String, Long> e : Perft.divide(position, depth).entrySet()) {
                out.println(e.getKey() + ": " + e.getValue());
                total += e.getValue();
            }
            out.println();
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
