package ks.engine.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.text.Printable;

/**
 * Reads what a Kriegspiel player typed as an attempted move, judged against the player's own men
 * only ({@link OwnMen}): enemy men cannot influence the reading, so it reveals nothing of them.
 *
 * <p>Accepted: algebraic ({@code e4}, {@code Nf3}, {@code exd5}, {@code ed5}, {@code e2-e4},
 * {@code e2e4}, {@code pe4}, {@code Nbd2}, {@code R1e2}, {@code Qh4xe1}), descriptive counted from
 * the mover's side ({@code P-K4}, {@code P/K2-K4}, {@code PxKB4}, {@code Kt-KB3}, {@code R/QR1-QB1},
 * short {@code N-B3}), UMPIRE square pairs ({@code K2 K4}, {@code KN1 KB3}), castling ({@code O-O},
 * {@code 0-0-0}, {@code CK}, {@code CQ}, or the king moving two squares), promotion as {@code =Q},
 * {@code Q}, {@code (Q)} or {@code /Q} (a queen when none is named), and trailing {@code + # ! ?},
 * {@code ch} or {@code e.p.}. Letters may be of either case. The bishop rule: an upper-case
 * {@code B} is the bishop whenever a bishop reading exists ({@code Bc3}, {@code Bxc3}; {@code B4} can
 * only be the square b4); a lower-case {@code b} followed by {@code x} is the b-pawn ({@code bxc3});
 * any other lower-case {@code b} before a square ({@code bc3}) is read both ways and the own men
 * decide, asking if both fit. A hyphen straight after a piece letter is descriptive ({@code N-B3} is
 * a knight to QB3 or KB3, not to b3) unless the square is only algebraic ({@code N-f3}). A complete
 * square pair ({@code b1c3}) is always from-to, never a bishop.
 *
 * <p>A move must be one an own man could make with only own men in the way; several such moves
 * give {@link Reading.Ambiguous}, none gives {@link Reading.Unparseable}.
 */
public final class MoveInput {

