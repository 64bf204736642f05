package ks.app.ratings;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import ks.crypto.AtomicFile;
import ks.crypto.ProcessLock;
import ks.engine.rating.RatedGame;
import ks.engine.rating.Standings;
import ks.net.protocol.Json;
import ks.net.store.ChecksummedFile;
import ks.text.Printable;

/**
 * A player's local rating ledger, {@value #FILE_NAME} in the ks directory: the rated games in the
 * order they finished, one {@link LedgerEntry} a line, under a first line
 * {@code ks-ratings 1 <sha-256 of the rest>}. Ratings are not stored apart from the games: the
 * table is the games played in order through {@link Standings}, so an entry whose numbers do not
 * follow is caught by {@link LedgerCheck}. Adding a game reads, appends and rewrites the file
 * atomically ({@link ChecksummedFile}) under a {@link ProcessLock}, so several games finishing at once in separate
 * processes all land, in some order, and never tear the file. A game that would take the ledger past
 * what ks reads back is refused, the ledger left as it was.
 */
public final class Ledger {

    public static final String FILE_NAME = "ratings";
    private static final String MAGIC = "ks-ratings";
    private static final int FORMAT = 1;
    /**
     * A ledger larger than this is not read: what {@link ChecksummedFile} reads back at most (64 MiB,
     * about 160,000 games at some 400 bytes each), so a larger one is refused in one line here.
     */
    private static final long MAX_BYTES = ChecksummedFile.MAX_BYTES;

    private final Path file;
    /** The most a ledger written may take: {@link #MAX_BYTES}, lower only in a test that fills one. */
    private final long writeBound;

    public Ledger(Path configDir) {
        this(configDir, MAX_BYTES);
    }

    Ledger(Path configDir, long writeBound) {
        this.file = configDir.resolve(FILE_NAME);
        this.writeBound = writeBound;
    }

    public Path file() {
        return file;
    }

    /** The rated games in order; none when there is no ledger yet. A damaged ledger is one line. */
    public List<LedgerEntry> entries() throws IOException {
        try {
            if (Files.size(file) > MAX_BYTES) {
                throw new IOException(file + ": too large to be a rating ledger");
            }
        } catch (NoSuchFileException e) {
            return List.of();
        }
        String body = new String(ChecksummedFile.read(file, MAGIC, FORMAT, "ks rating ledger"), StandardCharsets.UTF_8);
        List<LedgerEntry> entries = new ArrayList<>();
        String[] lines = body.split("\n");
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].isEmpty()) {
                continue;
            }
            try {
                entries.add(LedgerLine.read(lines[i]));
            } catch (JsonProcessingException e) {
                throw notAnEntry(i, e.getOriginalMessage());
            } catch (IllegalArgumentException e) {
                throw notAnEntry(i, e.getMessage());
            }
        }
        return entries;
    }

    private IOException notAnEntry(int line, String why) {
        return new IOException(file + " line " + (line + 2) + ": not a ledger entry (" + Printable.line(why) + ")");
    }

    /** The ratings table of every player in the ledger. */
    public Standings standings() throws IOException {
        return Standings.of(entries().stream().map(LedgerEntry::game).toList());
    }

    /**
     * Rates a finished game whose record is saved in {@code recordFile} and whose audit found
     * {@code checked}: both ratings move from their values in the ledger as it stands now, and the
     * entry holds what the check will compare with the record, taken from that very audit. Returns
     * the change, or null when the game is already in the ledger. The record must be rateable
     * ({@link Rateable}).
     */
    Standings.Result add(CheckedRecord checked, Path recordFile) throws IOException {
        if (!checked.rateable()) {
            throw new IllegalArgumentException("not a rated game: " + checked.problem());
        }
        try (ProcessLock lock = ProcessLock.acquire(ProcessLock.lockFileFor(file))) {
            List<LedgerEntry> entries = new ArrayList<>(entries());
            if (entries.stream().anyMatch(e -> e.gameId().equals(checked.gameId()))) {
                return null;
            }
            Standings table = Standings.of(entries.stream().map(LedgerEntry::game).toList());
            Standings.Result change = table.play(new RatedGame(checked.white(), checked.black(), checked.result()));
            entries.add(new LedgerEntry(checked.gameId(), recordFile.getFileName().toString(), checked.white(),
                    checked.black(), checked.whiteKey(), checked.blackKey(), checked.result(),
                    change.white().before(), change.white().after(), change.black().before(), change.black().after()));
            write(entries);
            return change;
        }
    }

    private void write(List<LedgerEntry> entries) throws IOException {
        StringBuilder body = new StringBuilder();
        for (LedgerEntry e : entries) {
            body.append(Json.MAPPER.writeValueAsString(e)).append('\n');
        }
        byte[] whole = ChecksummedFile.bytes(MAGIC, FORMAT, body.toString().getBytes(StandardCharsets.UTF_8));
        if (whole.length > writeBound) {
            // Written, it would be a ledger ks refuses to read: every later game and --ratings would fail.
            throw new IOException(file + ": the rating ledger is full (ks reads back " + (MAX_BYTES >> 20)
                    + " MiB, about 160,000 games) and was left as it was");
        }
        AtomicFile.write(file, whole);
    }
}
