package ks.engine.joint;

import java.util.EnumMap;
import java.util.Map;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Fills;
import ks.engine.circuit.Word;

/**
 * The squares a queen standing on one square would attack, direction by direction, over a given
 * occupancy: along each direction up to and with the first occupied square. The square is a word
 * with at most one square set (a king, a decoded move square, or a constant), so each ray is
 * free; what costs is cutting it at the first man: the squares beyond the men on the ray (an
 * unoccluded fill) are taken away.
 */
final class QueenRays {

    private final Map<Direction, Word> reach = new EnumMap<>(Direction.class);

    QueenRays(Word square, Word occupied) {
        for (Direction d : Direction.values()) {
            Word ray = Fills.ray(square, d);
            reach.put(d, ray.andNot(Fills.beyond(ray.and(occupied), d)));
        }
    }

    /** The squares reached along {@code d}, the first occupied one included. */
    Word reach(Direction d) {
        return reach.get(d);
    }

    /** The men of {@code enemy} sliding along a line onto the square: the first man on a ray, when it slides that way. */
    Word sliderHits(Men enemy) {
        Word hits = null;
        for (Direction d : Direction.values()) {
            Word h = reach(d).and(enemy.sliders(d));
            hits = hits == null ? h : hits.xor(h);
        }
        return hits;
    }

    /**
     * Whether a man of {@code enemy} attacks {@code square} when {@code occupied} is the board:
     * sliders by the rays, knights, pawns and the king by their steps back from the square. The
     * attackers all stand on different squares, so their union is a xor.
     */
    static int attacked(Word square, Word occupied, Men enemy) {
        Word hits = new QueenRays(square, occupied).sliderHits(enemy)
                .xor(Steps.knightFromSquare(square).and(enemy.knights()))
                .xor(Steps.kingFromSquare(square).and(enemy.king()))
                .xor(pawnsAttacking(square, enemy));
        return hits.anySet();
    }

    /** The pawns of {@code enemy} that attack {@code square} (a word with at most one square set). */
    static Word pawnsAttacking(Word square, Men enemy) {
        Direction[] c = Steps.captures(enemy.colour() ^ 1);
        return square.shift(c[0]).xor(square.shift(c[1])).and(enemy.pawns());
    }
}
