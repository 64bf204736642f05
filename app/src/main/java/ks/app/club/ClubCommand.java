package ks.app.club;

import java.io.Console;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.app.dumb.PrintedText;
import ks.app.logging.LogFiles;
import ks.crypto.FileMode;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.crypto.PlayerNames;
import ks.crypto.SigningKey;
import ks.net.club.ClubConfig;
import ks.net.club.ClubLink;
import ks.net.club.ClubMessage;
import ks.net.club.ClubNames;

/**
 * {@code ks --club HOST[:PORT] COMMAND}: a member's side of the club. Each command connects,
 * proves who the member is (a password once, then the token the club gave), asks, prints the
 * answer in plain lines and exits: 0 when done, 1 when the club refused (its reason printed), 2
 * for a mistake on the command line. Sitting down at a game opens the board instead.
 */
public final class ClubCommand {

    static final Duration CONNECT_TIMEOUT = Duration.ofSeconds(30);
    /** How the club's answer to an accepted request names the game it made. */
    private static final Pattern GAME_MADE = Pattern.compile("^game ([0-9a-f]{32}) begins");

    private final ClubArgs args;
    private final ClubLogin login;
    private final Path configRoot;
    private final Map<String, String> env;
    private final InputStream in;
    /** The club's own lines, cut by words to the terminal, each alone (a list of seeks or games is a long line an item). */
    private final PrintStream out;
    /** Standard output as it is, for the game a member sits down at, whose view fits its own lines (or writes JSON). */
    private final PrintStream console;
    /** Standard error: warnings, which a game's JSON on standard output must not carry. */
    private final PrintStream err;
    private final SecureRandom random = new SecureRandom();
    private SigningKey key;

    private ClubCommand(ClubArgs args, Path configRoot, Map<String, String> env, InputStream in, PrintStream out,
            PrintStream err) {
        this.args = args;
        this.configRoot = configRoot;
        this.login = ClubLogin.of(configRoot, args);
        this.env = env;
        this.in = in;
        this.out = PrintedText.fittedByLine(out);
        this.console = out;
        this.err = err;
    }

