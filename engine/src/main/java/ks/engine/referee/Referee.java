package ks.engine.referee;

import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/**
 * The referee of one game: it holds the full board, judges each attempted move
 * ({@link #attempt}), answers "any?" ({@link #askAny}) and says what each player hears under its
 * {@link RuleSet}. It also keeps the per-turn state the rules need: the failed pawn-capture
 * attempts counted against the pawn-try limit and the pawn try owed after a "yes". Deterministic:
 * the same start, rule set and calls give the same rulings. Not thread-safe.
 */
public final class Referee {

    private static final int NO_TRY = -1;

    private final Position position;
    private final RuleSet rules;
    private final MoveList legal = new MoveList();
    /** The mover's own men and castling rights: what "impossible" is judged by. */
    private OwnMen moversMen;
    private Facts facts;
    private Outcome outcome;
    /** This turn's distinct failed pawn-capture attempts, as from * 64 + to. */
    private final int[] failedPawnTries;
    private int failedCount;
    private boolean owesPawnTry;
    /** Whether the mover has asked "any?" this turn: one question a turn. */
    private boolean askedThisTurn;

    /** A referee for a game from {@code start} (copied; the caller's position is not touched). */
    public Referee(Position start, RuleSet rules) {
        this.position = start.copy();
        this.rules = rules;
        this.failedPawnTries = new int[rules.pawnTryLimit()];
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
        move = withDefaultPromotion(move);
        Hearing hearing = new Hearing();
        if (!moversMen.canMake(move)) {
            rules.refused(Verdict.IMPOSSIBLE, mover, hearing);
            return refusal(move, mover, Verdict.IMPOSSIBLE, hearing);
        }
        boolean pawnCapture = isPawnCapture(move);
        if (owesPawnTry && !pawnCapture) {
            rules.pawnTryOwed(mover, hearing);
            return refusal(move, mover, Verdict.ILLEGAL, hearing);
        }
        if (pawnCapture) {
            owesPawnTry = false;
        }
        boolean limited = pawnCapture && rules.pawnTryLimit() > 0;
        if (limited && failedCount >= rules.pawnTryLimit()) {
            rules.refused(Verdict.ILLEGAL, mover, hearing);
            return refusal(move, mover, Verdict.ILLEGAL, hearing);
        }
        int played = legal.find(move);
        if (played == Move.NONE) {
            rules.refused(Verdict.ILLEGAL, mover, hearing);
            if (limited && countFailedTry(move) && failedCount == rules.pawnTryLimit() && !hasMoveBesidesPawnCaptures()) {
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
        failedCount = 0;
        askedThisTurn = false;
        rules.moveMade(facts, hearing);
        rules.turnStarts(facts, hearing);
        Announcements heard = hearing.done();
        return new Ruling(played, mover, Verdict.LEGAL, facts, outcome, heard.white(), heard.black());
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
        if (askedThisTurn) {
            Hearing hearing = new Hearing();
            rules.anyAskedAgain(position.sideToMove(), hearing);
            return hearing.done();
        }
        askedThisTurn = true;
        boolean yes = facts.pawnTries() > 0;
        if (yes && rules.anyQuestion() == AnyQuestion.OWES_PAWN_TRY) {
            owesPawnTry = true;
        }
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
        return askedThisTurn;
    }

    /** Whether the mover must attempt a pawn capture before anything else (after a "yes" under such rules). */
    public boolean owesPawnTry() {
        return owesPawnTry;
    }

    /** Failed pawn-capture attempts left this turn before pawn captures are refused; -1 when there is no limit. */
    public int pawnTriesLeft() {
        int limit = rules.pawnTryLimit();
        return limit == 0 ? NO_TRY : limit - failedCount;
    }

    private Ruling refusal(int move, int mover, Verdict verdict, Hearing hearing) {
        Announcements heard = hearing.done();
        return new Ruling(move, mover, verdict, null, outcome, heard.white(), heard.black());
    }

    /** Records a failed pawn-capture attempt; false when the same from-to failed before this turn. */
    private boolean countFailedTry(int move) {
        int key = Move.from(move) * 64 + Move.to(move);
        for (int i = 0; i < failedCount; i++) {
            if (failedPawnTries[i] == key) {
                return false;
            }
        }
        failedPawnTries[failedCount++] = key;
        return true;
    }

    private boolean hasMoveBesidesPawnCaptures() {
        for (int i = 0, n = legal.size(); i < n; i++) {
            int m = legal.get(i);
            if (!isPawnCapture(m)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the attempt is a pawn's diagonal step by the mover: a pawn-capture attempt. */
    private boolean isPawnCapture(int move) {
        int from = Move.from(move);
        return Bitboards.contains(moversMen.men(PieceType.PAWN), from)
                && Bitboards.contains(Attacks.pawn(moversMen.color(), from), Move.to(move));
    }

    private int withDefaultPromotion(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        boolean pawn = position.pieceTypeAt(from) == PieceType.PAWN && position.colorAt(from) == position.sideToMove();
        boolean lastRank = Square.rank(to) == (position.sideToMove() == Color.WHITE ? 7 : 0);
        return pawn && lastRank && !Move.isPromotion(move) ? Move.of(from, to, PieceType.QUEEN) : move;
    }
}
