package ks.app.game;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import ks.app.cli.ConfigDir;
import ks.app.cli.Usage;
import ks.app.cli.UsageError;
import ks.app.dumb.LaterTerminal;
import ks.app.dumb.LineSource;
import ks.app.fileplay.FileGameLedger;
import ks.app.fileplay.FileRefused;
import ks.app.fileplay.FileSession;
import ks.app.fileplay.GameFile;
import ks.app.fileplay.TurnLock;
import ks.app.json.JsonLines;
import ks.app.logging.LogFiles;
import ks.app.seat.Pictures;
import ks.app.seat.Seat;
import ks.crypto.AtomicFile;
import ks.engine.notation.Perspective;
import ks.net.protocol.Event;
import ks.text.Printable;

/**
 * {@code ks --file GAME ...}: play by file (docs/file-play.md). Makes a game under both players'
 * passwords, or opens one for whoever is to move and plays that turn in the same views as a network
 * game (dumb lines or the full-screen board) through a {@link FileSession}; at the end of a game, once
 * the player may see it, prints the whole game as PGN and keeps it in the ks directory. Every refusal is
 * one line on standard error.
 */
public final class FilePlay {

    static final String QUIT_KEEPS_TURN = "Quit? Your turn stays open; what you did is sealed. (y/n) ";

    private FilePlay() {
    }

