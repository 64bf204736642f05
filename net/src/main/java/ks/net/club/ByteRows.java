package ks.net.club;

import java.util.Arrays;

/**
 * Byte strings appended one after another in one growing array, with where each ends: what a club
 * game keeps for every ply (its commitments, salts, clocks and actions) held as two objects however
 * long the game. A list of strings held three or four objects a row, each a hex or text copy of a
 * few dozen bytes, and a thousand games in progress kept the old generation full of them for the
 * collector to mark (docs/club.md, "What a game in progress keeps"). Not thread-safe: used only on
 * the game's actor.
 */
final class ByteRows {

    private byte[] bytes;
    private int[] ends;
    private int size;

    /** Room for {@code rows} rows of about {@code rowBytes} bytes before the arrays first grow. */
    ByteRows(int rows, int rowBytes) {
        this.bytes = new byte[rows * rowBytes];
        this.ends = new int[rows];
    }

    /** Appends a copy of {@code row}. */
    void add(byte[] row) {
        if (size == ends.length) {
            ends = Arrays.copyOf(ends, Math.max(8, size * 2));
        }
        int from = end(size - 1);
        if (from + row.length > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(from + row.length, bytes.length * 2));
        }
        System.arraycopy(row, 0, bytes, from, row.length);
        ends[size++] = from + row.length;
    }

    /** A copy of row {@code i}. */
    byte[] get(int i) {
        if (i < 0 || i >= size) {
            throw new IndexOutOfBoundsException("row " + i + " of " + size);
        }
        return Arrays.copyOfRange(bytes, end(i - 1), ends[i]);
    }

    int size() {
        return size;
    }

    private int end(int i) {
        return i < 0 ? 0 : ends[i];
    }
}
