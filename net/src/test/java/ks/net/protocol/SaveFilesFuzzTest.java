package ks.net.protocol;

import ks.net.store.RecordFile;
import ks.net.store.SaveFile;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Random;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The readers of files a user (or someone with access to the user's files) can change: the save
 * of a game in progress and the signed record of a finished one. The checksum stops random
 * damage, so the fuzzer mutates the JSON and writes a matching checksum, as a deliberate edit
 * would: every file must then be read or refused with one line, never crash, and a record that
 * reads must go through the audit without an exception. The samples are what protocol 3 writes:
 * an untimed host's save, a timed game's saves on both sides (clocks, thinking times), a timed
 * host's record, and the checked-in signed record of a finished game (its end with the statements
 * it rests on, the signed reveal).
 */
class SaveFilesFuzzTest {

    private static final String JSON_CHARS = "{}[]\":,0123456789-abcdefxyzEntryhostguest \\u\n\u2028\u0000";

    private static final List<String> SAVES = new ArrayList<>();
    private static final List<String> RECORDS = new ArrayList<>();
    private static Path dir;

    @Timeout(30)
    @BeforeAll
    static void sampleFiles() throws Exception {
        dir = Files.createTempDirectory("ks-savefuzz");
        SavedGame untimed = SaveFileTest.sample();
        ResumeTest.Saves timed = timedGame();
        for (SavedGame game : List.of(untimed, timed.host.last(), timed.guest.last())) {
            Path save = dir.resolve("sample.kss");
            SaveFile.write(save, game);
            SAVES.add(body(save));
        }
        Path record = dir.resolve("sample.ksg");
        RecordFile.write(record, timed.host.last().game());
        RECORDS.add(body(record));
        RECORDS.add(body(Path.of(SaveFilesFuzzTest.class.getResource("vectors/record-v2.ksg").toURI())));
    }

    /** Two plies of a game at 5+3, both sides saving. */
    private static ResumeTest.Saves timedGame() throws Exception {
        ResumeTest.Saves saves = new ResumeTest.Saves();
        Pair p = new Pair(Wishes.none().withServer(Wish.ON).withColour(ColourWish.WHITE).withTime("5+3"),
                Wishes.none(), SessionOptions.defaults().withStore(saves.host),
                SessionOptions.defaults().withStore(saves.guest));
        p.play(p.alice, "e2e4");
        p.awaitTurn(p.bob);
        p.play(p.bob, "e7e5");
        p.awaitTurn(p.alice);
        assertThat(saves.host.last().game().clocks()).hasSize(3);
        assertThat(saves.guest.last().game().guestTries()).allMatch(t -> t.think() != null);
        return saves;
    }

    private static String body(Path f) throws IOException {
        String text = Files.readString(f, StandardCharsets.UTF_8);
        return text.substring(text.indexOf('\n') + 1);
    }

    private record Input(boolean save, String json) {
    }

    private static Input generate(Random r) {
        boolean save = r.nextBoolean();
        String sample = save ? SAVES.get(r.nextInt(SAVES.size())) : RECORDS.get(r.nextInt(RECORDS.size()));
        return new Input(save, FuzzKit.mutate(r, sample, JSON_CHARS, 1 + r.nextInt(4)));
    }

    private static void check(Input in) {
        try {
            byte[] json = in.json().getBytes(StandardCharsets.UTF_8);
            String sum = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(json));
            Path f = dir.resolve(in.save() ? "f.kss" : "f.ksg");
            String head = (in.save() ? "ks-save " + SavedGame.FORMAT : "ks-record " + GameRecord.FORMAT) + " " + sum + "\n";
            Files.write(f, (head + in.json()).getBytes(StandardCharsets.UTF_8));
            try {
                if (in.save()) {
                    assertThat(SaveFile.read(f)).isNotNull();
                } else {
                    assertThat(Audit.verify(RecordFile.read(f)).line()).isNotBlank();
                }
            } catch (IOException e) {
                FuzzKit.assertOneLine(e.getMessage());
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String show(Input in) {
        return (in.save() ? "save " : "record ") + FuzzKit.escape(in.json());
    }

    @Test
    void boundedEditedFiles() {
        FuzzKit.bounded("save-files", 3_000, SaveFilesFuzzTest::generate, SaveFilesFuzzTest::check,
                SaveFilesFuzzTest::show);
    }

    @Test
    @Tag("fuzz-long")
    void longEditedFiles() {
        FuzzKit.timed("save-files", SaveFilesFuzzTest::generate, SaveFilesFuzzTest::check, SaveFilesFuzzTest::show);
    }
}
