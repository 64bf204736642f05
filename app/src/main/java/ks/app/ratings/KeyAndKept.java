package ks.app.ratings;

import java.nio.file.Files;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.function.Predicate;
import ks.app.cli.ConfigDir;
import ks.crypto.KeyFileException;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.net.protocol.GameRecord;

/**
 * What {@code ks --ratings --check} reads besides the ledger: the player's signing key (deriving
 * its public half is a scalar multiplication, the first one of the process, with its tables) and
 * the records checked before under it, read on a thread of its own while the ledger is read. Its
 * notes are kept rather than printed, so that the check says them where it always did: after the
 * ledger is read, and not at all when the ledger cannot be (docs/performance.md, start-up).
 */
final class KeyAndKept {

    /**
     * The key ({@code null} when there is none, or it cannot be read: {@code unreadable} says why),
     * the records kept under it, and the notes their reading left.
     */
    record Read(KeyStore keys, SigningKey key, String unreadable, CheckedRecords records, List<String> notes) {
    }

    private final FutureTask<Read> task;

    private KeyAndKept(FutureTask<Read> task) {
        this.task = task;
    }

    /** Starts reading the key and the records kept in {@code dir}, for ks {@code version}. */
    static KeyAndKept start(ConfigDir dir, Predicate<GameRecord> practice, String version) {
        FutureTask<Read> task = new FutureTask<>(() -> read(dir, practice, version));
        Thread t = new Thread(task, "ks-check-key");
        t.setDaemon(true);
        t.start();
        return new KeyAndKept(task);
    }

    /** What was read, once it is; a failure other than the key's own is thrown here, as where it happened. */
    Read get() {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    return task.get();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static Read read(ConfigDir dir, Predicate<GameRecord> practice, String version) {
        KeyStore keys = new KeyStore(dir.root());
        SigningKey key = null;
        String unreadable = null;
        if (Files.exists(keys.file())) {
            try {
                key = keys.load();
            } catch (KeyFileException e) {
                unreadable = e.getMessage();
            }
        }
        List<String> notes = new ArrayList<>();
        CheckedRecords records = CheckedRecords.forKey(dir.root(), key, practice, version, notes::add);
        if (records.startsEmpty()) {
            prepareSaving();
        }
        return new Read(keys, key, unreadable, records, List.copyOf(notes));
    }

    /**
     * With nothing kept before (a first check), every record is audited and the list saved at the
     * end, on the main thread alone, through a temporary file whose name comes from the JDK's
     * {@link SecureRandom}: its first use sets up the security providers and the system's generator
     * (tens of classes, interpreted). Done here, beside the reading of the ledger, that set-up leaves
     * the check's last step; the generator is the process's own, shared by every instance.
     */
    private static void prepareSaving() {
        new SecureRandom().nextLong();
    }
}
