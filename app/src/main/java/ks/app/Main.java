package ks.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import ks.app.bench.Bench;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.app.cli.KsVersion;
import ks.app.cli.ModeLine;
import ks.app.cli.PerftCommand;
import ks.app.cli.Usage;
import ks.app.cli.UsageError;
import ks.app.dumb.LaterTerminal;
import ks.app.dumb.PrintedText;
import ks.app.dumb.LineSource;
import ks.app.dumb.SystemTerminal;
import ks.app.game.FileArgs;
import ks.app.game.FilePlay;
import ks.app.game.GameRunner;
import ks.app.game.GameView;
import ks.app.game.Practice;
import ks.app.json.JsonLines;
import ks.app.logging.LogFiles;
import ks.app.ratings.RatingsCommand;
import ks.app.seek.SeekCommand;
import ks.app.seek.Seeker;
import ks.crypto.PlayerNames;
import ks.net.protocol.Audit;
import ks.net.protocol.GameRecord;
import ks.net.store.RecordFile;

/**
 * The {@code ks} command line: reads the arguments, picks the job (a game, practice,
 * perft, the JSON referee, an audit) and turns every user mistake into a one-line error
 * with exit code 2 instead of a stack trace.
 */
public final class Main {

    private Main() {
    }

    public static void main(String[] args) {
        if (args.length > 0 && args[0].equals("perft")) {
            // Perft loads no library and logs nothing: setting up java.util.logging would slow its start.
            PerftCommand.main(Arrays.copyOfRange(args, 1, args.length));
        }
        if (startsNewPractice(args)) {
            // What a practice game's set-up would build first on its way to the first prompt is built
            // beside everything else, from the start (docs/performance.md).
            Practice.prepareSetUp();
            if ((List.of(args).contains("-d") || List.of(args).contains("--dumb")) && System.console() != null) {
                // Dumb mode's terminal reads the system's description of it from a process of its own.
                SystemTerminal.describeAhead();
            }
        }
        // Libraries log through java.util.logging: never onto the player's terminal.
        LogFiles.quiet();
        int code = run(args, System.in, System.out, System.err);
        System.out.flush();
        System.exit(code);
    }

    /**
     * Whether the words of {@code args} start a new practice game, as far as a look at them can
     * tell before anything else runs; a wrong guess either way costs only a little time.
     */
    private static boolean startsNewPractice(String[] args) {
        List<String> words = List.of(args);
        return words.contains("--practice") && !words.contains("--resume");
    }

    /** Runs {@code ks} with standard input; returns the process exit code. */
    public static int run(String[] args, PrintStream out, PrintStream err) {
        return run(args, System.in, out, err);
    }

