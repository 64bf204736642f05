package ks.engine.joint;

import java.util.function.IntFunction;
import ks.engine.PieceType;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Direction;
import ks.engine.circuit.Party;
import ks.engine.circuit.Word;

/**
 * One side's men inside a circuit: a word per {@link PieceType}. The six words of an honest
 * party never share a square, so unions of them (the occupancy, the rook-like and bishop-like
 * sliders) are xors and cost nothing. Immutable.
 */
final class Men {

    /** The name of the input holding a party's men: six words, pawns to king, 384 bits. */
    static final String INPUT = "men";

    private final int colour;
    private final Word[] byType;

    Men(int colour, Word[] byType) {
        if (byType.length != 6) {
            throw new IllegalArgumentException("six piece types, got " + byType.length);
        }
        this.colour = colour;
        this.byType = byType.clone();
    }

    /** The men {@code owner} feeds as its input {@value #INPUT}. */
    static Men input(CircuitBuilder b, Party owner, int colour) {
        int[] bits = b.input(owner, INPUT, 6 * Word.SIZE);
        Word[] byType = new Word[6];
        for (int t = 0; t < 6; t++) {
            int[] w = new int[Word.SIZE];
            System.arraycopy(bits, t * Word.SIZE, w, 0, Word.SIZE);
            byType[t] = Word.of(b, w);
        }
        return new Men(colour, byType);
    }

    int colour() {
        return colour;
    }

    Word of(int pieceType) {
        return byType[pieceType];
    }

    Word pawns() {
        return byType[PieceType.PAWN];
    }

    Word knights() {
        return byType[PieceType.KNIGHT];
    }

    Word bishops() {
        return byType[PieceType.BISHOP];
    }

    Word king() {
        return byType[PieceType.KING];
    }

    /** Every square holding one of these men. */
    Word occupancy() {
        Word all = byType[0];
        for (int t = 1; t < 6; t++) {
            all = all.xor(byType[t]);
        }
        return all;
    }

    /** Rooks and queens: the men that slide straight. */
    Word straight() {
        return byType[PieceType.ROOK].xor(byType[PieceType.QUEEN]);
    }

    /** Bishops and queens: the men that slide diagonally. */
    Word diagonal() {
        return byType[PieceType.BISHOP].xor(byType[PieceType.QUEEN]);
    }

    /** The men that slide along {@code d}. */
    Word sliders(Direction d) {
        return d.isStraight() ? straight() : diagonal();
    }

    /** These men with the words of each type replaced by {@code replace}'s answer. */
    Men map(IntFunction<Word> replace) {
        Word[] next = new Word[6];
        for (int t = 0; t < 6; t++) {
            next[t] = replace.apply(t);
        }
        return new Men(colour, next);
    }
}
