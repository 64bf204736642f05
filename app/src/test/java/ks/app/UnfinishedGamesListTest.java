package ks.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.condition.EnabledOnOs;
import org.junit.jupiter.api.condition.OS;
import org.junit.jupiter.api.io.TempDir;

/** {@code ks --games} lists what {@code games/unfinished/} holds, whatever was put there. */
@Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
class UnfinishedGamesListTest {

    @TempDir
    Path tmp;

    @Test
    @EnabledOnOs(OS.LINUX)
    void aNamedPipeAmongTheSavesIsListedAsUnusableAtOnce() throws Exception {
        Path config = tmp.resolve("ks");
        Path unfinished = Files.createDirectories(config.resolve("games").resolve("unfinished"));
        Path pipe = unfinished.resolve("bob-0123456789abcdef0123456789abcdef.kss");
        Fifo.make(pipe);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            int code = Main.run(new String[] {"--games", "--config", config.toString()},
                    new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
            assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
            assertThat(out.toString(StandardCharsets.UTF_8))
                    .isEqualTo("DAMAGED, not used: " + pipe + " is a named pipe, not a ks saved game\n");
        } finally {
            Fifo.release(pipe);
        }
    }
    /**
     * A save planted in {@code games/unfinished/} chose every string {@code ks --games} prints of it:
     * where the opponent was found, the file's own name, the format its first line names. They
     * reached the terminal raw (an erase-screen, a window title, a right-to-left override); they are
     * cleaned now, as every record's text is for {@code --audit}.
     */
    @Test
    void aPlantedSavesTextIsListedWithItsControlsReplaced() throws Exception {
        Path config = tmp.resolve("ks");
        ks.app.cli.ConfigDir dir = new ks.app.cli.ConfigDir(config);
        Files.createDirectories(config.resolve("games").resolve("unfinished"));
        UnfinishedSaves.save(dir, "bob", "lab7\u001b]0;owned\u0007\u202e");
        Files.writeString(config.resolve("games").resolve("unfinished").resolve("x\u001b[2J.kss"),
                "ks-save \u001b[31m 00\n{}", StandardCharsets.UTF_8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--games", "--config", config.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        String listed = out.toString(StandardCharsets.UTF_8);
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(listed).doesNotContain("\u001b").doesNotContain("\u0007").doesNotContain("\u202e")
                .contains("vs bob@lab7?]0;owned??: you play white")
                .contains("DAMAGED, not used: " + config.resolve("games").resolve("unfinished") + "/x?[2J.kss: ks saved game"
                        + " format ?[31m is not one this ks reads");
    }

    /**
     * A save copied over another game's (by hand, by a restore from a backup, by whoever can write the
     * directory) holds a game its name does not: ks writes and removes a game's save by the name the
     * game gives, so the copy was listed and offered as a second copy of the game it holds, and stayed
     * behind when that game ended, offered again for ever. It is now listed as not used, with why.
     */
    @Test
    void aSaveHoldingAnotherGameThanItsNameSaysIsNotUsed() throws Exception {
        Path config = tmp.resolve("ks");
        ks.app.cli.ConfigDir dir = new ks.app.cli.ConfigDir(config);
        Path unfinished = Files.createDirectories(config.resolve("games").resolve("unfinished"));
        UnfinishedSaves.save(dir, "bob", "lab7");
        UnfinishedSaves.save(dir, "bob", "lab7");
        java.util.List<Path> two;
        try (java.util.stream.Stream<Path> files = Files.list(unfinished)) {
            two = files.sorted().toList();
        }
        Files.copy(two.get(1), two.get(0), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        String held = two.get(1).getFileName().toString().substring("bob-".length(), "bob-".length() + 8);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--games", "--config", config.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        assertThat(out.toString(StandardCharsets.UTF_8).lines())
                .containsOnlyOnce("DAMAGED, not used: " + two.get(0) + ": it holds the game " + held
                        + " with bob, not the one its name says (a save copied over another?)")
                .filteredOn(line -> line.startsWith("vs bob@lab7")).hasSize(1).allMatch(line -> line.endsWith(
                        "(" + two.get(1) + ")"));
    }

    /**
     * A planted save chose its opponent's name, and ks builds the save's path from it: an opponent
     * {@code ../../x} in a file named {@code x-<id>.kss} passed the check of the name's last part, and
     * the game was offered, its saves and lock to be written and removed two directories up.
     */
    @Test
    void aSaveWhoseOpponentIsNotAPlayersNameIsNotUsed() throws Exception {
        Path config = tmp.resolve("ks");
        String id = UnfinishedSaves.newGameId();
        Path planted = UnfinishedSaves.plant(new ks.app.cli.ConfigDir(config), "../../x", id, "x-" + id + ".kss");
        assertThat(gamesListed(config)).isEqualTo("DAMAGED, not used: " + planted + ": its opponent ../../x is not"
                + " a player's name (1 to 64 letters, digits, '.', '-' or '_')\n");
    }

    /** The same through the game id: a save's path is built from it too. */
    @Test
    void aSaveWhoseGameIdIsNotOfTheFormKsWritesIsNotUsed() throws Exception {
        Path config = tmp.resolve("ks");
        Path planted = UnfinishedSaves.plant(new ks.app.cli.ConfigDir(config), "bob", "../../y", "y.kss");
        assertThat(gamesListed(config)).isEqualTo("DAMAGED, not used: " + planted + ": its game id ../../y is not"
                + " 32 hex digits, the form ks writes\n");
    }

    /**
     * The same through the name the game was played under: a practice game keeps its opponent's half
     * under it, and a resumed game is played under it.
     */
    @Test
    void aSaveWhosePlayerIsNotAPlayersNameIsNotUsed() throws Exception {
        Path config = tmp.resolve("ks");
        String id = UnfinishedSaves.newGameId();
        Path planted = UnfinishedSaves.plant(new ks.app.cli.ConfigDir(config), "../../z", "bob", id,
                "bob-" + id + ".kss");
        assertThat(gamesListed(config)).isEqualTo("DAMAGED, not used: " + planted + ": its player ../../z is not"
                + " a player's name (1 to 64 letters, digits, '.', '-' or '_')\n");
    }

    private static String gamesListed(Path config) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        int code = Main.run(new String[] {"--games", "--config", config.toString()},
                new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
        assertThat(code).as(err.toString(StandardCharsets.UTF_8)).isZero();
        return out.toString(StandardCharsets.UTF_8);
    }
}
