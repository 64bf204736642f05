package ks.app.fileplay;

import static ks.app.fileplay.FileSamples.BLACK_PASSWORD;
import static ks.app.fileplay.FileSamples.WHITE_PASSWORD;
import static ks.app.fileplay.FileSamples.play;
import static ks.app.fileplay.FileSamples.turn;

import com.code_intelligence.jazzer.junit.FuzzTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import ks.crypto.Aead;
import ks.crypto.Digest;
import ks.crypto.SigningKey;
import ks.engine.Color;
import ks.net.protocol.Command;
import ks.net.protocol.Event;
import ks.testkit.FuzzKit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The reader of game files, which come from the other player by mail: edited text, edited bytes under
 * the armour, an edited record sealed again with the game key (as a player who knows their own password
 * can), and hostile histories signed with the players' real keys. Every file must open as a game or be
 * refused with one line; a game that opens must play a turn without an exception.
 */
class GameFileFuzzTest {

    private static final String TEXT_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=#\n\r -";
    private static final String[] PAYLOADS = {"", "e2e4", "e7e5", "d2d4", "e4d5", "e1g1", "a7a8q", "e2e5", "z9z9",
        "hello", "\u0000", "x".repeat(600)};

    private static Path dir;
    private static byte[] sample;
    private static SealedFile sealed;
    private static SealedFile.Unlocked white;
    private static SigningKey black;
    private static List<SignedAction> actions;
    private static int next;

    private static synchronized void sample() {
        if (dir != null) {
            return;
        }
        try {
            // Every opening notes the game and every action seals the file, each with an fsync: in memory when possible.
            Path shm = Path.of("/dev/shm");
            Path made = Files.isDirectory(shm) && Files.isWritable(shm) ? Files.createTempDirectory(shm, "ks-file-fuzz")
                    : Files.createTempDirectory("ks-file-fuzz");
            Path game = made.resolve("sample.ksf");
            FileSamples.create(game, "wolfe");
            turn(game, WHITE_PASSWORD, made.resolve("l"), new Command.AskAny(), play("e2e4"));
            turn(game, BLACK_PASSWORD, made.resolve("l"), new Command.Talk("hi"), play("d7d5"));
            turn(game, WHITE_PASSWORD, made.resolve("l"), play("e4f5"), new Command.OfferDraw(), play("e4d5"));
            sample = Files.readAllBytes(game);
            sealed = SealedFile.decode(Armour.unwrap(sample));
            white = sealed.unlock(Color.WHITE, WHITE_PASSWORD.toCharArray());
            black = sealed.unlock(Color.BLACK, BLACK_PASSWORD.toCharArray()).key();
            actions = ActionLog.decode(Aead.open(white.gameKey(),
                    SealedFile.bodyContext(sealed.header().genesis(), sealed.next()), sealed.body()));
            next = sealed.next();
            dir = made;
        } catch (IOException | FileRefused | ks.crypto.SealBroken e) {
            throw new IllegalStateException(e);
        }
    }

    @AfterAll
    static void removeDir() throws IOException {
        if (dir != null) {
            try (var files = Files.list(dir)) {
                for (Path p : files.toList()) {
                    Files.deleteIfExists(p);
                }
            }
            Files.deleteIfExists(dir);
        }
    }

    @FuzzTest(maxDuration = "5m")
    void fileText(byte[] data) {
        sample();
        check(data);
    }

    @FuzzTest(maxDuration = "5m")
    void sealedRecord(byte[] data) {
        sample();
        check(resealed(data, next));
    }

    @Test
    void boundedEditedFiles() {
        sample();
        FuzzKit.bounded("game-files", 2_000, GameFileFuzzTest::generate, GameFileFuzzTest::check,
                GameFileFuzzTest::show);
    }

    @Test
    @Tag("fuzz-long")
    void longEditedFiles() {
        sample();
        FuzzKit.timed("game-files", GameFileFuzzTest::generate, GameFileFuzzTest::check, GameFileFuzzTest::show);
    }

