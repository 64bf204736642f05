package ks.engine.referee;

import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.Position;

/**
 * The referee of one game: it holds the full board, judges each attempted move
 * ({@link #attempt}), answers "any?" ({@link #askAny}) and says what each player hears under its
 * {@link RuleSet}. The per-turn state the rules need (the failed pawn-capture attempts counted
 * against the pawn-try limit, the pawn try owed after a "yes") is kept by its {@link TurnGate},
 * which also refuses what the mover's own men refuse. Deterministic:
 * the same start, rule set and calls give the same rulings. Not thread-safe.
 */
public final class Referee {

    private final Position position;
    private final RuleSet rules;
    private final MoveList legal = new MoveList();
    /** The mover's own men and castling rights: what "impossible" is judged by. */
    private OwnMen moversMen;
    private Facts facts;
    private Outcome outcome;
    /** What the mover's men and this turn's history decide: impossible, owed and limited pawn tries. */
    private final TurnGate gate;

    /** A referee for a game from {@code start} (copied; the caller's position is not touched). */
    public Referee(Position start, RuleSet rules) {
        this.position = start.copy();
        this.rules = rules;
        this.gate = new TurnGate(rules);
        this.moversMen = OwnMen.toMove(position);
        this.facts = Umpire.facts(position, null, false, legal);
        this.outcome = facts.result();
    }

    /**
     * Judges an attempt by the side to move. An impossible or illegal attempt leaves the position
     * as it was; a legal one is played. Throws {@link IllegalStateException} once the game is over.
     */
    public Ruling attempt(int move) {
        if (isOver()) {
            throw new IllegalStateException("the game is over (" + outcome + ")");
        }
        int mover = position.sideToMove();
        move = TurnGate.withDefaultPromotion(moversMen, move);
        Hearing hearing = new Hearing();
        Verdict refused = gate.screen(moversMen, move, hearing);
        if (refused != null) {
            return refusal(move, mover, refused, hearing);
        }
        int played = legal.find(move);
        if (played == Move.NONE) {
            rules.refused(Verdict.ILLEGAL, mover, hearing);
            if (gate.refusedByBoard(moversMen, move) && !hasMoveBesidesPawnCaptures()) {
                outcome = position.inCheck() ? Outcome.CHECKMATE : Outcome.STALEMATE;
                rules.gameOver(outcome, mover, hearing);
            }
            return refusal(move, mover, Verdict.ILLEGAL, hearing);
        }
        Capture capture = Umpire.captureOf(position, played);
        position.make(played);
        this.moversMen = OwnMen.toMove(position);
        facts = Umpire.facts(position, capture, Move.isPromotion(played), legal);
        outcome = facts.result();
        gate.moved();
        rules.moveMade(facts, hearing);
        rules.turnStarts(facts, hearing);
        Announcements heard = hearing.done();
        return new Ruling(played, mover, Verdict.LEGAL, facts, outcome, heard.white(), heard.black());
    }

    /**
     * Whether {@link #attempt} would play this attempt by the side to move (false once the game is
     * over); judges it without changing anything or saying anything.
     */
    public boolean wouldAccept(int move) {
        if (isOver()) {
            return false;
        }
        move = TurnGate.withDefaultPromotion(moversMen, move);
        return !gate.wouldRefuse(moversMen, move) && legal.find(move) != Move.NONE;
    }

    /**
     * The mover asks "any pawn captures?". Answered to both players under rule sets that have
     * the question (a "yes" may oblige a pawn-capture attempt); nothing is said under the others
     * or once the game is over. One question a turn: a second one is refused to the asker alone
     * and changes nothing (a "yes" already owed stays owed, a discharged one is not re-imposed).
     */
    public Announcements askAny() {
        if (rules.anyQuestion() == AnyQuestion.NONE || isOver()) {
            return Announcements.NONE;
        }
        if (gate.askedThisTurn()) {
            Hearing hearing = new Hearing();
            rules.anyAskedAgain(position.sideToMove(), hearing);
            return hearing.done();
        }
        boolean yes = facts.pawnTries() > 0;
        gate.anyAnswered(yes);
        Hearing hearing = new Hearing();
        rules.anyAsked(position.sideToMove(), yes, hearing);
        return hearing.done();
    }

    /**
     * What the players hear as the current turn begins: at the start of the game, or again (the
     * same words the last legal ruling ended with) for a player who reconnects.
     */
    public Announcements turnStart() {
        Hearing hearing = new Hearing();
        rules.turnStarts(facts, hearing);
        return hearing.done();
    }

    /** The facts of the current position (capture and promotion of the move that reached it). */
    public Facts facts() {
        return facts;
    }

    /** A copy of the full board. */
    public Position position() {
        return position.copy();
    }

    /**
     * The full board's FEN, read from the board itself: what a replay commits to each ply, without
     * the copy of the position (its move history included) that {@link #position} makes.
     */
    public String fen() {
        return position.toFen();
    }

    public RuleSet rules() {
        return rules;
    }

    public int sideToMove() {
        return position.sideToMove();
    }

    /** How the game stands: {@link Outcome#NONE} while it goes on. */
    public Outcome outcome() {
        return outcome;
    }

    public boolean isOver() {
        return outcome != Outcome.NONE;
    }

    /** Whether the mover has asked "any?" this turn (a second question is refused). */
    public boolean askedThisTurn() {
        return gate.askedThisTurn();
    }

    /** Whether the mover must attempt a pawn capture before anything else (after a "yes" under such rules). */
    public boolean owesPawnTry() {
        return gate.owesPawnTry();
    }

    /** Failed pawn-capture attempts left this turn before pawn captures are refused; -1 when there is no limit. */
    public int pawnTriesLeft() {
        return gate.pawnTriesLeft();
    }

    private Ruling refusal(int move, int mover, Verdict verdict, Hearing hearing) {
        Announcements heard = hearing.done();
        return new Ruling(move, mover, verdict, null, outcome, heard.white(), heard.black());
    }

    private boolean hasMoveBesidesPawnCaptures() {
        for (int i = 0, n = legal.size(); i < n; i++) {
            int m = legal.get(i);
            if (!TurnGate.isPawnCapture(moversMen, m)) {
                return true;
            }
        }
        return false;
    }
}
