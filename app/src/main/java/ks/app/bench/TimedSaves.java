package ks.app.bench;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.ToLongFunction;
import ks.net.protocol.GameStore;
import ks.net.protocol.Json;
import ks.net.protocol.SavedGame;
import ks.net.store.ChecksummedFile;
import ks.net.store.SaveFile;

/**
 * The game store of {@code ks bench joint --save}: each side's save written into a throw-away
 * directory byte for byte as {@link SaveFile#write} writes it (the game as JSON, the checksummed
 * header, then {@code AtomicFile}'s steps: a temporary file written, fsync'd, renamed over the old
 * save, the directory fsync'd), with a timer around each stage, so the bench shows what a save on
 * the path of an answer costs and how that grows with the game. The last save of each game is read
 * back with {@link SaveFile#read} when the game is over, so a save this store wrote that a resume
 * could not read fails the bench. Thread-safe: both sessions save through one store.
 */
final class TimedSaves implements GameStore {

    /** One save: the game's plies then, its size on disk and the nanoseconds of each stage. */
    record Save(int plies, int bytes, long encode, long checksum, long write, long fsync, long rename) {
        long total() {
            return encode + checksum + write + fsync + rename;
        }
    }

    private static final String MAGIC = "ks-save";

    private final Path dir;
    private final List<Save> saves = new ArrayList<>();

    TimedSaves(Path dir) {
        this.dir = dir;
    }

    @Override
    public void save(SavedGame game) throws IOException {
        long t0 = System.nanoTime();
        byte[] body = Json.MAPPER.writeValueAsBytes(game);
        long t1 = System.nanoTime();
        byte[] all = ChecksummedFile.bytes(MAGIC, SavedGame.FORMAT, body);
        long t2 = System.nanoTime();
        Path file = file(game);
        Path temp = Files.createTempFile(dir, "." + file.getFileName() + ".", ".tmp");
        long t3;
        long t4;
        try {
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE)) {
                ByteBuffer buffer = ByteBuffer.wrap(all);
                while (buffer.hasRemaining()) {
                    channel.write(buffer);
                }
                t3 = System.nanoTime();
                channel.force(true);
                t4 = System.nanoTime();
            }
            Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(temp);
        }
        try (FileChannel d = FileChannel.open(dir, StandardOpenOption.READ)) {
            d.force(true);
        }
        long t5 = System.nanoTime();
        synchronized (saves) {
            saves.add(new Save(game.plies(), all.length, t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4));
        }
    }

    @Override
    public void finished(SavedGame game) throws IOException {
        Path file = file(game);
        if (Files.exists(file)) {
            SaveFile.read(file);
            Files.delete(file);
        }
    }

    private Path file(SavedGame game) {
        return dir.resolve(game.game().me() + "-" + game.game().gameId() + ".ksave");
    }

    int count() {
        synchronized (saves) {
            return saves.size();
        }
    }

    /**
     * Prints the saves' stages, medians and 90th percentiles, overall and by plies played when the
     * save was written, in steps of {@code step} plies.
     */
    void print(PrintStream out, int attempts, int step) {
        List<Save> all;
        synchronized (saves) {
            all = List.copyOf(saves);
        }
        out.printf("  saves: %d (%.1f per attempt timed or not, both sides), each written as SaveFile writes it,"
                + " fsync'd; ms at p50 / p90:%n", all.size(), all.size() / (double) attempts);
        out.printf("  %-10s %6s %9s %13s %13s %13s %13s %13s %13s%n", "plies", "saves", "KiB p50", "encode",
                "checksum", "write", "fsync", "rename+dir", "total");
        line(out, "all", all);
        int top = all.stream().mapToInt(Save::plies).max().orElse(0);
        for (int from = 0; from <= top; from += step) {
            int lo = from;
            line(out, lo + "-" + (lo + step - 1), all.stream().filter(s -> s.plies() >= lo && s.plies() < lo + step)
                    .toList());
        }
    }

    private static void line(PrintStream out, String what, List<Save> saves) {
        if (saves.isEmpty()) {
            return;
        }
        out.printf("  %-10s %6d %9.1f %13s %13s %13s %13s %13s %13s%n", what, saves.size(),
                quantile(saves, Save::bytes, 0.5) / 1024.0, ms(saves, Save::encode), ms(saves, Save::checksum),
                ms(saves, Save::write), ms(saves, Save::fsync), ms(saves, Save::rename), ms(saves, Save::total));
    }

    private static String ms(List<Save> saves, ToLongFunction<Save> stage) {
        return String.format("%.2f / %.2f", quantile(saves, stage, 0.5) / 1e6, quantile(saves, stage, 0.9) / 1e6);
    }

    private static long quantile(List<Save> saves, ToLongFunction<Save> stage, double q) {
        long[] v = saves.stream().mapToLong(stage).toArray();
        Arrays.sort(v);
        return v[(int) Math.min(v.length - 1, Math.floor(q * v.length))];
    }
}
