package ks.engine.belief.region;

import java.util.List;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Hearing;
import ks.engine.referee.RuleSet;
import ks.engine.referee.TurnGate;
import ks.engine.referee.Verdict;

/**
 * For each enemy man (its king, each pawn by the square it started on, each piece by its kind and
 * first square), the set of squares it may stand on given everything one player was told: a
 * factored belief, kept beside the sample of whole positions. It is sound, never tight: every
 * update keeps every square the man could be on. Each enemy turn any man may have moved, so each
 * grows by its moves over our men (a pawn only forward, or by a capture of ours; a pawn that may
 * have reached the last rank grows as any piece from there); a capture of our man puts the man
 * that made it on that square, and leaves every man that could not have made it where it was;
 * our accepted moves empty the squares our man passed and stands on; our captures take a man off
 * (which one, when the words leave several, is not known: each keeps its squares but that one);
 * checks, no check, no pawn tries, and the board's refusals of our moves narrow where they
 * soundly can (a refusal only when no pin or check could explain it). Fed the same news as
 * {@code Belief}; pure, no I/O. The state is {@link Men}; the growth by enemy moves is
 * {@link Growth}, the narrowing by our news {@link Narrowing}.
 */
public final class ManRegions {

    private final int colour;
    private final int enemy;
    private final Men m;
    /** Our turn's rules as the referee keeps them, to tell a refusal by the board from one by the rules. */
    private final TurnGate gate;
    private OwnMen men;
    /** Our pawn that has just moved two squares (the enemy may take it en passant), or {@link Square#NONE}. */
    private int doublePushed;
    private boolean enemyInCheck;
    /** Enemy men our captures have taken, whichever they were. */
    private int takenByUs;
    private boolean weInCheck;

    /** The regions of the enemy of {@code colour} in a game from {@code start} under {@code rules}, where every man is seen. */
    public ManRegions(Position start, int colour, RuleSet rules) {
        this.colour = colour;
        this.gate = new TurnGate(rules);
        this.enemy = Color.opposite(colour);
        this.m = new Men(start, enemy);
        this.men = OwnMen.of(start, colour);
        int ep = start.enPassantSquare();
        this.doublePushed = ep >= 0 && start.sideToMove() == enemy ? ep + Growth.forward(colour) : Square.NONE;
    }

    /** The enemy men it keeps (gone ones included). */
    public int size() {
        return m.count;
    }

    /** The kind man {@code i} started as. */
    public int kind(int i) {
        return m.kind[i];
    }

    /** The square man {@code i} started on. */
    public int origin(int i) {
        return m.origin[i];
    }

    /** Every square man {@code i} may stand on, as whatever it may be now; 0 once it is surely taken. */
    public long squares(int i) {
        return m.where(i);
    }

    /** The squares on which pawn {@code i} may still be a pawn (for a piece, its squares). */
    public long asStarted(int i) {
        return m.squares[i];
    }

    /**
     * How many men the enemy has left, counting the captures we were told of, whichever of the men
     * not {@link #gone} they are: exact where the taker is told (every rule set but wolfe), at most
     * under wolfe.
     */
    public int menLeft() {
        return m.count - takenByUs;
    }

    /** Whether man {@code i} is surely taken. */
    public boolean gone(int i) {
        return m.gone[i];
    }

