package ks.app.game;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import ks.app.cli.CommandLine;
import ks.app.cli.OptionValues;
import ks.app.cli.UsageError;
import ks.crypto.PlayerNames;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import ks.text.NearWords;

/**
 * The arguments of play by file: {@code ks --file GAME.ksf} to open a game, or
 * {@code ks --file GAME.ksf new --white NAME --black NAME [--rules R]} to make one, with the view
 * options of a network game ({@code -d}, {@code --json}, {@code -r}, {@code --ascii}), {@code --config DIR} and
 * {@code --name NAME} (taken, as by every mode; the file says whose turn it is).
 */
public record FileArgs(Path file, boolean create, String white, String black, RuleSet rules, boolean dumb, boolean json,
                boolean reverse, boolean ascii, boolean help, Path configDir) {

    /** The rule set of a game by file when none is named: KRef's, made for one player at a time. */
    static final String DEFAULT_RULES = "kref";

    /** The options play by file takes, to name the one a mistyped option was likely meant to be. */
    private static final List<String> OPTIONS = List.of("--file", "--white", "--black", "--rules", "--rule-set",
            "--config", "--name", "--dumb", "--json", "--reverse", "--ascii", "--help");

    /** Whether {@code args} ask for play by file. */
    public static boolean wanted(String[] args) {
        for (String a : args) {
            if (a.equals("--file") || a.startsWith("--file=")) {
                return true;
            }
        }
        return false;
    }

    static FileArgs parse(List<String> args) throws UsageError {
        Path file = null;
        boolean create = false;
        String white = null;
        String black = null;
        String rules = null;
        boolean dumb = false;
        boolean json = false;
        boolean reverse = false;
        boolean ascii = false;
        boolean help = false;
        Path config = null;
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            int eq = arg.startsWith("--") ? arg.indexOf('=') : -1;
            String key = eq > 0 ? arg.substring(0, eq) : arg;
            String inline = eq > 0 ? arg.substring(eq + 1) : null;
            switch (key) {
                case "new" -> create = true;
                case "--dumb" -> dumb = true;
                case "--json" -> json = true;
                case "--reverse" -> reverse = true;
                case "--ascii" -> ascii = true;
                case "--help" -> help = true;
                case "--file", "--white", "--black", "--rules", "--rule-set", "--config", "--name" -> {
                    String value = inline;
                    if (value == null) {
                        if (i + 1 >= args.size()) {
                            throw OptionValues.missing(key);
                        }
                        value = args.get(++i);
                    }
                    switch (key) {
                        case "--file" -> file = path(value, key);
                        case "--white" -> white = name(value, key);
                        case "--black" -> black = name(value, key);
                        case "--config" -> config = path(value, key);
                        // Whose turn it is comes from the file; the common option is only checked.
                        case "--name" -> CommandLine.checkName(value, key);
                        default -> rules = value;
                    }
                    continue;
                }
                default -> {
                    // Letters as in the 1986 ks: -d dumb, -r reverse, -h help, alone or together (-dr).
                    if (!key.startsWith("-")) {
                        throw new UsageError("unknown word '" + arg + "' for play by file"
                                + NearWords.meant(key, List.of("new")).map(o -> "; did you mean '" + o + "'?").orElse("")
                                + " (see ks --help)");
                    }
                    if (!key.matches("-[drh]+")) {
                        throw new UsageError("unknown option '" + arg + "' for play by file"
                                + NearWords.meant(key, OPTIONS).map(o -> "; did you mean '" + o + "'?").orElse("")
                                + " (see ks --help)");
                    }
                    dumb |= key.indexOf('d') > 0;
                    reverse |= key.indexOf('r') > 0;
                    help |= key.indexOf('h') > 0;
                }
            }
            if (inline != null) {
                throw new UsageError("option " + key + " takes no value");
            }
        }
        if (file == null) {
            throw new UsageError("--file needs the name of the game file");
        }
        if (!create && (white != null || black != null || rules != null)) {
            throw new UsageError("--white, --black and --rules go with 'new': ks --file GAME new --white NAME --black NAME");
        }
        RuleSet set = null;
        if (create) {
            if (white == null || black == null) {
                throw new UsageError("a new game needs both players: ks --file GAME new --white NAME --black NAME");
            }
            if (white.equals(black)) {
                throw new UsageError("the two players need two names (both are '" + white + "')");
            }
            try {
                set = RuleSets.byName(rules == null ? DEFAULT_RULES : rules.toLowerCase(Locale.ROOT));
            } catch (IllegalArgumentException e) {
                throw new UsageError(e.getMessage());
            }
        }
        return new FileArgs(file, create, white, black, set, dumb, json, reverse, ascii, help, config);
    }

    private static String name(String n, String key) throws UsageError {
        if (!PlayerNames.isValid(n)) {
            throw new UsageError(key + ": bad player name '" + n + "': use " + PlayerNames.RULE);
        }
        return n;
    }

    private static Path path(String p, String key) throws UsageError {
        try {
            return Path.of(p);
        } catch (InvalidPathException e) {
            throw new UsageError(key + ": '" + p + "' cannot be a file name here");
        }
    }
}
