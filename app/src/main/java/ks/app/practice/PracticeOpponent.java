package ks.app.practice;

import java.util.List;
import java.util.function.Consumer;
import ks.app.cli.CommandLine;
import ks.app.seat.Seat;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.opponent.Candidates;
import ks.engine.opponent.levels.Level;
import ks.engine.opponent.Opponent;
import ks.engine.opponent.Thinking;
import ks.engine.referee.Verdict;
import ks.net.protocol.Command;
import ks.net.protocol.Event;

/**
 * The built-in opponent for practice games, played through a session like any player. It knows
 * only what its own side is told; the choice of attempts is an engine {@link Opponent} of the
 * {@link Level} asked for (level 1 tries its possible moves in random order, pawn captures first
 * when the umpire says it has some; levels 2 and 3 weigh them over a belief of where the enemy
 * stands; {@code random} and {@code heuristic} play as kriegspiel.org's public bots).
 * It answers a draw offer by the rule of {@link DrawAnswer} and agrees to adjourn.
 */
public final class PracticeOpponent implements Consumer<Event> {

    /** After this many of its own moves the opponent offers a draw each turn: random play may never end. */
    public static final int PATIENCE = 150;

    private final Seat seat = new Seat();
    private final long seed;
    private final Level level;
    private Opponent brain;
    private int movesMade;
    private Consumer<Command> commands = c -> { };
    private boolean retold;
    private int worthAtStart;

    /** A level-1 opponent. */
    public PracticeOpponent(long seed) {
        this(seed, CommandLine.DEFAULT_LEVEL);
    }

    public PracticeOpponent(long seed, Level level) {
        this.seed = seed;
        this.level = level;
    }

    /** Where its commands go: the session it plays through. */
    public void playThrough(Consumer<Command> session) {
        this.commands = session;
    }

    @Override
    public void accept(Event e) {
        // A resumed game first retells what was heard: learn from it, act only once it is over.
        if (e instanceof Event.Replaying) {
            retold = true;
            return;
        }
        if (e instanceof Event.Resumed r) {
            retold = false;
            if (seat.myTurn() && !r.awaitingAnswer()) {
                tryNext();
            }
            return;
        }
        seat.apply(e);
        learn(e);
        if (retold) {
            return;
        }
        if (e instanceof Event.Note n && DrawAnswer.isOffer(n, seat.opponent())) {
            commands.accept(DrawAnswer.accepts(seat.men(), worthAtStart) ? new Command.OfferDraw()
                    : new Command.Talk(DrawAnswer.DECLINE));
            return;
        }
        if (e instanceof Event.Note n && n.text().startsWith(seat.opponent() + " proposes to adjourn")) {
            // A practice game is saved after every ply: agreeing loses nothing, and a player who
            // proposes it would otherwise wait for an answer that never comes.
            commands.accept(new Command.Adjourn());
            return;
        }
        if (e instanceof Event.Answered a && a.verdict() == Verdict.LEGAL && ++movesMade >= PATIENCE) {
            commands.accept(new Command.OfferDraw());
        }
        if (seat.myTurn() && (e instanceof Event.Started || e instanceof Event.Heard
                || e instanceof Event.Answered a && a.verdict() != Verdict.LEGAL)) {
            tryNext();
        }
    }

    /** Tells the engine's player what its side heard. */
    private void learn(Event e) {
        if (e instanceof Event.Started s) {
            worthAtStart = DrawAnswer.worth(seat.men());
            brain = level.player(Position.fromFen(s.startFen()), s.colour(), s.terms().rules(), seed,
                    level.gameMillis() > 0 ? Thinking.millis(level.gameMillis()) : Thinking.UNLIMITED);
        } else if (brain == null) {
            return;
        } else if (e instanceof Event.Answered a) {
            brain.ourAnswer(a.move(), a.verdict(), a.heard());
        } else if (e instanceof Event.Heard h && h.moved()) {
            brain.theirMove(h.lost(), h.heard());
        } else if (e instanceof Event.Heard h) {
            brain.heard(h.heard());
        }
    }

    private void tryNext() {
        int move = brain == null ? Move.NONE : brain.nextAttempt();
        if (move == Move.NONE) {
            commands.accept(new Command.Resign(false));
            return;
        }
        seat.sent();
        commands.accept(move == Opponent.ASK_ANY ? new Command.AskAny() : new Command.Play(move));
    }

    /** Every move its men could make if the enemy's men were where they would allow it. */
    static List<Integer> candidates(OwnMen men) {
        return Candidates.of(men);
    }
}
