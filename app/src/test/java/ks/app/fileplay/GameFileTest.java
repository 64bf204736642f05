package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import ks.app.Fifo;
import ks.crypto.Aead;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.net.protocol.Command;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The game file on disk: what it is made of, and every way of spoiling it being refused in one line. */
class GameFileTest {

    @TempDir
    Path tmp;

    private Path game;
    private Path alices;
    private Path bobs;

    @BeforeEach
    void twoMovesPlayed() throws Exception {
        game = tmp.resolve("game.ksf");
        alices = tmp.resolve("alice-ledger");
        bobs = tmp.resolve("bob-ledger");
        FileSamples.create(game, "kref");
        turn(game, WHITE_PASSWORD, alices, play("e2e4"));
        turn(game, BLACK_PASSWORD, bobs, new Command.Talk("bonne chance, Alice: é ü"), play("d7d5"));
    }

    private void refusedForBoth(String why) {
        for (String password : List.of(WHITE_PASSWORD, BLACK_PASSWORD)) {
            assertThatThrownBy(() -> FileSamples.open(game, password, tmp.resolve("fresh-ledger")))
                    .as(why).isInstanceOf(FileRefused.class)
                    .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
        }
    }

    @Test
    void theFileIsTextOfPrintableAsciiFrom35To126AndNewlinesOnly() throws Exception {
        byte[] bytes = Files.readAllBytes(game);
        for (byte b : bytes) {
            assertThat(b == '\n' || (b >= 35 && b <= 126)).as("byte %d", b & 0xFF).isTrue();
        }
        List<String> lines = Files.readAllLines(game);
        assertThat(lines.get(0)).isEqualTo("#ks-game-file");
        assertThat(lines.get(lines.size() - 1)).isEqualTo("#end-of-ks-game-file");
        assertThat(lines).allSatisfy(l -> assertThat(l.length()).isLessThanOrEqualTo(Armour.WIDTH));
    }

    @Test
    void nothingOfTheGameIsReadableInTheFile() throws Exception {
        String text = Files.readString(game);
        String decoded = new String(Armour.unwrap(Files.readAllBytes(game)), StandardCharsets.ISO_8859_1);
        for (String secret : List.of("e2e4", "d7d5", "bonne", WHITE_PASSWORD, BLACK_PASSWORD)) {
            assertThat(text).doesNotContain(secret);
            assertThat(decoded).doesNotContain(secret);
        }
    }

    @Test
    void eitherPasswordOpensItAsItsPlayer() throws Exception {
        assertThat(FileSamples.open(game, WHITE_PASSWORD, alices).colour()).isEqualTo(Color.WHITE);
        assertThat(FileSamples.open(game, BLACK_PASSWORD, bobs).colour()).isEqualTo(Color.BLACK);
        assertThat(GameFile.read(game).waitingFor()).isEqualTo("alice (white)");
    }

    @Test
    void aWrongPasswordIsRefusedInOneLine() {
        assertThatThrownBy(() -> FileSamples.open(game, "white-passwore", alices)).isInstanceOf(FileRefused.class)
                .hasMessage("wrong password: it opens game.ksf neither for alice nor for bob");
    }

