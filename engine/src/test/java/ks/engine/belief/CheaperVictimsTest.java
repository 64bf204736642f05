package ks.engine.belief;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import ks.engine.Bitboards;
import ks.engine.Color;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.api.Test;

/**
 * A belief that spares a share of the pieces our captures take ({@link Belief#spareCheaperVictims}):
 * under berkeley-any a capture is told by its square alone. Black's rook steps silently from a5 to
 * e5, the only man of black's that could, and white's rook takes there; every guess has the rook
 * dead, unless told to keep, in some of them, a pawn dead instead and the rook alive.
 */
class CheaperVictimsTest {

    private static final RuleSet BERKELEY_ANY = RuleSets.byName("berkeley-any");
    private static final String FEN = "6k1/5ppp/8/r7/8/7K/4R3/8 b - - 0 1";
    private static final int SIZE = 4096;
    private static final long SEED = 11;

    @Test
    void withoutTheOptionEveryGuessHasTheRookTaken() {
        Belief white = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED);
        BeliefTest.play(FEN, BERKELEY_ANY, white, "a5e5", "e2e5");

        assertThat(share(white, 1, 2)).isZero();
    }

    @Test
    void aShareOfTheGuessesKeepsTheRookAliveAndAPawnTakenInstead() {
        Belief white = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED).spareCheaperVictims(0.25, PieceType.KNIGHT);
        BeliefTest.play(FEN, BERKELEY_ANY, white, "a5e5", "e2e5");

        assertThat(share(white, 1, 2)).as("the rook alive, two pawns left").isBetween(0.15, 0.35);
        assertThat(share(white, 0, 3) + share(white, 1, 2)).isCloseTo(1.0, within(1e-9));
        white.forEach((p, w) -> assertThat(p.pieces(Color.BLACK, PieceType.ROOK)
                & ~(Bitboards.bit(Square.parse("f7")) | Bitboards.bit(Square.parse("g7")))).as("a rook where a nearest pawn stood: %s", p.toFen()).isZero());
    }

    @Test
    void theGuessesThatKeepTheRookAreShownApartAndStaySoAfterTheEnemyMoves() {
        Belief white = new Belief(Position.fromFen(FEN), Color.WHITE, BERKELEY_ANY, SIZE, SEED).spareCheaperVictims(0.25, PieceType.KNIGHT);
        BeliefTest.play(FEN, BERKELEY_ANY, white, "a5e5", "e2e5", "g8h8", "h3h4");

        double[] spared = {0};
        white.forEachSpared((p, w) -> {
            spared[0] += w;
            assertThat(p.pieces(Color.BLACK, PieceType.ROOK)).as("a spared guess keeps the rook: %s", p.toFen()).isNotZero();
        });
        assertThat(spared[0]).isCloseTo(share(white, 1, 2), within(1e-9)).isBetween(0.15, 0.35);
    }

    /** The weight of the guesses in which black has {@code rooks} rooks and {@code pawns} pawns. */
    private static double share(Belief belief, int rooks, int pawns) {
        double[] s = {0};
        belief.forEach((p, w) -> s[0] += Long.bitCount(p.pieces(Color.BLACK, PieceType.ROOK)) == rooks
                && Long.bitCount(p.pieces(Color.BLACK, PieceType.PAWN)) == pawns ? w : 0);
        return s[0];
    }
}
