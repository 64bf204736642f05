package ks.app.game;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import ks.app.dumb.DumbConsole;
import ks.app.json.JsonCommands;
import ks.app.json.JsonEvents;
import ks.app.json.JsonLines;
import ks.app.seat.Seat;
import ks.engine.notation.Perspective;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The game for a program (docs/player-protocol.md): the session's events as JSON Lines
 * ({@link JsonEvents}), the program's JSON commands read and judged ({@link JsonCommands}) and
 * handed to the session. A bad line gets one {@code error} event and is otherwise dropped; the
 * end of input leaves the game, as in dumb mode. An attempt or question is judged only once the
 * answer to the last one has come, and against the turn the program knew of when it sent it.
 */
public final class JsonView implements GameView {

    private final JsonLines lines;
    private final Seat seat = new Seat(Perspective.WHITE_SIDE);
    /** How many events had been written before the {@code turn} event that gave us our turn last (-1: none yet); guarded by the seat. */
    private long turnToldAt = -1;

    public JsonView(JsonLines lines) {
        this.lines = lines;
    }

    @Override
    public void onEvent(Event e) {
        synchronized (seat) {
            // Worked out from the seat before the event (a man just taken is named), our men after it;
            // written before the seat is read again, so no reply to a command comes between.
            JsonEvents.Before before = new JsonEvents.Before(seat.men(), seat.myTurn(), seat.colour());
            seat.apply(e);
            List<ObjectNode> events = JsonEvents.of(e, before, seat.men());
            long first = lines.emit(events);
            int turn = JsonEvents.turnToMe(events);
            if (turn >= 0) {
                turnToldAt = first + turn;
            }
        }
        if (e instanceof Event.Over) {
            lines.interrupt();
        }
    }

    @Override
    public void tell(String line) {
        lines.print(line);
    }

    @Override
    public void play(Consumer<Command> session) throws IOException, InterruptedException {
        while (seat.over() == null) {
            JsonLines.Line line = lines.next();
            if (seat.over() != null) {
                return;
            }
            if (line == null) {
                // A program that proposed to adjourn and ended meant to adjourn, not to quit, as a
                // script in dumb mode: its opponent's answer is awaited a while.
                if (!seat.awaitAdjourned(DumbConsole.ADJOURN_ANSWER_MILLIS)) {
                    session.accept(new Command.Resign(true));
                    seat.awaitOver();
                }
                return;
            }
            if (line.interrupted() || line.text().isBlank()) {
                continue;
            }
            JsonCommands.Reading r = JsonCommands.name(line.text());
            if (r instanceof JsonCommands.Named named) {
                if (named.awaitsAnswer()) {
                    // One attempt at a time: the answer to the last comes first, and this one is judged after it.
                    seat.awaitAnswer();
                    if (seat.over() != null) {
                        return;
                    }
                }
                r = sentBeforeOurTurn(named, line) ? new JsonCommands.Refused("it is not your turn")
                        : JsonCommands.judge(named, seat);
            }
            if (r instanceof JsonCommands.Refused refused) {
                lines.emit(JsonCommands.error(line.text(), refused.message()));
                continue;
            }
            Command command = ((JsonCommands.Obeyed) r).command();
            if (command instanceof Command.Play || command instanceof Command.AskAny) {
                seat.sent();
            }
            if (command instanceof Command.Adjourn) {
                seat.proposedToAdjourn();
            }
            session.accept(command);
            if (command instanceof Command.Resign) {
                seat.awaitOver();
                return;
            }
        }
    }

    /**
     * Whether {@code named} is an attempt or question read before the {@code turn} event that
     * opened our turn was written: the program sent it on another turn (one our move ended, or
     * the opponent's), so it is refused even when ks comes to judge it on ours, where it would be
     * a move nobody chose having seen the news.
     */
    private boolean sentBeforeOurTurn(JsonCommands.Named named, JsonLines.Line line) {
        synchronized (seat) {
            return named.awaitsAnswer() && line.seen() <= turnToldAt;
        }
    }

    @Override
    public Seat seat() {
        return seat;
    }

    @Override
    public boolean fullScreen() {
        return false;
    }
}
