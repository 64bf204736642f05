package ks.app.ratings;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Stream;
import ks.engine.rating.Standings;
import ks.text.Printable;

/**
 * Re-checks a ledger against the signed records on disk: each entry's record must exist, pass the
 * audit, name the same game, players, keys and result, and be a game of the player whose signing
 * key is in the directory (a record of others' games passes the audit as well, and in a ledger it
 * would move the ratings of whoever shares a name with its players); and each entry's ratings must
 * be what the games before it give. A finding names the entry and what does not match. The records are
 * read and audited on every core at once ({@link EveryCore}): each is independent of the others,
 * and reading and auditing them is nearly all of the check's time.
 */
public final class LedgerCheck {

    private LedgerCheck() {
    }

    /** An entry (numbered from 1) that does not match, and why. */
    public record Finding(int number, LedgerEntry entry, String problem) {
        /** One line naming the entry and the problem. */
        public String line() {
            return "entry " + number + ", game " + shortId(entry.gameId()) + " (" + entry.white() + " vs "
                    + entry.black() + ", " + entry.result() + "): " + problem;
        }
    }

    /**
     * What the check of a ledger found: the entries that do not match their records
     * ({@code mismatches}), and those that match a record whose end its guest did not seal
     * ({@code unconfirmed}, protocol 7: rated, but the end is the host's word alone), each in order.
     */
    record Check(List<Finding> mismatches, List<Finding> unconfirmed) {
    }

    /** The entries of {@code entries} that do not match their records: {@link #check}'s mismatches. */
    static List<Finding> run(List<LedgerEntry> entries, Path gamesDir, CheckedRecords records, String mine) {
        return check(entries, gamesDir, records, mine).mismatches();
    }

    /**
     * Every entry of {@code entries} that does not match its record in {@code gamesDir}, in order
     * (empty when all match), and every matching one whose record's end is unconfirmed.
     * {@code records} reads (or remembers) each record; {@code mine} is the player's public key
     * (hex), which one side of every game must hold, or null when the directory has none to tell by.
     */
    static Check check(List<LedgerEntry> entries, Path gamesDir, CheckedRecords records, String mine) {
        List<Finding> findings = new ArrayList<>();
        List<Finding> unconfirmed = new ArrayList<>();
        Standings replay = new Standings();
        Set<String> seen = new HashSet<>();
        List<Against> againstRecords = EveryCore.map(entries.size(),
                i -> againstRecord(entries.get(i), gamesDir, records, mine));
        for (int i = 0; i < entries.size(); i++) {
            LedgerEntry e = entries.get(i);
            List<String> problems = new ArrayList<>();
            if (!seen.add(e.gameId())) {
                problems.add("the game is in the ledger more than once");
            }
            Standings.Result r = replay.play(e.game());
            if (r.white().before() != e.whiteBefore() || r.white().after() != e.whiteAfter()
                    || r.black().before() != e.blackBefore() || r.black().after() != e.blackAfter()) {
                problems.add("its ratings do not follow from the games before it (ledger " + change(e.white(),
                        e.whiteBefore(), e.whiteAfter()) + ", " + change(e.black(), e.blackBefore(), e.blackAfter())
                        + "; the games give " + change(e.white(), r.white().before(), r.white().after()) + ", "
                        + change(e.black(), r.black().before(), r.black().after()) + ")");
            }
            Against against = againstRecords.get(i);
            if (against.problem() != null) {
                problems.add(against.problem());
            }
            if (!problems.isEmpty()) {
                findings.add(new Finding(i + 1, e, String.join("; ", problems)));
            } else if (against.unconfirmed() != null) {
                unconfirmed.add(new Finding(i + 1, e, against.unconfirmed()));
            }
        }
        return new Check(findings, unconfirmed);
    }

    /**
     * How an entry stands against its record: what does not match (null when all does), and the
     * audit's line when the record's end is unconfirmed (else null).
     */
    private record Against(String problem, String unconfirmed) {
    }

