package ks.app.game;

import java.io.IOException;
import java.util.function.Consumer;
import ks.app.cli.CommandLine;
import ks.app.dumb.DumbConsole;
import ks.app.dumb.LineSource;
import ks.app.json.JsonLines;
import ks.app.screen.ScreenConsole;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * How the player sees and plays a game: the dumb terminal, the full-screen board, or JSON Lines
 * for a program ({@link JsonView}). Each takes the session's events and plays by handing
 * commands to the session (a network session's {@code submit}, or a game file's); none holds the
 * game.
 */
public interface GameView {

    /** Takes one event from the session (called on the session's thread). */
    void onEvent(Event e);

    /**
     * Shows a line of the program's own about the game (the record saved, reconnecting), from any
     * thread. Nothing else may write to the terminal while the view holds it.
     */
    void tell(String line);

    /** Plays until the game is over and the player is done with it; commands go to {@code session}. */
    void play(Consumer<Command> session) throws IOException, InterruptedException;

    /**
     * Until {@link #play}: says what the game waits for before it begins ({@code what}, the terms
     * being agreed), and calls {@code ctrlC} when the player presses Ctrl-C meanwhile. Only the
     * board, whose terminal sends Ctrl-C as a key, has anything to do: elsewhere Ctrl-C is a signal,
     * which ks watches for itself until the game begins ({@link EarlyCtrlC}).
     */
    default void settingUp(String what, Runnable ctrlC) {
    }

    /**
     * The opponent answers every draw offer it is told of (the built-in one: it accepts, or says
     * why not): from a script, dumb mode reads the next line once the answer has come, so the
     * answer is read right under the offer. Nothing to do for a view that does not read a script.
     */
    default void opponentAnswersDraws() {
    }

    /** What the player knows, for events taken in without being shown (a game retold quietly). */
    Seat seat();

    /** Whether this is the full-screen board (which shows the player's men all the time). */
    boolean fullScreen();

    /**
     * Gives the terminal back as it was when the game could not be played (its session did not
     * open), so that the line saying why is read on the ordinary screen. Idempotent; nothing to do
     * for a view that never took the terminal.
     */
    default void giveBack() {
    }

    /**
     * Makes the view a network game is played in, once the peer is met: for a person,
     * {@link #choose(CommandLine, LineSource, Perspective)}; a program that plays through ks as a
     * library (the end-to-end tests' robot) passes its own.
     */
    @FunctionalInterface
    interface Maker {
        GameView make(CommandLine cl, LineSource lines, Perspective perspective);
    }

    /**
     * JSON Lines when the lines are a program's ({@link JsonLines}); else the full-screen board when
     * {@code cl} and this terminal allow it, else dumb mode; when the board was wanted but cannot
     * be drawn, says so in one line.
     */
    static GameView choose(CommandLine cl, LineSource lines, Perspective perspective) {
        return choose(cl.dumb(), cl.ascii(), lines, perspective, EventText.QUIT_RESIGNS);
    }

    /** The same choice for a game whose "quit" means what {@code quitQuestion} asks about. */
    static GameView choose(boolean dumb, boolean ascii, LineSource lines, Perspective perspective, String quitQuestion) {
        if (lines instanceof JsonLines json) {
            return new JsonView(json);
        }
        String why = unavailable(dumb, System.console() != null, System.getenv("TERM"));
        if (why == null) {
            try {
                return screen(ScreenConsole.open(ascii, perspective, System.getenv(), quitQuestion), lines);
            } catch (ScreenConsole.Unusable e) {
                why = e.getMessage();
            }
        }
        if (!why.isEmpty()) {
            lines.print("ks: " + why + "; playing in dumb mode.");
        }
        return dumb(new DumbConsole(lines, perspective, quitQuestion));
    }

    /**
     * Why this process cannot show the full-screen board (the user asked for dumb mode: an
     * empty reason), or null when it may try.
     */
    static String unavailable(boolean dumb, boolean console, String term) {
        if (dumb) {
            return "";
        }
        if (!console) {
            return "input or output is not a terminal";
        }
        if (term == null || term.isBlank()) {
            return "TERM is not set";
        }
        if (term.equals("dumb") || term.equals("unknown")) {
            return "the terminal is '" + term + "'";
        }
        return null;
    }

    static GameView dumb(DumbConsole console) {
        return new GameView() {
            @Override
            public void onEvent(Event e) {
                console.onEvent(e);
            }

            @Override
            public void tell(String line) {
                console.tell(line);
            }

            @Override
            public void play(Consumer<Command> session) throws IOException, InterruptedException {
                console.play(session);
            }

            @Override
            public void opponentAnswersDraws() {
                console.opponentAnswersDraws();
            }

            @Override
            public Seat seat() {
                return console.seat();
            }

            @Override
            public boolean fullScreen() {
                return false;
            }
        };
    }

    /**
     * The board; when the player leaves it, the end of the game is printed on the ordinary
     * terminal, and lines told after that (the record saved) follow it there.
     */
    static GameView screen(ScreenConsole console, LineSource lines) {
        return new GameView() {
            /** The board has given the terminal back. Guarded by this. */
            private boolean gone;

            @Override
            public void onEvent(Event e) {
                console.onEvent(e);
            }

            @Override
            public void tell(String line) {
                synchronized (this) {
                    if (!gone) {
                        console.tell(line);
                        return;
                    }
                }
                lines.print(line);
            }

            @Override
            public Seat seat() {
                return console.seat();
            }

            @Override
            public boolean fullScreen() {
                return true;
            }

            @Override
            public void settingUp(String what, Runnable ctrlC) {
                console.settingUp(what, ctrlC);
            }

            @Override
            public void giveBack() {
                console.restore();
                synchronized (this) {
                    gone = true;
                }
            }

            @Override
            public void play(Consumer<Command> session) throws InterruptedException {
                try {
                    console.play(session);
                } finally {
                    console.restore();
                    synchronized (this) {
                        gone = true;
                        String farewell = console.farewell();
                        if (!farewell.isEmpty()) {
                            lines.print(farewell);
                        }
                    }
                }
            }
        };
    }
}
