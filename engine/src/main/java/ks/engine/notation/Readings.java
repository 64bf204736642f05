package ks.engine.notation;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.PieceType;
import ks.engine.Square;

/**
 * The syntax of typed moves: turns cleaned, lower-case text into the {@link Intent}s it could mean.
 * Most text has one reading. A lower-case {@code b} before a square is the one real clash between
 * algebraic files and piece letters, so it yields both a bishop and a b-pawn reading, and the
 * player's own men decide (see {@link MoveInput} for the full rule).
 */
final class Readings {

    private static final String SQ = "[a-h][1-8]";
    private static final String DSQ = Descriptive.SQUARE;
    private static final String PIECE = "(p|n|kt|b|r|q|k)";
    private static final Pattern ALGEBRAIC_PAIR = Pattern.compile("(" + SQ + ")([-x:]?)(" + SQ + ")");
    private static final Pattern SPACED_PAIR = Pattern.compile("(\\S+)\\s+(\\S+)");
    private static final Pattern DESCRIPTIVE_PAIR = Pattern.compile("(" + DSQ + ")([-x])(" + DSQ + ")");
    private static final Pattern DESCRIPTIVE = Pattern.compile(PIECE + "(?:/(" + DSQ + "))?([-x])(" + DSQ + ")");
    private static final Pattern PIECE_LED = Pattern.compile("([kqrbnp])([a-h])?([1-8])?([-x:])?(" + SQ + ")");
    private static final Pattern FILE_LED = Pattern.compile("([a-h])([x:]?)(" + SQ + ")");
    private static final Pattern TARGET_ONLY = Pattern.compile(SQ);

    private Readings() {
    }

    /**
     * Every reading of {@code text} (lower case, annotations and promotion removed); empty when
     * it is no move at all. {@code capitalB} says the player typed an upper-case B first.
     */
    static List<Intent> of(String text, boolean capitalB, int color, Perspective perspective) {
        List<Intent> readings = new ArrayList<>();
        Matcher m = SPACED_PAIR.matcher(text);
        if (m.matches()) {
            squarePair(m.group(1), "", m.group(2), color, perspective, readings);
            return readings;
        }
        if ((m = ALGEBRAIC_PAIR.matcher(text)).matches()) {
            squarePair(m.group(1), m.group(2), m.group(3), color, perspective, readings);
            Matcher bishop = PIECE_LED.matcher(text);
            if (capitalB && bishop.matches()) {
                // B3b4 is also a bishop named by its rank; the own men decide, or the player is asked.
                readings.add(pieceLed(bishop, color, perspective));
            }
            return readings;
        }
        if ((m = PIECE_LED.matcher(text)).matches() && m.group(2) != null && m.group(3) != null) {
            // A piece letter before a complete square pair (Qb6-b7) is long algebraic, not KB5-B6.
            readings.add(pieceLed(m, color, perspective));
            return readings;
        }
        if ((m = DESCRIPTIVE_PAIR.matcher(text)).matches()) {
            squarePair(m.group(1), m.group(2), m.group(3), color, perspective, readings);
        }
        if ((m = DESCRIPTIVE.matcher(text)).matches()) {
            descriptive(m, color, readings);
        }
        if ((m = PIECE_LED.matcher(text)).matches() && !descriptiveHyphen(m, readings)
                && !(!capitalB && isPawnTakes(m))) {
            readings.add(pieceLed(m, color, perspective));
            if (capitalB) {
                return readings;
            }
        }
        if ((m = FILE_LED.matcher(text)).matches()) {
            int file = perspective.file(m.group(1).charAt(0) - 'a', color);
            readings.add(new Intent(PieceType.PAWN, fileMask(file), target(m.group(3), color, perspective),
                    PawnStep.CAPTURE, "the " + m.group(1) + "-file", m.group(3), false));
        } else if (TARGET_ONLY.matcher(text).matches()) {
            readings.add(new Intent(PieceType.PAWN, Intent.ANYWHERE, target(text, color, perspective),
                    PawnStep.PUSH, null, text, false));
        }
        return readings;
    }

