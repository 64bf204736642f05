package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** A guess with one side's pieces taken off, its king and pawns left. */
class BareTest {

    @Test
    void itTakesOffThePiecesAndTheirCastlingRightsAndKeepsKingAndPawns() {
        Position p = Position.fromFen("r3k2r/pp3n2/8/8/8/8/8/R3K3 w Qkq - 0 1");

        assertThat(Bare.of(p, Color.BLACK).toFen()).isEqualTo("4k3/pp6/8/8/8/8/8/R3K3 w Q - 0 1");
    }

    @Test
    void aSideWithOnlyKingAndPawnsHasNothingToTakeOff() {
        assertThat(Bare.of(Position.fromFen("4k3/pp6/8/8/8/8/8/R3K3 w - - 0 1"), Color.BLACK)).isNull();
    }

    @Test
    void aPieceThatShieldsItsKingFromOurRookCannotGo() {
        assertThat(Bare.of(Position.fromFen("4k3/4n3/8/8/8/8/8/3KR3 w - - 0 1"), Color.BLACK)).isNull();
    }
}
