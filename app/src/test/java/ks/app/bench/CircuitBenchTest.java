package ks.app.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code ks bench circuit}: a row per question, rule set and colour, each attempt well under 100,000 AND gates. */
class CircuitBenchTest {

    @Test
    @Timeout(120)
    void everyRuleSetsAttemptAndAnyCircuitsArePrintedWithTheirAndGates() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int status = Bench.run(new String[] {"circuit"}, new PrintStream(out, true, StandardCharsets.UTF_8), System.err);

        assertThat(status).isZero();
        String text = out.toString(StandardCharsets.UTF_8);
        for (String rules : new String[] {"wolfe", "wolfe+a", "wolfe+p", "wolfe+a+p", "icc", "rand", "kref", "berkeley",
            "berkeley-any", "cincinnati", "english"}) {
            assertThat(text).containsPattern("(?m)^" + Pattern.quote(rules) + " +attempt +white ")
                    .containsPattern("(?m)^" + Pattern.quote(rules) + " +attempt +black ");
        }
        assertThat(text).containsPattern("(?m)^english +any +white ").doesNotContainPattern("(?m)^icc +any ");
        Matcher m = Pattern.compile("(?m)^\\S+ +attempt +\\w+ +(\\d+) ").matcher(text);
        int rows = 0;
        while (m.find()) {
            assertThat(Integer.parseInt(m.group(1))).isBetween(1, 99_999);
            rows++;
        }
        assertThat(rows).isEqualTo(22);
    }
}
