package ks.engine.circuit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import ks.engine.Attacks;
import org.junit.jupiter.api.Test;

/** Words against plain Java: shifts, Kogge-Stone fills against the engine's attack tables, counting, selecting. */
class WordTest {

    private static final Random RANDOM = new Random(21);

    /** The reference shift: every square moved by (files, ranks), nothing wrapping. */
    private static long shift(long v, int files, int ranks) {
        long r = 0;
        for (int s = 0; s < 64; s++) {
            int f = (s & 7) + files;
            int k = (s >>> 3) + ranks;
            if ((v >>> s & 1) != 0 && f >= 0 && f < 8 && k >= 0 && k < 8) {
                r |= 1L << (k * 8 + f);
            }
        }
        return r;
    }

    @Test
    void shiftsMoveEverySquareWithoutWrapping() {
        for (Direction d : Direction.values()) {
            for (int steps = 1; steps < 8; steps++) {
                int n = steps;
                Circuit c = Harness.words((x, y) -> x.shift(d, n));
                for (int i = 0; i < 20; i++) {
                    long x = RANDOM.nextLong();
                    assertThat(Harness.run(c, x, 0)).as(d + " x" + steps).isEqualTo(shift(x, d.file() * n, d.rank() * n));
                }
                assertThat(c.andCount()).isZero();
            }
        }
    }

    @Test
    void straightFillsFromOneRookAreTheRookAttacksOfTheEngine() {
        Circuit c = Harness.words((rook, occupied) -> {
            Fills fills = new Fills(occupied.not());
            Word all = Word.zero(rook.builder());
            for (Direction d : Direction.values()) {
                if (d.isStraight()) {
                    all = all.or(fills.attacks(rook, d));
                }
            }
            return all;
        });
        for (int i = 0; i < 300; i++) {
            int sq = RANDOM.nextInt(64);
            long occupied = RANDOM.nextLong() & RANDOM.nextLong() & ~(1L << sq);
            assertThat(Harness.run(c, 1L << sq, occupied)).isEqualTo(Attacks.rook(sq, occupied));
        }
    }

    @Test
    void diagonalFillsFromManyBishopsAreTheUnionOfTheirAttacks() {
        Circuit c = Harness.words((bishops, occupied) -> {
            Fills fills = new Fills(occupied.not());
            Word all = Word.zero(bishops.builder());
            for (Direction d : Direction.values()) {
                if (!d.isStraight()) {
                    all = all.or(fills.attacks(bishops, d));
                }
            }
            return all;
        });
        for (int i = 0; i < 300; i++) {
            long bishops = RANDOM.nextLong() & RANDOM.nextLong() & RANDOM.nextLong();
            long occupied = (RANDOM.nextLong() & RANDOM.nextLong()) | bishops;
            long expected = 0;
            for (long b = bishops; b != 0; b &= b - 1) {
                expected |= Attacks.bishop(Long.numberOfTrailingZeros(b), occupied);
            }
            assertThat(Harness.run(c, bishops, occupied)).isEqualTo(expected);
        }
    }

    @Test
    void aRayFromOneSquareIsEveryBishopOrRookSquareOnAnEmptyBoardAndCostsNothing() {
        Circuit c = Harness.words((square, y) -> {
            Word all = Word.zero(square.builder());
            for (Direction d : Direction.values()) {
                all = all.xor(Fills.ray(square, d));
            }
            return all;
        });
        assertThat(c.andCount()).isZero();
        for (int sq = 0; sq < 64; sq++) {
            assertThat(Harness.run(c, 1L << sq, 0)).isEqualTo(Attacks.queen(sq, 0));
        }
    }

    @Test
    void countIsTheNumberOfSetBitsWithAboutOneAndGateABit() {
        Circuit c = Harness.bits((x, y) -> x.count());
        assertThat(c.andCount()).isLessThanOrEqualTo(64);
        for (int i = 0; i < 300; i++) {
            long x = RANDOM.nextLong() & (i % 3 == 0 ? RANDOM.nextLong() : -1L);
            assertThat(Harness.run(c, x, 0)).isEqualTo(Long.bitCount(x));
        }
        assertThat(Harness.run(c, -1L, 0)).isEqualTo(64);
        assertThat(Harness.run(c, 0, 0)).isZero();
    }

    @Test
    void atLeastTwoAndAnySetAndIsZeroAgreeWithBitCount() {
        Circuit c = Harness.bits((x, y) -> new int[] {x.atLeastTwo(), x.anySet(), x.isZero()});
        long[] cases = {0, 1, 1L << 63, 3, 1L << 40 | 1L << 7, -1L, RANDOM.nextLong()};
        for (long x : cases) {
            long expected = (Long.bitCount(x) >= 2 ? 1 : 0) | (x != 0 ? 2 : 0) | (x == 0 ? 4 : 0);
            assertThat(Harness.run(c, x, 0)).as(Long.toHexString(x)).isEqualTo(expected);
        }
    }

    @Test
    void atSelectsTheBitOfTheNumberedSquareWithSixtyThreeAndGates() {
        Circuit c = Harness.bits((x, index) -> new int[] {x.at(new int[] {index.bit(0), index.bit(1), index.bit(2),
                index.bit(3), index.bit(4), index.bit(5)})});
        assertThat(c.andCount()).isEqualTo(63);
        for (int i = 0; i < 300; i++) {
            long x = RANDOM.nextLong();
            int sq = RANDOM.nextInt(64);
            assertThat(Harness.run(c, x, sq)).isEqualTo(x >>> sq & 1);
        }
    }

    @Test
    void decodingASquareGivesItsBitWithSixtyEightAndGates() {
        Circuit c = Harness.words((x, y) -> Arithmetic.decodeSquare(x.builder(),
                new int[] {x.bit(0), x.bit(1), x.bit(2), x.bit(3), x.bit(4), x.bit(5)}));
        assertThat(c.andCount()).isEqualTo(68);
        for (int sq = 0; sq < 64; sq++) {
            assertThat(Harness.run(c, sq, 0)).isEqualTo(1L << sq);
        }
    }

    @Test
    void selectTakesOneWordOrTheOtherAndEqualToComparesWords() {
        Circuit c = Harness.words((x, y) -> Word.select(y.bit(63), x, y.mask(0xFFFFL)));
        Circuit eq = Harness.bits((x, y) -> new int[] {x.equalTo(y)});
        for (int i = 0; i < 100; i++) {
            long x = RANDOM.nextLong();
            long y = RANDOM.nextLong();
            assertThat(Harness.run(c, x, y)).isEqualTo(y < 0 ? y & 0xFFFFL : x);
            assertThat(Harness.run(eq, x, y)).isZero();
            assertThat(Harness.run(eq, x, x)).isEqualTo(1);
        }
    }

    @Test
    void equalsConstantAndEqualCompareNumbers() {
        Circuit c = Harness.bits((x, y) -> new int[] {
            Arithmetic.equalsConstant(x.builder(), new int[] {x.bit(0), x.bit(1), x.bit(2)}, 5),
            Arithmetic.equal(x.builder(), new int[] {x.bit(0), x.bit(1), x.bit(2)}, new int[] {y.bit(0), y.bit(1), y.bit(2)})});
        for (int x = 0; x < 8; x++) {
            for (int y = 0; y < 8; y++) {
                assertThat(Harness.run(c, x, y)).isEqualTo((x == 5 ? 1 : 0) | (x == y ? 2 : 0));
            }
        }
    }
}
