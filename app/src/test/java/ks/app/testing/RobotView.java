package ks.app.testing;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import ks.app.dumb.DumbConsole;
import ks.app.dumb.LineSource;
import ks.app.game.GameView;
import ks.app.practice.PracticeOpponent;
import ks.app.seat.Seat;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The robot's place at the game: every event is printed as dumb mode prints it and handed to the
 * built-in opponent, whose commands reach the session {@code delayMillis} later on the shared
 * {@code pace} thread. It reads nothing: its {@link #play} only hands over the session.
 */
final class RobotView implements GameView {

    private final GameView shown;
    private final PracticeOpponent bot;
    /** The session, once the game runner hands it over; the opponent may speak before that. */
    private final CompletableFuture<Consumer<Command>> session = new CompletableFuture<>();

    RobotView(LineSource lines, long seed, int delayMillis, ScheduledExecutorService pace) {
        this.shown = GameView.dumb(new DumbConsole(lines, Perspective.WHITE_SIDE));
        this.bot = new PracticeOpponent(seed);
        bot.playThrough(c -> pace.schedule(() -> session.thenAccept(s -> s.accept(c)), delayMillis,
                TimeUnit.MILLISECONDS));
    }

    @Override
    public void onEvent(Event e) {
        shown.onEvent(e);
        bot.accept(e);
    }

    @Override
    public void tell(String line) {
        shown.tell(line);
    }

    @Override
    public void play(Consumer<Command> commands) {
        session.complete(commands);
    }

    @Override
    public Seat seat() {
        return shown.seat();
    }

    @Override
    public boolean fullScreen() {
        return false;
    }
}