    /** A signed record on disk that should have been rated but is not in the ledger. */
    record Missing(Path file, CheckedRecord record) {
        /**
         * One line naming the record and its game; the file's name cleaned ({@link Printable}), as
         * a record handed over keeps whatever name it came with.
         */
        public String line() {
            return "record " + Printable.line(file.getFileName().toString()) + " (game " + shortId(record.gameId())
                    + ", " + record.white() + " vs " + record.black() + ", " + record.result()
                    + ") passes the audit but is not in the ledger";
        }
    }

    /**
     * Every signed record in {@code gamesDir} that is rateable ({@link Rateable}) but whose game no
     * entry holds, in file-name order; practice games and those a club refereed are never rated here, nor games of
     * others (neither side holds {@code mine}, when not null). A record that cannot be read is left
     * to the entries' check.
     */
    static List<Missing> missing(List<LedgerEntry> entries, Path gamesDir, CheckedRecords records, String mine)
            throws IOException {
        Set<String> rated = new HashSet<>();
        for (LedgerEntry e : entries) {
            rated.add(e.gameId());
        }
        if (!Files.isDirectory(gamesDir)) {
            return List.of();
        }
        List<Path> files;
        try (Stream<Path> list = Files.list(gamesDir)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".ksg")).sorted().toList();
        }
        return EveryCore.map(files.size(), i -> unrated(files.get(i), rated, records, mine)).stream()
                .filter(Objects::nonNull).toList();
    }

    /** The record in {@code f} when it is a rateable game of {@code mine} but not in {@code rated}; else (or unreadable) null. */
    private static Missing unrated(Path f, Set<String> rated, CheckedRecords records, String mine) {
        CheckedRecord record;
        try {
            record = records.check(f);
        } catch (IOException ex) {
            return null;
        }
        boolean missing = !rated.contains(record.gameId()) && !record.unrated() && record.rateable()
                && ours(record, mine);
        return missing ? new Missing(f, record) : null;
    }

    /** Whether one side of {@code record} holds the key {@code mine} (any record when there is none to tell by). */
    private static boolean ours(CheckedRecord record, String mine) {
        return mine == null || mine.equals(record.whiteKey()) || mine.equals(record.blackKey());
    }

    private static Against againstRecord(LedgerEntry e, Path gamesDir, CheckedRecords records, String mine) {
        CheckedRecord record;
        try {
            record = records.check(gamesDir.resolve(e.record()));
        } catch (IOException ex) {
            return new Against("its signed record cannot be used: " + ex.getMessage(), null);
        }
        return new Against(problem(e, record, mine), record.unconfirmed());
    }

    private static String problem(LedgerEntry e, CheckedRecord record, String mine) {
        if (!record.gameId().equals(e.gameId())) {
            return "its record " + e.record() + " is of another game (" + shortId(record.gameId()) + ")";
        }
        if (!record.white().equals(e.white()) || !record.black().equals(e.black())) {
            return "the record says " + record.white() + " vs " + record.black();
        }
        if (!e.whiteKey().equals(record.whiteKey()) || !e.blackKey().equals(record.blackKey())) {
            return "the record holds other keys for the players";
        }
        if (!record.result().equals(e.result())) {
            return "the record says " + record.result() + " (" + record.reason() + ")";
        }
        if (record.unrated()) {
            return "it is a game never rated here (a practice game, or one a club refereed and rates)";
        }
        if (!ours(record, mine)) {
            return "it is not a game of yours: neither player holds this directory's signing key (a game of others,"
                    + " or played under a key no longer here)";
        }
        return record.rateable() ? null : "the record is not a rated game: " + record.problem();
    }

    private static String change(String name, int before, int after) {
        return name + " " + before + "->" + after;
    }

    private static String shortId(String id) {
        return id.length() > 8 ? id.substring(0, 8) : id;
    }
}
