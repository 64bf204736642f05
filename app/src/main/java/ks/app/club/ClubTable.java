package ks.app.club;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.app.cli.CommandLine;
import ks.app.cli.ConfigDir;
import ks.app.cli.UsageError;
import ks.app.dumb.DumbConsole;
import ks.app.dumb.LaterTerminal;
import ks.app.dumb.LineSource;
import ks.app.game.GameRunner;
import ks.app.game.GameView;
import ks.app.seat.EventText;
import ks.app.game.Practice;
import ks.app.json.JsonLines;
import ks.app.ratings.GameRatings;
import ks.app.seat.Commands;
import ks.app.seat.Seat;
import ks.engine.notation.Perspective;
import ks.engine.rating.Standings;
import ks.net.protocol.Event;
import ks.net.protocol.GameRecord;
import ks.net.protocol.Command;
import ks.net.protocol.Session;

/**
 * Where a club game meets the player's screen: the same board and dumb mode as a game between
 * two processes, over a session the club client ({@code ks.app.club}) opens. It also makes a
 * single move of a daily game without sitting down.
 */
public final class ClubTable {

    /** Opens the game's session, sending its events to {@code player}; {@code say} prints a line for the player. */
    public interface Opener {
        Session open(Consumer<Event> player, Consumer<String> say) throws IOException;
    }

    /**
     * What the club says a finished game did to both players' ratings, or null when it does not
     * say (an older club, a lost connection); asked once the record is saved.
     */
    public interface Ratings {
        Standings.Result of(GameRecord record);
    }

    /** The finished game's record is written: the member's own save of the game may go. */
    public interface Kept {
        void recordKept() throws IOException;
    }

    /** A game that could not be played, with one line. */
    public static final class Trouble extends Exception {
        private static final long serialVersionUID = 1L;

        public Trouble(String message) {
            super(message);
        }
    }

    private ClubTable() {
    }

