package ks.app.seat;

import java.util.ArrayList;
import java.util.List;
import ks.app.belief.BackgroundBelief;
import ks.engine.Color;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.belief.BeliefMap;

/**
 * Plain-text pictures for dumb terminals and logs: a board of letters (upper case white,
 * lower case black, {@code .} empty), seen from the player's side, with file and rank labels as
 * the player names the squares ({@link SquareNames}).
 */
public final class Pictures {

    private Pictures() {
    }

    /** The whole board of a FEN, from {@code colour}'s side, with ordinary labels. */
    static String board(String fen, int colour) {
        return board(fen, colour, SquareNames.ORDINARY);
    }

    /** The whole board of a FEN, from {@code colour}'s side, labelled as {@code names} names squares. */
    static String board(String fen, int colour, SquareNames names) {
        Position p = Position.fromFen(fen);
        return grid(sq -> {
            int type = p.pieceTypeAt(sq);
            if (type == PieceType.NONE) {
                return '.';
            }
            char c = PieceType.letter(type);
            return p.colorAt(sq) == Color.WHITE ? c : Character.toLowerCase(c);
        }, colour, names);
    }

    /**
     * One player's own men, and what the umpire said this turn and last. Whose turn it is is not
     * said: the prompt under the picture says it (and the transcript, from a pipe).
     */
    public static String seat(Seat seat) {
        OwnMen men = seat.men();
        if (men == null) {
            return "the game has not started";
        }
        int colour = seat.colour();
        StringBuilder s = new StringBuilder(grid(sq -> {
            int type = men.typeAt(sq);
            if (type == PieceType.NONE) {
                return '.';
            }
            char c = PieceType.letter(type);
            return colour == Color.WHITE ? c : Character.toLowerCase(c);
        }, colour, seat.names()));
        s.append(seat.lostLine()).append('\n');
        appendNews(s, "umpire, this turn", seat.thisTurn());
        appendNews(s, "umpire, last turn", seat.lastTurn());
        return s.toString().stripTrailing();
    }

    /**
     * The {@code zone} command's picture: our men, and {@code :} on each empty square none of them
     * guards (the board's zone of control, F2).
     */
    static String zone(Seat seat) {
        OwnMen men = seat.men();
        if (men == null) {
            return "the game has not started";
        }
        int colour = seat.colour();
        long guarded = men.guarded();
        return grid(sq -> {
            int type = men.typeAt(sq);
            if (type != PieceType.NONE) {
                char c = PieceType.letter(type);
                return colour == Color.WHITE ? c : Character.toLowerCase(c);
            }
            return (guarded & (1L << sq)) == 0 ? ':' : '.';
        }, colour, seat.names()) + ": none of your men guards the square";
    }

    /**
     * The {@code belief} command's map: on each square not ours, the chance in tenths (0-9) that
     * an enemy man stands there, and the likeliest kind of man on squares of at least one in two.
     */
    static String belief(Seat seat) {
        OwnMen men = seat.men();
        if (men == null) {
            return "the game has not started";
        }
        BackgroundBelief.Latest latest = seat.latestBelief();
        if (latest != null && !latest.shown() && latest.behind()) {
            return "the belief is still being worked out; ask again in a moment";
        }
        if (latest == null || !latest.shown()) {
            return "no belief to show";
        }
        BeliefMap map = latest.map();
        StringBuilder s = new StringBuilder(grid(sq -> men.typeAt(sq) != PieceType.NONE ? '=' : tenths(map, sq),
                seat.colour(), seat.names()));
        s.append("the chance of an enemy man on each square in tenths (9: 90% or more); = your men\n");
        List<String> likely = new ArrayList<>();
        for (int sq = 0; sq < 64; sq++) {
            int type = map.likeliestType(sq);
            if (men.typeAt(sq) == PieceType.NONE && type != PieceType.NONE && map.probability(type, sq) >= 0.5) {
                likely.add(PieceType.name(type) + " " + seat.names().name(sq));
            }
        }
        s.append(likely.isEmpty() ? "no enemy man is more likely than not anywhere"
                : "likely: " + String.join(", ", likely));
        if (latest.behind()) {
            s.append("\n(this belief is from before the latest news; a newer one is being worked out)");
        }
        return s.toString();
    }

    /** The chance of an enemy man on {@code sq} as one digit of tenths. */
    static char tenths(BeliefMap map, int sq) {
        return (char) ('0' + Math.min(9, (int) Math.floor(map.occupied(sq) * 10)));
    }

    private static void appendNews(StringBuilder s, String title, List<String> lines) {
        if (!lines.isEmpty()) {
            s.append(title).append(": ").append(String.join("; ", lines)).append('\n');
        }
    }

    private interface Glyph {
        char at(int sq);
    }

    private static String grid(Glyph glyph, int colour, SquareNames names) {
        boolean flip = colour == Color.BLACK;
        StringBuilder labels = new StringBuilder("   ");
        for (int col = 0; col < 8; col++) {
            labels.append(' ').append(names.name(Square.of(flip ? 7 - col : col, 0)).charAt(0));
        }
        String files = labels.append('\n').toString();
        StringBuilder s = new StringBuilder(files);
        for (int row = 0; row < 8; row++) {
            int rank = flip ? row : 7 - row;
            char label = names.name(Square.of(0, rank)).charAt(1);
            s.append("  ").append(label).append(' ');
            for (int col = 0; col < 8; col++) {
                int file = flip ? 7 - col : col;
                s.append(glyph.at(Square.of(file, rank))).append(' ');
            }
            s.append(label).append('\n');
        }
        return s.append(files).toString();
    }
}
