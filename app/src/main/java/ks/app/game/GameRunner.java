package ks.app.game;

import java.io.IOException;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Function;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.GameFiles;
import ks.app.dumb.LineSource;
import ks.app.ratings.GameRatings;
import ks.app.seat.SeatChoices;
import ks.crypto.Identity;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import ks.engine.notation.Perspective;
import ks.net.ConnectMode;
import ks.net.Credentials;
import ks.net.MeetingPort;
import ks.net.OpponentAddress;
import ks.net.Rendezvous;
import ks.net.RendezvousException;
import ks.net.RendezvousSettings;
import ks.net.protocol.ChannelLink;
import ks.net.protocol.Event;
import ks.net.protocol.GameRecord;
import ks.net.protocol.GameStore;
import ks.net.protocol.Link;
import ks.net.protocol.Reconnector;
import ks.net.protocol.SavedGame;
import ks.net.protocol.Session;
import ks.net.protocol.SessionOptions;
import ks.net.protocol.SessionSetup;
import ks.net.protocol.Wish;
import ks.net.retry.Backoff;
import ks.net.retry.Retry;

/**
 * A game against a person: meet on the agreed port, prove who we are over an encrypted
 * channel, agree the terms (or resume a saved game), play in the chosen view, then save the
 * signed record. The game is saved after every ply in {@code games/unfinished/}; a dropped
 * connection is retried for {@code --wait} seconds. Every failure along the way is one line
 * for the user.
 */
public final class GameRunner {

    private static final Duration SETUP_TIMEOUT = Duration.ofSeconds(30);
    /** The pause between tries to find the peer again after a dropped link. */
    private static final Backoff AGAIN = Backoff.fixed(Duration.ofMillis(500));

    private GameRunner() {
    }

    /** Where and whom to meet, with which key, and (for a seek's game) the only key the opponent may prove. */
    private record Meeting(String me, String opponent, String host, Integer number, RendezvousSettings settings,
            SigningKey key, ConfigDir dir, SecureRandom random, Identity opponentKey) {

        /**
         * The first meeting, which tells the waiting player what went wrong with whom on the way: the
         * line {@code waiting} is printed once the opponent's machine is found, so a name that does
         * not resolve is one line, not a wait announced and then given up.
         */
        ChannelLink connect(LineSource lines, String waiting) throws IOException, InterruptedException {
            Rendezvous.findMachine(settings.opponent().host());
            lines.print(waiting);
            return connect(settings.withEvents(new MeetingNews(lines)));
        }

        ChannelLink connect(RendezvousSettings with) throws IOException, InterruptedException {
            return ChannelLink.over(Rendezvous.meet(with));
        }

        String where() {
            return opponent + (host == null ? "" : "@" + host);
        }
    }

    public static int play(CommandLine cl, ConfigDir dir, String login, LineSource lines) throws Failure {
        return play(cl, dir, login, lines, null);
    }

    /**
     * The game a seek led to: as above, but the opponent must prove {@code opponentKey}, the key the
     * seek was announced (or asked) with; a caller with any other key is turned away.
     */
    public static int play(CommandLine cl, ConfigDir dir, String login, LineSource lines, Identity opponentKey)
            throws Failure {
        return play(cl, dir, login, lines, opponentKey, GameView::choose);
    }

