package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record's path on the board's game-over screen, in a real terminal (tmux): at 80x24 in the
 * panel and at 40x12 on the small screen, it is cut after its slashes and dashes, so every part
 * of it (each directory, each part of the file's name) reads whole; it was cut wherever the line
 * ended ({@code ...-pr} / {@code actice-bot-...}).
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class BoardRecordPathIT {

    @RegisterExtension
    static final TmuxShells SHELLS = new TmuxShells();

    @TempDir
    Path tmp;

    @Test
    void theRecordsPathReadsByWholePartsAtEightyByTwentyFourAndFortyByTwelve() throws Exception {
        Path home = tmp.resolve("alice");
        Tmux t = SHELLS.open("board-record-path", home, 80, 24, Map.of());
        t.ks("--practice", "--name", "alice", "--white");
        t.waitFor("the board", s -> s.contains("your move>") && s.contains("Messages:"), 60);
        t.typeLine("resign");
        t.waitFor("the question", s -> s.contains("(y/n)"), 30);
        t.type("y");
        String wide = t.save("80x24", t.waitFor("the record saved", s -> s.contains("Game record saved in")
                && s.contains("Enter or q leaves"), 60));
        List<String> parts = parts(record(home).toString());
        assertThat(parts).allSatisfy(p -> assertThat(wide).as(wide).contains(p));
        t.tmux("resize-window", "-t", "ks", "-x", "40", "-y", "12");
        String small = t.save("40x12", t.waitFor("the small screen", s -> s.contains("the board needs")
                && s.contains("Game record saved in"), 30));
        assertThat(parts).allSatisfy(p -> assertThat(small).as(small).contains(p));
    }

    private static Path record(Path home) throws Exception {
        try (Stream<Path> files = Files.list(home.resolve(".ks/games"))) {
            return files.filter(f -> f.toString().endsWith(".ksg")).findFirst().orElseThrow();
        }
    }

    /** The path's parts, each up to and with its slash or dash. */
    private static List<String> parts(String path) {
        List<String> parts = new ArrayList<>();
        int from = 0;
        for (int i = 0; i < path.length(); i++) {
            if (path.charAt(i) == '/' || path.charAt(i) == '-') {
                if (i + 1 > from) {
                    parts.add(path.substring(from, i + 1));
                }
                from = i + 1;
            }
        }
        parts.add(path.substring(from));
        parts.removeIf(p -> p.equals("/"));
        return parts;
    }
}
