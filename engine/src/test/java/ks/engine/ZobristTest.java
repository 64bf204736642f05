package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ZobristTest {

    @Test
    void keysAreDistinctAndNoRightsKeyIsZero() {
        Set<Long> keys = new HashSet<>();
        for (long k : Zobrist.PIECE) {
            keys.add(k);
        }
        for (int i = 1; i < 16; i++) {
            keys.add(Zobrist.CASTLING[i]);
        }
        for (long k : Zobrist.EN_PASSANT_FILE) {
            keys.add(k);
        }
        keys.add(Zobrist.BLACK_TO_MOVE);
        assertThat(keys).hasSize(12 * 64 + 15 + 8 + 1).doesNotContain(0L);
        assertThat(Zobrist.CASTLING[0]).isZero();
    }
}
