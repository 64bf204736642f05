package ks.engine;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Counting the legal moves gives the length of the list the generator makes, in every position. */
class LegalMoveCountTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        PerftTest.START, PerftTest.KIWIPETE, PerftTest.POSITION_3, PerftTest.POSITION_4, PerftTest.POSITION_5,
        PerftTest.POSITION_6,
        // en passant: a pawn pinned along the rank with its victim, a pinned pawn that may take, a check it answers
        "8/8/8/KPp4r/8/8/8/7k w - c6 0 2",
        "7k/8/8/3pP3/8/8/8/B1K5 w - d6 0 2",
        "8/8/8/2KPp3/8/8/8/7k w - e6 0 2",
        "7k/2b5/8/3pP3/8/5K2/8/8 w - d6 0 2",
        // pinned pawns pushing, promoting and taking while promoting; black to move the same
        "4r2k/8/8/8/8/8/4P3/4K3 w - - 0 1",
        "1r5k/2P5/3K4/8/8/8/8/8 w - - 0 1",
        "k7/8/8/8/8/8/1p6/Q1N1K3 b - - 0 1",
        "4k3/8/8/8/8/8/6p1/3KR2Q b - - 0 1",
        // double check, and castling through and out of check
        "4k3/8/8/8/8/5n2/8/R3K2r w Q - 0 1",
        "r3k2r/8/8/8/8/8/6r1/R3K2R w KQkq - 0 1",
    })
    void countsEveryNodeOfTheTreeAsTheListHasIt(String fen) {
        assertSameBelow(Position.fromFen(fen), 3);
    }

    @Test
    void countsAsTheListHasItInRandomPositions() {
        Random random = new Random(25);
        MoveList list = new MoveList();
        for (int i = 0; i < 5_000; i++) {
            Position p = RandomPositions.random(random);
            p.legalMoves(list);
            assertThat(LegalMoveCount.of(p)).as(p.toFen()).isEqualTo(list.size());
        }
    }

    private static void assertSameBelow(Position p, int depth) {
        MoveList list = new MoveList();
        p.legalMoves(list);
        assertThat(LegalMoveCount.of(p)).as(p.toFen()).isEqualTo(list.size());
        if (depth == 0) {
            return;
        }
        for (int m : list.toArray()) {
            p.make(m);
            assertSameBelow(p, depth - 1);
            p.unmake();
        }
    }
}