    /** Runs {@code ks --club ...}; {@code defaultConfig} is the ks directory when no --config is given. */
    public static int run(List<String> argv, Path defaultConfig, Map<String, String> env, InputStream in,
            PrintStream out, PrintStream err) {
        ClubArgs args;
        try {
            args = ClubArgs.parse(argv, ClubConfig.DEFAULT_PORT);
        } catch (IllegalArgumentException e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
        Path root = args.config() != null ? args.config().toAbsolutePath() : defaultConfig;
        LogFiles.player(root);
        try {
            return new ClubCommand(args, root, env, in, out, err).dispatch();
        } catch (IllegalArgumentException e) {
            err.println("ks: " + e.getMessage());
            return 2;
        } catch (Refused e) {
            err.println("ks: the club refused: " + addressed(e.getMessage(), args));
            return 1;
        } catch (IOException | ClubTable.Trouble e) {
            err.println("ks: " + addressed(e.getMessage(), args));
            return 1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("ks: interrupted");
            return 1;
        }
    }

    /**
     * The club's words with the address this member reached it by: the club cannot know the name it is
     * known by, so its refusals write {@code ks --club HOST}.
     */
    private static String addressed(String text, ClubArgs args) {
        return text == null ? null : text.replace("ks --club HOST ", "ks --club " + args.where() + " ");
    }

    private int dispatch() throws IOException, Refused, ClubTable.Trouble, InterruptedException {
        switch (args.command().toLowerCase(Locale.ROOT)) {
            case "help" -> Listings.help(out, args.where());
            case "register" -> register();
            case "login" -> logIn();
            case "ratings" -> Listings.ratings(out, (ClubMessage.RatingList) expect(ask(null, new ClubMessage.Ratings())));
            case "seek" -> {
                done(ask(me(), new ClubMessage.PostSeek(args.arg(1, "a time control: "
                        + ks.net.club.ClubTimeControl.RULE), args.rules() == null ? "wolfe" : args.rules(),
                        args.anonymous())));
                out.println("Requests to play it are listed with your seeks: ks --club " + args.where() + " seeks");
            }
            case "seeks" -> Listings.seeks(out, (ClubMessage.SeekList) expect(ask(me(), new ClubMessage.ListSeeks())),
                    args.where());
            case "play" -> {
                done(ask(me(), new ClubMessage.RequestSeek(id(args.arg(1, "a seek number")))));
                out.println("Once accepted, the game is listed with how to sit down at it: ks --club " + args.where()
                        + " games");
            }
            case "accept", "reject" -> answer(args.command().equalsIgnoreCase("accept"));
            case "cancel" -> done(ask(me(), new ClubMessage.CancelSeek(id(args.arg(1, "a seek number")))));
            case "games" -> Listings.games(out, (ClubMessage.GameList) expect(ask(me(), new ClubMessage.ListGames())),
                    id -> Files.exists(login.games().resolve(id + ".kss")), args.where());
            case "move" -> {
                return sitting().move(args.arg(1, "a game id"), args.arg(2, "a move, like e4"));
            }
            default -> {
                if (args.words().size() != 1) {
                    throw new IllegalArgumentException("unknown club command '" + args.command() + "'");
                }
                return sitting().sit(args.command());
            }
        }
        return 0;
    }

    private Sitting sitting() throws IOException {
        return new Sitting(this);
    }

    /** Accepts or rejects a request; a game made is followed by the command that sits down at it. */
    private void answer(boolean accept) throws IOException, Refused {
        ClubMessage.Done done = (ClubMessage.Done) expect(ask(me(), new ClubMessage.Answer(id(args.arg(1,
                "a request number")), accept)));
        out.println(done.text());
        Matcher game = GAME_MADE.matcher(done.text());
        if (accept && game.find()) {
            out.println("Sit down at it (it begins once you both have): ks --club " + args.where() + " "
                    + game.group(1).substring(0, 8));
        }
    }

    private void register() throws IOException, Refused {
        String name = args.arg(1, "a member name and an e-mail address: register NAME EMAIL");
        String email = args.arg(2, "an e-mail address: register NAME EMAIL");
        if (!ClubNames.isValid(name)) {
            throw new IllegalArgumentException("'" + name + "' cannot be a member name: " + ClubNames.RULE);
        }
        String password = password(name);
        String tooShort = ClubMessage.shortPassword(password, name);
        if (tooShort != null) {
            throw new IllegalArgumentException(tooShort);
        }
        done(expect(ask(null, new ClubMessage.Register(name, email, password))));
        welcome(name, password);
    }

    private void logIn() throws IOException, Refused {
        String[] saved = login.read();
        String name = args.words().size() > 1 ? args.words().get(1) : args.name() != null ? args.name()
                : saved != null ? saved[0] : null;
        if (name == null) {
            throw new IllegalArgumentException("login needs your member name: ks --club HOST login NAME");
        }
        welcome(name, password(null));
    }

    private void welcome(String name, String password) throws IOException, Refused {
        try (ClubLink link = connect(name)) {
            ClubMessage.Welcome w = (ClubMessage.Welcome) expect(link.request(new ClubMessage.Login(name, password)));
            login.write(w.name(), w.token());
            out.println("Logged in to the club at " + args.where() + " as " + w.name() + " (rating " + w.rating() + ").");
        }
    }

    /**
     * The password: {@code KS_PASSWORD} for scripts, else typed at the terminal without echo; when
     * {@code registering} a new member of that name, a second time, once it is long enough. A
     * password too short, or a second one that differs, is said in one line and asked for again,
     * as a newcomer typing at a terminal expects; an empty line (or the end of input) stops.
     */
    private String password(String registering) {
        String fromEnv = env.get("KS_PASSWORD");
        if (fromEnv != null && !fromEnv.isEmpty()) {
            return fromEnv;
        }
        Console console = System.console();
        if (console == null) {
            throw new IllegalArgumentException("no terminal to type a password at: set KS_PASSWORD");
        }
        while (true) {
            char[] first = console.readPassword("Password: ");
            if (first == null || first.length == 0) {
                throw new IllegalArgumentException(registering == null ? "no password given"
                        : "no password given; " + registering + " was not registered");
            }
            if (registering == null) {
                return new String(first);
            }
            if (ClubMessage.shortPassword(new String(first), registering) != null) {
                // Said before it is typed again, which would be typing a refused password twice.
                say("A password needs at least " + ClubMessage.MIN_NEW_PASSWORD + " characters; type a longer one.");
                continue;
            }
            char[] again = console.readPassword("Password again: ");
            if (again == null) {
                throw new IllegalArgumentException("no password given; " + registering + " was not registered");
            }
            if (new String(first).equals(new String(again))) {
                return new String(first);
            }
            say("The two passwords differ; type the password again.");
        }
    }

    /** A line between two prompts for a password: cut by words to the terminal, as every line ks prints there. */
    private void say(String line) {
        out.println(line);
        out.flush();
    }

    /** The logged-in member's name, from {@code login}; a usage error when there is none. */
    String me() throws IOException {
        String[] saved = login.read();
        if (saved == null) {
            throw new IllegalArgumentException("log in first: ks --club " + args.where() + " login NAME");
        }
        if (args.name() != null && !args.name().equalsIgnoreCase(saved[0])) {
            throw new IllegalArgumentException("this ks directory is logged in to the club as " + saved[0]
                    + ", not " + args.name() + "; log in as " + args.name() + " first");
        }
        return saved[0];
    }

    /** Connects as {@code who}, logged in with the saved token when {@code who} is not null. */
    ClubLink session(String who) throws IOException, Refused {
        if (who == null) {
            return connect("newcomer");
        }
        ClubLink link = connect(who);
        try {
            expect(link.request(new ClubMessage.TokenLogin(who, login.read()[1])));
            return link;
        } catch (IOException | Refused | RuntimeException e) {
            link.close();
            throw e;
        }
    }

    private ClubMessage ask(String who, ClubMessage request) throws IOException, Refused {
        try (ClubLink link = session(who)) {
            return expect(link.request(request));
        }
    }

    ClubLink connect(String as) throws IOException {
        if (!PlayerNames.isValid(as)) {
            throw new IllegalArgumentException("'" + as + "' cannot be a member name: " + ClubNames.RULE);
        }
        FileMode.createOwnerOnlyDirectories(login.dir());
        KnownOpponents known = new KnownOpponents(login.dir());
        // The club's pin is what keeps the password from an impostor: a pin others can change is said, as ssh says it.
        known.exposure().ifPresent(line -> err.println("ks: warning: " + line));
        // Judged against the member's own key, which the club's is not: NEW only when no key is pinned for it yet.
        boolean first = known.judge(ClubNames.CLUB, key().identity()).trust() == KnownOpponents.Trust.NEW;
        ClubLink link = ClubLink.connect(args.host(), args.port(), as, key(), known, random, CONNECT_TIMEOUT);
        if (first) {
            // What the front page of the club's web page tells a newcomer to compare.
            out.println("The club's key " + link.channel().peerIdentity().fingerprint() + " is pinned now in "
                    + known.file() + ": check that it is the fingerprint the club publishes (its web page, its notice"
                    + " board)");
        }
        return link;
    }

    SigningKey key() throws IOException {
        if (key == null) {
            try {
                FileMode.createOwnerOnlyDirectories(configRoot);
                key = new KeyStore(configRoot).loadOrCreate(random);
            } catch (KeyFileException e) {
                throw new IOException(e.getMessage());
            }
        }
        return key;
    }

    static ClubMessage expect(ClubMessage reply) throws Refused {
        if (reply instanceof ClubMessage.Refused r) {
            throw new Refused(r.text());
        }
        return reply;
    }

    private void done(ClubMessage reply) throws Refused {
        out.println(((ClubMessage.Done) expect(reply)).text());
    }

    private static long id(String text) {
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is not a number");
        }
    }

    ClubArgs args() {
        return args;
    }

    ClubLogin stored() {
        return login;
    }

    Path configRoot() {
        return configRoot;
    }

    InputStream in() {
        return in;
    }

    PrintStream out() {
        return out;
    }

    PrintStream console() {
        return console;
    }

    SecureRandom random() {
        return random;
    }

    /** The club said no; the message is its reason. */
    static final class Refused extends Exception {
        private static final long serialVersionUID = 1L;

        Refused(String message) {
            super(message);
        }
    }
}
