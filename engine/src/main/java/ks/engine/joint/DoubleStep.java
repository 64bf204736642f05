package ks.engine.joint;

import java.util.Arrays;
import ks.engine.Square;
import ks.engine.circuit.Arithmetic;
import ks.engine.circuit.CircuitBuilder;
import ks.engine.circuit.Word;

/**
 * A party's last double pawn step, as it inputs it: four bits, the file (0-7) and whether its
 * last move was a double step at all, which gives the other side its en passant chance. In the
 * circuit it becomes the word of that pawn's square (at most one square, on the fourth rank of
 * the side that stepped); as an input it is made from the square or {@link Square#NONE}.
 */
final class DoubleStep {

    private DoubleStep() {
    }

    /** The 4-bit input for a pawn that stepped two squares to {@code square}, or none. */
    static long encode(int square) {
        return square == Square.NONE ? 0 : 1 | (long) Square.file(square) << 1;
    }

    /** The square of {@code stepper}'s pawn named by the input {@code bits}: whether, then the file. */
    static Word victim(CircuitBuilder b, int[] bits, int stepper) {
        int[] file = Arithmetic.decode(b, new int[] {bits[1], bits[2], bits[3]});
        int rank = Steps.doubleStepRank(stepper);
        int[] squares = new int[Word.SIZE];
        Arrays.fill(squares, CircuitBuilder.ZERO);
        for (int f = 0; f < 8; f++) {
            squares[rank * 8 + f] = b.and(bits[0], file[f]);
        }
        return Word.of(b, squares);
    }
}
