package ks.app.seat;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongSupplier;
import ks.app.belief.BackgroundBelief;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.belief.BeliefMap;
import ks.engine.notation.Perspective;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;
import ks.engine.view.PlayerView;
import ks.engine.view.Tokens;
import ks.net.protocol.Event;
import ks.net.protocol.Terms;

/**
 * One player's place at the game: what that player knows for certain (its own men, whose turn
 * it is, what the umpire said this turn and last, what it lost, its own last move) built only
 * from the events its session delivered, with squares named the way the player reads them
 * ({@link SquareNames}). Both the dumb terminal and the full-screen board read it; neither keeps
 * its own copy of the game. It also knows whether the player's last command still waits for the
 * session's reply, so a console reading a script takes the next line only after it.
 */
public final class Seat {

    private final Perspective perspective;
    /** What the player may believe of the enemy's men, from the player's own events only; null for the built-in opponent. */
    private final BackgroundBelief belief;
    private SquareNames names = SquareNames.ORDINARY;
    private String me = "";
    private String opponent = "";
    private int colour = Color.WHITE;
    private Terms terms;
    private OwnMen men;
    private boolean myTurn;
    private boolean waiting;
    private boolean started;
    private Event.Over over;
    private final HeardLines lines = new HeardLines();
    private final List<Integer> lost = new ArrayList<>();
    private final KeptView view = new KeptView();
    private int lastMove = Move.NONE;
    /** Commands sent whose reply (a note, or the end) has not come yet. */
    private int repliesDue;
    /** Whether this player proposed to adjourn and the game has not ended since. */
    private boolean adjourning;
    /** Whether the link to the opponent is down and the session searches for it (its notes say so). */
    private boolean reconnecting;
    private final ClockFace clocks;
    /** Moves made so far, and the moves the last clocks we were given count (-1: none yet). */
    private int plies;
    private int clockPlies = -1;

    /** A seat whose player reads squares by their ordinary names, and keeps no belief (the built-in opponent's). */
    public Seat() {
        this(Perspective.WHITE_SIDE, null);
    }

    /** A person's seat: squares named from {@code perspective}, and a belief of the enemy's men worked out on its own thread. */
    public Seat(Perspective perspective) {
        this(perspective, BackgroundBelief.onItsOwnThread());
    }

    /** A person's seat whose belief is {@code belief} (null: none). */
    Seat(Perspective perspective, BackgroundBelief belief) {
        this(perspective, belief, System::nanoTime);
    }

    /** The same, its clocks run on by {@code nanoTime}. */
    Seat(Perspective perspective, BackgroundBelief belief, LongSupplier nanoTime) {
        this.perspective = perspective;
        this.belief = belief;
        this.clocks = new ClockFace(nanoTime);
    }

    /** Takes in one event; call it for every event, in order, before showing it. */
    public synchronized void apply(Event e) {
        if (belief != null) {
            belief.heard(e);
        }
        if (e instanceof Event.Started s) {
            me = s.me();
            opponent = s.opponent();
            colour = s.colour();
            names = new SquareNames(perspective, colour);
            terms = s.terms();
            Position start = Position.fromFen(s.startFen());
            men = OwnMen.of(start, colour);
            myTurn = start.sideToMove() == colour;
            started = true;
            view.start(men, start.sideToMove(), terms);
        } else if (e instanceof Event.Answered a) {
            waiting = false;
            if (a.verdict() == Verdict.LEGAL) {
                plies++;
                view.ourMove(a);
                men = men.after(a.move());
                lastMove = a.move();
                myTurn = false;
                lines.turnOver();
            }
            if (a.verdict() == null) {
                view.ourQuestion(a);
            }
            lines.heard(a.heard(), names);
        } else if (e instanceof Event.Heard h) {
            if (h.moved()) {
                plies++;
                view.theirMove(h, men);
            }
            if (h.lost() >= 0) {
                lost.add(men.typeAt(h.lost()));
                men = men.without(h.lost());
            }
            if (h.moved()) {
                // A move that ends the game (the end follows) gives nobody the turn.
                myTurn = h.heard().stream().noneMatch(a -> a.kind() == Announcement.Kind.GAME_OVER);
                lines.turnOver();
            }
            Announcement refused = HeardLines.theirRefusal(h);
            if (refused != null) {
                lines.foldTheirTry(refused, opponent, names);
            } else {
                lines.heard(h.heard(), names);
            }
        } else if (e instanceof Event.Clocks c) {
            clocks.set(c);
            clockPlies = c.state().whiteMoves() + c.state().blackMoves();
        } else if (e instanceof Event.Note n) {
            repliesDue = Math.max(0, repliesDue - 1);
            reconnecting = n.link() == Event.Link.SAME ? reconnecting : n.link() == Event.Link.DOWN;
        } else if (e instanceof Event.Over o) {
            over = o;
            if (belief != null) {
                belief.close();
            }
            if (o.adjourned()) {
                clocks.stand();
            } else {
                clocks.stop();
            }
            myTurn = false;
            waiting = false;
            repliesDue = 0;
        }
        notifyAll();
    }

