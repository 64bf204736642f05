package ks.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Properties;

/**
 * The {@code ks} command line: reads the arguments, picks the job (a game, practice,
 * perft, the JSON referee, an audit) and turns every user mistake into a one-line error
 * with exit code 2 instead of a stack trace.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        int code = run(args, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /** Runs {@code ks} with the given arguments; returns the process exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h") || args[0].equals("help"))) {
            out.print(Usage.TEXT);
            return 0;
        }
        if (args.length > 0 && args[0].equals("--version")) {
            out.println("ks " + version());
            return 0;
        }
        if (args.length > 0 && args[0].equals("perft")) return PerftCommand.run(Arrays.copyOfRange(args, 1, args.length), out, err);
        if (args.length > 0 && args[0].equals("referee")) return RefereeCommand.run(System.in, out);
        if (args.length > 0 && args[0].equals("--rules")) return RefereeCommand.listRules(out);
        err.println("ks: nothing to do yet; try 'ks --help'");
        return 2;
    }

    static String version() {
        try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
            Properties p = new Properties();
            if (in != null) {
                p.load(in);
            }
            return p.getProperty("version", "unknown");
        } catch (IOException e) {
            return "unknown";
        }
    }
}
