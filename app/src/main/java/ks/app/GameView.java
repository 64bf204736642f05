package ks.app;

import java.io.IOException;
import java.util.function.Consumer;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * How the player sees and plays a game: the dumb terminal or the full-screen board. Both take
 * the session's events and play by handing commands to the session (a network session's
 * {@code submit}, or a game file's); neither holds the game.
 */
interface GameView {

    /** Takes one event from the session (called on the session's thread). */
    void onEvent(Event e);

    /** Plays until the game is over and the player is done with it; commands go to {@code session}. */
    void play(Consumer<Command> session) throws IOException, InterruptedException;

    /** What the player knows, for events taken in without being shown (a game retold quietly). */
    Seat seat();

    /** Whether this is the full-screen board (which shows the player's men all the time). */
    boolean fullScreen();

    /**
     * The full-screen board when {@code cl} and this terminal allow it, else dumb mode; when the
     * board was wanted but cannot be drawn, says so in one line.
     */
    static GameView choose(CommandLine cl, LineSource lines, Perspective perspective) {
        return choose(cl.dumb(), cl.ascii(), lines, perspective, EventText.QUIT_RESIGNS);
    }

    /** The same choice for a game whose "quit" means what {@code quitQuestion} asks about. */
    static GameView choose(boolean dumb, boolean ascii, LineSource lines, Perspective perspective, String quitQuestion) {
        String why = ScreenConsole.unavailable(dumb, System.console() != null, System.getenv("TERM"));
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

    static GameView dumb(DumbConsole console) {
        return new GameView() {
            @Override
            public void onEvent(Event e) {
                console.onEvent(e);
            }

            @Override
            public void play(Consumer<Command> session) throws IOException, InterruptedException {
                console.play(session);
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

    /** The board; when the player leaves it, the end of the game is printed on the ordinary terminal. */
    static GameView screen(ScreenConsole console, LineSource lines) {
        return new GameView() {
            @Override
            public void onEvent(Event e) {
                console.onEvent(e);
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
            public void play(Consumer<Command> session) throws InterruptedException {
                try {
                    console.play(session);
                } finally {
                    console.restore();
                    String farewell = console.farewell();
                    if (!farewell.isEmpty()) {
                        lines.print(farewell);
                    }
                }
            }
        };
    }
}
