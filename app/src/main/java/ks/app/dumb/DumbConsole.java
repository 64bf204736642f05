package ks.app.dumb;

import java.io.IOException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import ks.app.seat.ClockFace;
import ks.app.seat.Commands;
import ks.app.seat.EventText;
import ks.app.seat.Seat;
import ks.app.seat.TurnNews;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The dumb-terminal game: the umpire's words as plain lines, commands read line by line. It is
 * complete on its own and scriptable: fed from a pipe, it takes each line when it is its
 * player's turn and the reply to the last command has come, so the transcript reads in order;
 * the end of input counts as quitting (after a proposal to adjourn, once the opponent has had up to
 * a minute to agree). At a terminal the prompt follows the game while a line is
 * typed (your move, waiting for the opponent, game over, the clocks running), Ctrl-C asks as {@code quit} does, and
 * the game's end ends the reading at once.
 */
public final class DumbConsole {

    /** How long a script's end waits for the answer to its proposal to adjourn before it quits. */
    public static final long ADJOURN_ANSWER_MILLIS = 60_000;

    private final LineSource lines;
    private final Perspective perspective;
    private final String quitQuestion;
    private final Seat seat;
    /** Guards {@link #asking} and {@link #quitAsked}, so a prompt is never put over a question that has just begun. */
    private final Object promptLock = new Object();
    private boolean asking;
    /** The quit question on screen while it waits for its answer, in the words of the link's state; else null. */
    private String quitAsked;
    /** Whether the session is retelling a resumed game (events come on the session's thread only). */
    private boolean retelling;
    /** Whose turn it is, when it is held back to be said last ({@link HeldTurn}). */
    private final HeldTurn heldTurn = new HeldTurn();
    /** The answers due from an opponent that answers every draw offer ({@link #opponentAnswersDraws}), or null. */
    private volatile DrawAnswersDue answersDue;

    public DumbConsole(LineSource lines, Perspective perspective) {
        this(lines, perspective, EventText.QUIT_RESIGNS);
    }

    /** A console whose "quit" asks {@code quitQuestion} before it leaves. */
    public DumbConsole(LineSource lines, Perspective perspective, String quitQuestion) {
        this.lines = lines;
        this.perspective = perspective;
        this.quitQuestion = quitQuestion;
        this.seat = new Seat(perspective);
        lines.completeWith(() -> Commands.completions(seat, perspective));
    }

    public Seat seat() {
        return seat;
    }

    /** Takes one event from the session: updates the seat and prints it. */
    public void onEvent(Event e) {
        // Printed before the seat takes it in, so a script's next line is read (and echoed) after it.
        // A turn held back is taken before this event's own is held in its place.
        String turn = HeldTurn.isSetUp(e) ? "" : heldTurn.take();
        String text = describe(e);
        text = turn.isEmpty() ? text : text.isEmpty() ? turn : turn + "\n" + text;
        if (!Seat.isTheirRefusal(e)) {
            // The opponent's refused tries are held back and told folded, before whatever comes next.
            String tries = seat.untoldTries();
            text = tries.isEmpty() ? text : text.isEmpty() ? tries : tries + "\n" + text;
        }
        if (e instanceof Event.Settled) {
            String settledTurn = heldTurn.take();
            text = settledTurn.isEmpty() ? text : text.isEmpty() ? settledTurn : text + "\n" + settledTurn;
        }
        if (!text.isEmpty()) {
            lines.print(text);
        }
        DrawAnswersDue due = answersDue;
        if (due != null && !retelling) {
            due.take(e);
        }
        seat.apply(e);
        if (e instanceof Event.Note n && n.link() != Event.Link.SAME) {
            askQuitAgain();
        }
        if (e instanceof Event.Clocks c && !lines.interactive() && c.control().timed()) {
            // At a terminal the prompt shows the clocks; a script reads them here, as stated, each time the turn passes.
            lines.print("Clocks: " + seat.statedClocks(c));
        }
        if (e instanceof Event.Over) {
            // Under the prompt's lock, so that no prompt is being drawn while the line is ended and
            // wiped; and none is drawn after (followGame): nobody will answer it.
            synchronized (promptLock) {
                lines.interrupt();
            }
        } else {
            followGame(seat.prompt());
        }
    }

    /**
     * The opponent answers every draw offer it is told of, in words or by accepting (the built-in
     * one): a script's next line is read once the answer has come, so that it is read under the offer.
     */
    public void opponentAnswersDraws() {
        answersDue = new DrawAnswersDue(seat);
    }

    /** A line of our own (the record saved, a reconnection), printed like the session's notes. */
    public void tell(String line) {
        lines.print(line);
    }

