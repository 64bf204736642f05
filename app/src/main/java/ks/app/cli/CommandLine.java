package ks.app.cli;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import ks.crypto.PlayerNames;
import ks.engine.clock.TimeControl;
import ks.engine.opponent.levels.Level;
import ks.engine.rules.RuleSets;
import ks.net.protocol.ColourWish;
import ks.net.protocol.Wish;
import ks.net.protocol.Wishes;
import ks.text.NearWords;
import ks.text.Printable;

/**
 * The arguments of a game invocation, in the 1986 syntax
 * ({@code ks [{+-}[bwcaprsdh]] [_N] user[@machine]}) and its GNU-style long spellings
 * ({@code --white}, {@code --dumb}, {@code --port-number N}, {@code --name NAME}, ...).
 */
public record CommandLine(
        Meeting meeting,
        Display display,
        Wishes wishes,
        boolean practice,
        boolean resume,
        boolean help,
        Path configDir,
        int waitSeconds,
        String time,
        Seeking seeking,
        Level level) {

    /**
     * The hint for a mistyped long option: the one option it is a slip from, or the two (--game:
     * --games or --name), since a word as near two is still most likely one of them; else nothing.
     */
    private static String meant(String key) {
        List<String> near = OPTIONS.stream().filter(o -> NearWords.meant(key, List.of(o)).isPresent()).toList();
        return near.size() == 1 ? "; did you mean '" + near.get(0) + "'?"
                : near.size() == 2 ? "; did you mean '" + near.get(0) + "' or '" + near.get(1) + "'?" : "";
    }

    /** Every long option ks takes, a game's and the one-shot commands', for a mistyped one's hint. */
    private static final List<String> OPTIONS = List.of("--announce-captures", "--anonymous", "--ascii", "--audit",
            "--black", "--client", "--club", "--club-server", "--config", "--dumb", "--games", "--help",
            "--joint-referee", "--json", "--level", "--name", "--no-announce-captures", "--no-joint-referee",
            "--no-pawn-tries", "--pawn-tries", "--play", "--port-number", "--practice", "--random-colour", "--ratings",
            "--resume", "--reverse", "--rule-set", "--rules", "--seek", "--seeks", "--server", "--time", "--version",
            "--wait", "--white");

    /**
     * Whom to meet and under which name: {@code opponent} at {@code host} (null for a mode that
     * meets nobody), on the meeting number {@code portNumber} when one was given ({@code _N}).
     */
    public record Meeting(String opponent, String host, Integer portNumber, String name) {
    }

    /** How the game is shown: {@code -r}, {@code -d}, {@code --json}, {@code --ascii}. */
    public record Display(boolean reverse, boolean dumb, boolean json, boolean ascii) {
    }

    public String opponent() {
        return meeting.opponent();
    }

    public String host() {
        return meeting.host();
    }

    public Integer portNumber() {
        return meeting.portNumber();
    }

    public String name() {
        return meeting.name();
    }

    public boolean reverse() {
        return display.reverse();
    }

    public boolean dumb() {
        return display.dumb();
    }

    public boolean json() {
        return display.json();
    }

    public boolean ascii() {
        return display.ascii();
    }


    /** The built-in opponent's level when {@code --level} is not given: the practice opponent as it always was. */
    public static final Level DEFAULT_LEVEL = Level.ONE;

    /**
     * A game looked for on the local network instead of an opponent named: {@code --seek}
     * announces one (its name left out with {@code --anonymous}), {@code --play ID} asks for one
     * ({@code ID:KEY} for the one announced by the key with that fingerprint).
     */
    public record Seeking(boolean seek, boolean anonymous, String play) {
    }

    static final int DEFAULT_WAIT_SECONDS = 300;

    /** The same invocation as a practice game. */
    public CommandLine withPractice() {
        return new CommandLine(meeting, display, wishes, true, resume, help, configDir, waitSeconds, time, seeking,
                level);
    }

    /** The game a seek led to, played as {@code ks opponent@host _number --time time}. */
    public CommandLine forSeekGame(String opponent, String host, int number, String time) {
        return new CommandLine(new Meeting(opponent, host, number, meeting.name()), display, wishes.withTime(time), false,
                false, help, configDir, waitSeconds, time, null, level);
    }

    /** Parses a game invocation; every mistake becomes a {@link UsageError} with one line. */
    public static CommandLine parse(List<String> args) throws UsageError {
        Builder b = new Builder();
        for (int i = 0; i < args.size(); i++) {
            String arg = args.get(i);
            if (arg.startsWith("--")) {
                i = b.longOption(arg, args, i);
            } else if (arg.length() > 1 && (arg.charAt(0) == '+' || arg.charAt(0) == '-')) {
                b.letters(arg);
            } else if (arg.startsWith("_")) {
                b.portNumber(arg.substring(1), arg);
            } else {
                b.opponent(arg);
            }
        }
        return b.build();
    }

    /** Collects options while parsing; the record above is what callers see. */
    private static final class Builder {
        String opponent;
        String host;
        Integer port;
        String name;
        Wishes wishes = Wishes.none();
        boolean reverse;
        boolean dumb;
        boolean json;
        boolean ascii;
        boolean practice;
        boolean resume;
        boolean help;
        Path config;
        int wait = DEFAULT_WAIT_SECONDS;
        /** --wait was given: a practice game, which waits for nobody, refuses it. */
        boolean waitGiven;
        String time;
        boolean seek;
        boolean anonymous;
        String play;
        Level level;
        /** The option that asked for a colour, if one did. */
        String colourOption;

        void letters(String arg) throws UsageError {
            boolean on = arg.charAt(0) == '+';
            for (char c : arg.substring(1).toCharArray()) {
                switch (c) {
                    case 'w' -> colour(ColourWish.WHITE, "-w");
                    case 'b' -> colour(ColourWish.BLACK, "-b");
                    case 'c' -> colour(ColourWish.RANDOM, "-c");
                    case 'a' -> wishes = wishes.withAnnounceCaptures(Wish.of(on));
                    case 'p' -> wishes = wishes.withPawnTries(Wish.of(on));
                    case 'm' -> wishes = wishes.withJoint(Wish.of(on));
                    case 's' -> wishes = wishes.withServer(Wish.of(on));
                    case 'r' -> reverse = true;
                    case 'd' -> dumb = true;
                    case 'h' -> help = true;
                    default -> throw new UsageError("unknown option letter '" + c + "' in '" + arg
                            + "' (letters: b w c a p m r s d h; see ks --help)");
                }
            }
        }

        /** Asks for {@code colour}; a second option asking for another is refused, where the last would quietly win. */
        void colour(ColourWish colour, String option) throws UsageError {
            if (colourOption != null && wishes.colour() != colour) {
                throw new UsageError(colourOption + " and " + option + " ask for different colours; give one of them");
            }
            colourOption = option;
            wishes = wishes.withColour(colour);
        }

        int longOption(String arg, List<String> args, int i) throws UsageError {
            String key = arg;
            String value = null;
            int eq = arg.indexOf('=');
            if (eq > 0) {
                key = arg.substring(0, eq);
                value = arg.substring(eq + 1);
            }
            switch (key) {
                case "--white" -> colour(ColourWish.WHITE, key);
                case "--black" -> colour(ColourWish.BLACK, key);
                case "--random-colour", "--random-color" -> colour(ColourWish.RANDOM, key);
                case "--announce-captures" -> wishes = wishes.withAnnounceCaptures(Wish.ON);
                case "--no-announce-captures" -> wishes = wishes.withAnnounceCaptures(Wish.OFF);
                case "--pawn-tries" -> wishes = wishes.withPawnTries(Wish.ON);
                case "--no-pawn-tries" -> wishes = wishes.withPawnTries(Wish.OFF);
                case "--joint-referee" -> wishes = wishes.withJoint(Wish.ON);
                case "--no-joint-referee" -> wishes = wishes.withJoint(Wish.OFF);
                case "--server" -> wishes = wishes.withServer(Wish.ON);
                case "--client" -> wishes = wishes.withServer(Wish.OFF);
                case "--reverse" -> reverse = true;
                case "--dumb" -> dumb = true;
                case "--json" -> json = true;
                case "--ascii" -> ascii = true;
                case "--practice" -> practice = true;
                case "--resume" -> resume = true;
                case "--help" -> help = true;
                case "--seek" -> seek = true;
                case "--anonymous" -> anonymous = true;
                case "--time" -> {
                    String v = value != null ? value : next(args, i, key);
                    try {
                        time = TimeControl.parse(v).text();
                        wishes = wishes.withTime(time);
                    } catch (IllegalArgumentException e) {
                        throw new UsageError("--time: " + e.getMessage());
                    }
                    return value != null ? i : i + 1;
                }
                case "--play" -> {
                    String v = value != null ? value : next(args, i, key);
                    if (!v.matches("[0-9a-f]{6}(:[0-9a-f]{4}(-?[0-9a-f]{4}){3})?")) {
                        throw new UsageError("--play needs a seek id of six hex digits as ks --seeks shows (or ID:KEY,"
                                + " with the key's fingerprint), not '" + Printable.line(v) + "'");
                    }
                    play = v;
                    return value != null ? i : i + 1;
                }
                case "--rule-set", "--rules" -> {
                    String v = value != null ? value : next(args, i, key);
                    wishes = wishes.withRuleSet(knownRuleSet(v, key));
                    return value != null ? i : i + 1;
                }
                case "--port-number" -> {
                    portNumber(value != null ? value : next(args, i, key), key);
                    return value != null ? i : i + 1;
                }
                case "--name" -> {
                    name = ModeLine.once(key, name, checkName(value != null ? value : next(args, i, key), "--name"));
                    return value != null ? i : i + 1;
                }
                case "--config" -> {
                    String dir = value != null ? value : next(args, i, key);
                    Path given;
                    try {
                        given = Path.of(dir);
                    } catch (java.nio.file.InvalidPathException e) {
                        throw new UsageError("--config: '" + Printable.line(dir) + "' cannot be a directory name here");
                    }
                    ModeLine.once(key, config == null ? null : config.toString(), given.toString());
                    config = given;
                    return value != null ? i : i + 1;
                }
                case "--level" -> {
                    String v = value != null ? value : next(args, i, key);
                    try {
                        level = Level.parse(v);
                    } catch (IllegalArgumentException e) {
                        throw new UsageError("--level needs " + Level.names().replace(" and ", " or ") + ", got '"
                                + Printable.line(v) + "'");
                    }
                    return value != null ? i : i + 1;
                }
                case "--wait" -> {
                    String v = value != null ? value : next(args, i, key);
                    try {
                        wait = Integer.parseInt(v);
                    } catch (NumberFormatException e) {
                        wait = -1;
                    }
                    waitGiven = true;
                    if (wait < 1) {
                        throw new UsageError("--wait needs a whole number of seconds, 1 or more; got '" + Printable.line(v)
                                + "'");
                    }
                    return value != null ? i : i + 1;
                }
                default -> throw new UsageError("unknown option '" + arg + "'" + meant(key) + " (see ks --help)");
            }
            if (value != null) {
                throw new UsageError("option " + key + " takes no value");
            }
            return i;
        }

        void portNumber(String text, String arg) throws UsageError {
            int n;
            try {
                n = Integer.parseInt(text);
            } catch (NumberFormatException e) {
                n = 0;
            }
            if (n < 1 || n > 1000) {
                throw new UsageError("the port number must be between 1 and 1000, got '" + text + "' in " + arg);
            }
            port = n;
        }

        void opponent(String arg) throws UsageError {
            if (opponent != null) {
                throw new UsageError("one opponent at a time: got '" + opponent + "' and '" + arg + "'");
            }
            int at = arg.indexOf('@');
            if (at >= 0) {
                opponent = checkName(arg.substring(0, at), "opponent");
                host = arg.substring(at + 1);
                if (host.isEmpty() || !host.matches("[A-Za-z0-9.:\\[\\]_-]+")) {
                    throw new UsageError("bad host name after '@' in '" + arg + "'");
                }
            } else {
                opponent = checkName(arg, "opponent");
            }
        }

        static String next(List<String> args, int i, String key) throws UsageError {
            if (i + 1 >= args.size()) {
                throw OptionValues.missing(key);
            }
            return args.get(i + 1);
        }

        /** A rule set the referee knows, refused at once otherwise (before any waiting for the opponent). */
        static String knownRuleSet(String name, String key) throws UsageError {
            try {
                RuleSets.byName(name);
            } catch (IllegalArgumentException e) {
                String meant = NearWords.meant(name.toLowerCase(Locale.ROOT), RuleSets.names()).orElse(null);
                throw new UsageError(meant == null ? key + ": " + e.getMessage()
                        : key + ": unknown rule set '" + Printable.line(name) + "'; did you mean '" + meant + "'? (known: "
                                + String.join(", ", RuleSets.names()) + ")");
            }
            return name.toLowerCase(Locale.ROOT);
        }

        CommandLine build() throws UsageError {
            if (practice && opponent != null) {
                throw new UsageError("--practice plays the built-in opponent; leave out '" + opponent + "'");
            }
            if (practice && port != null) {
                throw new UsageError("--practice meets nobody on the network; leave out the meeting number (_" + port + ")");
            }
            if (practice && waitGiven) {
                throw new UsageError("--practice waits for nobody; leave out --wait");
            }
            if (opponent != null && name != null && opponent.equals(name)) {
                throw new UsageError("you cannot play yourself: your name and the opponent's are both '" + name + "'");
            }
            if ((seek || play != null) && (opponent != null || practice || resume)) {
                throw new UsageError((seek ? "--seek" : "--play") + " finds the opponent on the local network; "
                        + "leave out " + (opponent != null ? "'" + opponent + "'" : practice ? "--practice" : "--resume"));
            }
            if (seek && play != null) {
                throw new UsageError("--seek announces a game and --play asks for one; use one of them");
            }
            if (anonymous && !seek) {
                throw new UsageError("--anonymous goes with --seek (it leaves your name out of the announcement)");
            }
            if (level != null && !practice) {
                throw new UsageError("--level sets the built-in opponent's strength; it goes with --practice");
            }
            Seeking seeking = seek || play != null ? new Seeking(seek, anonymous, play) : null;
            return new CommandLine(new Meeting(opponent, host, port, name), new Display(reverse, dumb, json, ascii),
                    wishes, practice, resume, help, config, wait, time, seeking, level == null ? DEFAULT_LEVEL : level);
        }
    }

    /**
     * {@code n} when it can be a player's name, else a usage error saying what a name may be;
     * {@code what} names the name: an option ({@code --name}) or a word ({@code opponent}).
     */
    public static String checkName(String n, String what) throws UsageError {
        if (!PlayerNames.isValid(n)) {
            String bad = what.startsWith("--") ? "bad name '" + Printable.line(n) + "' for " + what
                    : "bad " + what + " name '" + Printable.line(n) + "'";
            throw new UsageError(bad + ": use " + PlayerNames.RULE);
        }
        return n;
    }

    /** The arguments split on whitespace, for tests and messages. */
    public static List<String> words(String line) {
        List<String> out = new ArrayList<>();
        for (String w : line.trim().split("\\s+")) {
            if (!w.isEmpty()) {
                out.add(w);
            }
        }
        return out;
    }
}
