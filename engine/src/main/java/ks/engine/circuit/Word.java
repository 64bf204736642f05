package ks.engine.circuit;

/**
 * Sixty-four bits of a circuit, bit n standing for square n of a board (a1 = 0, h8 = 63) as a
 * bitboard does. Bitwise operations cost one AND gate per bit that is not folded away (AND, OR,
 * AND-NOT) or nothing (XOR, NOT); masks by constants and shifts are rewiring and cost nothing.
 * Immutable; each operation makes its gates in the builder the word belongs to.
 */
public final class Word {

    public static final int SIZE = 64;

    private final CircuitBuilder b;
    private final int[] bits;

    Word(CircuitBuilder b, int[] bits) {
        if (bits.length != SIZE) {
            throw new IllegalArgumentException("a word has 64 bits, got " + bits.length);
        }
        this.b = b;
        this.bits = bits;
    }

    /** The word made of these 64 bits, square n first. */
    public static Word of(CircuitBuilder b, int[] bits) {
        return new Word(b, bits.clone());
    }

    /** The constant word holding {@code value}. */
    public static Word constant(CircuitBuilder b, long value) {
        int[] bits = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            bits[i] = CircuitBuilder.constant((value >>> i & 1) != 0);
        }
        return new Word(b, bits);
    }

    /** The word with no square set. */
    public static Word zero(CircuitBuilder b) {
        return constant(b, 0);
    }

    public CircuitBuilder builder() {
        return b;
    }

    /** The bit of square {@code square}. */
    public int bit(int square) {
        return bits[square];
    }

    /** All 64 bits, square n first. */
    public int[] bits() {
        return bits.clone();
    }

    public Word and(Word o) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.and(bits[i], o.bits[i]);
        }
        return new Word(b, r);
    }

    /** This word where {@code bit} is 1, else nothing. */
    public Word and(int bit) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.and(bits[i], bit);
        }
        return new Word(b, r);
    }

    /** The squares of this word that {@code o} does not hold. */
    public Word andNot(Word o) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.and(bits[i], b.not(o.bits[i]));
        }
        return new Word(b, r);
    }

    public Word or(Word o) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.or(bits[i], o.bits[i]);
        }
        return new Word(b, r);
    }

    /** The exclusive or: free, and the union of two words known to share no square. */
    public Word xor(Word o) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.xor(bits[i], o.bits[i]);
        }
        return new Word(b, r);
    }

    public Word not() {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.not(bits[i]);
        }
        return new Word(b, r);
    }

    /** Only the squares of the constant {@code mask}: free. */
    public Word mask(long mask) {
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = (mask >>> i & 1) != 0 ? bits[i] : CircuitBuilder.ZERO;
        }
        return new Word(b, r);
    }

    /** This word with {@code bit} xored into square {@code square}: free. */
    public Word flip(int square, int bit) {
        int[] r = bits.clone();
        r[square] = b.xor(r[square], bit);
        return new Word(b, r);
    }

    /** Every square moved one step along {@code d}: free. */
    public Word shift(Direction d) {
        return shift(d.file(), d.rank());
    }

    /** Every square moved {@code steps} steps along {@code d}: free. */
    public Word shift(Direction d, int steps) {
        return shift(d.file() * steps, d.rank() * steps);
    }

    /** Every square moved by {@code files} files and {@code ranks} ranks; nothing wraps: free. */
    public Word shift(int files, int ranks) {
        int[] r = new int[SIZE];
        for (int s = 0; s < SIZE; s++) {
            int f = (s & 7) - files;
            int k = (s >>> 3) - ranks;
            r[s] = f >= 0 && f < 8 && k >= 0 && k < 8 ? bits[k * 8 + f] : CircuitBuilder.ZERO;
        }
        return new Word(b, r);
    }

    /** 1 when some square is set: an OR tree. */
    public int anySet() {
        return b.orAll(bits);
    }

    /** 1 when no square is set. */
    public int isZero() {
        return b.not(anySet());
    }

    /** 1 when two squares or more are set. */
    public int atLeastTwo() {
        return Arithmetic.atLeastTwo(b, bits);
    }

    /** How many squares are set, as a little-endian number (an adder tree). */
    public int[] count() {
        return Arithmetic.count(b, bits);
    }

    /** The bit of the square whose 6-bit number is {@code index}: a multiplexer tree of 63 AND gates. */
    public int at(int[] index) {
        return Arithmetic.select(b, bits, index);
    }

    /** 1 when the two words are equal. */
    public int equalTo(Word o) {
        int[] differ = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            differ[i] = b.xor(bits[i], o.bits[i]);
        }
        return b.not(b.orAll(differ));
    }

    /** {@code ifOne} where {@code select} is 1, else {@code ifZero}: one AND gate a bit. */
    public static Word select(int select, Word ifZero, Word ifOne) {
        CircuitBuilder b = ifZero.b;
        int[] r = new int[SIZE];
        for (int i = 0; i < SIZE; i++) {
            r[i] = b.mux(select, ifZero.bits[i], ifOne.bits[i]);
        }
        return new Word(b, r);
    }
}
