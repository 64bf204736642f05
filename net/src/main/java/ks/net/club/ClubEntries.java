package ks.net.club;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import ks.net.protocol.Entry;

/**
 * A club game's actions in order, kept as bytes ({@link ByteRows}): for each, one byte for the
 * player's colour and whether it was an attempt, then the attempt's UCI text. Read back as the
 * {@link Entry} list the reveal, the web page and a catch-up's replay take. Used only on the
 * game's actor.
 */
final class ClubEntries {

    private static final int TRY = 2;

    /** Rows sized for an 80-ply game with some illegal attempts and questions. */
    private final ByteRows rows = new ByteRows(128, 5);

    void add(Entry e) {
        byte[] uci = e.isTry() ? e.move().getBytes(StandardCharsets.US_ASCII) : new byte[0];
        byte[] row = new byte[1 + uci.length];
        row[0] = (byte) (e.colour() | (e.isTry() ? TRY : 0));
        System.arraycopy(uci, 0, row, 1, uci.length);
        rows.add(row);
    }

    /** Every action so far, in order. */
    List<Entry> all() {
        List<Entry> out = new ArrayList<>(rows.size());
        for (int i = 0; i < rows.size(); i++) {
            byte[] row = rows.get(i);
            int colour = row[0] & 1;
            out.add((row[0] & TRY) != 0
                    ? Entry.attempt(colour, new String(row, 1, row.length - 1, StandardCharsets.US_ASCII))
                    : Entry.any(colour));
        }
        return List.copyOf(out);
    }

    int size() {
        return rows.size();
    }
}
