package ks.engine.joint;

import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Fills;
import ks.engine.circuit.Word;

/**
 * Whether the side to move has a legal move other than a pawn capture: a king step to a square
 * the enemy does not attack, or a move by a knight, a slider or a pawn push that answers any
 * check and keeps to its pin line. It only needs to know whether one exists, so a pinned slider
 * counts when not in check (it can always move along its pin line) and the other men's targets
 * are united before asking. Castling never decides it: whenever castling is legal, the rook can
 * step towards its king instead (it cannot be pinned in its corner, and the king is not in
 * check), so the castling rights are not needed here.
 */
final class Mobility {

    private final int besidesPawnCaptures;

    /** The moves of {@code us} on a board of {@code occupied} squares. */
    Mobility(Men us, Word occupied, KingLines lines, Threats threats) {
        CircuitBuilder b = occupied.builder();
        Word usOcc = us.occupancy();
        Word empty = occupied.not();
        Word attacked = threats.all();
        int kingSteps = Steps.kingFromSquare(us.king()).andNot(usOcc).andNot(attacked).anySet();
        int notInCheck = b.not(lines.inCheck());
        Word pinned = lines.pinned();
        Word target = lines.target().andNot(usOcc);
        Word knights = Steps.knightAttacks(us.knights().andNot(pinned));
        Fills fills = new Fills(empty);
        Word slides = null;
        for (Direction d : Direction.values()) {
            Word s = fills.attacks(us.sliders(d).andNot(pinned), d);
            slides = slides == null ? s : slides.or(s);
        }
        Word pinnedMovers = Word.zero(b);
        for (Direction line : KingLines.LINES) {
            pinnedMovers = pinnedMovers.xor(lines.pinnedOnLine(line).and(us.sliders(line)));
        }
        int pinnedSlide = b.and(notInCheck, pinnedMovers.anySet());
        Direction forward = Steps.forward(us.colour());
        Word one = us.pawns().andNot(lines.pinnedOffLine(forward)).shift(forward).and(empty);
        Word two = one.mask(Steps.rank(Steps.doubleStepRank(us.colour()) - forward.rank())).shift(forward).and(empty);
        int pieces = knights.or(slides).and(target).anySet();
        int pushes = one.xor(two).and(lines.target()).anySet();
        besidesPawnCaptures = b.orAll(kingSteps, pieces, pinnedSlide, pushes);
    }

    /** 1 when some legal move is not a pawn capture. */
    int besidesPawnCaptures() {
        return besidesPawnCaptures;
    }
}
