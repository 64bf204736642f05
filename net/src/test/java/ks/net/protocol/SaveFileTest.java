package ks.net.protocol;

import ks.net.store.RecordFile;
import ks.net.store.SaveFile;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The in-progress save format: round trip, damage detected, atomic replacement. */
@Timeout(30)
class SaveFileTest {

    @TempDir
    Path dir;

    /** A real game's host save after a few plies, taken from a pair of sessions in memory. */
    static SavedGame sample() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = Pair.aliceHostingAsWhite(saves);
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        return saves.host.last();
    }

    @Test
    void aSaveReadsBackEqual() throws Exception {
        SavedGame g = sample();
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, g);
        SavedGame back = SaveFile.read(f);
        assertThat(back).isEqualTo(g);
        assertThat(back.plies()).isEqualTo(2);
        assertThat(back.game().salts()).hasSize(3);
        assertThat(back.opponent()).isEqualTo("bob");
    }

    @Test
    void everyFlippedByteIsDetected() throws Exception {
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, sample());
        byte[] good = Files.readAllBytes(f);
        for (int i = 0; i < good.length; i += 7) {
            byte[] bad = good.clone();
            bad[i] ^= 0x20;
            Files.write(f, bad);
            assertThatThrownBy(() -> SaveFile.read(f)).as("byte " + i).isInstanceOf(IOException.class)
                    .hasMessageStartingWith(f.toString());
        }
    }

    @Test
    void everyTruncationIsDetected() throws Exception {
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, sample());
        byte[] good = Files.readAllBytes(f);
        for (int n = 0; n < good.length; n += Math.max(1, good.length / 97)) {
            Files.write(f, java.util.Arrays.copyOf(good, n));
            assertThatThrownBy(() -> SaveFile.read(f)).as("first " + n + " bytes").isInstanceOf(IOException.class);
        }
        Files.write(f, new byte[0]);
        assertThatThrownBy(() -> SaveFile.read(f)).hasMessageContaining("empty");
    }

    @Test
    void aDamagedSaveSaysSoInWords() throws Exception {
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, sample());
        String text = Files.readString(f, StandardCharsets.UTF_8);
        Files.writeString(f, text.substring(0, text.length() - 10));
        assertThatThrownBy(() -> SaveFile.read(f)).hasMessageContaining("damaged or truncated (checksum mismatch)");
        Files.writeString(f, "hello\n{}");
        assertThatThrownBy(() -> SaveFile.read(f)).hasMessageContaining("not a ks saved game");
        assertThatThrownBy(() -> SaveFile.read(dir.resolve("none"))).hasMessageContaining("no such file");
    }

    @Test
    void aRecordIsNotASaveAndASaveIsNotARecord() throws Exception {
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, sample());
        assertThatThrownBy(() -> RecordFile.read(f)).hasMessageContaining("not a ks game record");
    }

    @Test
    void replacingLeavesOneCompleteFileAndNoTemporaries() throws Exception {
        SavedGame g = sample();
        Path f = dir.resolve("g.kss");
        for (int i = 0; i < 20; i++) {
            SaveFile.write(f, g);
        }
        assertThat(SaveFile.read(f)).isEqualTo(g);
        try (Stream<Path> files = Files.list(dir)) {
            assertThat(files.map(x -> x.getFileName().toString()).toList()).containsExactly("g.kss");
        }
    }

    @Test
    void aWriteThatFailsLeavesTheOldSaveWhole() throws Exception {
        SavedGame g = sample();
        Path sub = dir.resolve("ro");
        Path f = sub.resolve("g.kss");
        SaveFile.write(f, g);
        try (Unwritable locked = Unwritable.make(sub)) {
            SavedGame later = new SavedGame(g.format(), g.role(), "elsewhere", 7, g.game(), g.anys(), null, "x");
            assertThatThrownBy(() -> SaveFile.write(f, later)).isInstanceOf(IOException.class);
            assertThat(SaveFile.read(f)).isEqualTo(g);
        }
    }

    /**
     * A directory nobody can add a file to. Taking the write permission away is enough for an
     * ordinary user; root writes anyway, so as root the directory is made immutable
     * ({@code chattr +i}, which binds root too). A file system without that attribute skips the
     * test, saying so.
     */
    private record Unwritable(Path dir, boolean immutable) implements AutoCloseable {

        static Unwritable make(Path dir) throws Exception {
            dir.toFile().setWritable(false);
            if (!Files.isWritable(dir)) {
                return new Unwritable(dir, false);
            }
            boolean locked = chattr("+i", dir);
            if (!locked) {
                dir.toFile().setWritable(true);
            }
            org.junit.jupiter.api.Assumptions.assumeTrue(locked,
                    "running as root on a file system without chattr +i: no way to refuse root a write here");
            return new Unwritable(dir, true);
        }

        private static boolean chattr(String flag, Path dir) throws Exception {
            try {
                Process p = new ProcessBuilder("chattr", flag, dir.toString()).redirectErrorStream(true).start();
                p.getInputStream().readAllBytes();
                return p.waitFor() == 0;
            } catch (IOException e) {
                return false;
            }
        }

        @Override
        public void close() throws Exception {
            if (immutable) {
                chattr("-i", dir);
            }
            dir.toFile().setWritable(true);
        }
    }

    @Test
    void aLeftoverTemporaryFromACrashDoesNotDisturbTheSave() throws Exception {
        SavedGame g = sample();
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, g);
        // What a kill -9 between writing and renaming leaves behind: a partial temporary file.
        Files.write(dir.resolve(".g.kss123.tmp"), List.of("ks-save 1 00", "{\"format\":"));
        assertThat(SaveFile.read(f)).isEqualTo(g);
        SaveFile.write(f, g);
        assertThat(SaveFile.read(f)).isEqualTo(g);
    }

    @Test
    void aGuestSaveCannotHoldSalts() throws Exception {
        SavedGame g = sample();
        assertThatThrownBy(() -> new SavedGame(2, SavedGame.GUEST, null, null, g.game(), 0, null, "x"))
                .hasMessageContaining("salts");
    }

    @Test
    void aSaveOfFormat1FromProtocol2IsRefusedNamingIt() throws Exception {
        Path f = dir.resolve("old.kss");
        ks.net.store.ChecksummedFile.write(f, "ks-save", 1, "{}".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        assertThatThrownBy(() -> SaveFile.read(f)).isInstanceOf(IOException.class)
                .hasMessage(f + ": ks saved game format 1 is not one this ks reads");
    }

    /**
     * A save is read as it lies on disk, and what a resumed game retells of it reaches the screen: the
     * umpire's words of each piece of news (the guest's {@code umpire: ...} lines) and the reason of a
     * saved end. Whoever put a save there chose them, as a record handed over chooses its own; they are
     * cleaned on reading now, as the wire's and the records' are. ks's own saves hold no such character.
     */
    @Test
    void aPlantedSavesTextIsReadWithItsControlsReplaced() throws Exception {
        SavedGame g = sample();
        GameRecord r = g.game();
        List<Message.News> news = new java.util.ArrayList<>(r.news());
        Message.News first = news.get(0);
        news.set(0, new Message.News(first.own(), first.verdict(), first.moved(), first.lost(),
                List.of(new ks.engine.referee.Announcement(ks.engine.referee.Announcement.Kind.CHECK,
                        "Check\u001b[2J\u202e")), first.signature()));
        SavedGame planted = new SavedGame(g.format(), g.role(), "lab7", g.portNumber(),
                r.toBuilder().guestView(news, r.guestTries()).chat(List.of("bob: \u001b]0;owned\u0007hi")).build(),
                g.anys(), g.drawOffer(), g.savedAt());
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, planted);
        SavedGame back = SaveFile.read(f);
        assertThat(back.game().news().get(0).heard().get(0).text()).isEqualTo("Check?[2J?");
        assertThat(back.game().chat()).containsExactly("bob: ?]0;owned?hi");
    }

    /** A save whose body was written twice into one file (a copy appended, a crash in a hand-made copy) is damaged. */
    @Test
    void aSaveWhoseBodyIsWrittenTwiceIsRefused() throws Exception {
        Path f = dir.resolve("g.kss");
        SaveFile.write(f, sample());
        String text = Files.readString(f, StandardCharsets.UTF_8);
        String body = text.substring(text.indexOf('\n') + 1);
        Files.writeString(f, text + body, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> SaveFile.read(f)).isInstanceOf(IOException.class)
                .hasMessageStartingWith(f.toString()).hasMessageNotContaining("\n");
        Files.writeString(f, text + text, StandardCharsets.UTF_8);
        assertThatThrownBy(() -> SaveFile.read(f)).isInstanceOf(IOException.class)
                .hasMessageStartingWith(f.toString()).hasMessageNotContaining("\n");
        // The body twice under a checksum made again for it: the JSON's trailing value refuses it.
        ks.net.store.ChecksummedFile.write(f, "ks-save", SavedGame.FORMAT,
                (body + body).getBytes(StandardCharsets.UTF_8));
        assertThatThrownBy(() -> SaveFile.read(f)).isInstanceOf(IOException.class)
                .hasMessageStartingWith(f + ": the saved game is unreadable").hasMessageNotContaining("\n");
    }
}
