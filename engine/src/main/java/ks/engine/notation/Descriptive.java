package ks.engine.notation;

import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.Color;

/**
 * Descriptive square names such as {@code KB3} or {@code QR1}: files are named after the men that
 * start on them (the same for both colours) and ranks are counted from the mover's own side. A short
 * name without its wing ({@code B3}, {@code N1}, {@code Kt1}, {@code R8}) stands for both squares.
 */
final class Descriptive {

    /** Lower-case descriptive square: optional wing, optional piece file, rank. */
    static final String SQUARE = "(?:[qk](?:r|n|kt|b)?|r|n|kt|b)[1-8]";

    private static final Pattern PARTS = Pattern.compile("([qk])?(r|n|kt|b)?([1-8])");
    private static final String[] FILE_NAMES = {"QR", "QN", "QB", "Q", "K", "KB", "KN", "KR"};

    private Descriptive() {
    }

    /** The squares a lower-case descriptive name stands for, seen by {@code color}; 0 if it is none. */
    static long squares(String name, int color) {
        Matcher m = PARTS.matcher(name);
        if (!m.matches() || m.group(1) == null && m.group(2) == null) {
            return 0;
        }
        long files = files(m.group(1), m.group(2));
        int typedRank = m.group(3).charAt(0) - '1';
        int rank = color == Color.WHITE ? typedRank : 7 - typedRank;
        long squares = 0;
        for (long left = files; left != 0; left &= left - 1) {
            squares |= 1L << (rank * 8 + Long.numberOfTrailingZeros(left));
        }
        return squares;
    }

    /** The full descriptive name of {@code square} seen by {@code color}, e.g. {@code KB3}. */
    static String name(int square, int color) {
        int rank = color == Color.WHITE ? square >>> 3 : 7 - (square >>> 3);
        return FILE_NAMES[square & 7] + (rank + 1);
    }

    /** Bit i set for each file index i the wing and piece-file letters name. */
    private static long files(String wing, String piece) {
        long pieceFiles = piece == null ? 0 : switch (piece) {
            case "r" -> 1L | 1L << 7;
            case "n", "kt" -> 1L << 1 | 1L << 6;
            default -> 1L << 2 | 1L << 5;
        };
        if (wing == null) {
            return pieceFiles;
        }
        long wingFiles = wing.equals("q") ? 0x0FL : 0xF0L;
        return piece == null ? (wing.equals("q") ? 1L << 3 : 1L << 4) : pieceFiles & wingFiles;
    }
}