    /** {@code k2 k4}, {@code kn1-kb3}, {@code e2 e4}: whatever own man stands on the first square. */
    private static void squarePair(String first, String sign, String second, int color, Perspective perspective,
                                   List<Intent> readings) {
        PawnStep step = sign.equals("x") || sign.equals(":") ? PawnStep.CAPTURE : PawnStep.EITHER;
        if (TARGET_ONLY.matcher(first).matches() && TARGET_ONLY.matcher(second).matches()) {
            readings.add(new Intent(PieceType.NONE, target(first, color, perspective), target(second, color, perspective),
                    step, first, second, false));
            return;
        }
        long from = Descriptive.squares(first, color);
        long to = Descriptive.squares(second, color);
        if (from != 0 && to != 0) {
            readings.add(new Intent(PieceType.NONE, from, to, step, upper(first), upper(second), true));
        }
    }

    /** {@code p-k4}, {@code p/k2-k4}, {@code pxkb4}, {@code r/qr1-qb1}; an x means a pawn takes. */
    private static void descriptive(Matcher m, int color, List<Intent> readings) {
        int type = pieceType(m.group(1));
        long from = m.group(2) == null ? Intent.ANYWHERE : Descriptive.squares(m.group(2), color);
        PawnStep step = m.group(3).equals("x") ? PawnStep.CAPTURE : PawnStep.PUSH;
        readings.add(new Intent(type, from, Descriptive.squares(m.group(4), color), step,
                m.group(2) == null ? null : upper(m.group(2)), upper(m.group(4)), true));
    }

    /** A hyphen straight after the piece letter is descriptive ({@code n-b3}, {@code k-b1}) when that reads. */
    private static boolean descriptiveHyphen(Matcher pieceLed, List<Intent> readings) {
        return pieceLed.group(2) == null && pieceLed.group(3) == null && "-".equals(pieceLed.group(4))
                && readings.stream().anyMatch(Intent::descriptive);
    }

    /** A lower-case {@code b} straight before {@code x} ({@code bxc3}) is the b-pawn taking, never a bishop. */
    private static boolean isPawnTakes(Matcher pieceLed) {
        return pieceLed.group(1).equals("b") && pieceLed.group(2) == null && pieceLed.group(3) == null
                && ("x".equals(pieceLed.group(4)) || ":".equals(pieceLed.group(4)));
    }

    /** {@code Nf3}, {@code Nbd2}, {@code R1e2}, {@code Qh4xe1}, {@code pe4}, {@code pxd5}. */
    private static Intent pieceLed(Matcher m, int color, Perspective perspective) {
        int type = pieceType(m.group(1));
        String fileText = m.group(2);
        String rankText = m.group(3);
        long from = Intent.ANYWHERE;
        String origin = null;
        if (fileText != null) {
            from &= fileMask(perspective.file(fileText.charAt(0) - 'a', color));
            origin = "the " + fileText + "-file";
        }
        if (rankText != null) {
            from &= 0xFFL << 8 * perspective.rank(rankText.charAt(0) - '1', color);
            origin = fileText == null ? "rank " + rankText : fileText + rankText;
        }
        String sign = m.group(4);
        boolean takes = "x".equals(sign) || ":".equals(sign);
        PawnStep step = takes ? PawnStep.CAPTURE
                : fileText != null && rankText != null ? PawnStep.EITHER
                : fileText != null && fileText.charAt(0) != m.group(5).charAt(0) ? PawnStep.CAPTURE
                : PawnStep.PUSH;
        return new Intent(type, from, target(m.group(5), color, perspective), step, origin, m.group(5), false);
    }

    private static long target(String algebraic, int color, Perspective perspective) {
        return 1L << perspective.square(Square.parse(algebraic), color);
    }

    private static long fileMask(int file) {
        return 0x0101010101010101L << file;
    }

    /** The piece type a lower-case piece letter names ({@code kt} is the knight). */
    static int pieceType(String letter) {
        return switch (letter) {
            case "p" -> PieceType.PAWN;
            case "n", "kt" -> PieceType.KNIGHT;
            case "b" -> PieceType.BISHOP;
            case "r" -> PieceType.ROOK;
            case "q" -> PieceType.QUEEN;
            default -> PieceType.KING;
        };
    }

    private static String upper(String descriptive) {
        return descriptive.toUpperCase(Locale.ROOT);
    }
}