    /**
     * The chances of the enemy's men on each square by the last belief finished, or
     * {@link BeliefMap#EMPTY} when there is none (the built-in opponent's seat, the game over, none
     * finished yet, or a belief that could not follow: a bug of ours, which the game survives
     * without shading). Never waits for the belief.
     */
    public BeliefMap belief() {
        BackgroundBelief.Latest latest = latestBelief();
        return latest == null ? BeliefMap.EMPTY : latest.map();
    }

    /** The last belief finished, with whether newer news is being taken in; null when there is none to show. */
    BackgroundBelief.Latest latestBelief() {
        synchronized (this) {
            if (belief == null || over != null) {
                return null;
            }
        }
        return belief.latest();
    }

    /** Runs {@code whenReady} each time a newer belief is finished (on the belief's thread). */
    public void onBeliefReady(Runnable whenReady) {
        if (belief != null) {
            belief.onReady(whenReady);
        }
    }

    /** Whether {@code e} tells only that the opponent tried a move that was refused. */
    public static boolean isTheirRefusal(Event e) {
        return e instanceof Event.Heard h && HeardLines.theirRefusal(h) != null;
    }

    /**
     * The opponent's refused tries in a row not yet printed, folded into one line (a view that
     * prints events as they come holds them back until something else is told), or empty.
     */
    public synchronized String untoldTries() {
        return lines.untoldTries();
    }

    /** Marks that an attempt is on its way to the umpire. */
    public synchronized void sent() {
        waiting = true;
    }

    /** Blocks while an attempt waits for the umpire's answer, until the game is over. */
    public synchronized void awaitAnswer() throws InterruptedException {
        while (waiting && over == null) {
            wait();
        }
    }

    /** Marks a command the session answers with a note (a draw offer, an adjournment) or the end. */
    public synchronized void replyDue() {
        repliesDue++;
    }

    /** Marks that this player proposed to adjourn: the opponent's agreement ends the game. */
    public synchronized void proposedToAdjourn() {
        adjourning = true;
    }

    /** Whether this player proposed to adjourn and the game has not ended since. */
    synchronized boolean adjourning() {
        return adjourning;
    }

    /**
     * Whether the link to the opponent is down while the session finds it again: a quit then ends
     * at once, the game saved and nothing resigned.
     */
    synchronized boolean reconnecting() {
        return reconnecting && over == null;
    }

    /**
     * If this player proposed to adjourn, waits up to {@code millis} for the game to end (the
     * opponent agreeing); returns whether it is over.
     */
    public synchronized boolean awaitAdjourned(long millis) throws InterruptedException {
        long until = System.nanoTime() + millis * 1_000_000;
        while (over == null && adjourning) {
            long left = until - System.nanoTime();
            if (left <= 0) {
                break;
            }
            wait(Math.max(1, left / 1_000_000));
        }
        return over != null;
    }

    /**
     * Blocks until it is this player's turn with no answer or reply pending (and, in a timed game,
     * the clocks for the move just made have come), or the game is over.
     */
    public synchronized void awaitReady() throws InterruptedException {
        while (over == null && (!started || !myTurn || waiting || repliesDue > 0 || clocksBehind())) {
            wait();
        }
    }