    /**
     * As above, played in the view {@code views} makes: the one the command line chooses for a
     * person, or another player for a program that drives ks (the end-to-end tests' robot).
     */
    public static int play(CommandLine cl, ConfigDir dir, String login, LineSource lines, Identity opponentKey,
            GameView.Maker views) throws Failure {
        SecureRandom random = new SecureRandom();
        SigningKey key = signingKey(dir, random);
        SavedGame saved = SavedGameChoice.choose(cl, dir, login, lines);
        if (saved != null && saved.opponent().equals(Practice.OPPONENT)) {
            return Practice.resume(cl, dir, saved, lines);
        }
        // A resumed game is played under the name it was started with, whatever --name defaults to.
        String me = saved != null && cl.name() == null ? saved.game().me() : login;
        if (me.equals(cl.opponent())) {
            throw new Failure("you cannot play yourself; give yourself another name with --name NAME");
        }
        String opponentName = cl.opponent() != null ? cl.opponent() : saved.opponent();
        String host = cl.host() != null ? cl.host() : saved != null ? saved.opponentHost() : null;
        Integer number = cl.portNumber() != null ? cl.portNumber() : saved != null ? saved.portNumber() : null;
        OpponentAddress opponent = new OpponentAddress(opponentName, host == null ? OpponentAddress.THIS_MACHINE : host);
        MeetingPort port = number != null ? new MeetingPort(number) : MeetingPort.forPlayers(me, opponentName);
        // A resumed game meets both ways: the peer may already hold the port, waiting to reconnect.
        ConnectMode mode = saved != null ? ConnectMode.LISTEN_AND_DIAL
                : cl.wishes().server() == Wish.ON ? ConnectMode.LISTEN_ONLY
                : cl.wishes().server() == Wish.OFF ? ConnectMode.DIAL_ONLY : ConnectMode.LISTEN_AND_DIAL;
        Credentials credentials = new Credentials(me, key, new KnownOpponents(dir.root()), opponentKey);
        RendezvousSettings settings = RendezvousSettings.of(credentials, opponent).withPort(port).withMode(mode)
                .withDeadline(Duration.ofSeconds(cl.waitSeconds()));
        Meeting meeting = new Meeting(me, opponentName, host, number, settings, key, dir, random, opponentKey);
        return playOne(cl, meeting, saved, lines, views);
    }

    private static int playOne(CommandLine cl, Meeting m, SavedGame saved, LineSource lines, GameView.Maker views)
            throws Failure {
        GameFiles.Store store = GameFiles.store(m.dir(), m.host(), m.number());
        if (saved != null && !store.claim(saved.opponent(), saved.game().gameId())) {
            throw new Failure(GameFiles.openElsewhere(saved.opponent(), saved.game().gameId()));
        }
        String waiting = m.opponentKey() == null ? Waiting.line(cl, m.me(), m.opponent(), m.settings(), saved != null)
                : Waiting.seekLine(cl, m.opponent(), m.settings(), m.opponentKey());
        try (EarlyCtrlC ctrlC = EarlyCtrlC.watch(lines)) {
            ChannelLink link;
            try {
                link = m.connect(lines, waiting);
            } catch (RendezvousException e) {
                throw new Failure(e.unknownMachine() ? e.getMessage() + ": check its name, or give its address (ks "
                        + m.opponent() + "@192.168.1.20)" : e.getMessage());
            } catch (IOException e) {
                throw new Failure(e.getMessage());
            } catch (InterruptedException e) {
                if (ctrlC.pressed()) {
                    ctrlC.endEchoedLine(lines);
                    throw new Failure(EarlyCtrlC.stoppedWaiting(m.opponent(), saved != null, resumeHint(cl, m.where())));
                }
                Thread.currentThread().interrupt();
                throw new Failure("interrupted while waiting for " + m.opponent());
            }
            return playMet(cl, m, saved, lines, views, store, link, ctrlC);
        }
    }

    /** The game once the peer is met over {@code link}: set up (Ctrl-C still stops that), then played. */
    private static int playMet(CommandLine cl, Meeting m, SavedGame saved, LineSource lines, GameView.Maker views,
            GameFiles.Store store, ChannelLink link, EarlyCtrlC ctrlC) throws Failure {
        SessionSetup setup = SessionSetup.builder().players(m.me(), m.opponent()).wishes(cl.wishes()).key(m.key())
                .over(link.channel()).setupTimeoutMillis(SETUP_TIMEOUT.toMillis()).random(m.random()).build();
        boolean reverse = cl.reverse() || saved != null && SeatChoices.reversed(m.dir(), saved.game().gameId());
        GameView view = views.make(cl, lines, reverse ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE);
        SessionOptions options = SessionOptions.defaults()
                .withStore(store)
                .withReconnector(reconnector(cl, m, setup, view));
        if (saved != null) {
            lines.print("Resuming your game with " + m.opponent() + " at ply " + saved.plies()
                    + "; what you heard so far:");
        }
        return run(new Opening(setup, link, options, saved),
                Player.person(view, lines, m.dir(), resumeHint(cl, m.where()), reverse), ctrlC);
    }

