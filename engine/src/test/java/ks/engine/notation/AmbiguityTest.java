package ks.engine.notation;

import static ks.engine.notation.Typing.attempt;
import static ks.engine.notation.Typing.move;
import static ks.engine.notation.Typing.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Ambiguity is judged by the player's own men alone: the enemy's men never change a reading. */
class AmbiguityTest {

    private static final String KNIGHTS_B1_F3 = "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1";

    @Test
    void twoKnightsThatCouldReachTheSquareAreAmbiguous() {
        assertThat(read(KNIGHTS_B1_F3, "Nd2")).isEqualTo(new Reading.Ambiguous("Nd2",
                List.of(move("b1d2"), move("f3d2")), "which piece: Nb1-d2 or Nf3-d2?"));
    }

    @Test
    void aPinnedKnightStillCounts() {
        assertThat(read("4r1k1/8/8/8/8/8/4N3/1N2K3 w - - 0 1", "Nc3")).isEqualTo(new Reading.Ambiguous("Nc3",
                List.of(move("b1c3"), move("e2c3")), "which piece: Nb1-c3 or Ne2-c3?"));
    }

    @Test
    void aRookWhosePathOnlyAnEnemyBlocksStillCounts() {
        assertThat(read("4k3/8/8/8/p7/8/8/R4R1K w - - 0 1", "Rd1")).isInstanceOf(Reading.Ambiguous.class);
        assertThat(read("4k3/8/8/8/8/8/8/R1b2R1K w - - 0 1", "Rd1")).isInstanceOf(Reading.Ambiguous.class);
    }

    @Test
    void anOwnManInThePathRulesThatPieceOut() {
        assertThat(read("4k3/8/8/8/8/8/8/RB3R1K w - - 0 1", "Rd1")).isEqualTo(attempt("f1d1"));
    }

    @Test
    void sameOwnMenGiveTheSameReadingWhateverTheEnemyHas() {
        String[] enemies = {"4k3/8/8/8/8/8/8/8", "4k3/8/8/8/8/8/3p4/8", "4k3/8/8/8/1b6/8/3q4/8", "r3k2r/pppppppp/8/8/8/8/8/8"};
        String[] typed = {"Nd2", "Nbd2", "Nc3", "e4", "Ke2", "Qd5", "O-O", "nxq2", "n-q2"};
        String ownWhite = "8/8/8/8/8/5N2/4P3/1N2K2R";
        for (String line : typed) {
            Reading first = null;
            for (String enemy : enemies) {
                String fen = merge(enemy, ownWhite) + " w K - 0 1";
                Reading reading = read(fen, line);
                if (first == null) {
                    first = reading;
                }
                assertThat(reading).as(line + " in " + fen).isEqualTo(first);
            }
        }
    }

    @Test
    void aPawnAdvanceIsNeverAmbiguous() {
        assertThat(read("4k3/8/8/8/8/4P3/4P3/4K3 w - - 0 1", "e4")).isEqualTo(attempt("e3e4"));
    }

    @Test
    void twoPawnsThatCouldTakeOnTheSameSquareAreAmbiguous() {
        assertThat(read("4k3/8/8/8/8/8/2P1P3/4K3 w - - 0 1", "pxd3")).isInstanceOf(Reading.Ambiguous.class);
        assertThat(read("4k3/8/8/8/8/8/2P1P3/4K3 w - - 0 1", "cxd3")).isEqualTo(attempt("c2d3"));
    }

    /** Lays one FEN board over another; each square is taken from whichever has a man there. */
    private static String merge(String enemy, String own) {
        String a = expand(enemy);
        String b = expand(own);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < a.length(); i++) {
            out.append(a.charAt(i) != '.' ? a.charAt(i) : b.charAt(i));
        }
        return compress(out.toString());
    }

    private static String expand(String board) {
        StringBuilder out = new StringBuilder();
        for (char c : board.toCharArray()) {
            if (Character.isDigit(c)) {
                out.append(".".repeat(c - '0'));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static String compress(String expanded) {
        return expanded.replaceAll("\\.{8}", "8").replaceAll("\\.{7}", "7").replaceAll("\\.{6}", "6")
                .replaceAll("\\.{5}", "5").replaceAll("\\.{4}", "4").replaceAll("\\.{3}", "3")
                .replaceAll("\\.{2}", "2").replaceAll("\\.", "1");
    }
}