    /**
     * Whether {@code p} puts every enemy man on a square some live region of its kind holds (a
     * promoted pawn's part holds any piece but a king): false for a guess the news rules out, never
     * for the true board.
     */
    public boolean admits(Position p) {
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            for (long b = p.pieces(enemy, t); b != 0; b &= b - 1) {
                if (!m.holds(t, Long.numberOfTrailingZeros(b))) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * {@code p} with each enemy man that stands on no square a region of its kind holds moved to the
     * nearest free square one does (by king steps; the first found on ties): a guess the news rules
     * out, made to fit every region; null when some such man has no square to go to.
     */
    public Position mended(Position p) {
        Position q = p;
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            for (long b = p.pieces(enemy, t); b != 0; b &= b - 1) {
                int from = Long.numberOfTrailingZeros(b);
                if (m.holds(t, from)) {
                    continue;
                }
                Position moved = null;
                for (int d = 1; d < 8 && moved == null; d++) {
                    for (int to = 0; to < 64 && moved == null; to++) {
                        if (steps(from, to) == d && m.holds(t, to) && q.pieceTypeAt(to) == PieceType.NONE) {
                            moved = q.withManMoved(from, to, p.castlingRights());
                        }
                    }
                }
                if (moved == null) {
                    return null;
                }
                q = moved;
            }
        }
        return q;
    }

    /** Whether a live man that may be of kind {@code type} has {@code sq} in its region. */
    public boolean holds(int type, int sq) {
        return m.holds(type, sq);
    }

    /** Our men as the news has left them. */
    public OwnMen ourMen() {
        return men;
    }

    /** Our attempt (as the umpire understood it) and its verdict; a null verdict is the answer to our "any?". */
    public void ourAttempt(int move, Verdict verdict, List<Announcement> heard) {
        if (verdict == null) {
            Boolean yes = Heard.answer(heard);
            if (yes != null) {
                gate.anyAnswered(yes);
            }
            if (Heard.noTries(heard, colour)) {
                Narrowing.noPawnCapturesOfOurs(m, men, weInCheck);
            }
            return;
        }
        boolean byRules = gate.screen(men, move, new Hearing()) != null;
        if (verdict == Verdict.ILLEGAL && !byRules) {
            gate.refusedByBoard(men, move);
            Narrowing.refusedByBoard(m, men, colour, weInCheck, move);
        }
        if (verdict != Verdict.LEGAL) {
            return;
        }
        gate.moved();
        int from = Move.from(move);
        int to = Move.to(move);
        int type = men.typeAt(from);
        long emptied = Bitboards.bit(to) | Moves.passed(men, type, from, to);
        int taken = Heard.takenSquare(colour, type, move, heard);
        if (taken >= 0) {
            takenByUs++;
            Narrowing.takeOff(m, taken, Heard.captured(heard));
            emptied |= Bitboards.bit(taken);
        }
        m.keepOnly(~emptied);
        men = men.after(move);
        doublePushed = type == PieceType.PAWN && Math.abs(to - from) == 16 ? to : Square.NONE;
        enemyInCheck = Heard.check(heard);
        m.narrowKing(enemyInCheck ? Checks.squaresChecked(men, heard) : ~surelyAttacked());
        if (Heard.noTries(heard, enemy)) {
            Narrowing.noPawnCapturesOfTheirs(m, men, enemy, enemyInCheck);
        }
    }

    /** The enemy's move, with what we heard of it and the square of our man it took ({@code lost}, -1 when none). */
    public void theirMove(int lost, List<Announcement> heard) {
        boolean promotes = heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.PROMOTION);
        if (lost >= 0) {
            Growth.captureOf(m, enemy, men, lost, doublePushed, promotes);
            men = men.without(lost);
        } else {
            Growth.quietMove(m, enemy, men, promotes);
        }
        doublePushed = Square.NONE;
        m.keepOnly(~men.occupancy());
        m.narrowKing(~surelyAttacked());
        weInCheck = Heard.check(heard);
        if (Heard.noTries(heard, colour)) {
            Narrowing.noPawnCapturesOfOurs(m, men, weInCheck);
        }
    }

    /** What we heard of the enemy's turn besides its move: the answer to its "any?" narrows its pawns. */
    public void theirNews(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ANY_ANSWER && Boolean.FALSE.equals(a.anyTries())) {
                Narrowing.noPawnCapturesOfTheirs(m, men, enemy, enemyInCheck);
            }
        }
    }

    /** King steps from {@code a} to {@code b}. */
    private static int steps(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }

    /** Every square our men attack whatever the enemy's men ({@link Checks#surelyAttacked}). */
    private long surelyAttacked() {
        return Checks.surelyAttacked(men, m.allButKing());
    }
}