    /** One character in every 23, over the header, the signatures, the locks and the sealed record. */
    @Test
    void alteredCharactersAllOverTheFileAreRefused() throws Exception {
        byte[] good = Files.readAllBytes(game);
        for (int i = 0; i < good.length; i += 23) {
            if (good[i] == '\n') {
                continue;
            }
            byte[] bad = good.clone();
            bad[i] = (byte) (good[i] == 'A' ? 'B' : 'A');
            Files.write(game, bad);
            int at = i;
            assertThatThrownBy(() -> FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("ledger-" + at)))
                    .as("character %d", i).isInstanceOf(FileRefused.class)
                    .satisfies(e -> FuzzKit.assertOneLine(e.getMessage()));
        }
    }

    @Test
    void aTruncatedFileIsRefused() throws Exception {
        byte[] good = Files.readAllBytes(game);
        for (int length = 0; length < good.length - 1; length += 37) {
            Files.write(game, Arrays.copyOf(good, length));
            refusedForBoth("cut at " + length);
        }
        Files.write(game, Arrays.copyOf(good, good.length - "#end-of-ks-game-file\n".length()));
        assertThatThrownBy(() -> GameFile.read(game)).hasMessageContaining("cut short");
    }

    @Test
    void mailAndCopyPasteWhitespaceIsForgiven() throws Exception {
        String text = Files.readString(game, StandardCharsets.US_ASCII);
        String mailed = "\n  " + text.replace("\n", "\r\n").replace("AA", "A A") + "\r\n\r\n";
        Files.writeString(game, mailed, StandardCharsets.US_ASCII);
        assertThat(FileSamples.open(game, WHITE_PASSWORD, alices).colour()).isEqualTo(Color.WHITE);
    }

    @Test
    void theFileOfAnotherGameIsRefusedWhereAnUnfinishedGameStood() throws Exception {
        Path other = tmp.resolve("other.ksf");
        FileSamples.create(other, "kref");
        Files.copy(other, game, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> FileSamples.open(game, WHITE_PASSWORD, alices)).isInstanceOf(FileRefused.class)
                .hasMessageStartingWith("game.ksf held your unfinished game ")
                .hasMessageContaining("now holds another game");
    }

    @Test
    void theFileOfAnotherGameIsRefusedWhereAnUnfinishedGameStoodThoughItWasLastPlayedUnderAnotherName()
            throws Exception {
        Path renamed = tmp.resolve("renamed.ksf");
        Files.copy(game, renamed);
        turn(renamed, WHITE_PASSWORD, alices, play("e4d5"));
        Path other = tmp.resolve("other.ksf");
        FileSamples.create(other, "kref");
        Files.copy(other, game, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThatThrownBy(() -> FileSamples.open(game, WHITE_PASSWORD, alices)).isInstanceOf(FileRefused.class)
                .hasMessageStartingWith("game.ksf held your unfinished game ")
                .hasMessageContaining("now holds another game");
    }

    @Test
    void theGameGoesOnUnderEveryNameItWasPlayedUnder() throws Exception {
        Path renamed = tmp.resolve("renamed.ksf");
        Files.copy(game, renamed);
        turn(renamed, WHITE_PASSWORD, alices, play("e4d5"));
        Files.copy(renamed, game, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        assertThat(FileSamples.open(game, WHITE_PASSWORD, alices).colour()).isEqualTo(Color.WHITE);
    }

    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aNamedPipeGivenAsTheGameFileIsRefusedWithoutWaitingForAWriter() throws Exception {
        Path pipe = tmp.resolve("pipe.ksf");
        Fifo.make(pipe);
        try {
            assertThatThrownBy(() -> GameFile.read(pipe)).isInstanceOf(FileRefused.class)
                    .hasMessage(pipe + " is a named pipe, not a ks game file");
        } finally {
            Fifo.release(pipe);
        }
    }

    @Test
    void anOlderCopyOfTheGameIsRefused() throws Exception {
        byte[] before = Files.readAllBytes(game);
        turn(game, WHITE_PASSWORD, alices, play("e4d5"));
        Path elsewhere = tmp.resolve("old-copy.ksf");
        Files.write(elsewhere, before);
        assertThatThrownBy(() -> FileSamples.open(elsewhere, WHITE_PASSWORD, alices)).isInstanceOf(FileRefused.class)
                .hasMessageContaining("goes back on what you saw of it here");
    }

    @Test
    void aHeaderOfOneGameWithTheRecordOfAnotherIsRefused() throws Exception {
        Path other = tmp.resolve("other.ksf");
        FileSamples.create(other, "kref");
        SealedFile mine = sealed(game);
        SealedFile theirs = sealed(other);
        GameFile.write(game, mine.with(mine.next(), theirs.body()));
        refusedForBoth("spliced");
    }

    @Test
    void aPlayerCannotRewriteTheOpponentsMoveWithTheirOwnKey() throws Exception {
        SealedFile s = sealed(game);
        SealedFile.Unlocked white = s.unlock(Color.WHITE, WHITE_PASSWORD.toCharArray());
        List<SignedAction> actions = actions(s, white);
        // Bob's d7d5 becomes e7e5, signed by the only key alice has: hers.
        SignedAction forged = SignedAction.sign(SignedAction.Kind.TRY, Color.BLACK, "e7e5",
                actions.get(1).chain(actions.get(0).chain(s.header().genesis())), white.key());
        List<SignedAction> rewritten = new ArrayList<>(actions.subList(0, 2));
        rewritten.add(forged);
        reseal(s, white, rewritten, Color.WHITE);
        assertThatThrownBy(() -> FileSamples.open(game, WHITE_PASSWORD, tmp.resolve("l")))
                .hasMessageContaining("action 3 (black's attempt e7e5) is not signed by bob");
    }

    @Test
    void aPlayerCannotGiveThemselvesASecondMove() throws Exception {
        SealedFile s = sealed(game);
        SealedFile.Unlocked white = s.unlock(Color.WHITE, WHITE_PASSWORD.toCharArray());
        List<SignedAction> actions = new ArrayList<>(actions(s, white));
        actions.add(SignedAction.sign(SignedAction.Kind.TRY, Color.WHITE, "g1f3",
                chainOf(s, actions), white.key()));
        actions.add(SignedAction.sign(SignedAction.Kind.TRY, Color.WHITE, "b1c3",
                chainOf(s, actions), white.key()));
        reseal(s, white, actions, Color.BLACK);
        assertThatThrownBy(() -> FileSamples.open(game, BLACK_PASSWORD, tmp.resolve("l")))
                .hasMessageContaining("action 5 (white's attempt b1c3) is not white's to make");
    }

    @Test
    void aFileNamingTheWrongPlayerToOpenItIsRefused() throws Exception {
        SealedFile s = sealed(game);
        SealedFile.Unlocked white = s.unlock(Color.WHITE, WHITE_PASSWORD.toCharArray());
        reseal(s, white, actions(s, white), Color.BLACK);
        assertThatThrownBy(() -> FileSamples.open(game, BLACK_PASSWORD, tmp.resolve("l")))
                .hasMessageContaining("names the wrong player");
    }

    @Test
    void aHugeFileIsRefusedWithoutReadingItAll() throws Exception {
        byte[] huge = new byte[GameFile.MAX_BYTES + 10];
        Arrays.fill(huge, (byte) 'A');
        Files.write(game, huge);
        assertThatThrownBy(() -> GameFile.read(game)).hasMessageContaining("larger than any ks game file");
    }

    @Test
    void somethingElseIsNotAGameFile() throws Exception {
        Files.writeString(game, "Dear Bob,\nhere is my move.\n");
        assertThatThrownBy(() -> GameFile.read(game)).hasMessageStartingWith("not a ks game file");
        assertThatThrownBy(() -> GameFile.read(tmp.resolve("missing.ksf"))).hasMessageStartingWith("no such file");
        assertThatThrownBy(() -> GameFile.read(tmp)).hasMessageContaining("is a directory");
    }

    @Test
    void aNewGameDoesNotReplaceAnExistingFile() {
        assertThatThrownBy(() -> FileSamples.create(game, "kref")).hasMessageContaining("exists already");
    }

    private static SealedFile sealed(Path file) throws Exception {
        return SealedFile.decode(Armour.unwrap(Files.readAllBytes(file)));
    }

    private static List<SignedAction> actions(SealedFile s, SealedFile.Unlocked u) throws Exception {
        return ActionLog.decode(Aead.open(u.gameKey(), SealedFile.bodyContext(s.header().genesis(), s.next()), s.body()));
    }

    private static ks.crypto.Digest chainOf(SealedFile s, List<SignedAction> actions) {
        ks.crypto.Digest d = s.header().genesis();
        for (SignedAction a : actions) {
            d = a.chain(d);
        }
        return d;
    }

    /** Seals {@code actions} as a player holding the game key could, naming {@code next}. */
    private void reseal(SealedFile s, SealedFile.Unlocked u, List<SignedAction> actions, int next) throws Exception {
        byte[] body = Aead.seal(u.gameKey(), SealedFile.bodyContext(s.header().genesis(), next),
                ActionLog.encode(actions), FileSamples.RANDOM);
        GameFile.write(game, s.with(next, body));
    }

    @Test
    void signingKeysAreThePlayersOwn() throws Exception {
        SealedFile s = sealed(game);
        SigningKey w = s.unlock(Color.WHITE, WHITE_PASSWORD.toCharArray()).key();
        SigningKey b = s.unlock(Color.BLACK, BLACK_PASSWORD.toCharArray()).key();
        assertThat(w.identity()).isEqualTo(s.header().whiteKey()).isNotEqualTo(b.identity());
    }
}