    static byte[] generate(Random r) {
        return switch (r.nextInt(4)) {
            case 0 -> FuzzKit.mutate(r, new String(sample, StandardCharsets.US_ASCII), TEXT_CHARS, 4)
                    .getBytes(r.nextInt(8) == 0 ? StandardCharsets.UTF_16 : StandardCharsets.UTF_8);
            case 1 -> Armour.wrap(edit(r, sealed.encode())).getBytes(StandardCharsets.US_ASCII);
            case 2 -> resealed(edit(r, ActionLog.encode(actions)), r.nextInt(3));
            default -> resealed(ActionLog.encode(hostileHistory(r)), r.nextInt(3));
        };
    }

    /** A few random byte edits: changes, a cut, an inserted run. */
    private static byte[] edit(Random r, byte[] good) {
        byte[] b = good.clone();
        for (int k = 1 + r.nextInt(3); k > 0 && b.length > 0; k--) {
            switch (r.nextInt(3)) {
                case 0 -> b[r.nextInt(b.length)] = (byte) r.nextInt(256);
                case 1 -> b = Arrays.copyOf(b, r.nextInt(b.length));
                default -> {
                    int at = r.nextInt(b.length);
                    byte[] run = new byte[r.nextInt(9)];
                    r.nextBytes(run);
                    byte[] longer = new byte[b.length + run.length];
                    System.arraycopy(b, 0, longer, 0, at);
                    System.arraycopy(run, 0, longer, at, run.length);
                    System.arraycopy(b, at, longer, at + run.length, b.length - at);
                    b = longer;
                }
            }
        }
        return b;
    }

    /** Actions of random kinds and payloads, each properly signed in chain by the key of its colour. */
    private static List<SignedAction> hostileHistory(Random r) {
        List<SignedAction> out = new ArrayList<>(actions.subList(0, r.nextInt(actions.size() + 1)));
        Digest d = sealed.header().genesis();
        for (SignedAction a : out) {
            d = a.chain(d);
        }
        for (int k = r.nextInt(6); k > 0; k--) {
            int colour = r.nextInt(2);
            SignedAction.Kind kind = FuzzKit.pick(r, SignedAction.Kind.values());
            SignedAction a = SignedAction.sign(kind, colour, FuzzKit.pick(r, PAYLOADS), d,
                    colour == Color.WHITE ? white.key() : black);
            out.add(a);
            d = a.chain(d);
        }
        return out;
    }

    /** A file whose record is {@code plain}, sealed with the game key as either player could, naming {@code who}. */
    private static byte[] resealed(byte[] plain, int who) {
        byte[] body = Aead.seal(white.gameKey(), SealedFile.bodyContext(sealed.header().genesis(), who), plain,
                FileSamples.RANDOM);
        return Armour.wrap(sealed.with(who, body).encode()).getBytes(StandardCharsets.US_ASCII);
    }

    static void check(byte[] data) {
        Path file = dir.resolve("fuzzed.ksf");
        Path ledger = dir.resolve("fuzz-ledger");
        try {
            Files.write(file, data);
            Files.deleteIfExists(ledger);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            GameFile g = GameFile.read(file);
            FuzzKit.assertOneLine(g.describe() + g.waitingFor());
            FileSession s = g.open(FuzzKit.pick(new Random(data.length), WHITE_PASSWORD, BLACK_PASSWORD)
                    .toCharArray(), new FileGameLedger(ledger), FileSamples.RANDOM);
            List<Event> events = new ArrayList<>();
            s.start(events::add);
            s.submit(play("g1f3"));
            s.submit(new Command.Resign(true));
            if (s.seesWholeGame()) {
                FuzzKit.assertOneLine(s.refereePgn().isEmpty() ? "" : "pgn");
            }
        } catch (FileRefused e) {
            FuzzKit.assertOneLine(e.getMessage());
        }
    }

    private static String show(byte[] data) {
        return FuzzKit.escape(new String(data, StandardCharsets.ISO_8859_1));
    }
}
