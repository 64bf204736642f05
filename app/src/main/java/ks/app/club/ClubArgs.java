package ks.app.club;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.text.NearWords;

/**
 * The arguments of {@code ks --club HOST[:PORT] [options] COMMAND [ARGS]}: where the club is, the
 * command and its words, and the options ({@code --name}, {@code --config}, {@code --anonymous},
 * {@code --rules R}, {@code --wait S}, and the view's {@code -d}, {@code --json}, {@code --ascii},
 * {@code -r}).
 */
record ClubArgs(String host, int port, String name, Path config, boolean anonymous, String rules, int waitSeconds,
        List<String> viewFlags, List<String> words) {

    static final int DEFAULT_WAIT_SECONDS = 300;

    /** The options {@code --club} takes, to name the one a mistyped option was likely meant to be. */
    private static final List<String> OPTIONS = List.of("--name", "--config", "--anonymous", "--rules", "--rule-set",
            "--wait", "--dumb", "--json", "--ascii", "--reverse");

    /** Reads the arguments after {@code --club}; a mistake is an {@link IllegalArgumentException} with one line. */
    static ClubArgs parse(List<String> args, int defaultPort) {
        if (args.isEmpty() || args.get(0).startsWith("-")) {
            throw new IllegalArgumentException("--club needs the club's address: ks --club HOST[:PORT] COMMAND");
        }
        String address = args.get(0);
        String host = address;
        int port = defaultPort;
        int colon = address.lastIndexOf(':');
        if (colon > 0 && address.indexOf(':') == colon) {
            host = address.substring(0, colon);
            port = number(address.substring(colon + 1), "the club's port", 1, 65_535);
        }
        String name = null;
        Path config = null;
        boolean anonymous = false;
        String rules = null;
        int wait = DEFAULT_WAIT_SECONDS;
        List<String> view = new ArrayList<>();
        List<String> words = new ArrayList<>();
        boolean help = false;
        for (int i = 1; i < args.size(); i++) {
            String a = args.get(i);
            switch (a) {
                case "--name" -> name = value(args, ++i, a);
                case "--config" -> config = Path.of(value(args, ++i, a));
                case "--anonymous" -> anonymous = true;
                case "--rules", "--rule-set" -> rules = value(args, ++i, a);
                case "--wait" -> wait = number(value(args, ++i, a), "--wait", 1, 86_400);
                case "-d", "--dumb", "--json", "--ascii", "-r", "--reverse" -> view.add(a);
                case "--help", "-h" -> help = true;
                default -> {
                    if (a.startsWith("--") || (a.startsWith("-") && a.length() > 1 && !Character.isDigit(a.charAt(1)))) {
                        throw new IllegalArgumentException("unknown option '" + a + "' for --club"
                                + NearWords.meant(a, OPTIONS).map(o -> "; did you mean '" + o + "'?").orElse("")
                                + " (see ks --help)");
                    }
                    words.add(a);
                }
            }
        }
        if (help) {
            // --help, as after any of ks's modes, asks for the club's help, whatever else was typed.
            words = List.of("help");
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException("--club " + address + " needs a command: register, login, ratings, "
                    + "seek, seeks, play, accept, reject, cancel, games, move, or an opponent's name to sit down (help says what each does)");
        }
        return new ClubArgs(host, port, name, config, anonymous, rules, wait, List.copyOf(view), List.copyOf(words));
    }

    private static String value(List<String> args, int i, String option) {
        if (i >= args.size()) {
            throw new IllegalArgumentException(option + " needs a value");
        }
        return args.get(i);
    }

    static int number(String text, String what, int min, int max) {
        try {
            int n = Integer.parseInt(text);
            if (n >= min && n <= max) {
                return n;
            }
        } catch (NumberFormatException e) {
            // Said below.
        }
        throw new IllegalArgumentException(what + " must be a number from " + min + " to " + max + ", not '" + text
                + "'");
    }

    /** The command word. */
    String command() {
        return words.get(0);
    }

    /** The {@code i}-th word after the command, or a usage error naming it. */
    String arg(int i, String what) {
        if (words.size() <= i) {
            throw new IllegalArgumentException(command() + " needs " + what);
        }
        return words.get(i);
    }

    /** A short name of the club for directories and messages: {@code host:port}. */
    String where() {
        return host + ":" + port;
    }
}
