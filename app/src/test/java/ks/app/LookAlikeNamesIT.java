package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import ks.crypto.KnownOpponents;
import ks.crypto.SigningKey;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Look-alike names between two real ks processes (issue 20, break 3): alice has played victor and
 * pinned his key; a stranger calling himself vіctor (with a Cyrillic і) meets her. Alice is told
 * in one line, before the first move, that this is not victor, and the stranger's key is not
 * pinned under the look-alike name.
 */
@Timeout(value = 4, unit = TimeUnit.MINUTES)
class LookAlikeNamesIT {

    private static final String IMPOSTOR = "v\u0456ctor";

    @TempDir
    Path tmp;

    @Test
    void aPeerWhoseNameLooksLikeAPinnedOneIsFlaggedBeforePlayAndNotPinned() throws Exception {
        Path known = tmp.resolve("alice").resolve(".ks").resolve(KnownOpponents.FILE_NAME);
        Files.createDirectories(known.getParent());
        String victor = SigningKey.generate(new SecureRandom()).identity().hex();
        Files.writeString(known, "victor " + victor + "\n", StandardCharsets.UTF_8);
        String port = "_" + Crashes.freeNumber(907);
        Map<String, String> utf8 = Map.of("LANG", "C.UTF-8");
        KsProcess alice = KsProcess.start(tmp.resolve("alice"), "e4\n", utf8, "--name", "alice", "-w", "-d", port,
                IMPOSTOR + "@localhost");
        KsProcess stranger = KsProcess.start(tmp.resolve("stranger"), "resign\n", utf8, "--name", IMPOSTOR, "-b", "-d",
                port, "alice@localhost");
        assertThat(alice.await(120)).as(alice.transcript()).isZero();
        assertThat(stranger.await(120)).as(stranger.transcript()).isZero();
        String out = alice.out();
        String warning = "beware: " + IMPOSTOR + " is not victor, whose key is pinned on line 1 of " + known
                + ": the names only look alike; " + IMPOSTOR + "'s key ";
        assertThat(out).as(alice.transcript()).contains(warning).contains("Game over: 1-0 (" + IMPOSTOR + " resigned)");
        assertThat(out.indexOf(warning)).isLessThan(out.indexOf("e2-e4"));
        assertThat(Files.readString(known, StandardCharsets.UTF_8)).isEqualTo("victor " + victor + "\n");
    }
}