    /** The command that continues this game, as the player can type it. */
    public static String resumeHint(CommandLine cl, String where) {
        return "ks --resume" + (cl.configDir() == null ? "" : " --config " + cl.configDir().toAbsolutePath())
                + (where == null ? "" : " " + where);
    }

    /** How a game's session opens: new under {@code setup}, or {@code saved} resumed, over {@code link}. */
    record Opening(SessionSetup setup, Link link, SessionOptions options, SavedGame saved) {

        Session open(Consumer<Event> player) throws IOException, InterruptedException {
            return saved == null ? Session.open(setup, link, player, options)
                    : Session.resume(setup, link, player, options, saved);
        }
    }

    /**
     * The player's side of a game: the view, the lines for what is said outside it, the ks
     * directory, the command that continues the game, whether the board is drawn from the
     * player's side ({@code -r}), and whether the game is rated (against a person; practice never is).
     */
    record Player(GameView view, LineSource lines, ConfigDir dir, String hint, boolean reverse, boolean rated) {

        static Player person(GameView view, LineSource lines, ConfigDir dir, String hint, boolean reverse) {
            return new Player(view, lines, dir, hint, reverse, true);
        }

        static Player practising(GameView view, LineSource lines, ConfigDir dir, String hint, boolean reverse) {
            return new Player(view, lines, dir, hint, reverse, false);
        }
    }

    /**
     * Plays the session {@code opening} opens to its end in the player's view, saving it after
     * every ply when its options have a store, and the record (rated, when the game is) at the end.
     */
    static int run(Opening opening, Player p) throws Failure {
        return run(opening, p, null);
    }