    /** Runs {@code ks} with the given arguments; returns the process exit code. */
    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        err = PrintedText.fitted(err);
        if (Usage.asked(List.of(args))) {
            PrintedText.fitted(out).print(Usage.TEXT);
            return 0;
        }
        if (FileArgs.wanted(args)) {
            return FilePlay.run(args, in, out, err);
        }
        String first = args.length > 0 ? args[0] : "";
        String[] rest = args.length > 0 ? Arrays.copyOfRange(args, 1, args.length) : args;
        switch (first) {
            case "help" -> {
                PrintedText.fitted(out).print(Usage.TEXT);
                return 0;
            }
            case "--version" -> {
                out.println("ks " + version());
                return 0;
            }
            case "perft" -> {
                return PerftCommand.run(rest, out, err);
            }
            case "referee" -> {
                return RefereeCommand.run(rest, in, out, err);
            }
            case "bench" -> {
                // The training run drives Main itself, so it is started here rather than by Bench.
                return rest.length >= 1 && rest[0].equals("train") ? StartupTraining.run() : Bench.run(rest, out, err);
            }
            default -> {
            }
        }
        ModeLine mode;
        try {
            mode = ModeLine.find(List.of(args));
        } catch (UsageError e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
        if (mode == null) {
            return game(args, in, out, err);
        }
        try {
            return mode(mode, in, out, err);
        } catch (UsageError e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
    }

    /** Runs one of the modes that is not a game, with the common options already read. */
    private static int mode(ModeLine m, InputStream in, PrintStream console, PrintStream err) throws UsageError {
        // A club's game and a club's server print as they run: only the one-shot lists are fitted.
        PrintStream out = m.mode().startsWith("--club") ? console : PrintedText.fitted(console);
        Path config = m.common().config();
        switch (m.mode()) {
            case "--rules" -> {
                m.noWords();
                return RefereeCommand.listRules(out);
            }
            case "--audit" -> {
                if (m.words().size() != 1) {
                    throw new UsageError(m.words().isEmpty() ? "--audit needs the file to check (usage: ks --audit FILE)"
                            : "--audit takes one file, not '" + ks.text.Printable.line(m.words().get(0)) + "' and '"
                                    + ks.text.Printable.line(m.words().get(1)) + "' (usage: ks --audit FILE)");
                }
                return audit(m.words().get(0), out, err);
            }
            case "--games" -> {
                m.noWords();
                readOnly(config);
                return games(m.common(), out);
            }
            case "--seeks" -> {
                m.noWords();
                return SeekCommand.list(new String[0], out, err);
            }
            case "--ratings" -> {
                readOnly(config);
                ConfigDir dir = ConfigDir.locate(config, System.getenv(), ConfigDir.home());
                return RatingsCommand.run(m.words(), dir, Practice.games(dir), KsVersion.build(), out, err);
            }
            case "--club" -> {
                List<String> words = new java.util.ArrayList<>(m.words());
                words.addAll(m.common().words());
                return ks.app.club.ClubCommand.run(words, defaultConfig(), System.getenv(), in, out, err);
            }
            default -> {
                List<String> words = new java.util.ArrayList<>(m.words());
                if (config != null) {
                    words.addAll(List.of("--config", config.toString()));
                }
                return ks.app.club.ClubServerCommand.run(words, defaultConfig(), System.getenv(), out, err);
            }
        }
    }

    private static int game(String[] args, InputStream in, PrintStream out, PrintStream err) {
        CommandLine cl;
        try {
            cl = CommandLine.parse(List.of(args));
        } catch (UsageError e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
        if (cl.help()) {
            PrintedText.fitted(out).print(Usage.TEXT);
            return 0;
        }
        if (cl.opponent() == null && !cl.practice() && !cl.resume() && cl.seeking() == null) {
            PrintedText.fitted(out).print(Usage.NO_OPPONENT);
            if (!offerPractice(out)) {
                return 2;
            }
            cl = cl.withPractice();
        }
        String me = cl.name() != null ? cl.name() : System.getProperty("user.name", "player");
        if (!PlayerNames.isValid(me)) {
            err.println("ks: your login name '" + me + "' cannot be a player name; give one with --name NAME");
            return 2;
        }
        // --resume without --name plays under the name the save was made with: GameRunner checks that one.
        if (me.equals(cl.opponent()) && !(cl.resume() && cl.name() == null)) {
            err.println("ks: you cannot play yourself; give yourself another name with --name NAME");
            return 2;
        }
        LineSource lines = null;
        try {
            ConfigDir dir = ConfigDir.locate(cl.configDir(), System.getenv(), ConfigDir.home())
                    .create(cl.configDir() != null, line -> err.println("ks: " + line));
            LogFiles.player(dir.root());
            boolean interactive = System.console() != null && !cl.json();
            boolean screen = GameView.unavailable(cl.dumb() || cl.json(), interactive, System.getenv("TERM")) == null;
            // The full-screen board may take the terminal: JLine only if dumb mode is needed after all.
            Path history = dir.root().resolve("history");
            lines = cl.json() ? new JsonLines(in, out) : screen ? new LaterTerminal(out, history)
                    : interactive ? LineSource.terminal(history) : LineSource.plain(in, out);
            if (cl.seeking() != null) {
                return cl.seeking().seek() ? Seeker.seek(cl, dir, me, lines) : SeekCommand.play(cl, dir, me, lines);
            }
            return cl.practice() ? Practice.play(cl, dir, me, lines) : GameRunner.play(cl, dir, me, lines);
        } catch (UsageError | GameRunner.Failure e) {
            err.println("ks: " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("ks: cannot use this terminal: " + e.getMessage());
            return 1;
        } finally {
            if (lines != null) {
                lines.close();
            }
        }
    }

    /**
     * A ks directory named with {@code --config} for a command that only reads it must be there: one
     * that is not is a mistyped name, whose empty answer ("No unfinished games", a ledger whose 0
     * entries all match) would mislead. Left unnamed, a missing default directory is a new player's.
     */
    private static void readOnly(Path config) throws UsageError {
        if (config != null && !Files.isDirectory(config)) {
            throw new UsageError("--config: there is no ks directory at " + ks.text.Printable.line(config.toString()));
        }
    }

    /** {@code ks --games [--config DIR]}: the unfinished games, newest first. */
    private static int games(ModeLine.Common common, PrintStream out) throws UsageError {
        CommandLine cl = CommandLine.parse(common.words());
        ConfigDir dir = ConfigDir.locate(cl.configDir(), System.getenv(), ConfigDir.home());
        List<GameFiles.Unfinished> games = GameFiles.unfinished(dir);
        if (games.isEmpty()) {
            out.println("No unfinished games.");
        }
        for (GameFiles.Unfinished u : games) {
            out.println(GameFiles.describe(u));
            if (u.game() != null) {
                out.println("  continue it with: " + ks.text.Printable.line(continuing(cl, u)));
            }
        }
        return 0;
    }

    /** The command that continues an unfinished game, as the player can type it. */
    private static String continuing(CommandLine cl, GameFiles.Unfinished u) {
        if (u.game().opponent().equals(Practice.OPPONENT)) {
            return Practice.hint(cl);
        }
        String host = u.game().opponentHost();
        return GameRunner.resumeHint(cl, u.game().opponent() + (host == null ? "" : "@" + host));
    }

    /** Asks a person at a terminal whether to practise now; never asks a pipe. */
    private static boolean offerPractice(PrintStream out) {
        if (System.console() == null) {
            return false;
        }
        out.print("Start a practice game now? [y/N] ");
        out.flush();
        String answer = System.console().readLine();
        return answer != null && answer.strip().toLowerCase(java.util.Locale.ROOT).startsWith("y");
    }

    private static int audit(String name, PrintStream out, PrintStream err) {
        Path file;
        try {
            file = Path.of(name);
        } catch (java.nio.file.InvalidPathException e) {
            err.println("ks: '" + ks.text.Printable.line(name) + "' cannot be a file name here");
            return 2;
        }
        if (java.nio.file.Files.isDirectory(file)) {
            err.println("ks: " + ks.text.Printable.line(file + " is a directory; give one record file (.ksg) in"
                    + " it, e.g. ks --audit " + file.resolve("FILE.ksg")));
            return 2;
        }
        try {
            if (ks.app.fileplay.FileRecord.isOne(file)) {
                return auditFileGame(file, out, err);
            }
            if (ks.app.fileplay.GameFile.isOne(file)) {
                err.println("ks: " + ks.text.Printable.line(file.toString()) + " is a game file (play by file), sealed"
                        + " under the players' passwords; when the game is over each player's ks keeps its signed"
                        + " record beside its PGN, in games/ of the ks directory: audit that .ksg");
                return 2;
            }
            long start = System.nanoTime();
            GameRecord record = RecordFile.read(file);
            Audit.Report report = Audit.verify(record);
            long millis = (System.nanoTime() - start) / 1_000_000;
            out.println(record.white() + " (white) vs " + record.black() + " (black), " + record.terms().describeRules()
                    + ": " + record.result() + " (" + record.reason() + ")");
            out.println(report.line());
            out.println("(read and checked in " + millis + " ms)");
            return report.passed() ? 0 : 1;
        } catch (IOException e) {
            String why = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
            if (why.endsWith(": not a ks game record") && file.getFileName().toString().toLowerCase(java.util.Locale.ROOT)
                    .endsWith(".pgn")) {
                why = pgnNotRecord(file);
            }
            // The file's name is outside text too: a record handed over may be named to move the cursor.
            err.println("ks: " + ks.text.Printable.line(why.contains(file.toString()) ? why
                    : "cannot read " + file + ": " + why));
            return 2;
        }
    }

    /** What to say of a game's PGN handed to {@code --audit}: the signed record beside it proves the game, not the PGN. */
    private static String pgnNotRecord(Path pgn) {
        String name = pgn.getFileName().toString();
        Path record = pgn.resolveSibling(name.substring(0, name.length() - ".pgn".length()) + ".ksg");
        return pgn + " is a PGN, the game's moves for other programs; what proves the game is its signed record"
                + (java.nio.file.Files.isRegularFile(record) ? ": ks --audit " + record
                        : ", the .ksg of the same name in games/ of the ks directory");
    }

    /** {@code ks --audit} of a finished game by file's signed record. */
    private static int auditFileGame(Path file, PrintStream out, PrintStream err) {
        try {
            ks.app.fileplay.FileRecord.Report report = ks.app.fileplay.FileRecord.audit(file);
            out.println(report.game());
            out.println(report.line());
            return report.passed() ? 0 : 1;
        } catch (ks.app.fileplay.FileRefused e) {
            err.println("ks: " + ks.text.Printable.line(file.toString()) + ": " + e.getMessage());
            return 2;
        }
    }

    /** The ks directory when no --config is given. */
    private static Path defaultConfig() {
        return ConfigDir.locate(null, System.getenv(), ConfigDir.home()).root();
    }

    static String version() {
        return KsVersion.text();
    }
}