    /**
     * Plays a club game to its end, or until both players adjourn it or the link is lost for good,
     * in the view that {@code viewFlags} ({@code -d}, {@code --json}, {@code --ascii}, {@code -r}) and the terminal
     * allow, and saves the signed record in {@code configDir}'s games the moment the game ends,
     * then shows the change the club made to both {@code ratings} on the game-over screen. A game
     * left unfinished stays saved, and the player is told {@code again}, the command that sits
     * down at it again. Returns the exit code: 0 when the game ended or was adjourned.
     */
    public static int play(Path configDir, List<String> viewFlags, InputStream in, PrintStream out, Opener opener,
            String again, Ratings ratings, Kept kept, boolean daily) throws Trouble {
        CommandLine cl;
        try {
            cl = CommandLine.parse(viewFlags);
        } catch (UsageError e) {
            throw new Trouble(e.getMessage());
        }
        ConfigDir dir = new ConfigDir(configDir);
        boolean interactive = System.console() != null && !cl.json();
        LineSource lines = null;
        try {
            // JLine only once a line is read: until the game's view takes the terminal, Ctrl-C ends the wait.
            lines = cl.json() ? new JsonLines(in, out) : interactive ? new LaterTerminal(out) : LineSource.plain(in, out);
            LineSource said = lines;
            LaterEvents events = new LaterEvents();
            Session session = opener.open(events, said::print);
            Perspective perspective = cl.reverse() ? Perspective.OWN_SIDE : Perspective.WHITE_SIDE;
            GameView view = daily ? GameView.choose(cl.dumb(), cl.ascii(), lines, perspective, EventText.QUIT_LEAVES)
                    : GameView.choose(cl, lines, perspective);
            events.showIn(view::onEvent);
            // The record is written, and the ratings told, the moment the game ends, before anything waits for a key.
            Thread keeper = new Thread(() -> keep(session, dir, view, ratings, kept), "ks-save");
            keeper.start();
            view.play(c -> session.submit(given(c, daily)));
            GameRecord record = session.awaitEnd();
            keeper.join();
            if (session.unfinished()) {
                boolean adjourned = "adjourned".equals(record.reason());
                // An adjourned game is the club's to keep; a lost link leaves this player's save to continue from.
                lines.print(adjourned ? "The game is adjourned; sit down at it again with: " + again
                        : "The game is saved; continue it with: " + again);
                return adjourned ? 0 : 1;
            }
            return 0;
        } catch (IOException e) {
            throw new Trouble(e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Trouble("interrupted");
        } finally {
            if (lines != null) {
                lines.close();
            }
        }
    }

    /**
     * The command a view's {@code c} stands for at the club: in a daily game a quit is getting up
     * from the board, the game going on (docs/club.md, leaving a daily game); else {@code c} itself.
     */
    static Command given(Command c, boolean daily) {
        return daily && c instanceof Command.Resign r && r.quit() ? new Command.Leave() : c;
    }

    /**
     * Saves the finished game's record as soon as it ends, tells the rating change the club made, then
     * audits the record as saved for {@code ks --ratings --check}.
     */
    private static void keep(Session session, ConfigDir dir, GameView view, Ratings ratings, Kept kept) {
        GameRecord record;
        try {
            record = session.awaitEnd();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        Path file = session.unfinished() ? null : GameRunner.save(dir, record, view::tell);
        if (file == null) {
            if (!session.unfinished()) {
                view.tell("-- the game's save is kept: sit down at the game again to keep its record");
            }
            return;
        }
        try {
            kept.recordKept();
        } catch (IOException e) {
            view.tell("-- cannot remove the saved copy of the finished game: " + e.getMessage());
        }
        Standings.Result r = ratings.of(record);
        if (r != null) {
            view.tell("Ratings: " + GameRatings.change(r.white()) + ", " + GameRatings.change(r.black()));
        }
        // The club rates its games; the record is audited here once, as saved, for ks --ratings --check.
        GameRatings.afterGame(dir, file, false, false, Practice.games(dir), view::tell);
    }

    /**
     * Makes one move of a daily game as typed ({@code e4}, {@code Nf3}, {@code e2e4}) when the club
     * said it is this player's turn: waits until the session has caught up with the club (the
     * opponent's last move reached it), tries the move, prints the umpire's answer, and returns;
     * the caller then closes the link (the game stays saved). Returns whether the move was tried.
     */
    public static boolean move(String typed, PrintStream out, Opener opener, long waitMillis)
            throws Trouble, InterruptedException {
        LineSource lines = LineSource.plain(InputStream.nullInputStream(), out);
        DumbConsole console = new DumbConsole(lines, Perspective.WHITE_SIDE);
        CountDownLatch resumed = new CountDownLatch(1);
        CountDownLatch answered = new CountDownLatch(1);
        Semaphore events = new Semaphore(0);
        boolean[] live = new boolean[1];
        Session session;
        try {
            session = opener.open(e -> {
                if (e instanceof Event.Resumed) {
                    live[0] = true;
                    resumed.countDown();
                    return;
                }
                if (live[0]) {
                    console.onEvent(e);
                } else {
                    console.seat().apply(e);
                }
                if (live[0] && (e instanceof Event.Answered || e instanceof Event.Over)) {
                    // What follows the answer is the link closing on purpose: nothing for the player.
                    live[0] = false;
                    answered.countDown();
                }
                events.release();
            }, lines::print);
        } catch (IOException e) {
            throw new Trouble(e.getMessage());
        }
        if (!resumed.await(waitMillis, TimeUnit.MILLISECONDS)) {
            throw new Trouble("the club did not catch this game up in time");
        }
        Seat seat = console.seat();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(waitMillis);
        while (!seat.myTurn() && seat.over() == null) {
            long left = deadline - System.nanoTime();
            if (left <= 0 || !events.tryAcquire(left, TimeUnit.NANOSECONDS)) {
                lines.print("It is not your move in this game.");
                return false;
            }
        }
        if (seat.over() != null) {
            return false;
        }
        Commands.Action action = Commands.read(typed, seat, Perspective.WHITE_SIDE);
        if (action instanceof Commands.Show show) {
            lines.print(show.text());
            return false;
        }
        if (!(action instanceof Commands.Send send) || !(send.command() instanceof ks.net.protocol.Command.Play)) {
            lines.print("give a move, like e4 or Nf3");
            return false;
        }
        session.submit(send.command());
        if (!answered.await(waitMillis, TimeUnit.MILLISECONDS)) {
            throw new Trouble("the club did not answer the move in time");
        }
        return true;
    }
}
