package ks.app.game;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.SecureRandom;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Predicate;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.app.dumb.LineSource;
import ks.app.practice.PracticeOpponent;
import ks.app.seat.Commands;
import ks.app.seat.SeatChoices;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.net.protocol.GameRecord;
import ks.net.protocol.GameStore;
import ks.net.protocol.InMemoryLink;
import ks.net.protocol.SavedGame;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wishes;
import ks.net.store.SaveFile;

/**
 * A practice game against the built-in opponent in one process, through the very same
 * sessions, referee, commitments and audit as a game between two machines; only the link is
 * in memory instead of a socket. Both halves are saved after every ply like any game (the
 * player's in {@code games/unfinished/}, the opponent's, with its own lasting key, under
 * {@code games/unfinished/practice-bot/}), so a practice game is resumed like any other.
 */
public final class Practice {

    public static final String OPPONENT = "practice-bot";

    /** The thread preparing the set-up, once started ({@link #prepareSetUp}). */
    private static Thread preparing;

    private Practice() {
    }

    /**
     * The built-in opponent's seed: random, unless {@code KS_PRACTICE_SEED} fixes it (a testing
     * aid: end-to-end tests script a whole game against an opponent that plays the same way).
     */
    static long opponentSeed(SecureRandom random) {
        String fixed = System.getenv("KS_PRACTICE_SEED");
        if (fixed != null) {
            try {
                return Long.parseLong(fixed.strip());
            } catch (NumberFormatException e) {
                // Not a number: play a random game as usual.
            }
        }
        return random.nextLong();
    }

    /** {@code ks --practice}: a new game, or the unfinished one when the player resumes it. */
    public static int play(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        SavedGame saved = unfinished(cl, dir, me, lines);
        return saved != null ? resume(cl, dir, saved, lines) : start(cl, dir, me, lines);
    }

    private static int start(CommandLine cl, ConfigDir dir, String me, LineSource lines) throws GameRunner.Failure {
        prepareSetUp();
        String name = me.equals(OPPONENT) ? me + "-2" : me;
        Halves h = halves(cl, dir, name, cl.wishes());
        GameView view = view(cl, lines, cl.reverse());
        // The engine's attack tables are built here, rather than in the first session's constructor,
        // on the set-up's own way to the prompt.
        Position.startpos();
        h.startBot(null);
        return GameRunner.run(opening(h, null, playerStore(dir)),
                GameRunner.Player.practising(view, lines, dir, hint(cl), cl.reverse()));
    }

    /**
     * What a new game's set-up would do first on its way to the first prompt (Bouncy Castle's
     * Ed25519 tables, which reading the keys needs, {@link Session#prepareSetUp}), done on a thread of
     * its own started first, beside the reading of the command line, the ks directory and the keys.
     * Should it fail, the game does that work itself as before. {@code Main} starts it before its own
     * set-up (java.util.logging, the command line, the ks directory) when its words start a new
     * practice game, so that it runs beside them; otherwise the game's start does. Started once.
     */
    public static synchronized void prepareSetUp() {
        if (preparing == null) {
            preparing = new Thread(() -> {
                try {
                    Session.prepareSetUp();
                    // A number formatted in the default locale, as the board's colours (Lanterna's
                    // TextColor) and the seat's clocks first do on the way to the prompt: the locale's
                    // format data (CLDR's provider, its bundles) is set up here, beside the main thread.
                    String.format("%d", 0);
                } catch (RuntimeException e) {
                    // Nothing lost: the game builds what it needs when it first needs it.
                }
            }, "ks-prepare");
            preparing.setDaemon(true);
            preparing.start();
        }
    }

    /** Continues a saved practice game: both halves resume from their saves. */
    static int resume(CommandLine cl, ConfigDir dir, SavedGame saved, LineSource lines) throws GameRunner.Failure {
        String gameId = saved.game().gameId();
        GameFiles.Store store = playerStore(dir);
        if (!store.claim(saved.opponent(), gameId)) {
            throw new GameRunner.Failure(GameFiles.openElsewhere(saved.opponent(), gameId));
        }
        Path botsFile;
        try {
            botsFile = botSave(dir, saved.game().me(), gameId);
        } catch (IOException unnameable) {
            store.close();
            throw new GameRunner.Failure("the practice game cannot go on: " + unnameable.getMessage());
        }
        SavedGame bots;
        try {
            bots = SaveFile.read(botsFile);
        } catch (IOException e) {
            store.close();
            return withoutTheBotsHalf(cl, dir, saved, lines, e);
        }
        Halves h = halves(cl, dir, saved.game().me(), Wishes.none());
        h.startBot(bots);
        boolean reverse = cl.reverse() || SeatChoices.reversed(dir, gameId);
        GameView view = view(cl, lines, reverse);
        lines.print("Resuming your practice game at ply " + saved.plies() + "; what you heard so far:");
        return GameRunner.run(opening(h, saved, store), GameRunner.Player.practising(view, lines, dir, hint(cl),
                reverse));
    }

