package ks.engine.joint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import ks.engine.Move;
import ks.engine.Position;
import ks.engine.circuit.Circuit;
import ks.engine.circuit.Party;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two {@link JointPlayer}s, one per colour, each holding only its own men, judge random games
 * exactly as {@link PlainJointReferee} does: the same verdicts and the same words to each player,
 * the circuits evaluated in the clear on the inputs each side gives alone.
 */
class JointPlayerTest {

    @ParameterizedTest
    @ValueSource(strings = {"wolfe", "wolfe+p", "icc", "rand", "kref", "berkeley-any", "cincinnati", "english"})
    void twoSidesHearWhatTheJointRefereeSays(String name) {
        String[] parts = name.split("\\+", 2);
        RuleSet rules = RuleSets.byName(parts[0], parts.length > 1 ? "+" + parts[1] : "");
        Random random = new Random(name.hashCode());
        for (int game = 0; game < 3; game++) {
            Position start = Position.fromFen(Position.STARTPOS_FEN);
            PlainJointReferee plain = new PlainJointReferee(start, rules, new Random(1));
            JointPlayer[] sides = {new JointPlayer(start, 0, rules), new JointPlayer(start, 1, rules)};
            assertThat(sides[0].opening()).isEqualTo(plain.turnStart().white());
            for (int attempt = 0; attempt < 400 && !plain.isOver(); attempt++) {
                int mover = plain.sideToMove();
                if (random.nextInt(10) == 0) {
                    Announcements expected = plain.askAny();
                    List<Announcement> heard = askAny(sides, mover);
                    assertThat(heard).isEqualTo(expected.heardBy(mover));
                    continue;
                }
                int move = randomAttempt(sides[mover], random);
                JointRuling expected = plain.attempt(move);
                List<List<Announcement>> heard = attempt(sides, mover, move, random);
                assertThat(heard.get(0)).as("white hears").isEqualTo(expected.white());
                assertThat(heard.get(1)).as("black hears").isEqualTo(expected.black());
                assertThat(sides[0].sideToMove()).isEqualTo(plain.sideToMove());
                assertThat(sides[1].outcome()).isEqualTo(plain.outcome());
            }
        }
    }

    private static List<Announcement> askAny(JointPlayer[] sides, int mover) {
        Announcements refused = sides[mover].askAny();
        if (refused != null) {
            return refused.heardBy(mover);
        }
        Circuit c = sides[mover].circuit(JointPlayer.Kind.ANY);
        boolean[] m = sides[mover].inputs(JointPlayer.Kind.ANY, 0, new Random(2));
        boolean[] o = sides[mover ^ 1].inputs(JointPlayer.Kind.ANY, 0, new Random(3));
        boolean[] out = c.eval(m, o);
        List<Announcement> heard = sides[mover].read(JointPlayer.Kind.ANY, 0, m, out).heard();
        sides[mover ^ 1].read(JointPlayer.Kind.ANY, -1, o, out);
        return heard;
    }

    private static List<List<Announcement>> attempt(JointPlayer[] sides, int mover, int move, Random random) {
        JointPlayer.Screened s = sides[mover].screen(move);
        if (s.judgedAlone()) {
            List<Announcement> other = s.heard().heardBy(mover ^ 1);
            if (!other.isEmpty()) {
                assertThat(sides[mover ^ 1].heardOf(s.refusal())).isEqualTo(other);
            }
            return mover == 0 ? List.of(s.heard().white(), other) : List.of(other, s.heard().black());
        }
        Circuit c = sides[mover].circuit(JointPlayer.Kind.ATTEMPT);
        assertThat(sides[mover].party()).isEqualTo(Party.MOVER);
        boolean[] m = sides[mover].inputs(JointPlayer.Kind.ATTEMPT, s.move(), random);
        boolean[] o = sides[mover ^ 1].inputs(JointPlayer.Kind.ATTEMPT, -1, random);
        boolean[] out = c.eval(m, o);
        List<Announcement> moverHears = sides[mover].read(JointPlayer.Kind.ATTEMPT, s.move(), m, out).heard();
        List<Announcement> otherHears = sides[mover ^ 1].read(JointPlayer.Kind.ATTEMPT, -1, o, out).heard();
        return mover == 0 ? List.of(moverHears, otherHears) : List.of(otherHears, moverHears);
    }

    /** A move of one of the mover's own men to any square, sometimes impossible, often illegal. */
    private static int randomAttempt(JointPlayer side, Random random) {
        long men = side.men().occupancy();
        int[] squares = new int[Long.bitCount(men)];
        for (int i = 0; men != 0; men &= men - 1) {
            squares[i++] = Long.numberOfTrailingZeros(men);
        }
        int from = squares[random.nextInt(squares.length)];
        int to = random.nextInt(64);
        return from == to ? Move.of(from, to ^ 8) : Move.of(from, to);
    }
}
