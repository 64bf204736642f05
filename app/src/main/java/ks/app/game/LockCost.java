package ks.app.game;

import java.util.Map;
import ks.app.cli.UsageError;
import ks.app.fileplay.FileRefused;
import ks.app.fileplay.GameFile;
import ks.crypto.Argon2id;

/**
 * How hard a game file's password locks are to open. New games get Argon2id's interactive cost, and
 * a file whose locks ask for less memory or fewer passes is refused, since whoever holds it could
 * guess its passwords quickly. {@code KS_TEST_PASSWORD_COST=MEMORY_KIB,PASSES,LANES}, a testing aid
 * (docs/file-play.md), makes new games at that cost and lets cheaper files open, so end-to-end
 * tests do not spend their time stretching passwords.
 */
public record LockCost(Argon2id.Cost forNewGames, Argon2id.Cost floor) {

    public static final String TEST_VARIABLE = "KS_TEST_PASSWORD_COST";

    /** The cost {@code env} asks for: the interactive one, unless the testing aid is set. */
    static LockCost from(Map<String, String> env) throws UsageError {
        String test = env.get(TEST_VARIABLE);
        if (test == null) {
            return new LockCost(Argon2id.Cost.INTERACTIVE, Argon2id.Cost.INTERACTIVE);
        }
        String[] parts = test.strip().split(",", -1);
        try {
            if (parts.length != 3) {
                throw new IllegalArgumentException("three numbers are needed");
            }
            Argon2id.Cost cost = new Argon2id.Cost(Integer.parseInt(parts[0].strip()), Integer.parseInt(parts[1].strip()),
                    Integer.parseInt(parts[2].strip()));
            return new LockCost(cost, new Argon2id.Cost(8, 1, 1));
        } catch (IllegalArgumentException e) {
            throw new UsageError(TEST_VARIABLE + " takes MEMORY_KIB,PASSES,LANES, not '" + test + "' ("
                    + e.getMessage() + ")");
        }
    }

    /** Refuses {@code file} when its locks are cheaper than the floor, before any password is asked. */
    void check(GameFile file) throws FileRefused {
        file.refuseLocksBelow(floor);
    }
}