    /** Whether a timed game's clocks have not yet caught up with the moves (they follow each move's news). */
    private boolean clocksBehind() {
        return terms != null && terms.timeControl().timed() && clockPlies < plies;
    }

    /**
     * What the command line's prompt says while the game is on: whose move it is, in a timed game
     * led by both clocks as they read now. Once the game is over nobody is asked anything more (dumb
     * mode's prompt leaves the screen, the board says how to leave it), so no prompt says so.
     */
    public synchronized String prompt() {
        String clock = clockLine();
        return clock.isEmpty() ? turnPrompt() : "[" + clock + "] " + turnPrompt();
    }

    private String turnPrompt() {
        if (!started) {
            return "starting> ";
        }
        if (waiting) {
            return "waiting for the umpire> ";
        }
        return myTurn ? "your move> " : "waiting for " + opponent + lines.refusedSoFar() + "> ";
    }

    /** Both clocks as they read now, white first ({@code *alice 4:59 | bob 5:00}); empty in an untimed game. */
    public synchronized String clockLine() {
        return clocks.both(colour == Color.WHITE ? me : opponent, colour == Color.WHITE ? opponent : me);
    }

    /**
     * Both clocks as the last moves left them, white first, none running ({@code alice 0:54 | bob
     * 1:00}): how an adjourned game's clocks stand; empty in an untimed game.
     */
    public synchronized String standingClocks() {
        return clocks.standing(colour == Color.WHITE ? me : opponent, colour == Color.WHITE ? opponent : me);
    }

    /** The clocks exactly as {@code c} states them, white first. */
    public synchronized String statedClocks(Event.Clocks c) {
        return ClockFace.stated(c, colour == Color.WHITE ? me : opponent, colour == Color.WHITE ? opponent : me);
    }

    /** What the {@code time} command shows. */
    public synchronized String clockReport() {
        return clocks.describe(colour == Color.WHITE ? me : opponent, colour == Color.WHITE ? opponent : me);
    }

    /** How this player names squares. */
    public synchronized SquareNames names() {
        return names;
    }

    /** Our last move that stood, or {@link Move#NONE}. */
    public synchronized int lastMove() {
        return lastMove;
    }

    /** Blocks until the game is over. */
    public synchronized void awaitOver() throws InterruptedException {
        while (over == null) {
            wait();
        }
    }

    public synchronized boolean myTurn() {
        return myTurn && over == null;
    }

    public synchronized boolean started() {
        return started;
    }

    public synchronized Event.Over over() {
        return over;
    }

    public synchronized OwnMen men() {
        return men;
    }

    public synchronized int colour() {
        return colour;
    }

    public synchronized String me() {
        return me;
    }

    public synchronized String opponent() {
        return opponent;
    }

    public synchronized Terms terms() {
        return terms;
    }

    /** What this player may know and guess, or null before the game starts. */
    public synchronized PlayerView view() {
        return view.now(men, colour, myTurn);
    }

    /** The guess tokens to show ({@link BeliefTokens}); none before the game starts or once it is over. */
    public Tokens tokens() {
        PlayerView v;
        synchronized (this) {
            v = over == null ? view() : null;
        }
        if (v == null) {
            return Tokens.NONE;
        }
        return BeliefTokens.of(v.tokens(), latestBelief(), colour());
    }

    /** The types of our men the opponent has taken, in order. */
    synchronized List<Integer> lost() {
        return List.copyOf(lost);
    }

    public synchronized List<String> thisTurn() {
        return lines.thisTurn();
    }

    public synchronized List<String> lastTurn() {
        return lines.lastTurn();
    }

    /** Our men the opponent has taken, by type, as a short line ({@code lost: pawn, knight}). */
    public synchronized String lostLine() {
        if (lost.isEmpty()) {
            return "lost: nothing";
        }
        List<String> names = new ArrayList<>();
        for (int type : lost) {
            names.add(PieceType.name(type));
        }
        return "lost: " + String.join(", ", names);
    }
}
