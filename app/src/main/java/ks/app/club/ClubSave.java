package ks.app.club;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import ks.crypto.FileMode;
import ks.net.protocol.GameStore;
import ks.net.protocol.SavedGame;
import ks.net.store.SaveFile;

/**
 * A member's own copy of a club game ({@code clubs/HOST_PORT/games/GAME.kss}): replaced after
 * every commitment and piece of news, and removed only once the game is over for the session and
 * its signed record is kept ({@link #recordKept}). A record that cannot be written (a full disk)
 * leaves the game in its save, which the next {@code ks --club HOST NAME} audits again.
 */
final class ClubSave implements GameStore {

    private final Path games;
    private final Function<String, Path> file;
    private SavedGame over;
    private boolean recordKept;

    /** The save of each game is {@code file} of its id, in the directory {@code games}. */
    ClubSave(Path games, Function<String, Path> file) {
        this.games = games;
        this.file = file;
    }

    @Override
    public synchronized void save(SavedGame game) throws IOException {
        FileMode.createOwnerOnlyDirectories(games);
        SaveFile.write(file.apply(game.game().gameId()), game);
    }

    @Override
    public synchronized void finished(SavedGame game) throws IOException {
        over = game;
        if (recordKept) {
            remove();
        }
    }

    /** The finished game's record is written: its save may go once the session is done with it. */
    synchronized void recordKept() throws IOException {
        recordKept = true;
        if (over != null) {
            remove();
        }
    }

    private void remove() throws IOException {
        Files.deleteIfExists(file.apply(over.game().gameId()));
    }
}
