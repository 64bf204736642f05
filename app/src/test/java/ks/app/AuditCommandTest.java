package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;

/** {@code ks --audit} handed a file that never ends. */
@Timeout(60)
class AuditCommandTest {

    @Test
    @EnabledOnOs(OS.LINUX)
    void auditingDevZeroIsOneLineOfErrorNotOutOfMemory() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--audit", "/dev/zero"}, new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).isNotZero();
        assertThat(out.toString(StandardCharsets.UTF_8)).isEmpty();
        assertThat(err.toString(StandardCharsets.UTF_8).strip()).doesNotContain("\n")
                .contains("/dev/zero is larger than any ks game record");
    }
}
