package ks.net.protocol;

import java.io.IOException;

/**
 * Where a session keeps its game while it is played: {@link #save} after every change, before
 * anything about that change leaves the process (write-ahead), and {@link #finished} once the
 * game is over and its final record is in hand.
 */
public interface GameStore {

    /** Atomically replaces the saved copy of this game. */
    void save(SavedGame game) throws IOException;

    /** The game is over (and audited): its in-progress copy is no longer needed. */
    void finished(SavedGame game) throws IOException;

    /** A store that keeps nothing (practice games, tests). */
    GameStore NONE = new GameStore() {
        @Override
        public void save(SavedGame game) {
        }

        @Override
        public void finished(SavedGame game) {
        }
    };
}
