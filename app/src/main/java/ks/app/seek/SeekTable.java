package ks.app.seek;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import ks.app.seat.Columns;
import ks.crypto.KnownOpponents;
import ks.crypto.PlayerNames;
import ks.net.seek.Seek;
import ks.net.seek.SeekListing;

/**
 * The table {@code ks --seeks} prints: each seek's id, player, rating, time control and the
 * fingerprint of the key that announced it, with what ks can tell about it (another key announcing
 * the same id or a name a reader could take for this one, a name that misleads by itself, whether
 * the key is the one pinned for that name), then what was left out and why.
 */
final class SeekTable {

    private final SeekListing listing;
    private final KnownOpponents known;

    SeekTable(SeekListing listing, KnownOpponents known) {
        this.listing = listing;
        this.known = known;
    }

    /**
     * Prints the table to {@code out}, a terminal {@code columns} wide (0 or less: not known); where
     * its rows would not fit, each seek is a block of lines instead (the id, player, rating and time
     * control; the key; each note), since rows cut by the terminal lose their columns.
     */
    void print(PrintStream out, long listenedSeconds, int columns) {
        List<Seek> seeks = listing.seeks();
        if (seeks.isEmpty()) {
            out.println("No open seeks on the local network (listened for " + listenedSeconds + " s).");
        } else {
            int width = Math.max("player".length(), seeks.stream().mapToInt(s -> s.shownName().length()).max()
                    .orElse(0));
            int timeWidth = Math.max("time control".length(), seeks.stream().mapToInt(s -> s.time().length()).max()
                    .orElse(0));
            String row = "  %-6s  %-" + width + "s  %6s  %-" + timeWidth + "s  %-19s  %s";
            List<String> rows = new ArrayList<>();
            rows.add(String.format(Locale.ROOT, row, "id", "player", "rating", "time control", "key", "").stripTrailing());
            for (Seek s : seeks) {
                rows.add(String.format(Locale.ROOT, row, s.id(), s.shownName(), s.rating(), s.time(),
                        s.key().fingerprint(), String.join("; ", notes(s))));
            }
            out.println("Open seeks on the local network:");
            if (columns <= 0 || rows.stream().allMatch(r -> Columns.of(r) <= columns)) {
                rows.forEach(out::println);
            } else {
                for (Seek s : seeks) {
                    out.println(s.id() + "  " + s.shownName() + ", rating " + s.rating() + ", " + s.time());
                    out.println("  key " + s.key().fingerprint());
                    notes(s).forEach(note -> out.println("  " + note));
                }
            }
            out.println("Ask for one with: ks --play ID" + (seeks.stream().anyMatch(listing::sharesId)
                    ? " (an id two keys announce: ks --play ID:KEY, with the key its player tells you)" : ""));
        }
        if (listing.leftOutCount() > 0) {
            out.println("Left out: " + leftOut(listing.leftOut()) + ".");
        }
    }

    /** What the table says about one seek, warnings first. */
    List<String> notes(Seek s) {
        List<String> notes = new ArrayList<>();
        if (listing.sharesId(s)) {
            notes.add("! another key announces this id too");
        }
        for (String like : listing.namesLike(s)) {
            notes.add("! another key seeks as " + (like.equals(s.name()) ? "this name too" : like + ", a name like this"));
        }
        if (!s.anonymous()) {
            PlayerNames.confusion(s.name()).ifPresent(why -> notes.add("! the name " + why));
        }
        notes.add(nameNote(s));
        return notes;
    }

    /**
     * What the table says about the seek's name: an anonymous seek's key was made for it alone; a
     * named seek's key is compared with the one pinned for that name, since a game with it would
     * be refused if they differ. Every check of the name belongs here.
     */
    private String nameNote(Seek s) {
        if (s.anonymous()) {
            return "anonymous: a key made for this seek alone";
        }
        return switch (known.judge(s.name(), s.key()).trust()) {
            case MATCH -> "the key you pinned for " + s.name();
            case NEW -> s.name() + " is new to you";
            case CHANGED -> "! NOT the key you pinned for " + s.name() + ": someone may be impersonating " + s.name();
            case LOOKS_ALIKE -> "! " + s.name() + " only looks like a name you pinned, under another key";
        };
    }

    private static String leftOut(Map<SeekListing.LeftOut, Integer> counts) {
        return counts.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> e.getValue() + " " + e.getKey().words()).collect(Collectors.joining(", "));
    }
}
