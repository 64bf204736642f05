package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class MoveListTest {

    @Test
    void addsFindsAndClears() {
        MoveList list = new MoveList();
        list.add(Move.castling(4, 6));
        list.add(Move.of(12, 28));
        assertThat(list.size()).isEqualTo(2);
        assertThat(list.find(Move.of(4, 6))).isEqualTo(Move.castling(4, 6));
        assertThat(list.contains(Move.of(12, 20))).isFalse();
        assertThat(list.toArray()).containsExactly(Move.castling(4, 6), Move.of(12, 28));
        list.clear();
        assertThat(list.size()).isZero();
        assertThatThrownBy(() -> list.get(0)).isInstanceOf(IndexOutOfBoundsException.class);
    }
}
