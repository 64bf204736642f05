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

    public LedgerEntry {
        require(hex(gameId, 1, 128), "a game id in hex");
        require(recordName(record) && !record.startsWith("."), "a record file name");
        require(PlayerNames.isValid(white) && PlayerNames.isValid(black), "two player names");
        require(hex(whiteKey, 64, 64) && hex(blackKey, 64, 64), "two public keys in hex");
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

    /**
     * Whether {@code text} is {@code least} to {@code most} lower-case hex digits, as the pattern
     * {@code [0-9a-f]{least,most}} would say. A loop rather than a pattern: a check reads every
     * line of the ledger before it audits anything, and matching four patterns an entry was a
     * quarter of that (docs/performance.md, the first check of records from elsewhere, third pass).
     */
    static boolean hex(String text, int least, int most) {
        if (text == null || text.length() < least || text.length() > most) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if ((c < '0' || c > '9') && (c < 'a' || c > 'f')) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether {@code name} is a record's file name: letters and digits of any script, '.', '_' and
     * '-', 1 to 200 of them. The names ks writes (ASCII letters and digits, '.', '_', '-') by a
     * loop, any other by the pattern ({@link OtherNames}), compiled only then.
     */
    static boolean recordName(String name) {
        if (name == null) {
            return false;
        }
        if (name.isEmpty() || name.length() > 200) {
            return OtherNames.RECORD.matcher(name).matches();
        }
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            boolean plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '.'
                    || c == '_' || c == '-';
            if (!plain) {
                return OtherNames.RECORD.matcher(name).matches();
            }
        }
        return true;
    }

    private static void require(boolean ok, String what) {
        if (!ok) {
            throw new IllegalArgumentException("a ledger entry needs " + what);
        }
    }

    /** The pattern of every record file name, for a name that is not plain ASCII. */
    private static final class OtherNames {
        static final Pattern RECORD = Pattern.compile("[\\p{L}\\p{N}._-]{1,200}");
    }
}
