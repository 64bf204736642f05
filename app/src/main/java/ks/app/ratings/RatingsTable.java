package ks.app.ratings;

import java.util.List;
import java.util.Locale;
import ks.engine.rating.Standing;

/**
 * The table {@code ks --ratings} prints, laid out for the terminal's width: spaced columns where they
 * fit (or the width is unknown), tight columns on a narrow terminal, and a line of words for each
 * player where even those would not fit (the printed text then cuts them by words), so that no row
 * is broken by the terminal in the middle of a column.
 */
final class RatingsTable {

    private static final String[] HEADINGS = {"player", "rating", "games", "won", "drawn", "lost"};

    private RatingsTable() {
    }

    /** The table of {@code standings}, best first as given, for a terminal of {@code columns} (0: unknown). */
    static String of(List<Standing> standings, int columns) {
        int name = Math.max(HEADINGS[0].length(), standings.stream().mapToInt(s -> s.name().length()).max().orElse(0));
        String spacious = "  %-" + name + "s  %6s  %5s  %4s  %5s  %4s%n";
        if (columns <= 0 || 2 + name + 2 + 6 + 2 + 5 + 2 + 4 + 2 + 5 + 2 + 4 <= columns) {
            return rows(spacious, standings);
        }
        if (name + 1 + 6 + 1 + 5 + 1 + 3 + 1 + 5 + 1 + 4 <= columns) {
            return rows("%-" + name + "s %6s %5s %3s %5s %4s%n", standings);
        }
        StringBuilder b = new StringBuilder();
        for (Standing s : standings) {
            b.append(String.format(Locale.ROOT, "%s %d: %d %s, %d won, %d drawn, %d lost%n", s.name(), s.rating(),
                    s.games(), s.games() == 1 ? "game" : "games", s.wins(), s.draws(), s.losses()));
        }
        return b.toString();
    }

    private static String rows(String row, List<Standing> standings) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, row, (Object[]) HEADINGS));
        for (Standing s : standings) {
            b.append(String.format(Locale.ROOT, row, s.name(), s.rating(), s.games(), s.wins(), s.draws(), s.losses()));
        }
        return b.toString();
    }
}
