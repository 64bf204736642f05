package ks.engine.view;

import java.util.Arrays;
import ks.engine.Bitboards;
import ks.engine.Square;

/**
 * The guess tokens on the board at one moment: for each {@link TokenKind} a bitboard of squares,
 * and for each token its age, the number of enemy moves since it was placed. Only
 * {@link TokenKind#CAPTURE} tokens outlive a turn; the others are always age 0. The screen turns
 * an age into strength with {@link #opacity}. Immutable.
 */
public final class Tokens {

    private static final int KINDS = TokenKind.values().length;

    /** No token anywhere. */
    public static final Tokens NONE = new Tokens(new long[KINDS], new byte[KINDS * 64]);

    private final long[] squares;
    private final byte[] ages;

    private Tokens(long[] squares, byte[] ages) {
        this.squares = squares;
        this.ages = ages;
    }

    /** The squares carrying a token of {@code kind}. */
    public long squares(TokenKind kind) {
        return squares[kind.ordinal()];
    }

    public boolean has(TokenKind kind, int sq) {
        return Bitboards.contains(squares[kind.ordinal()], sq);
    }

    /** Enemy moves since the token on {@code sq} was placed, or -1 when there is none. */
    public int age(TokenKind kind, int sq) {
        return has(kind, sq) ? ages[kind.ordinal() * 64 + sq] : -1;
    }

    /** How sure the token is, halving with each enemy move: 1, 1/2, 1/4...; 0 when there is none. */
    public double opacity(TokenKind kind, int sq) {
        int age = age(kind, sq);
        return age < 0 ? 0 : 1.0 / (1 << age);
    }

    /** These tokens with {@code kind} replaced by fresh (age 0) tokens on {@code board}. */
    Tokens with(TokenKind kind, long board) {
        long[] s = squares.clone();
        byte[] a = ages.clone();
        s[kind.ordinal()] = board;
        Arrays.fill(a, kind.ordinal() * 64, kind.ordinal() * 64 + 64, (byte) 0);
        return new Tokens(s, a);
    }

    /** These tokens with one more token of {@code kind} on {@code sq} at {@code age}. */
    Tokens with(TokenKind kind, int sq, int age) {
        long[] s = squares.clone();
        byte[] a = ages.clone();
        s[kind.ordinal()] |= Bitboards.bit(sq);
        a[kind.ordinal() * 64 + sq] = (byte) age;
        return new Tokens(s, a);
    }

    /** These tokens with those of {@code kind} off {@code keep} taken away (the others, and their ages, as they are). */
    public Tokens only(TokenKind kind, long keep) {
        long[] s = squares.clone();
        s[kind.ordinal()] &= keep;
        return new Tokens(s, ages.clone());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Tokens other && Arrays.equals(squares, other.squares) && Arrays.equals(ages, other.ages);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(squares) + Arrays.hashCode(ages);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (TokenKind kind : TokenKind.values()) {
            sb.append(kind).append(':');
            for (long b = squares(kind); b != 0; b &= b - 1) {
                int sq = Long.numberOfTrailingZeros(b);
                sb.append(' ').append(Square.name(sq));
                if (age(kind, sq) > 0) {
                    sb.append('/').append(age(kind, sq));
                }
            }
            sb.append('\n');
        }
        return sb.toString();
    }
}
