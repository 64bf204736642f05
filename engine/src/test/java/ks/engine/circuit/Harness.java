package ks.engine.circuit;

import java.util.function.BiFunction;

/** Test helper: circuits of two 64-bit inputs, one from each party, evaluated on plain longs. */
final class Harness {

    private Harness() {
    }

    /** A circuit whose output word is {@code f(x, y)}, x fed by the mover and y by the opponent. */
    static Circuit words(BiFunction<Word, Word, Word> f) {
        CircuitBuilder b = new CircuitBuilder();
        Word x = b.inputWord(Party.MOVER, "x");
        Word y = b.inputWord(Party.OPPONENT, "y");
        b.output("z", Audience.BOTH, f.apply(x, y).bits());
        return b.build();
    }

    /** A circuit whose output bits are {@code f(x, y)}. */
    static Circuit bits(BiFunction<Word, Word, int[]> f) {
        CircuitBuilder b = new CircuitBuilder();
        Word x = b.inputWord(Party.MOVER, "x");
        Word y = b.inputWord(Party.OPPONENT, "y");
        b.output("z", Audience.BOTH, f.apply(x, y));
        return b.build();
    }

    /** The output of {@code c} on {@code x} and {@code y}, as a number. */
    static long run(Circuit c, long x, long y) {
        boolean[] mover = new InputBits(c, Party.MOVER).set("x", x).bits();
        boolean[] opponent = new InputBits(c, Party.OPPONENT).set("y", y).bits();
        return new OutputBits(c, c.eval(mover, opponent)).value("z");
    }
}