    /**
     * A practice game whose opponent's half cannot be read (ks stopped between the two halves' first
     * saves, or the file was damaged) cannot go on: the opponent's commitments are in that half. The
     * player's half is set aside under a name {@code ks --games} and the offer to resume no longer
     * list, never deleted; a game in which nothing was played yet simply starts anew.
     */
    private static int withoutTheBotsHalf(CommandLine cl, ConfigDir dir, SavedGame saved, LineSource lines,
            IOException why) throws GameRunner.Failure {
        String gameId = saved.game().gameId();
        Path file = GameFiles.unfinishedFile(dir, OPPONENT, gameId);
        Path aside = file.resolveSibling(file.getFileName() + ".unresumable");
        String reason = why.getMessage();
        try {
            Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new GameRunner.Failure("the built-in opponent's half of practice game " + gameId.substring(0, 8)
                    + " cannot be read (" + reason + "), and " + file + " cannot be set aside (" + e.getMessage()
                    + "); move it away and start a new game with ks --practice");
        }
        if (saved.plies() == 0) {
            lines.print("Practice game " + gameId.substring(0, 8) + " had not begun (its opponent's half: " + reason
                    + "); a new one starts.");
            return start(cl, dir, saved.game().me(), lines);
        }
        throw new GameRunner.Failure("practice game " + gameId.substring(0, 8) + " cannot go on: the built-in"
                + " opponent's half cannot be read (" + reason + "); your half is kept as " + aside
                + "; start a new game with ks --practice");
    }

    /** The player's half of the game, new or {@code saved}, kept in the player's store. */
    private static GameRunner.Opening opening(Halves h, SavedGame saved, GameStore store) {
        return new GameRunner.Opening(h.human(), h.links()[0], SessionOptions.defaults().withStore(store), saved);
    }

