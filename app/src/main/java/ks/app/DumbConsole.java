package ks.app;

import java.io.IOException;
import java.util.List;
import java.util.function.Consumer;
import ks.engine.Move;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The dumb-terminal game: the umpire's words as plain lines, commands read line by line. It is
 * complete on its own and scriptable: fed from a pipe, it takes each line when it is its
 * player's turn, and the end of input at its turn counts as quitting.
 */
final class DumbConsole {

    private final LineSource lines;
    private final Perspective perspective;
    private final String quitQuestion;
    private final Seat seat = new Seat();

    DumbConsole(LineSource lines, Perspective perspective) {
        this(lines, perspective, EventText.QUIT_RESIGNS);
    }

    /** A console whose "quit" asks {@code quitQuestion} before it leaves. */
    DumbConsole(LineSource lines, Perspective perspective, String quitQuestion) {
        this.lines = lines;
        this.perspective = perspective;
        this.quitQuestion = quitQuestion;
    }

    Seat seat() {
        return seat;
    }

    /** Takes one event from the session: updates the seat and prints it. */
    void onEvent(Event e) {
        String text = describe(e);
        seat.apply(e);
        if (!text.isEmpty()) {
            lines.print(text);
        }
    }

    /** Plays until the game is over; returns when the final event has been printed. */
    void play(Consumer<Command> session) throws IOException, InterruptedException {
        while (true) {
            if (!lines.interactive()) {
                seat.awaitReady();
            }
            if (seat.over() != null) {
                return;
            }
            String line = lines.readLine(seat.myTurn() ? "your move> " : "ks> ");
            if (seat.over() != null) {
                return;
            }
            if (line == null) {
                session.accept(new Command.Resign(true));
                seat.awaitOver();
                return;
            }
            Commands.Action action = Commands.read(line, seat, perspective);
            if (action instanceof Commands.Show show) {
                if (!show.text().isEmpty()) {
                    lines.print(show.text());
                }
            } else if (action instanceof Commands.Quit) {
                if (confirmQuit()) {
                    session.accept(new Command.Resign(true));
                    seat.awaitOver();
                    return;
                }
            } else if (action instanceof Commands.Send send) {
                if (send.command() instanceof Command.Play || send.command() instanceof Command.AskAny) {
                    seat.sent();
                }
                session.accept(send.command());
                if (send.command() instanceof Command.Resign) {
                    seat.awaitOver();
                    return;
                }
            }
        }
    }

    private boolean confirmQuit() throws IOException {
        String answer = lines.readLine(quitQuestion);
        return answer == null || answer.strip().toLowerCase(java.util.Locale.ROOT).startsWith("y");
    }

    private String describe(Event e) {
        if (e instanceof Event.Started s) {
            String colour = s.colour() == 0 ? "white" : "black";
            String host = s.terms().host().equals(s.me()) ? "you host"
                    : s.terms().host().equals(s.opponent()) ? s.opponent() + " hosts" : "the " + s.terms().host() + " hosts";
            StringBuilder b = new StringBuilder();
            b.append("You (").append(s.me()).append(") play ").append(colour).append(" against ").append(s.opponent())
                    .append(". Rules: ").append(s.terms().describeRules()).append("; ").append(host)
                    .append(" the referee.");
            if (s.trust() != null && !s.trust().isEmpty()) {
                b.append('\n').append(s.trust());
            }
            b.append("\nType 'help' for the commands.");
            return b.toString();
        }
        if (e instanceof Event.Answered a) {
            StringBuilder b = new StringBuilder();
            if (a.move() != Move.NONE) {
                b.append(EventText.answer(a.move(), a.verdict(), seat.men(), perspective));
            }
            appendHeard(b, a.heard());
            return b.toString();
        }
        if (e instanceof Event.Heard h) {
            StringBuilder b = new StringBuilder();
            if (h.lost() >= 0) {
                b.append(EventText.lost(h.lost(), seat.men()));
            }
            appendHeard(b, h.heard());
            if (h.moved()) {
                append(b, seat.opponent() + " has moved; your turn.");
            }
            return b.toString();
        }
        if (e instanceof Event.Said s) {
            return EventText.said(s);
        }
        if (e instanceof Event.Note n) {
            return EventText.note(n);
        }
        if (e instanceof Event.Over o) {
            return EventText.ending(o, seat.colour());
        }
        return "";
    }

    private static void appendHeard(StringBuilder b, List<Announcement> heard) {
        for (Announcement a : heard) {
            append(b, "  umpire: " + a.text());
        }
    }

    private static void append(StringBuilder b, String line) {
        if (b.length() > 0) {
            b.append('\n');
        }
        b.append(line);
    }
}
