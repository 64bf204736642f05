package ks.engine.joint;

import java.util.EnumMap;
import java.util.Map;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Fills;
import ks.engine.circuit.Word;

/**
 * Every square the side not to move attacks, set-wise, with the side to move's king lifted off
 * the board (so that the king cannot step back along a checking line), and its sliders' attacks
 * direction by direction, which also show the pins and checks along each ray from that king.
 */
final class Threats {

    private final Map<Direction, Word> slides = new EnumMap<>(Direction.class);
    private final Word all;

    /** The attacks of {@code them} on a board of {@code occupied} squares, {@code ourKing} seen through. */
    Threats(Men them, Word occupied, Word ourKing) {
        Fills fills = new Fills(occupied.not().xor(ourKing));
        Word union = Steps.pawnAttacks(them.pawns(), them.colour())
                .or(Steps.knightAttacks(them.knights()))
                .or(Steps.kingFromSquare(them.king()));
        for (Direction d : Direction.values()) {
            Word s = fills.attacks(them.sliders(d), d);
            slides.put(d, s);
            union = union.or(s);
        }
        this.all = union;
    }

    /** The squares their sliders attack moving along {@code d}. */
    Word slide(Direction d) {
        return slides.get(d);
    }

    /** Every square they attack. */
    Word all() {
        return all;
    }
}
