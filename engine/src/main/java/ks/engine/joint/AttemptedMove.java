package ks.engine.joint;

import ks.engine.PieceType;
import ks.engine.circuit.Arithmetic;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Fills;
import ks.engine.circuit.Word;

/**
 * The mover's attempt judged inside the circuit, and the board after it. The attempt is
 * possible per se (the mover's own men allow it: that was judged locally, by the same rule as
 * the referee's); what is left is what the enemy men decide. A pawn push must land on an empty
 * square (both squares, for a double step), a pawn's diagonal step must take a man or capture en
 * passant, a slider's path must be free of enemy men, castling must not start in, pass through
 * or land in check nor cross an enemy man, and whatever the move, the mover's king must not be
 * attacked afterwards. From, to and the promotion are decoded here and the men moved here, so a
 * mover can supply nothing but its men and its move.
 */
final class AttemptedMove {

    private final CircuitBuilder b;
    private final int legal;
    private final Men moverAfter;
    private final Men opponentAfter;
    private final Word victimAfter;
    private final int captured;
    private final int capturedPawn;
    private final int enPassant;
    private final int promotes;
    private final int[] captureSquare;

    /**
     * {@code from} and {@code to} are 6-bit squares, {@code promotion} the piece as 2 bits (knight 0 to queen 3);
     * {@code victim} the opponent's pawn that just stepped two squares (none: zero).
     */
    AttemptedMove(Men mover, int[] from, int[] to, int[] promotion, Men opponent, Word victim) {
        b = victim.builder();
        int colour = mover.colour();
        Word f = Arithmetic.decodeSquare(b, from);
        Word t = Arithmetic.decodeSquare(b, to);
        int[] moving = new int[6];
        for (int type = 0; type < 6; type++) {
            moving[type] = mover.of(type).at(from);
        }
        int isPawn = moving[PieceType.PAWN];
        int lastRank = colour == 0 ? 7 : 0;
        promotes = b.and(isPawn, Arithmetic.equalsConstant(b, high(to), lastRank));
        int[] piece = Arithmetic.decode(b, promotion);
        int[] becomes = new int[6];
        becomes[PieceType.PAWN] = b.and(isPawn, b.not(promotes));
        for (int type = PieceType.KNIGHT; type <= PieceType.QUEEN; type++) {
            becomes[type] = b.xor(moving[type], b.and(promotes, piece[type - PieceType.KNIGHT]));
        }
        becomes[PieceType.KING] = moving[PieceType.KING];
        int home = Steps.kingHome(colour);
        int isKing = moving[PieceType.KING];
        int castlesShort = b.andAll(isKing, f.bit(home), t.bit(home + 2));
        int castlesLong = b.andAll(isKing, f.bit(home), t.bit(home - 2));
        Word rook = mover.of(PieceType.ROOK).andNot(f).xor(t.and(becomes[PieceType.ROOK]))
                .flip(Steps.rookHome(colour, true), castlesShort).flip(home + 1, castlesShort)
                .flip(Steps.rookHome(colour, false), castlesLong).flip(home - 1, castlesLong);
        moverAfter = mover.map(type -> type == PieceType.ROOK ? rook
                : mover.of(type).andNot(f).xor(t.and(becomes[type])));

        Word[] taken = new Word[6];
        int[] takenType = new int[6];
        int normalCapture = CircuitBuilder.ZERO;
        for (int type = PieceType.PAWN; type < PieceType.KING; type++) {
            taken[type] = opponent.of(type).and(t);
            takenType[type] = taken[type].anySet();
            normalCapture = b.xor(normalCapture, takenType[type]);
        }
        Direction forward = Steps.forward(colour);
        int diagonal = b.orAll(b.xor(from[0], to[0]), b.xor(from[1], to[1]), b.xor(from[2], to[2]));
        int ontoVictim = victim.shift(forward).and(t).anySet();
        enPassant = b.andAll(isPawn, diagonal, ontoVictim);
        Word takenPawn = victim.and(enPassant);
        opponentAfter = opponent.map(type -> type == PieceType.KING ? opponent.king()
                : opponent.of(type).xor(taken[type]).xor(type == PieceType.PAWN ? takenPawn : Word.zero(b)));
        captured = b.xor(normalCapture, enPassant);
        capturedPawn = b.xor(takenType[PieceType.PAWN], enPassant);
        captureSquare = to.clone();
        captureSquare[3] = b.xor(to[3], enPassant);

        Word enemy = opponent.occupancy();
        int startRank = Steps.doubleStepRank(colour) - 2 * forward.rank();
        int doubleStep = b.andAll(isPawn, Arithmetic.equalsConstant(b, high(from), startRank),
                Arithmetic.equalsConstant(b, high(to), Steps.doubleStepRank(colour)));
        int stepBlocked = enemy.shift(forward).mask(Steps.rank(Steps.doubleStepRank(colour))).at(to);
        // A push onto any enemy man is refused, the king included (no move can take the king).
        int pawnOk = b.mux(diagonal, b.and(b.not(enemy.at(to)), b.not(b.and(doubleStep, stepBlocked))),
                b.xor(normalCapture, ontoVictim));
        Word between = Word.zero(b);
        for (Direction d : Direction.values()) {
            between = between.xor(Fills.ray(f, d).and(Fills.ray(t, d.opposite())));
        }
        int pathFree = b.not(between.and(enemy).anySet());
        int slides = b.xor(b.xor(moving[PieceType.BISHOP], moving[PieceType.ROOK]), moving[PieceType.QUEEN]);
        Word before = mover.occupancy().xor(enemy);
        int inCheck = QueenRays.attacked(constant(home), before, opponent);
        int shortOk = b.andAll(b.not(inCheck), b.not(QueenRays.attacked(constant(home + 1), before, opponent)),
                b.not(enemy.bit(home + 1)), b.not(enemy.bit(home + 2)));
        int longOk = b.andAll(b.not(inCheck), b.not(QueenRays.attacked(constant(home - 1), before, opponent)),
                b.not(enemy.bit(home - 1)), b.not(enemy.bit(home - 2)), b.not(enemy.bit(home - 3)));
        int kingOk = b.and(b.not(b.and(castlesShort, b.not(shortOk))), b.not(b.and(castlesLong, b.not(longOk))));
        int pieceOk = b.xor(b.xor(b.and(isPawn, pawnOk), moving[PieceType.KNIGHT]),
                b.xor(b.and(slides, pathFree), b.and(isKing, kingOk)));
        Word after = moverAfter.occupancy().xor(opponentAfter.occupancy());
        int safe = b.not(QueenRays.attacked(moverAfter.king(), after, opponentAfter));
        legal = b.and(pieceOk, safe);

        victimAfter = t.mask(Steps.rank(Steps.doubleStepRank(colour))).and(doubleStep);
    }

    private Word constant(int square) {
        return Word.constant(b, Steps.bit(square));
    }

    /** The rank bits (3 to 5) of a 6-bit square. */
    private static int[] high(int[] square) {
        return new int[] {square[3], square[4], square[5]};
    }

    /** 1 when the attempt is legal. */
    int legal() {
        return legal;
    }

    /** The mover's men after the attempt (as if it were legal). */
    Men moverAfter() {
        return moverAfter;
    }

    /** The opponent's men after the attempt (as if it were legal). */
    Men opponentAfter() {
        return opponentAfter;
    }

    /** The mover's pawn that stepped two squares (the opponent's en passant chance), or zero. */
    Word victimAfter() {
        return victimAfter;
    }

    int captured() {
        return captured;
    }

    int capturedPawn() {
        return capturedPawn;
    }

    int enPassant() {
        return enPassant;
    }

    int promotes() {
        return promotes;
    }

    /** Where the taken man stood: the target, or for en passant the square behind it. */
    int[] captureSquare() {
        return captureSquare.clone();
    }
}
