package ks.engine.belief.region;

import java.util.List;
import ks.engine.Attacks;
import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.Announcement;
import ks.engine.referee.Capture;
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
 * {@code Belief}; pure, no I/O.
 */
public final class ManRegions {

    private final int colour;
    private final int enemy;
    private final int count;
    private final int[] kind;
    private final int[] origin;
    /** Where each man may stand as the kind it started as (a pawn: as a pawn). */
    private final long[] squares;
    /** Where a pawn may stand as the piece it may have promoted to; 0 for the others. */
    private final long[] promoted;
    private final boolean[] gone;
    private final int king;
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
        this.count = Long.bitCount(start.occupancy(enemy));
        this.kind = new int[count];
        this.origin = new int[count];
        this.squares = new long[count];
        this.promoted = new long[count];
        this.gone = new boolean[count];
        int i = 0;
        int kingIndex = -1;
        for (long b = start.occupancy(enemy); b != 0; b &= b - 1) {
            int sq = Long.numberOfTrailingZeros(b);
            kind[i] = start.pieceTypeAt(sq);
            origin[i] = sq;
            squares[i] = Bitboards.bit(sq);
            if (kind[i] == PieceType.KING) {
                kingIndex = i;
            }
            i++;
        }
        this.king = kingIndex;
        this.men = OwnMen.of(start, colour);
        int ep = start.enPassantSquare();
        this.doublePushed = ep >= 0 && start.sideToMove() == enemy ? ep + forward(colour) : Square.NONE;
    }

    /** The enemy men it keeps (gone ones included). */
    public int size() {
        return count;
    }

    /** The kind man {@code i} started as. */
    public int kind(int i) {
        return kind[i];
    }

    /** The square man {@code i} started on. */
    public int origin(int i) {
        return origin[i];
    }

    /** Every square man {@code i} may stand on, as whatever it may be now; 0 once it is surely taken. */
    public long squares(int i) {
        return squares[i] | promoted[i];
    }

    /** The squares on which pawn {@code i} may still be a pawn (for a piece, its squares). */
    public long asStarted(int i) {
        return squares[i];
    }

    /**
     * How many men the enemy has left, counting the captures we were told of, whichever of the men
     * not {@link #gone} they are: exact where the taker is told (every rule set but wolfe), at most
     * under wolfe.
     */
    public int menLeft() {
        return count - takenByUs;
    }

    /** Whether man {@code i} is surely taken. */
    public boolean gone(int i) {
        return gone[i];
    }

    /**
     * Whether {@code p} puts every enemy man on a square some live region of its kind holds (a
     * promoted pawn's part holds any piece but a king): false for a guess the news rules out, never
     * for the true board.
     */
    public boolean admits(Position p) {
        for (int t = PieceType.PAWN; t <= PieceType.KING; t++) {
            for (long b = p.pieces(enemy, t); b != 0; b &= b - 1) {
                if (!holds(t, Long.numberOfTrailingZeros(b))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether a live man that may be of kind {@code type} has {@code sq} in its region. */
    public boolean holds(int type, int sq) {
        for (int i = 0; i < count; i++) {
            boolean kindFits = kind[i] == type
                    || kind[i] == PieceType.PAWN && type != PieceType.KING && type != PieceType.PAWN;
            long where = type == PieceType.PAWN || kind[i] != PieceType.PAWN ? squares[i] : promoted[i];
            if (!gone[i] && kindFits && Bitboards.contains(where, sq)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Every square the enemy king could step to from some square of its region, and every square an
     * enemy pawn could take on from some square of its region as a pawn: where a man of ours may be
     * taken by a king or pawn whatever the guesses say.
     */
    public long kingAndPawnReach() {
        long reach = 0;
        for (int i = 0; i < count; i++) {
            if (gone[i]) {
                continue;
            }
            if (i == king) {
                for (long b = squares[i]; b != 0; b &= b - 1) {
                    reach |= Attacks.king(Long.numberOfTrailingZeros(b));
                }
            } else if (kind[i] == PieceType.PAWN) {
                reach |= Moves.pawnAttackers(colour, squares[i]);
            }
        }
        return reach;
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
                noPawnCapturesOfOurs();
            }
            return;
        }
        boolean byRules = gate.screen(men, move, new Hearing()) != null;
        if (verdict == Verdict.ILLEGAL && !byRules) {
            gate.refusedByBoard(men, move);
            refusedByBoard(move);
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
            takeOff(taken, Heard.captured(heard));
            emptied |= Bitboards.bit(taken);
        }
        keepOnly(~emptied);
        men = men.after(move);
        doublePushed = type == PieceType.PAWN && Math.abs(to - from) == 16 ? to : Square.NONE;
        enemyInCheck = Heard.check(heard);
        narrowKing(enemyInCheck ? Checks.squaresChecked(men, heard) : ~surelyAttacked());
        if (Heard.noTries(heard, enemy)) {
            noPawnCapturesOfTheirs();
        }
    }

    /**
     * Our {@code move}, refused by the board. Unless our king is in check, or the man that moved
     * stands on a line through our king (it might be pinned), or is the king: a pawn's capture
     * finds no enemy man on its square; a pawn's step or a slider's move is blocked by some enemy
     * man on the squares it would pass or (a pawn) land on, and when one man alone may stand there,
     * it does. A knight's refusal is then impossible, and tells nothing.
     */
    private void refusedByBoard(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int type = men.typeAt(from);
        if (weInCheck || type == PieceType.KING || type == PieceType.KNIGHT || type == PieceType.NONE
                || Bitboards.contains(Attacks.queen(men.king(), 0), from)) {
            return;
        }
        if (type == PieceType.PAWN && Bitboards.contains(Attacks.pawn(colour, from), to)) {
            keepOnly(~Bitboards.bit(to));
            return;
        }
        long blocking = Bitboards.between(from, to) | (type == PieceType.PAWN ? Bitboards.bit(to) : 0);
        int blockers = 0;
        int only = -1;
        for (int i = 0; i < count; i++) {
            if (!gone[i] && ((squares[i] | promoted[i]) & blocking) != 0) {
                blockers++;
                only = i;
            }
        }
        if (blockers == 1) {
            squares[only] &= blocking;
            promoted[only] &= blocking;
        }
    }

    /** The enemy's move, with what we heard of it and the square of our man it took ({@code lost}, -1 when none). */
    public void theirMove(int lost, List<Announcement> heard) {
        boolean promotes = heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.PROMOTION);
        if (lost >= 0) {
            captureOf(lost, promotes);
            men = men.without(lost);
        } else {
            quietMove(promotes);
        }
        doublePushed = Square.NONE;
        keepOnly(~men.occupancy());
        narrowKing(~surelyAttacked());
        weInCheck = Heard.check(heard);
        if (Heard.noTries(heard, colour)) {
            noPawnCapturesOfOurs();
        }
    }

    /** What we heard of the enemy's turn besides its move: the answer to its "any?" narrows its pawns. */
    public void theirNews(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ANY_ANSWER && Boolean.FALSE.equals(a.anyTries())) {
                noPawnCapturesOfTheirs();
            }
        }
    }

    /** An enemy move that took nothing: every man may have moved (with a promotion heard, only a pawn, onto the last rank). */
    private void quietMove(boolean promotes) {
        long occupied = men.occupancy();
        long last = lastRank();
        for (int i = 0; i < count; i++) {
            if (gone[i]) {
                continue;
            }
            if (kind[i] == PieceType.PAWN) {
                long pushes = Moves.pawnPushes(enemy, squares[i], occupied);
                long moved = promotes ? 0 : Moves.pieceReach(promoted[i], occupied);
                promoted[i] |= pushes & last | moved;
                if (!promotes) {
                    squares[i] |= pushes & ~last;
                }
            } else if (!promotes) {
                squares[i] |= Moves.reach(kind[i], enemy, squares[i], occupied);
            }
        }
    }

    /**
     * An enemy move that took our man on {@code lost}: the man that made it now stands there (or,
     * en passant, behind it), and every other stands where it stood. Each man that could have made
     * it may be there; one alone that could is there.
     */
    private void captureOf(int lost, boolean promotes) {
        long occupied = men.occupancy();
        long target = Bitboards.bit(lost);
        long last = lastRank();
        long defended = surelyAttacked(men.without(lost), Bitboards.bit(lost));
        long[] asPawn = new long[count];
        long[] asPiece = new long[count];
        int candidates = 0;
        int only = -1;
        for (int i = 0; i < count; i++) {
            if (gone[i]) {
                continue;
            }
            if (kind[i] == PieceType.PAWN) {
                long takes = Moves.pawnAttackers(enemy, target) & squares[i];
                long lands = takes != 0 ? target : 0;
                if (lost == doublePushed && (squares[i] & Moves.besides(lost)) != 0) {
                    lands |= Bitboards.bit(lost + forward(enemy));
                }
                asPiece[i] = lands & last;
                asPawn[i] = promotes ? 0 : lands & ~last;
                if (!promotes && (Moves.pieceReach(target, occupied) & promoted[i]) != 0) {
                    asPiece[i] |= target;
                }
            } else if (!promotes && Moves.reaches(kind[i], squares[i], occupied, lost)
                    && !(kind[i] == PieceType.KING && Bitboards.contains(defended, lost))) {
                asPiece[i] = target;
            }
            if ((asPawn[i] | asPiece[i]) != 0) {
                candidates++;
                only = i;
            }
        }
        for (int i = 0; i < count; i++) {
            if ((asPawn[i] | asPiece[i]) == 0) {
                continue;
            }
            boolean pieceKind = kind[i] != PieceType.PAWN;
            if (candidates == 1 && i == only) {
                squares[i] = pieceKind ? asPiece[i] : asPawn[i];
                promoted[i] = pieceKind ? 0 : asPiece[i];
            } else {
                squares[i] |= pieceKind ? asPiece[i] : asPawn[i];
                promoted[i] |= pieceKind ? 0 : asPiece[i];
            }
        }
    }

    /**
     * Our capture on {@code square}: one man standing there is taken. With one man that may stand
     * there (of the kind heard, when heard) it is gone; otherwise none is known gone, and the
     * square is taken out of every man's squares by the caller.
     */
    private void takeOff(int square, Capture.Kind heardKind) {
        int candidates = 0;
        int only = -1;
        for (int i = 0; i < count; i++) {
            if (gone[i] || i == king) {
                continue;
            }
            boolean asPawn = kind[i] == PieceType.PAWN && Bitboards.contains(squares[i], square);
            boolean asPiece = kind[i] == PieceType.PAWN ? Bitboards.contains(promoted[i], square)
                    : Bitboards.contains(squares[i], square);
            boolean fits = heardKind == null ? asPawn || asPiece
                    : heardKind == Capture.Kind.PAWN ? asPawn : asPiece;
            if (fits) {
                candidates++;
                only = i;
            }
        }
        if (candidates == 1) {
            removeMan(only);
        }
    }

    /** Every square our men attack whatever the enemy's men ({@link Checks#surelyAttacked}). */
    private long surelyAttacked() {
        return surelyAttacked(men, 0);
    }

    private long surelyAttacked(OwnMen ours, long alsoOccupied) {
        long maybe = alsoOccupied;
        for (int i = 0; i < count; i++) {
            maybe |= i != king ? squares[i] | promoted[i] : 0;
        }
        return Checks.surelyAttacked(ours, maybe);
    }

    /**
     * No pawn capture for us (no tries, or "no" to our "any?"): no enemy man stands where one of our
     * pawns could take it, unless that pawn may be pinned (on a line through our king) or we are
     * in check, when a capture there could be illegal and so not counted.
     */
    private void noPawnCapturesOfOurs() {
        if (weInCheck) {
            return;
        }
        keepOnly(~Moves.surelyTakenByOurPawns(men));
    }

    /**
     * No pawn capture for the enemy: none of its pawns stands where it could take one of our men,
     * unless it may be pinned (on a line of one of our rooks, bishops or queens) or it is in check.
     */
    private void noPawnCapturesOfTheirs() {
        if (enemyInCheck) {
            return;
        }
        long wouldTake = Moves.surelyTakingPawnSquares(men, enemy);
        for (int i = 0; i < count; i++) {
            if (!gone[i] && kind[i] == PieceType.PAWN) {
                squares[i] &= ~wouldTake;
                settle(i);
            }
        }
    }

    private void narrowKing(long kept) {
        if (king >= 0) {
            squares[king] &= kept;
        }
    }

    private void keepOnly(long kept) {
        for (int i = 0; i < count; i++) {
            if (!gone[i]) {
                squares[i] &= kept;
                promoted[i] &= kept;
                settle(i);
            }
        }
    }

    /** A man with no square left is taken (the king never: an empty king's region is a broken assumption, kept visible). */
    private void settle(int i) {
        if (i != king && (squares[i] | promoted[i]) == 0) {
            gone[i] = true;
        }
    }

    private void removeMan(int i) {
        squares[i] = 0;
        promoted[i] = 0;
        gone[i] = true;
    }

    private long lastRank() {
        return Bitboards.RANK_1 << (8 * OwnMen.lastRank(enemy));
    }

    private static int forward(int side) {
        return side == Color.WHITE ? 8 : -8;
    }
}