    /** Plays until the game is over; returns when the final event has been printed. */
    public void play(Consumer<Command> session) throws IOException, InterruptedException {
        // The game has begun: its set-up notes were told as it opened, and the turn follows them.
        String turn = heldTurn.take();
        if (!turn.isEmpty()) {
            lines.print(turn);
        }
        ScheduledExecutorService ticking = lines.interactive() ? tickingPrompt() : null;
        try {
            readCommands(session);
        } finally {
            if (ticking != null) {
                ticking.shutdownNow();
            }
        }
    }

    /**
     * At a terminal the clocks in the prompt run while the player thinks: the prompt is drawn again
     * whenever its text changes (each second, each tenth in the last ten seconds), never otherwise.
     */
    private ScheduledExecutorService tickingPrompt() {
        ScheduledExecutorService ticking = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "ks-prompt-clock");
            t.setDaemon(true);
            return t;
        });
        AtomicReference<String> shown = new AtomicReference<>("");
        ticking.scheduleAtFixedRate(() -> {
            String prompt = seat.prompt();
            if (!prompt.equals(shown.getAndSet(prompt))) {
                followGame(prompt);
            }
        }, 100, 100, TimeUnit.MILLISECONDS);
        return ticking;
    }

    private void readCommands(Consumer<Command> session) throws IOException, InterruptedException {
        while (true) {
            if (!lines.interactive()) {
                seat.awaitReady();
                DrawAnswersDue due = answersDue;
                if (due != null) {
                    due.await();
                }
            }
            if (seat.over() != null) {
                return;
            }
            String line = lines.readLine(seat.prompt());
            if (seat.over() != null) {
                return;
            }
            if (line == null && !lines.interactive()) {
                // A script that proposed to adjourn and ended meant to adjourn, not to quit: its
                // opponent's answer is awaited a while (the practice opponent agrees at once).
                if (!seat.awaitAdjourned(ADJOURN_ANSWER_MILLIS)) {
                    leave(session, new Command.Resign(true));
                }
                return;
            }
            Commands.Action action = line == null || line.equals(LineSource.INTERRUPT) ? new Commands.Quit()
                    : Commands.read(line, seat, perspective);
            if (action instanceof Commands.Show show) {
                if (!show.text().isEmpty()) {
                    lines.print(show.text());
                }
            } else if (action instanceof Commands.Quit) {
                String hint = EventText.quitHint(quitQuestion, seat);
                if (!hint.isEmpty()) {
                    lines.print(hint);
                }
                synchronized (promptLock) {
                    quitAsked = EventText.quitQuestion(quitQuestion, seat);
                }
                boolean yes;
                String asked;
                try {
                    yes = confirm(quitAsked);
                } finally {
                    synchronized (promptLock) {
                        asked = quitAsked;
                        quitAsked = null;
                    }
                }
                if (yes) {
                    leave(session, EventText.quitting(asked));
                    return;
                }
            } else if (action instanceof Commands.Resign) {
                if (confirm(Commands.RESIGN_QUESTION)) {
                    session.accept(new Command.Resign(false));
                    seat.awaitOver();
                    return;
                }
            } else if (action instanceof Commands.Send send) {
                send(session, send.command());
            }
        }
    }

    /**
     * Shows {@code prompt} in place of the one being typed at, unless a question is being asked: the
     * game's prompt (an event, a clock that ticks) must never replace "Resign the game? (y/n)". Once
     * the game is over nothing is shown: the line being read is ended and wiped at once, and a prompt
     * drawn as it ends would stay, with the game's last line printed after it.
     */
    private void followGame(String prompt) {
        synchronized (promptLock) {
            if (!asking && seat.over() == null) {
                lines.prompt(prompt);
            }
        }
    }

    /**
     * The link went down or came back while the quit question waits for its answer: what a yes does
     * has changed (nothing resigned while the link is down), so the question is asked again in the
     * new state's words, with its hint, once for each change; the answer is to the words last asked.
     */
    private void askQuitAgain() {
        synchronized (promptLock) {
            if (quitAsked == null) {
                return;
            }
            String now = EventText.quitQuestion(quitQuestion, seat);
            if (now.equals(quitAsked)) {
                return;
            }
            quitAsked = now;
            String hint = EventText.quitHint(quitQuestion, seat);
            if (!hint.isEmpty()) {
                lines.print(hint);
            }
            if (lines.interactive()) {
                lines.prompt(now);
            } else {
                lines.print(now.strip());
            }
        }
    }

    private void send(Consumer<Command> session, Command command) {
        if (command instanceof Command.Play || command instanceof Command.AskAny) {
            seat.sent();
        } else if (command instanceof Command.OfferDraw || command instanceof Command.Adjourn) {
            seat.replyDue();
            if (command instanceof Command.Adjourn) {
                seat.proposedToAdjourn();
            }
        } else if (command instanceof Command.Talk t) {
            lines.print(EventText.saying(t.text()));
        }
        session.accept(command);
        followGame(seat.prompt());
    }

    private void leave(Consumer<Command> session, Command quitting) throws InterruptedException {
        session.accept(quitting);
        seat.awaitOver();
    }

    /**
     * Asks a y/n question; Ctrl-C (again) and the end of input say yes. A quit question takes its
     * words as they are when it is shown, the link having changed since it was chosen.
     */
    private boolean confirm(String question) throws IOException {
        if (seat.over() != null) {
            return false;
        }
        String shown;
        synchronized (promptLock) {
            asking = true;
            shown = quitAsked != null ? quitAsked : question;
        }
        String answer;
        try {
            answer = lines.readLine(shown);
        } finally {
            synchronized (promptLock) {
                asking = false;
            }
        }
        if (seat.over() != null) {
            return false;
        }
        return LineSource.INTERRUPT.equals(answer) || Commands.yes(answer);
    }

    private String describe(Event e) {
        if (e instanceof Event.Replaying || e instanceof Event.Resumed) {
            retelling = e instanceof Event.Replaying;
        }
        if (e instanceof Event.Started s) {
            String colour = s.colour() == 0 ? "white" : "black";
            StringBuilder b = new StringBuilder();
            b.append("You (").append(s.me()).append(") play ").append(colour).append(" against ").append(s.opponent())
                    .append(". Rules: ").append(s.terms().describeRules()).append("; ")
                    .append(EventText.referee(s.terms(), s.me(), s.opponent())).append('.');
            if (s.terms().timeControl().timed()) {
                // A resumed game's clocks go on from where its last moves left them, which the prompt shows.
                b.append(" Clocks: ").append(s.terms().timeControl().text()).append(" (")
                        .append(retelling ? s.terms().timeControl().describe()
                                + "; the clocks go on from where the last moves left them"
                                : ClockFace.yours(s.terms().timeControl())).append(").");
            }
            if (s.trust() != null && !s.trust().isEmpty()) {
                b.append('\n').append(s.trust());
            }
            b.append("\nType 'help' for the commands.");
            if (Position.fromFen(s.startFen()).sideToMove() != s.colour()) {
                heldTurn.hold(EventText.theirTurn(s.opponent()));
            }
            return b.toString();
        }
        if (e instanceof Event.Answered a) {
            if (a.verdict() != Verdict.LEGAL || TurnNews.endsGame(a.heard())) {
                return EventText.answered(a, seat.men(), seat.names(), perspective);
            }
            StringBuilder b = new StringBuilder();
            if (a.move() != Move.NONE) {
                b.append(EventText.answer(a.move(), a.verdict(), seat.men(), perspective));
            }
            // The opponent's turn begins with its own line, so none of its news is taken for ours.
            append(b, EventText.heard(TurnNews.ofAction(a.heard()), -1, seat.men(), seat.names()));
            StringBuilder turn = new StringBuilder(EventText.theirTurn(seat.opponent()));
            append(turn, EventText.heard(TurnNews.ofNextTurn(a.heard()), -1, seat.men(), seat.names()));
            return turnOf(b, turn.toString());
        }
        if (Seat.isTheirRefusal(e)) {
            return "";
        }
        if (e instanceof Event.Heard h) {
            StringBuilder b = new StringBuilder(EventText.heard(h.heard(), h.lost(), seat.men(), seat.names()));
            if (h.moved()) {
                boolean over = h.heard().stream().anyMatch(a -> a.kind() == Announcement.Kind.GAME_OVER);
                return turnOf(b, seat.opponent() + " has moved" + (over ? "." : "; your move."));
            }
            return b.toString();
        }
        if (e instanceof Event.Settled settled) {
            return EventText.settled(settled);
        }
        if (e instanceof Event.Said s) {
            return EventText.said(s);
        }
        if (e instanceof Event.Note n) {
            return EventText.note(n);
        }
        if (e instanceof Event.Over o) {
            String ending = EventText.ending(o, seat.colour(), seat.names());
            String clocks = EventText.clocksStand(o, seat);
            return clocks.isEmpty() ? ending : ending + "\n" + clocks;
        }
        return "";
    }

    /**
     * An event's text {@code b} followed by the turn it gives, {@code turn}; while a resumed game
     * is retold the turn is held back instead, and said before the next event of the game or as
     * play begins, so the last retold turn comes under the resume's own lines.
     */
    private String turnOf(StringBuilder b, String turn) {
        if (retelling) {
            heldTurn.hold(turn);
        } else {
            append(b, turn);
        }
        return b.toString();
    }

    private static void append(StringBuilder b, String line) {
        if (line.isEmpty()) {
            return;
        }
        if (b.length() > 0) {
            b.append('\n');
        }
        b.append(line);
    }
}
