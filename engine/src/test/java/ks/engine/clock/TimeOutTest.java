package ks.engine.clock;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

class TimeOutTest {

    @Test
    void runningOutOfTimeLosesWhenTheOpponentCouldStillMate() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 1");
        assertThat(TimeOut.isDraw(p, Color.BLACK)).isFalse();
    }

    @Test
    void itIsADrawWhenTheOpponentHasOnlyItsKing() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1");
        assertThat(TimeOut.isDraw(p, Color.WHITE)).isTrue();
    }

    @Test
    void itIsADrawWhenNeitherSideCanMate() {
        Position p = Position.fromFen("4k3/8/8/8/8/8/8/2B1K3 b - - 0 1");
        assertThat(TimeOut.isDraw(p, Color.BLACK)).isTrue();
    }

    @Test
    void aLoneKnightAgainstAPawnCouldStillMateSoTheFlagLoses() {
        // White: Kh1 Ph2 Ph3 can be mated by Nf2 in some position: the knight keeps a mating chance.
        Position p = Position.fromFen("7k/8/8/8/8/7P/7P/4n2K w - - 0 1");
        assertThat(TimeOut.isDraw(p, Color.WHITE)).isFalse();
    }

    @Test
    void bishopsOnOneColourAgainstBishopsOnTheSameColourCannotMate() {
        Position p = Position.fromFen("4k3/8/8/3b4/8/8/8/2B1K3 w - - 0 1");
        assertThat(TimeOut.isDraw(p, Color.WHITE)).isFalse(); // c1 dark, d5 light: a mate can be built
        Position same = Position.fromFen("4k3/8/8/4b3/8/8/8/2B1K3 w - - 0 1");
        assertThat(TimeOut.isDraw(same, Color.WHITE)).isTrue();
    }
}
