package ks.app.ratings;

import java.io.IOException;
import java.io.PrintStream;
import java.util.List;
import java.util.function.Predicate;
import ks.app.cli.ConfigDir;
import ks.app.dumb.PrintedText;
import ks.crypto.KeyStore;
import ks.crypto.SigningKey;
import ks.engine.rating.Elo;
import ks.engine.rating.Standing;
import ks.engine.rating.Standings;
import ks.net.protocol.GameRecord;
import ks.text.NearWords;

/**
 * {@code ks --ratings [--check] [--config DIR]}: the ratings of every player this player's ledger
 * knows, best first, with games, wins, draws and losses; with {@code --check}, every ledger entry
 * checked again against the signed records on disk, naming those that do not match.
 */
public final class RatingsCommand {

    private RatingsCommand() {
    }

    /**
     * Runs {@code ks --ratings} with its own {@code words} ({@code --check}) over the ks directory
     * {@code dir}; {@code practice} tells the records of practice games, which are never rated;
     * {@code version} is this ks's, under which the records it checked are kept.
     */
    public static int run(List<String> words, ConfigDir dir, Predicate<GameRecord> practice, String version,
            PrintStream out, PrintStream err) {
        boolean check = false;
        for (String a : words) {
            if (!a.equals("--check")) {
                err.println("ks: usage: ks --ratings [--check] [--config DIR] (unexpected '" + ks.text.Printable.line(a)
                        + "'" + NearWords.meant(a, List.of("--check")).map(o -> "; did you mean '" + o + "'?").orElse("")
                        + ")");
                return 2;
            }
            check = true;
        }
        // The key and the records checked before are read beside the ledger (KeyAndKept).
        KeyAndKept keyAndKept = check ? KeyAndKept.start(dir, practice, version) : null;
        Ledger ledger = new Ledger(dir.root());
        List<LedgerEntry> entries;
        try {
            entries = ledger.entries();
        } catch (IOException e) {
            err.println("ks: " + e.getMessage());
            return 1;
        }
        if (!check) {
            return list(entries, ledger, out);
        }
        KeyAndKept.Read read = keyAndKept.get();
        if (read.unreadable() != null) {
            err.println("ks: note: every record is audited: " + read.unreadable());
        }
        read.notes().forEach(n -> err.println("ks: note: " + n));
        return check(entries, dir, read.records(), ownKey(read.key(), read.unreadable(), read.keys(), entries, err),
                out, err);
    }

    private static int list(List<LedgerEntry> entries, Ledger ledger, PrintStream out) {
        if (entries.isEmpty()) {
            out.println("No rated games yet (" + ledger.file() + "); every player starts at " + Elo.START + ".");
            return 0;
        }
        List<Standing> table = Standings.of(entries.stream().map(LedgerEntry::game).toList()).table();
        out.println("Ratings from " + entries.size() + (entries.size() == 1 ? " rated game" : " rated games") + " in "
                + ledger.file() + ":");
        out.print(RatingsTable.of(table, PrintedText.columns(out)));
        return 0;
    }

    /**
     * The public key (hex) of the player whose directory this is, which one side of every rated game
     * holds; null when there is none to tell by (every game is then taken as theirs): no key (no game
     * was played here), a key that cannot be read ({@code unreadable} says why), or a key that none of
     * the ledger's games holds (made anew after the one they were played under was lost), each but the
     * first with a note.
     */
    private static String ownKey(SigningKey key, String unreadable, KeyStore keys, List<LedgerEntry> entries,
            PrintStream err) {
        if (unreadable != null) {
            err.println("ks: note: games of others are not told apart: " + unreadable);
            return null;
        }
        if (key == null) {
            return null;
        }
        String mine = key.identity().hex();
        if (!entries.isEmpty() && entries.stream().noneMatch(e -> mine.equals(e.whiteKey())
                || mine.equals(e.blackKey()))) {
            err.println("ks: note: no game in the ledger was played under " + keys.file() + " (made anew?), so games"
                    + " of others are not told apart");
            return null;
        }
        return mine;
    }

    private static int check(List<LedgerEntry> entries, ConfigDir dir, CheckedRecords records, String mine,
            PrintStream out, PrintStream err) {
        LedgerCheck.Check checked = LedgerCheck.check(entries, dir.games(), records, mine);
        List<LedgerCheck.Finding> findings = checked.mismatches();
        List<LedgerCheck.Missing> missing;
        try {
            missing = LedgerCheck.missing(entries, dir.games(), records, mine);
        } catch (IOException e) {
            err.println("ks: cannot list " + dir.games() + ": " + e.getMessage());
            return 1;
        }
        try {
            records.save();
        } catch (IOException e) {
            err.println("ks: note: the records checked could not be kept for next time: " + e.getMessage());
        }
        if (records.audited() + records.unchanged() > 0) {
            out.println("Records audited now: " + records.audited() + "; unchanged since checked before: "
                    + records.unchanged());
        }
        for (LedgerCheck.Finding f : checked.unconfirmed()) {
            out.println("UNCONFIRMED " + f.line());
        }
        for (LedgerCheck.Finding f : findings) {
            out.println("MISMATCH " + f.line());
        }
        for (LedgerCheck.Missing m : missing) {
            out.println("MISSING " + m.line());
        }
        if (entries.isEmpty() && missing.isEmpty()) {
            out.println("Ledger check: no rated games yet, so nothing to check; no signed record in " + dir.games()
                    + " should have been rated");
            return 0;
        }
        if (findings.isEmpty() && missing.isEmpty()) {
            out.println("Ledger check: all " + entries.size() + (entries.size() == 1 ? " entry matches its" :
                    " entries match their") + " signed record" + (entries.size() == 1 ? "" : "s") + " in " + dir.games()
                    + ", and every rated record there is in the ledger");
            return 0;
        }
        if (!findings.isEmpty()) {
            out.println("Ledger check: " + findings.size() + " of " + entries.size() + " entries do not match the signed "
                    + "records in " + dir.games());
        }
        if (!missing.isEmpty()) {
            out.println("Ledger check: " + missing.size() + (missing.size() == 1 ? " signed record" : " signed records")
                    + " in " + dir.games() + " should have been rated but " + (missing.size() == 1 ? "is" : "are")
                    + " not in the ledger");
        }
        return 1;
    }
}
