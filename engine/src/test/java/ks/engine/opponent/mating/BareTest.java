package ks.engine.opponent.mating;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import ks.engine.Color;
import ks.engine.Position;
import org.junit.jupiter.api.Test;

/** A guess with one side's pieces taken off, its king and pawns left, and weighed beside the guess. */
class BareTest {

    @Test
    void itTakesOffThePiecesAndTheirCastlingRightsAndKeepsKingAndPawns() {
        Position p = Position.fromFen("r3k2r/pp3n2/8/8/8/8/8/R3K3 w Qkq - 0 1");

        assertThat(Bare.of(p, Color.BLACK).toFen()).isEqualTo("4k3/pp6/8/8/8/8/8/R3K3 w Q - 0 1");
    }

    @Test
    void eachGuessKeepsHalfItsWeightAndGuessesThatDifferOnlyInPiecesShareOneBareCopy() {
        Guess knight = guess("4k3/p4n2/8/8/8/8/8/R3K3 w - - 0 1", 0.6);
        Guess bishop = guess("4k3/p3b3/8/8/8/8/8/R3K3 w - - 0 1", 0.4);

        List<Guess> mixed = Bare.alongside(List.of(knight, bishop), Color.BLACK, 0.5);

        assertThat(mixed).extracting(g -> g.position.toFen() + " " + g.weight).containsExactly(
                "4k3/p7/8/8/8/8/8/R3K3 w - - 0 1 0.5",
                "4k3/p4n2/8/8/8/8/8/R3K3 w - - 0 1 0.3",
                "4k3/p3b3/8/8/8/8/8/R3K3 w - - 0 1 0.2");
    }

    private static Guess guess(String fen, double weight) {
        Guess g = new Guess(Position.fromFen(fen));
        g.weight = weight;
        return g;
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