    /** The same, with Ctrl-C stopping the set-up as {@code ctrlC} watches for it (null: not watched). */
    private static int run(Opening opening, Player p, EarlyCtrlC ctrlC) throws Failure {
        SessionSetup setup = opening.setup();
        GameView view = p.view();
        ConfigDir dir = p.dir();
        boolean rated = p.rated();
        AtomicBoolean auditPassed = new AtomicBoolean();
        Consumer<Event> player = e -> {
            if (e instanceof Event.Resumed r) {
                view.tell("-- the game goes on at ply " + r.plies());
            }
            if (e instanceof Event.Over over) {
                auditPassed.set(over.auditPassed());
            }
            view.onEvent(e);
            if (rated && e instanceof Event.Started) {
                view.onEvent(new Event.Note(GameRatings.startLine(dir, setup.me(), setup.opponent())));
            }
        };
        try {
            Session session = ctrlC == null ? opening.open(player) : ctrlC.open(opening, player, p);
            boolean stored = opening.options().store() != GameStore.NONE;
            if (stored) {
                SeatChoices.remember(dir, session.gameId(), p.reverse());
            }
            // The record is written, audited once as saved and rated the moment the game ends, before
            // anything waits for a key: a window closed at the game-over screen loses neither, and the
            // audit runs while the player reads that screen.
            CompletableFuture<Path> kept = new CompletableFuture<>();
            Thread keeper = new Thread(() -> {
                Path file = null;
                try {
                    file = keep(session, dir, view, opening.options().store());
                    if (file != null) {
                        GameRatings.afterGame(dir, file, rated, auditPassed.get(), Practice.games(dir), view::tell);
                    }
                } finally {
                    kept.complete(file);
                }
            }, "ks-save");
            keeper.start();
            view.play(session::submit);
            GameRecord record = session.awaitEnd();
            kept.join();
            if (session.unfinished()) {
                boolean adjourned = "adjourned".equals(record.reason());
                if (stored && p.hint() != null) {
                    p.lines().print("The game is " + (adjourned ? "adjourned and saved" : "saved")
                            + "; continue it with: " + p.hint());
                }
                return adjourned ? 0 : 1;
            }
            SeatChoices.remember(dir, session.gameId(), false);
            return 0;
        } catch (IOException e) {
            opening.link().close();
            throw new Failure(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Failure("interrupted");
        } finally {
            // A game that failed before or while it was played leaves the one line that says why on
            // the ordinary screen, not on the board's, which vanishes when ks ends.
            view.giveBack();
            letGo(opening.options().store());
        }
    }

    /** Lets this process's hold on the game's save go, so that ks may resume it again. */
    private static void letGo(GameStore store) {
        if (store instanceof GameFiles.Store held) {
            held.close();
        }
    }

    /**
     * Waits for the end of the game and saves a finished game's record (and its PGN) at once, then
     * lets the game's save go, or keeps it and says so when the record could not be written;
     * returns the record's file, or null.
     */
    private static Path keep(Session session, ConfigDir dir, GameView view, GameStore store) {
        try {
            GameRecord record = session.awaitEnd();
            Path file = session.unfinished() ? null : save(dir, record, view::tell);
            if (store instanceof GameFiles.Store held) {
                if (file == null && record != null && !session.unfinished()) {
                    view.tell(held.written()
                            ? "-- the game's record could not be written; its save is kept in " + GameFiles.unfinishedDir(dir)
                            : "-- the game's record could not be written, nor any save of it: nothing of this game"
                                    + " could be kept on disk");
                } else {
                    letGoOfTheSave(held, view);
                }
            }
            return file;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /** The record is kept (or there is none): the save goes once the session is done with it. */
    private static void letGoOfTheSave(GameFiles.Store store, GameView view) {
        try {
            store.recordKept();
        } catch (IOException e) {
            view.tell("-- cannot remove the saved copy of the finished game: " + e.getMessage());
        }
    }

    /**
     * Finds the peer again after a dropped link: the same rendezvous and handshake (which pins
     * the key), for up to {@code --wait} seconds; the peer must hold the key of the game. What it
     * says goes through the view, which may be holding the terminal.
     */
    private static Reconnector reconnector(CommandLine cl, Meeting m, SessionSetup setup, GameView view) {
        return () -> {
            view.tell("-- reconnecting to " + m.opponent() + " (for up to " + cl.waitSeconds() + " s)...");
            return sameKeyAgain(Duration.ofSeconds(cl.waitSeconds()), m.opponent(), setup.peer(),
                    link -> link.channel().peerIdentity(),
                    left -> m.connect(m.settings().withDeadline(left).withMode(ConnectMode.LISTEN_AND_DIAL)));
        };
    }

    /**
     * A link to {@code opponent} again, made by {@code connect}, for up to {@code wait}; a peer
     * that comes back with another key than the game's ({@code peer}) ends the wait at once: the
     * game is bound to its key, so no later try could continue it.
     */
    static <L extends Link> L sameKeyAgain(Duration wait, String opponent, Identity peer, Function<L, Identity> peerOf,
            Retry.Attempt<L> connect) throws IOException, InterruptedException {
        return Retry.until(wait, AGAIN, "no connection within " + wait.toSeconds() + " s", left -> {
            L link = connect.run(left);
            if (!peerOf.apply(link).hex().equals(peer.hex())) {
                link.close();
                throw new Retry.Final(opponent + " came back with another key");
            }
            return link;
        });
    }

    /** Saves a finished game's record; returns its file, or null when there was none or saving failed. */
    public static Path save(ConfigDir dir, GameRecord record, Consumer<String> say) {
        if (record == null) {
            return null;
        }
        Path file;
        try {
            file = GameFiles.saveRecord(dir, record);
        } catch (IOException e) {
            say.accept("ks: could not save the game record: " + e.getMessage());
            return null;
        }
        say.accept("Game record saved in " + file);
        try {
            GameFiles.savePgn(file, record);
        } catch (IOException e) {
            // The record holds the whole game; its PGN is only a copy for other programs to read.
            say.accept("ks: could not save the game's PGN beside it: " + e.getMessage());
        }
        return file;
    }

    public static SigningKey signingKey(ConfigDir dir, SecureRandom random) throws Failure {
        try {
            return new KeyStore(dir.root()).loadOrCreate(random);
        } catch (KeyFileException e) {
            throw new Failure(e.getMessage());
        }
    }

    /** A game that could not be played, with the one line that says why. */
    public static final class Failure extends Exception {
        private static final long serialVersionUID = 1L;

        public Failure(String message) {
            super(message);
        }
    }
}
