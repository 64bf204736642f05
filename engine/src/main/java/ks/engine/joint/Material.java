package ks.engine.joint;

import ks.engine.Bitboards;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Word;

/**
 * Whether neither side can ever mate, by the rule {@code Position.insufficientMaterial} applies:
 * no pawns, rooks or queens, and either at most one minor piece or only bishops, all on squares
 * of one colour.
 */
final class Material {

    private Material() {
    }

    /** 1 when the men of {@code a} and {@code b} are insufficient material. */
    static int insufficient(Men a, Men b) {
        CircuitBuilder c = a.king().builder();
        Word heavyOrPawns = a.pawns().xor(b.pawns()).xor(a.straight()).xor(b.straight());
        Word knights = a.knights().xor(b.knights());
        Word bishops = a.bishops().xor(b.bishops());
        int atMostOneMinor = c.not(knights.xor(bishops).atLeastTwo());
        int bishopsOfOneColour = c.and(knights.isZero(), c.not(c.and(bishops.mask(Bitboards.DARK_SQUARES).anySet(),
                bishops.mask(Bitboards.LIGHT_SQUARES).anySet())));
        return c.and(heavyOrPawns.isZero(), c.or(atMostOneMinor, bishopsOfOneColour));
    }
}
