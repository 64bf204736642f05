package ks.engine.joint;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The joint referee says what the referee says: for every rule set, seeded random games are
 * played by both at once and compared attempt by attempt ({@link JointPlay}). The normal suite
 * plays a small sample; the slow profile ({@code mvn -Pslow}) at least 100,000 attempts per set.
 */
class JointRefereeMatchesRefereeTest {

    static List<String> ruleSets() {
        return List.of("wolfe", "wolfe+a", "wolfe+p", "wolfe+a+p", "icc", "rand", "kref", "berkeley", "berkeley-any",
                "cincinnati", "english");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    @Timeout(120)
    void sampleOfGamesHearsTheSame(String rules) {
        JointPlay.Tally t = JointPlay.play(rules, 1, 12, 80);
        assertThat(t.joint()).isGreaterThan(100);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("ruleSets")
    @Tag("slow")
    @Timeout(3600)
    void hundredThousandAttemptsHearTheSame(String rules) {
        JointPlay.Tally total = JointPlay.Tally.none();
        for (long seed = 1; total.attempts() < 100_000; seed++) {
            total = total.plus(JointPlay.play(rules, 1000 + seed, 50, 200));
        }
        System.out.println("JointRefereeMatchesRefereeTest " + rules + ": " + total);
    }
}
