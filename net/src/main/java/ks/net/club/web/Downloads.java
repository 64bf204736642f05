package ks.net.club.web;

import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Supplier;

/**
 * Finished games' downloads (PGN, signed records), each built once and kept: a finished game never
 * changes, and a game its players grew on purpose made a download of many megabytes that took a
 * second or more of CPU to build for every request. What is kept is bounded by bytes, the least
 * recently asked for leaving first; a file larger than all of that is not given at all, and only
 * its size is kept, so that it is built once too. Visitors asking for one file at once wait for
 * one build. Only a file that was given is kept: a game in progress, or one with nothing to give,
 * is asked again.
 */
final class Downloads {

    /** What a file too large to give counts against the bound: its size, kept in its stead. */
    private static final long REFUSAL_COST = 64;

    /** A file built: its bytes, or, when it is larger than the bound, only their number. */
    record File(byte[] bytes, long size) {
        boolean given() {
            return bytes != null;
        }
    }

    private final long bound;
    private final LinkedHashMap<String, File> kept = new LinkedHashMap<>(16, 0.75f, true);
    private final Map<String, CompletableFuture<Optional<File>>> building = new HashMap<>();
    private long bytes;

    Downloads(long bound) {
        this.bound = bound;
    }

    /** The file {@code key}, kept or built now by {@code build}; empty when there is none to give. */
    Optional<File> get(String key, Supplier<Optional<byte[]>> build) {
        CompletableFuture<Optional<File>> wanted;
        boolean mine;
        synchronized (this) {
            File k = kept.get(key);
            if (k != null) {
                return Optional.of(k);
            }
            wanted = building.get(key);
            mine = wanted == null;
            if (mine) {
                wanted = new CompletableFuture<>();
                building.put(key, wanted);
            }
        }
        if (!mine) {
            try {
                return wanted.join();
            } catch (CompletionException e) {
                throw e.getCause() instanceof RuntimeException r ? r : e;
            }
        }
        Optional<File> file;
        try {
            file = build.get().map(b -> b.length > bound ? new File(null, b.length) : new File(b, b.length));
        } catch (RuntimeException e) {
            done(key, null);
            wanted.completeExceptionally(e);
            throw e;
        }
        done(key, file.orElse(null));
        wanted.complete(file);
        return file;
    }

    private synchronized void done(String key, File file) {
        building.remove(key);
        if (file == null) {
            return;
        }
        kept.put(key, file);
        bytes += cost(file);
        for (Iterator<File> oldest = kept.values().iterator(); bytes > bound && oldest.hasNext(); ) {
            bytes -= cost(oldest.next());
            oldest.remove();
        }
    }

    private static long cost(File f) {
        return f.given() ? f.size() : REFUSAL_COST;
    }
}
