package ks.engine.referee;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.Square;

/**
 * Reads an announcement's words back into the facts they state, the fragile way a screen would
 * have had to, independently of the rule sets' code: a square name, "Pawn"/"Piece", a check's
 * direction words, a number, "White"/"Black", yes/no words, the result. The structured facts the
 * referee sends must equal what this reads.
 */
public final class ReadBack {

    private static final Pattern SQUARE = Pattern.compile("\\b([a-h][1-8])\\b");
    private static final Pattern NUMBER = Pattern.compile("\\b(\\d+)\\b");
    private static final Pattern COLOUR = Pattern.compile("\\b(White|Black)\\b");
    private static final Pattern MAN = Pattern.compile("\\b(Pawn|Piece)\\b");

    private ReadBack() {
    }

    /** The announcement with the facts its words state and no others. */
    public static Announcement of(Announcement heard) {
        Announcement.Kind kind = heard.kind();
        String text = heard.text();
        int square = -1;
        Capture.Kind captured = null;
        Set<CheckDirection> checks = EnumSet.noneOf(CheckDirection.class);
        int count = -1;
        long from = 0;
        Boolean any = null;
        Outcome result = null;
        Matcher m;
        switch (kind) {
            case CAPTURE -> {
                if ((m = SQUARE.matcher(text)).find()) {
                    square = Square.parse(m.group(1));
                    if (text.contains("en passant")) {
                        // Named on the capturing pawn's landing square: the taken pawn stood behind it.
                        square += Square.rank(square) == 5 ? -8 : 8;
                    }
                }
                if ((m = MAN.matcher(text)).find()) {
                    captured = m.group(1).equals("Pawn") ? Capture.Kind.PAWN : Capture.Kind.PIECE;
                }
            }
            case CHECK -> {
                String t = text.toLowerCase(Locale.ROOT);
                if (t.contains("long diagonal")) {
                    checks.add(CheckDirection.LONG_DIAGONAL);
                } else if (t.contains("short diagonal")) {
                    checks.add(CheckDirection.SHORT_DIAGONAL);
                }
                if (t.contains("file")) {
                    checks.add(CheckDirection.FILE);
                }
                if (t.contains("rank")) {
                    checks.add(CheckDirection.RANK);
                }
                if (t.contains("knight")) {
                    checks.add(CheckDirection.KNIGHT);
                }
            }
            case PAWN_TRIES -> {
                boolean told = false;
                if ((m = NUMBER.matcher(text)).find()) {
                    count = Integer.parseInt(m.group(1));
                    told = true;
                }
                // Squares in pawn-try words name the pawns that have tries (the only such set is rand).
                for (m = SQUARE.matcher(text); m.find(); told = true) {
                    from |= 1L << Square.parse(m.group(1));
                }
                if (!told) {
                    any = !text.startsWith("No ");
                }
            }
            case ANY_ANSWER -> any = text.equals("No") ? Boolean.FALSE
                    : text.equals("Yes") || text.equals("Try") ? Boolean.TRUE : null;
            case GAME_OVER -> result = text.startsWith("Checkmate") ? Outcome.CHECKMATE
                    : text.startsWith("Stalemate") ? Outcome.STALEMATE : Outcome.INSUFFICIENT_MATERIAL;
            default -> {
            }
        }
        int colour = -1;
        if ((m = COLOUR.matcher(text)).find()) {
            colour = m.group(1).equals("White") ? Color.WHITE : Color.BLACK;
        }
        return new Announcement(kind, text, square, captured, checks, count, from, 0, any, colour, result);
    }
}