    /** The newest unfinished practice game to continue, or null for a new one (asking at a terminal). */
    private static SavedGame unfinished(CommandLine cl, ConfigDir dir, String me, LineSource lines)
            throws GameRunner.Failure {
        List<GameFiles.Unfinished> mine = GameFiles.unfinished(dir).stream().filter(u -> u.game() != null)
                .filter(u -> u.game().opponent().equals(OPPONENT))
                .filter(u -> cl.resume() && cl.name() == null || u.game().game().me().equals(me)).toList();
        if (mine.isEmpty()) {
            if (cl.resume()) {
                throw new GameRunner.Failure("no unfinished practice game to resume (ks --games lists them)");
            }
            return null;
        }
        if (cl.resume()) {
            return mine.get(0).game();
        }
        if (!lines.interactive()) {
            return null;
        }
        lines.print("You have an unfinished practice game " + GameFiles.describe(mine.get(0)));
        try {
            return Commands.yes(lines.readLine("Continue it? (y/n) ")) ? mine.get(0).game() : null;
        } catch (IOException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }

    /** The player's view of a practice game, whose opponent answers every draw offer. */
    private static GameView view(CommandLine cl, LineSource lines, boolean reverse) {
        GameView view = GameView.choose(cl, lines, reverse ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE);
        view.opponentAnswersDraws();
        return view;
    }

    /** The command that continues a practice game, as the player can type it. */
    public static String hint(CommandLine cl) {
        return GameRunner.resumeHint(cl, null).replace("ks --resume", "ks --practice --resume");
    }

    /** The two sessions' set-ups over an in-memory link, and the opponent that plays the second. */
    private record Halves(SessionSetup human, SessionSetup bot, InMemoryLink[] links, PracticeOpponent opponent,
            ConfigDir dir) {

        /** Starts (or resumes from {@code saved}) the opponent's session on a thread of its own. */
        void startBot(SavedGame saved) {
            CompletableFuture<Session> session = new CompletableFuture<>();
            opponent.playThrough(c -> session.thenAccept(s -> s.submit(c)));
            SessionOptions options = SessionOptions.defaults().withStore(botStore(dir, human.me()));
            Thread t = new Thread(() -> {
                try {
                    session.complete(saved == null ? Session.open(bot, links[1], opponent, options)
                            : Session.resume(bot, links[1], opponent, options, saved));
                } catch (Exception e) {
                    session.completeExceptionally(e);
                    links[1].close();
                }
            }, "ks-practice-bot");
            t.setDaemon(true);
            t.start();
        }
    }

    private static Halves halves(CommandLine cl, ConfigDir dir, String name, Wishes wishes) throws GameRunner.Failure {
        SecureRandom random = new SecureRandom();
        SigningKey mine = GameRunner.signingKey(dir, random);
        SigningKey bots = botKey(dir, random);
        byte[] sessionId = new byte[32];
        random.nextBytes(sessionId);
        SessionSetup human = SessionSetup.builder().players(name, OPPONENT).wishes(wishes).key(mine)
                .peer(bots.identity()).sessionId(sessionId).trust("Practice game against the built-in opponent.")
                .setupTimeoutMillis(10_000).random(random).build();
        SessionSetup bot = SessionSetup.builder().players(OPPONENT, name).key(bots).peer(mine.identity())
                .sessionId(sessionId).setupTimeoutMillis(10_000).random(random).build();
        return new Halves(human, bot, InMemoryLink.pair(), new PracticeOpponent(opponentSeed(random), cl.level()), dir);
    }

    /** The opponent's lasting key, so that a resumed practice game meets the same opponent. */
    private static SigningKey botKey(ConfigDir dir, SecureRandom random) throws GameRunner.Failure {
        try {
            return new KeyStore(botDir(dir)).loadOrCreate(random);
        } catch (KeyFileException e) {
            throw new GameRunner.Failure(e.getMessage());
        }
    }

    /**
     * Which finished records are practice games, never rated: those signed with the built-in
     * opponent's key kept in {@code dir} (none when it has no key, or its key cannot be read). The
     * key is read at the first record asked about: loading it derives its public key, an Ed25519
     * scalar multiplication, which {@code ks --ratings} without {@code --check} never needs.
     */
    public static Predicate<GameRecord> games(ConfigDir dir) {
        return new BotGames(new KeyStore(botDir(dir)));
    }

    /** {@link #games}: the opponent's public key (hex), read once, on first use, from any thread. */
    private static final class BotGames implements Predicate<GameRecord> {
        private final KeyStore store;
        private String bot;
        private boolean read;

        BotGames(KeyStore store) {
            this.store = store;
        }

        private synchronized String bot() {
            if (!read) {
                read = true;
                try {
                    bot = Files.exists(store.file()) ? store.load().identity().hex() : null;
                } catch (KeyFileException e) {
                    bot = null;
                }
            }
            return bot;
        }

        @Override
        public boolean test(GameRecord r) {
            String key = bot();
            return key != null && (key.equals(r.hostIdentity()) || key.equals(r.guestIdentity()));
        }
    }

    private static Path botDir(ConfigDir dir) {
        return GameFiles.unfinishedDir(dir).resolve(OPPONENT);
    }

    /**
     * The built-in opponent's half of the game, checked by {@link GameFiles#unfinishedFile(ConfigDir, String,
     * String, String)}: a player's name or game id from a save never leads out of its folder.
     */
    static Path botSave(ConfigDir dir, String human, String gameId) throws IOException {
        try {
            return GameFiles.unfinishedFile(dir, OPPONENT, human, gameId);
        } catch (IllegalArgumentException unnameable) {
            throw new IOException(unnameable.getMessage());
        }
    }

    private static GameFiles.Store playerStore(ConfigDir dir) {
        return GameFiles.store(dir, null, null);
    }

    private static GameStore botStore(ConfigDir dir, String human) {
        return new GameStore() {
            @Override
            public void save(SavedGame game) throws IOException {
                Files.createDirectories(botDir(dir));
                SaveFile.write(botSave(dir, human, game.game().gameId()), game);
            }

            @Override
            public void finished(SavedGame game) throws IOException {
                Files.deleteIfExists(botSave(dir, human, game.game().gameId()));
            }
        };
    }
}
