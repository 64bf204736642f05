package ks.engine.joint;

import ks.engine.circuit.Arithmetic;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Word;

/**
 * The side to move's pawn tries: its legal pawn captures, en passant included, as the umpire
 * counts them (distinct from-to pairs; a promotion counted once). An ordinary capture is legal
 * when the pawn is not pinned off that diagonal and the target answers any check. En passant,
 * the one move that takes a man from a square other than its target, is judged as the move
 * generator judges it, by whether any enemy man attacks the king afterwards, here in closed
 * form: the capture must answer a check (take the checking pawn or block on the landing
 * square), the capturing pawn must not be pinned off its diagonal, the two pawns leaving one
 * rank must not open that rank to an enemy rook or queen, and the taken pawn must not be the
 * only man between the king and an enemy bishop or queen.
 */
final class PawnTries {

    private final CircuitBuilder b;
    private final Word[] targets = new Word[2];
    private final Word[] from = new Word[2];
    private final Word enPassantFrom;
    private final Word enPassantTo;

    /** The tries of {@code us} against {@code them}; {@code victim} is their pawn that may be taken en passant (or none). */
    PawnTries(Men us, Men them, KingLines lines, Threats threats, Word victim) {
        b = victim.builder();
        Direction[] captures = Steps.captures(us.colour());
        for (int i = 0; i < 2; i++) {
            Word capturers = us.pawns().andNot(lines.pinnedOffLine(captures[i]));
            targets[i] = capturers.shift(captures[i]).and(them.occupancy()).and(lines.target());
            from[i] = targets[i].shift(captures[i].opposite());
        }
        Direction forward = Steps.forward(us.colour());
        Word landing = victim.shift(forward);
        Word west = us.pawns().and(victim.shift(Direction.WEST));
        Word east = us.pawns().and(victim.shift(Direction.EAST));
        Word candidates = west.xor(east);
        // The capturing pawn moves along the diagonal towards the landing square: a pin on that line allows it.
        Word bad = west.and(lines.pinnedOffLine(diagonal(1, forward)))
                .xor(east.and(lines.pinnedOffLine(diagonal(-1, forward))));
        for (Direction d : new Direction[] {Direction.EAST, Direction.WEST}) {
            Word reach = lines.reach(d);
            Word back = threats.slide(d.opposite());
            // King, capturer, victim, rook: the capturer is the first man and the rook sees the victim.
            bad = bad.xor(victim.and(back).shift(d.opposite()).and(reach).and(candidates));
            // King, victim, capturer, rook: the victim is the first man and the rook sees the capturer.
            bad = bad.xor(victim.and(reach).shift(d).and(back).and(candidates));
        }
        int discovers = victim.and(lines.loneEnemyOnDiagonals()).anySet();
        int answersCheck = b.or(b.not(lines.inCheck()),
                b.and(lines.singleCheck(), victim.xor(landing).and(lines.checkMask()).anySet()));
        enPassantFrom = candidates.andNot(bad).and(b.and(answersCheck, b.not(discovers)));
        enPassantTo = landing.and(enPassantFrom.anySet());
    }

    /** The diagonal step one file to {@code file} (+1 east, -1 west) and one rank {@code forward}. */
    private static Direction diagonal(int file, Direction forward) {
        for (Direction d : Direction.values()) {
            if (d.file() == file && d.rank() == forward.rank()) {
                return d;
            }
        }
        throw new IllegalStateException();
    }

    /** How many tries, as a 5-bit number (never more than 16: two a pawn). */
    int[] count() {
        int[] all = new int[3 * Word.SIZE];
        System.arraycopy(targets[0].bits(), 0, all, 0, Word.SIZE);
        System.arraycopy(targets[1].bits(), 0, all, Word.SIZE, Word.SIZE);
        System.arraycopy(enPassantFrom.bits(), 0, all, 2 * Word.SIZE, Word.SIZE);
        int[] n = Arithmetic.count(b, all);
        int[] five = new int[5];
        for (int i = 0; i < 5; i++) {
            five[i] = i < n.length ? n[i] : CircuitBuilder.ZERO;
        }
        return five;
    }

    /** The squares of the pawns that have a try. */
    Word from() {
        return from[0].or(from[1]).or(enPassantFrom);
    }

    /** The squares the tries go to (for en passant, where the capturing pawn lands). */
    Word to() {
        return targets[0].or(targets[1]).or(enPassantTo);
    }

    /** 1 when there is a try. */
    int any() {
        return b.orAll(targets[0].anySet(), targets[1].anySet(), enPassantFrom.anySet());
    }
}
