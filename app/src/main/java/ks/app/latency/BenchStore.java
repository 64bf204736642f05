package ks.app.latency;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import ks.net.protocol.GameStore;
import ks.net.protocol.SavedGame;
import ks.net.store.SaveFile;

/**
 * The bench's game store: a player's {@code ks} saves its game after every change, before anything
 * about it leaves (write-ahead, one fsync'd {@link SaveFile} per game), so the bench does the same
 * into a throw-away directory, and removes the file when the game is over.
 */
final class BenchStore implements GameStore {

    private final Path dir;
    private final AtomicInteger saves;

    /** Saves into {@code dir}, counting each in {@code saves}. */
    BenchStore(Path dir, AtomicInteger saves) {
        this.dir = dir;
        this.saves = saves;
    }

    @Override
    public void save(SavedGame game) throws IOException {
        SaveFile.write(file(game), game);
        saves.incrementAndGet();
    }

    @Override
    public void finished(SavedGame game) throws IOException {
        Files.deleteIfExists(file(game));
    }

    private Path file(SavedGame game) {
        return dir.resolve(game.game().gameId() + ".ksave");
    }
}