    private static final Pattern ANNOTATIONS = Pattern.compile("(?:\\s*(?:[+#!?]+|ch|e\\.?p\\.?))+$",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern SPACED_SIGNS = Pattern.compile("\\s*([-:/=(])\\s*");
    private static final Pattern SPACED_X = Pattern.compile("\\s+x\\s+");
    private static final Pattern SPACED_CLOSE = Pattern.compile("\\s*\\)");
    private static final Pattern CASTLING = Pattern.compile("[o0]-?[o0](-?[o0])?|c([kq])");
    private static final Pattern PROMOTION = Pattern.compile("(.*[1-8])\\s*[=/(]?(q|r|b|n|kt|k|p)\\)?");
    private static final Pattern NAMED_CAPTURE = Pattern.compile("(p|n|kt|b|r|q|k)(/\\S+)?x[qk]?(p|n|kt|b|r|q|k)");
    private static final Pattern LETTERS_DIGITS = Pattern.compile("([a-z]+)(\\d+)");
    private static final String[] NAMES = {"pawn", "knight", "bishop", "rook", "queen", "king"};

    private MoveInput() {
    }

    /** Reads {@code typed} with algebraic squares seen from white's side. */
    public static Reading read(String typed, OwnMen men) {
        return read(typed, men, Perspective.WHITE_SIDE);
    }

    /** Reads {@code typed} for the player whose men are {@code men}. Never throws. */
    public static Reading read(String typed, OwnMen men, Perspective perspective) {
        String stripped = typed == null ? "" : typed.strip();
        // Messages are one line: control characters and line breaks typed by mistake are shown as '?'.
        String shown = Printable.line(stripped);
        if (stripped.isEmpty()) {
            return new Reading.Unparseable("nothing typed: enter a move such as e4, Nf3, P-K4 or O-O");
        }
        String body = clean(stripped);
        if (body.isEmpty()) {
            return notUnderstood(shown, "no move in it");
        }
        boolean capitalB = body.charAt(0) == 'B';
        String text = body.toLowerCase(Locale.ROOT);
        Matcher castling = CASTLING.matcher(text);
        if (castling.matches()) {
            return castle(shown, castling.group(1) == null && !"q".equals(castling.group(2)), men);
        }
        if (NAMED_CAPTURE.matcher(text).matches()) {
            return notUnderstood(shown, "name the square taken on: the man there cannot be seen");
        }
        int promotion = PieceType.NONE;
        Matcher promoted = PROMOTION.matcher(text);
        if (promoted.matches()) {
            promotion = Readings.pieceType(promoted.group(2));
            if (promotion == PieceType.PAWN || promotion == PieceType.KING) {
                return notUnderstood(shown, "a pawn cannot become a " + NAMES[promotion]);
            }
            text = promoted.group(1);
        }
        List<Intent> readings = Readings.of(text, capitalB, men.color(), perspective);
        if (readings.isEmpty()) {
            return notUnderstood(shown, diagnose(text));
        }
        Set<Integer> moves = new LinkedHashSet<>();
        String failure = null;
        for (Intent reading : readings) {
            List<Integer> found = new ArrayList<>();
            String why = resolve(reading, men, promotion, found);
            moves.addAll(found);
            if (failure == null && why != null) {
                failure = why;
            }
        }
        if (moves.size() == 1) {
            return new Reading.Attempt(moves.iterator().next());
        }
        if (moves.isEmpty()) {
            return new Reading.Unparseable("not playable: '" + shown + "' (" + failure + ")");
        }
        boolean descriptive = readings.stream().allMatch(Intent::descriptive);
        return new Reading.Ambiguous(shown, new ArrayList<>(moves), question(moves, men, descriptive, perspective));
    }

    /** Drops trailing annotations and the blank space players put around signs ({@code e2 - e4}, {@code P x K4}). */
    private static String clean(String stripped) {
        String body = ANNOTATIONS.matcher(stripped).replaceFirst("");
        body = SPACED_SIGNS.matcher(body).replaceAll("$1");
        body = SPACED_X.matcher(body).replaceAll("x");
        return SPACED_CLOSE.matcher(body).replaceAll(")");
    }

    private static Reading castle(String shown, boolean kingSide, OwnMen men) {
        String wing = kingSide ? "king side" : "queen side";
        if (!men.mayCastle(kingSide)) {
            return new Reading.Unparseable("not playable: '" + shown + "' (no right to castle " + wing + ")");
        }
        if (!men.canCastle(kingSide)) {
            return new Reading.Unparseable("not playable: '" + shown + "' (own men stand between king and rook)");
        }
        int king = OwnMen.kingHome(men.color());
        return new Reading.Attempt(Move.of(king, kingSide ? king + 2 : king - 2));
    }

    /** Adds to {@code found} the moves {@code reading} fits; returns why it fits none, or null. */
    private static String resolve(Intent reading, OwnMen men, int promotion, List<Integer> found) {
        long own = men.occupancy();
        long origins = (reading.pieceType() == PieceType.NONE ? own : men.men(reading.pieceType())) & reading.from();
        if (origins == 0) {
            return missingOrigin(reading, men);
        }
        long targets = reading.to() & ~own;
        if (targets == 0) {
            return Long.bitCount(reading.to()) == 1
                    ? "your own " + NAMES[men.typeAt(Long.numberOfTrailingZeros(reading.to()))] + " stands on "
                            + reading.target()
                    : "your own men stand on " + reading.target();
        }
        boolean promotionRefused = false;
        for (long o = origins; o != 0; o &= o - 1) {
            int from = Long.numberOfTrailingZeros(o);
            for (long t = targets; t != 0; t &= t - 1) {
                int to = Long.numberOfTrailingZeros(t);
                if (!Reach.canMove(men, from, to, reading.step())) {
                    continue;
                }
                boolean promotes = men.typeAt(from) == PieceType.PAWN && Square.rank(to) == OwnMen.lastRank(men.color());
                if (promotes) {
                    found.add(Move.of(from, to, promotion == PieceType.NONE ? PieceType.QUEEN : promotion));
                } else if (promotion != PieceType.NONE) {
                    promotionRefused = true;
                } else {
                    found.add(Move.of(from, to));
                }
            }
        }
        if (!found.isEmpty()) {
            return null;
        }
        return promotionRefused ? "only a pawn reaching the last rank is promoted" : unreachable(reading, men, origins);
    }

    private static String missingOrigin(Intent reading, OwnMen men) {
        if (reading.pieceType() == PieceType.NONE) {
            return "you have no man on " + reading.origin();
        }
        String name = NAMES[reading.pieceType()];
        if (men.men(reading.pieceType()) == 0) {
            return "you have no " + name;
        }
        return "no " + name + " of yours on " + reading.origin();
    }

    private static String unreachable(Intent reading, OwnMen men, long origins) {
        int type = reading.pieceType();
        if (type == PieceType.NONE && Long.bitCount(origins) == 1) {
            int from = Long.numberOfTrailingZeros(origins);
            return "your " + NAMES[men.typeAt(from)] + " on " + reading.origin() + " cannot reach " + reading.target();
        }
        String who = type == PieceType.NONE ? "no man of yours" : "no " + NAMES[type] + " of yours";
        if (type == PieceType.PAWN && reading.step() == PawnStep.CAPTURE) {
            return who + " can take on " + reading.target();
        }
        if (type == PieceType.PAWN && reading.step() == PawnStep.PUSH) {
            return who + " can advance to " + reading.target();
        }
        return who + " can reach " + reading.target();
    }

    private static String question(Set<Integer> moves, OwnMen men, boolean descriptive, Perspective perspective) {
        NotationStyle style = descriptive ? NotationStyle.DESCRIPTIVE : NotationStyle.LONG_ALGEBRAIC;
        List<String> choices = new ArrayList<>();
        long origins = 0;
        for (int move : moves) {
            choices.add(MoveEcho.write(move, men, style, perspective));
            origins |= 1L << Move.from(move);
        }
        String last = choices.remove(choices.size() - 1);
        String which = Long.bitCount(origins) == moves.size() ? "which piece: " : "which move: ";
        return which + String.join(", ", choices) + " or " + last + "?";
    }

    /** Names the first thing that looks like a square but is none, else shows what a move looks like. */
    private static String diagnose(String text) {
        Matcher m = LETTERS_DIGITS.matcher(text);
        while (m.find()) {
            String letters = m.group(1);
            String square = letters.substring(letters.length() - 1) + m.group(2);
            for (int start = Math.max(0, letters.length() - 3); start < letters.length() - 1; start++) {
                String longer = letters.substring(start) + m.group(2);
                if (longer.matches(Descriptive.SQUARE) || longer.matches("[qk](r|n|kt|b)?\\d+")) {
                    square = longer;
                    break;
                }
            }
            if (!square.matches("[a-h][1-8]|" + Descriptive.SQUARE)) {
                return "no square " + square;
            }
        }
        return "expected a move such as e4, Nf3, e2-e4, P-K4, K2 K4 or O-O";
    }

    private static Reading notUnderstood(String shown, String why) {
        return new Reading.Unparseable("not understood: '" + shown + "' (" + why + ")");
    }
}
