package ks.app.ratings;

import java.util.regex.Pattern;
import ks.crypto.PlayerNames;
import ks.engine.rating.RatedGame;

/**
 * One rated game in a player's ledger: which game and which signed record on disk it comes from
 * ({@code record}, a file name in the games directory), the two players and their keys, the
 * result, and both ratings before and after it. Everything here can be checked again from the
 * record and from the entries before it.
 */
public record LedgerEntry(
        String gameId,
        String record,
        String white,
        String black,
        String whiteKey,
        String blackKey,
        String result,
        int whiteBefore,
        int whiteAfter,
        int blackBefore,
        int blackAfter) {

    /** Ratings outside this range cannot come from the table's arithmetic in any sane ledger. */
    static final int MAX_RATING = 10_000;

    // Compiled once: ks --ratings builds an entry for every line of the ledger before it prints.
    private static final Pattern GAME_ID = Pattern.compile("[0-9a-f]{1,128}");
    private static final Pattern RECORD = Pattern.compile("[\\p{L}\\p{N}._-]{1,200}");
    private static final Pattern KEY = Pattern.compile("[0-9a-f]{64}");

    public LedgerEntry {
        require(gameId != null && GAME_ID.matcher(gameId).matches(), "a game id in hex");
        require(record != null && RECORD.matcher(record).matches() && !record.startsWith("."), "a record file name");
        require(PlayerNames.isValid(white) && PlayerNames.isValid(black), "two player names");
        require(whiteKey != null && KEY.matcher(whiteKey).matches() && blackKey != null
                && KEY.matcher(blackKey).matches(), "two public keys in hex");
        game(white, black, result);
        for (int r : new int[] {whiteBefore, whiteAfter, blackBefore, blackAfter}) {
            require(r >= 0 && r <= MAX_RATING, "ratings from 0 to " + MAX_RATING);
        }
    }

    /** The game as the ratings table plays it. */
    public RatedGame game() {
        return game(white, black, result);
    }

    private static RatedGame game(String white, String black, String result) {
        try {
            return new RatedGame(white, black, result);
        } catch (RuntimeException e) {
            throw new IllegalArgumentException("a ledger entry needs a finished game between two players");
        }
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("a ledger entry needs " + what);
        }
    }
}
