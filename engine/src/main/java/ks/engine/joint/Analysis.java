package ks.engine.joint;

import ks.engine.Outcome;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Word;

/**
 * The umpire's account of a position inside a circuit, for the side to move ({@code us}):
 * the checks against it and their directions, its pawn tries, whether it has a legal move (and
 * one besides pawn captures), and the board result. The circuit-side counterpart of
 * {@code ks.engine.referee.Umpire.facts}; parts no output needs are dropped when the circuit is
 * built.
 */
final class Analysis {

    private final CircuitBuilder b;
    private final KingLines lines;
    private final PawnTries tries;
    private final Mobility mobility;
    private final int insufficient;

    /** The position of {@code us} (to move) and {@code them}; {@code victim} is their pawn that just stepped two squares (or zero). */
    Analysis(Men us, Men them, Word victim) {
        b = victim.builder();
        Word occupied = us.occupancy().xor(them.occupancy());
        Threats threats = new Threats(them, occupied, us.king());
        lines = new KingLines(us, them, occupied, threats);
        tries = new PawnTries(us, them, lines, threats, victim);
        mobility = new Mobility(us, occupied, lines, threats);
        insufficient = Material.insufficient(us, them);
    }

    int inCheck() {
        return lines.inCheck();
    }

    /** The check directions, one bit per {@code CheckDirection}. */
    int[] checks() {
        return lines.directions();
    }

    PawnTries tries() {
        return tries;
    }

    /** 1 when a legal move other than a pawn capture exists. */
    int hasMoveBesidesPawnCaptures() {
        return mobility.besidesPawnCaptures();
    }

    /**
     * The board result as two bits, the {@link Outcome} ordinal: no legal move is checkmate (in
     * check) or stalemate; otherwise insufficient material, or nothing.
     */
    int[] result() {
        int hasMove = b.or(mobility.besidesPawnCaptures(), tries.any());
        int none = b.not(hasMove);
        int mate = b.and(none, lines.inCheck());
        int stalemate = b.and(none, b.not(lines.inCheck()));
        int dead = b.and(hasMove, insufficient);
        int[] bits = new int[2];
        bits[0] = b.xor(mate, dead);
        bits[1] = b.xor(stalemate, dead);
        return bits;
    }
}
