package ks.app.cli;

import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import ks.text.Printable;

/**
 * An invocation of one of ks's modes ({@code --audit}, {@code --games}, {@code --seeks},
 * {@code --ratings}, {@code --club}, {@code --club-server}, the {@code --rules} list) split into
 * the mode, the common options and the mode's own words. The common options ({@code --config DIR},
 * {@code --name NAME}, {@code -d}/{@code --dumb}, {@code --ascii}) may stand before or after the
 * mode word; anything else before it is a conflict, named in one line.
 */
public record ModeLine(String mode, Common common, List<String> words) {

    static final Set<String> MODES = Set.of("--audit", "--games", "--seeks", "--ratings", "--club", "--club-server",
            "--rules");

    /** Game options whose value is the next word, so that a value is never taken for a mode. */
    private static final Set<String> GAME_VALUES = Set.of("--rule-set", "--rules", "--port-number", "--time", "--play",
            "--wait", "--level");

    /** The options every mode takes; null where not given. */
    public record Common(Path config, String name, boolean dumb, boolean ascii) {

        /** The options again as words, for a mode that reads them itself. */
        public List<String> words() {
            List<String> w = new ArrayList<>();
            if (config != null) {
                w.addAll(List.of("--config", config.toString()));
            }
            if (name != null) {
                w.addAll(List.of("--name", name));
            }
            if (dumb) {
                w.add("--dumb");
            }
            if (ascii) {
                w.add("--ascii");
            }
            return w;
        }
    }

    /** The value an option is given a second time: the same one is no conflict, another one is. */
    static String once(String key, String before, String now) throws UsageError {
        if (before != null && !before.equals(now)) {
            throw new UsageError(key + " given twice: '" + Printable.line(before) + "' and '" + Printable.line(now)
                    + "'");
        }
        return now;
    }

    /** The mode {@code args} ask for, or null when they ask for a game (or name no mode at all). */
    public static ModeLine find(List<String> args) throws UsageError {
        String mode = null;
        List<String> before = new ArrayList<>();
        List<String> words = new ArrayList<>();
        Path config = null;
        String name = null;
        boolean dumb = false;
        boolean ascii = false;
        for (int i = 0; i < args.size(); i++) {
            String a = args.get(i);
            int eq = a.startsWith("--") ? a.indexOf('=') : -1;
            String key = eq > 0 ? a.substring(0, eq) : a;
            if (key.equals("--config") || key.equals("--name")) {
                String value = eq > 0 ? a.substring(eq + 1) : value(args, ++i, key);
                if (key.equals("--config")) {
                    Path dir = directory(value);
                    once(key, config == null ? null : config.toString(), dir.toString());
                    config = dir;
                } else {
                    name = once(key, name, CommandLine.checkName(value, "--name"));
                }
            } else if (a.equals("-d") || a.equals("--dumb")) {
                dumb = true;
            } else if (a.equals("--ascii")) {
                ascii = true;
            } else if (mode == null && MODES.contains(a) && (!a.equals("--rules") || listsRules(args, i))) {
                mode = a;
            } else if (mode == null) {
                before.add(a);
                if (GAME_VALUES.contains(a) && i + 1 < args.size()) {
                    before.add(args.get(++i));
                }
            } else {
                words.add(a);
            }
        }
        if (mode == null) {
            return null;
        }
        if (!before.isEmpty()) {
            throw new UsageError(Printable.line(before.get(0)) + " does not go with " + mode + " (see ks --help)");
        }
        return new ModeLine(mode, new Common(config, name, dumb, ascii), List.copyOf(words));
    }

    private static Path directory(String name) throws UsageError {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new UsageError("--config: '" + Printable.line(name) + "' cannot be a directory name here");
        }
    }

    /** {@code --rules} alone (or before another option) lists the rule sets; before a word it names one. */
    private static boolean listsRules(List<String> args, int i) {
        return i + 1 >= args.size() || args.get(i + 1).startsWith("-");
    }

    private static String value(List<String> args, int i, String key) throws UsageError {
        if (i >= args.size()) {
            throw OptionValues.missing(key);
        }
        return args.get(i);
    }

    /** Refuses any word of the mode's own: it takes none. */
    public void noWords() throws UsageError {
        if (!words.isEmpty()) {
            throw new UsageError(mode + " takes no '" + Printable.line(words.get(0)) + "' (usage: ks " + mode + ")");
        }
    }
}