    public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
        FileArgs a;
        try {
            a = FileArgs.parse(List.of(args));
        } catch (UsageError e) {
            err.println("ks: " + e.getMessage());
            return 2;
        }
        if (a.help()) {
            out.print(Usage.TEXT);
            return 0;
        }
        Passwords passwords = new Passwords(System.getenv(), System.console());
        try {
            ConfigDir dir = ConfigDir.locate(a.configDir(), System.getenv(), ConfigDir.home())
                    .create(a.configDir() != null, line -> err.println("ks: " + line));
            LogFiles.player(dir.root());
            FileGameLedger ledger = new FileGameLedger(dir.root().resolve("file-games"));
            LockCost cost = LockCost.from(System.getenv());
            return a.create() ? create(a, passwords, cost, out) : open(a, passwords, cost, dir, ledger, in, out);
        } catch (UsageError e) {
            err.println("ks: " + e.getMessage());
            return 2;
        } catch (FileRefused e) {
            err.println("ks: " + shown(a.file().getFileName()) + ": " + e.getMessage());
            return 1;
        } catch (IOException e) {
            err.println("ks: " + shown(a.file().getFileName()) + ": " + Printable.line(e.getMessage()));
            return 1;
        }
    }

    private static int create(FileArgs a, Passwords passwords, LockCost cost, PrintStream out)
            throws UsageError, FileRefused, IOException {
        char[] white = passwords.toMake(a.white(), "white");
        char[] black = passwords.toMake(a.black(), "black");
        try {
            if (Arrays.equals(white, black)) {
                throw new UsageError("the two players need two passwords: with one, either could play the other's men");
            }
            GameFile g = GameFile.create(a.file(), a.white(), white, a.black(), black, a.rules(), LocalDate.now(),
                    cost.forNewGames(), new SecureRandom());
            out.println("New game in " + shown(a.file()) + ": " + g.describe() + ".");
            out.println(a.white() + " moves first: ks --file " + shown(a.file()));
            return 0;
        } finally {
            Arrays.fill(white, '\0');
            Arrays.fill(black, '\0');
        }
    }

    /**
     * Opens the file for one turn while holding its lock, so that a second ks opening the same file
     * (by any path to it) is refused instead of writing over the first one's turn when both leave.
     */
    private static int open(FileArgs a, Passwords passwords, LockCost cost, ConfigDir dir, FileGameLedger ledger,
            InputStream in, PrintStream out) throws UsageError, FileRefused, IOException {
        try (TurnLock held = lock(a.file())) {
            return openLocked(a, passwords, cost, dir, ledger, in, out);
        }
    }

    /**
     * The lock of the game file ({@link TurnLock}: a hidden file beside it while the turn lasts). A
     * missing file is left for {@link GameFile#read} to name; a directory where no lock can be made
     * (read-only media) is opened without one, since no turn can be saved there.
     */
    private static TurnLock lock(Path file) throws FileRefused {
        if (!Files.isRegularFile(file)) {
            return null;
        }
        TurnLock held;
        try {
            held = TurnLock.tryTake(file);
        } catch (IOException cannotLock) {
            return null;
        }
        if (held == null) {
            throw new FileRefused("it is open in another ks on this machine; finish that turn first");
        }
        return held;
    }

    private static int openLocked(FileArgs a, Passwords passwords, LockCost cost, ConfigDir dir, FileGameLedger ledger,
            InputStream in, PrintStream out) throws UsageError, FileRefused, IOException {
        GameFile g = GameFile.read(a.file());
        cost.check(g);
        FileSession session = opened(g, passwords, ledger);
        boolean interactive = System.console() != null && !a.json();
        boolean screen = GameView.unavailable(a.dumb() || a.json(), interactive, System.getenv("TERM")) == null;
        LineSource lines = a.json() ? new JsonLines(in, out) : screen ? new LaterTerminal(out)
                : interactive ? LineSource.terminal() : LineSource.plain(in, out);
        try {
            GameView view = GameView.choose(a.dumb(), a.ascii(), lines,
                    a.reverse() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE, QUIT_KEEPS_TURN);
            show(session, view, lines);
            view.play(session::submit);
            if (session.seesWholeGame()) {
                keepPgn(session, dir, a.file(), lines);
            }
            return session.failed() ? 1 : 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            lines.close();
        }
    }

    /** The file opened with the player's password; one typed at the terminal may be typed again if it opens nothing. */
    private static FileSession opened(GameFile g, Passwords passwords, FileGameLedger ledger)
            throws UsageError, FileRefused {
        for (int tries = 1; ; tries++) {
            char[] password = passwords.toOpen(g.waitingFor());
            try {
                return g.open(password, ledger, new SecureRandom());
            } catch (FileRefused e) {
                if (!e.wrongPassword() || !passwords.typed() || tries == Passwords.OPENING_TRIES) {
                    throw e;
                }
                passwords.askingAgain(e.getMessage());
            } finally {
                Arrays.fill(password, '\0');
            }
        }
    }

    /**
     * Starts the session in the view: the game so far is taken in quietly (the seat learns it, the
     * screen does not repeat it), then the news since the player's last move is shown, then, in dumb
     * mode, the player's men; the end of the turn, if it ends at once, comes last.
     */
    private static void show(FileSession session, GameView view, LineSource lines) {
        List<Event> opening = new ArrayList<>();
        AtomicReference<Consumer<Event>> to = new AtomicReference<>(opening::add);
        session.start(e -> to.get().accept(e));
        Seat seat = view.seat();
        boolean quiet = false;
        Event.Over over = null;
        for (Event e : opening) {
            if (e instanceof Event.Replaying) {
                quiet = true;
            } else if (e instanceof Event.Resumed) {
                quiet = false;
            } else if (e instanceof Event.Over o) {
                over = o;
            } else if (quiet) {
                seat.apply(e);
            } else {
                view.onEvent(e);
            }
        }
        if (!view.fullScreen() && (over == null || over.finalFen() == null)) {
            if (over != null) {
                seat.apply(over);
            }
            lines.print(Pictures.seat(seat));
        }
        if (over != null) {
            view.onEvent(over);
        }
        to.set(view::onEvent);
    }

    /** A file name as shown: it may have come with the file, by mail, chosen by the opponent. */
    private static String shown(Path path) {
        return Printable.line(path.toString());
    }

    /** Keeps the finished game's PGN and, beside it, its signed record, which {@code ks --audit} checks. */
    private static void keepPgn(FileSession session, ConfigDir dir, Path file, LineSource lines) {
        String name = shown(file.getFileName()).replaceAll("\\.ksf$", "") + "-" + session.gameId();
        Path kept = dir.games().resolve(name + ".pgn");
        Path record = dir.games().resolve(name + ".ksg");
        try {
            AtomicFile.write(record, session.signedRecord().getBytes(StandardCharsets.US_ASCII));
            AtomicFile.write(kept, session.pgn().getBytes(StandardCharsets.UTF_8));
            lines.print("Signed record kept in " + record + " (ks --audit " + record + " checks it).");
            lines.print("The whole game (PGN; with each player's view in " + kept + "):");
        } catch (IOException e) {
            lines.print("ks: could not keep the game's record in " + dir.games() + ": " + e.getMessage());
        }
        lines.print(session.refereePgn().strip());
    }
}
