package ks.app.fileplay;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.stream.Collectors;
import ks.crypto.AtomicFile;
import ks.crypto.BoundedFile;
import ks.crypto.Digest;
import ks.crypto.ProcessLock;

/**
 * What this machine has seen of each game played by file, so that what signatures alone cannot show is
 * still noticed: an older copy of a game (a file from before the opponent's last move, sent again), a
 * rewritten one, or the file of another game put where an unfinished one stood. One line per game:
 * its id, its genesis digest, how many actions were seen and the chain digest after them, whether it
 * is over, its players and every file it was seen in (the last {@value #MAX_PATHS}, comma-separated),
 * so a game played on under a new name still guards the files it stood in before. Kept in the ks
 * directory; a damaged line is skipped (the ledger only ever adds refusals, so losing it loses a
 * check, not a game).
 */
public final class FileGameLedger {

    private static final String HEAD = "# ks: games played by file, as last seen on this machine";
    /** Far beyond 2,000 games of 8 files each; a larger file is not read (and then no check is made). */
    private static final int MAX_BYTES = 64 * 1024 * 1024;
    private static final int MAX_GAMES = 2_000;
    private static final int MAX_PATHS = 8;

    /** One game as last seen, and the files it was seen in, the last one last. */
    record Seen(String id, String genesis, int actions, String chain, boolean done, String white, String black,
                List<String> paths) {

        String line() {
            Base64.Encoder base64 = Base64.getUrlEncoder().withoutPadding();
            return String.join(" ", id, genesis, Integer.toString(actions), chain, done ? "done" : "open", white, black,
                    paths.stream().map(p -> base64.encodeToString(p.getBytes(StandardCharsets.UTF_8)))
                            .collect(Collectors.joining(",")));
        }

        static Seen parse(String line) {
            String[] f = line.split(" ");
            if (f.length != 8 || !f[0].matches("[0-9a-f]{32}") || !f[1].matches("[0-9a-f]{64}")
                    || !f[2].matches("\\d{1,6}") || !f[3].matches("[0-9a-f]{64}") || !f[4].matches("done|open")) {
                return null;
            }
            try {
                List<String> paths = new ArrayList<>();
                for (String p : f[7].split(",", MAX_PATHS + 1)) {
                    paths.add(new String(Base64.getUrlDecoder().decode(p), StandardCharsets.UTF_8));
                }
                return new Seen(f[0], f[1], Integer.parseInt(f[2]), f[3], f[4].equals("done"), f[5], f[6],
                        List.copyOf(paths));
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
    }

    private final Path file;

    public FileGameLedger(Path file) {
        this.file = file;
    }

    /**
     * Refuses {@code game}, read from {@code where}, when it goes back on what this machine saw of the
     * same game, or when {@code where} last held another game that is not over.
     */
    void check(Path where, FileGame game) throws FileRefused {
        GameHeader h = game.header();
        String path = where.toAbsolutePath().normalize().toString();
        List<Digest> chain = game.chain();
        for (Seen s : read()) {
            if (s.id().equals(h.id())) {
                if (!s.genesis().equals(chain.get(0).hex())) {
                    throw new FileRefused("this is not the game " + short8(s.id()) + " you played here: its terms or keys"
                            + " were changed");
                }
                if (s.actions() >= chain.size() || !chain.get(s.actions()).hex().equals(s.chain())) {
                    throw new FileRefused("this copy of game " + short8(s.id()) + " goes back on what you saw of it"
                            + " here: an older or rewritten copy (open the latest one)");
                }
            } else if (s.paths().contains(path) && !s.done()) {
                throw new FileRefused(where.getFileName() + " held your unfinished game " + short8(s.id()) + " ("
                        + s.white() + " vs " + s.black() + "), and now holds another game (" + short8(h.id()) + ", "
                        + h.white() + " vs " + h.black() + "): if that is right, give this one another file name");
            }
        }
    }

    /** A file's write, done while the ledger is locked so that no other ks notes the game meanwhile. */
    @FunctionalInterface
    interface Sealing {
        void write() throws IOException;
    }

    /** The ledger could not be locked or written; the sealing was still done, only this machine's check is lost. */
    static final class Unnoted extends Exception {
        private static final long serialVersionUID = 1L;

        Unnoted(IOException cause) {
            super(cause.getMessage(), cause);
        }
    }

    /**
     * Checks {@code game} (with the action about to be sealed applied) as {@link #check} does, runs
     * {@code sealing}, then notes that {@code game} was seen in {@code where}, all under the ledger's
     * lock: two copies of one turn open at once in two ks processes each passed the check when they
     * were opened, and only the first to seal or note may go on, or one machine would answer (or
     * play) two branches of one game. When the ledger cannot be locked, {@code sealing} is run
     * unchecked, as it was before the ledger existed, and {@link Unnoted} says so.
     */
    void record(Path where, FileGame game, Sealing sealing) throws FileRefused, IOException, Unnoted {
        ProcessLock lock;
        try {
            lock = ProcessLock.acquire(ProcessLock.lockFileFor(file));
        } catch (IOException e) {
            sealing.write();
            throw new Unnoted(e);
        }
        IOException noting = null;
        try {
            check(where, game);
            sealing.write();
            try {
                write(where, game);
            } catch (IOException e) {
                noting = e;
            }
        } finally {
            noting = released(lock, noting);
        }
        if (noting != null) {
            throw new Unnoted(noting);
        }
    }

    /** Releases {@code lock}; what went wrong noting the game first, else what went wrong releasing it. */
    private static IOException released(ProcessLock lock, IOException noting) {
        try {
            lock.close();
            return noting;
        } catch (IOException e) {
            return noting == null ? e : noting;
        }
    }

    private void write(Path where, FileGame game) throws IOException {
        GameHeader h = game.header();
        String path = where.toAbsolutePath().normalize().toString();
        List<Seen> all = new ArrayList<>();
        List<String> paths = new ArrayList<>();
        for (Seen s : read()) {
            if (s.id().equals(h.id())) {
                paths.addAll(s.paths());
            } else {
                all.add(s);
            }
        }
        paths.remove(path);
        paths.add(path);
        all.add(new Seen(h.id(), game.chain().get(0).hex(), game.size(), game.last().hex(),
                game.phase() == FileGame.Progress.DONE, h.white(), h.black(),
                List.copyOf(paths.subList(Math.max(0, paths.size() - MAX_PATHS), paths.size()))));
        if (all.size() > MAX_GAMES) {
            all = all.subList(all.size() - MAX_GAMES, all.size());
        }
        StringBuilder text = new StringBuilder(HEAD).append('\n');
        for (Seen s : all) {
            text.append(s.line()).append('\n');
        }
        AtomicFile.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    private List<Seen> read() {
        List<Seen> out = new ArrayList<>();
        byte[] bytes;
        try {
            bytes = BoundedFile.read(file, MAX_BYTES, "ledger of games played by file");
        } catch (IOException e) {
            // No ledger yet, or one that cannot be read: no game was seen here.
            return out;
        }
        for (String line : new String(bytes, StandardCharsets.UTF_8).split("\n")) {
            Seen s = line.startsWith("#") ? null : Seen.parse(line);
            if (s != null) {
                out.add(s);
            }
        }
        return out;
    }

    private static String short8(String id) {
        return id.substring(0, 8);
    }
}
