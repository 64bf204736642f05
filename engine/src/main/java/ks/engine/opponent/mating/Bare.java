package ks.engine.opponent.mating;

import ks.engine.Color;
import ks.engine.FenException;
import ks.engine.Position;

/**
 * A guessed position with one side's men other than its king and pawns taken off: what the
 * position would be if the pieces the belief still gives that side were gone.
 */
final class Bare {

    private Bare() {
    }

    /** {@code p} without {@code colour}'s knights, bishops, rooks and queens (and their castling rights), or null when it has none or their going would leave its king in check. */
    static Position of(Position p, int colour) {
        String[] fields = p.toFen().split(" ");
        String pieces = colour == Color.WHITE ? "NBRQ" : "nbrq";
        StringBuilder board = new StringBuilder();
        int empty = 0;
        boolean removed = false;
        for (char c : fields[0].toCharArray()) {
            if (Character.isDigit(c)) {
                empty += c - '0';
            } else if (pieces.indexOf(c) >= 0) {
                empty++;
                removed = true;
            } else {
                if (empty > 0) {
                    board.append(empty);
                    empty = 0;
                }
                board.append(c);
            }
        }
        if (empty > 0) {
            board.append(empty);
        }
        if (!removed) {
            return null;
        }
        String rights = fields[2].replaceAll(colour == Color.WHITE ? "[KQ]" : "[kq]", "");
        fields[0] = board.toString();
        fields[2] = rights.isEmpty() ? "-" : rights;
        try {
            return Position.fromFen(String.join(" ", fields));
        } catch (FenException e) {
            // A piece taken off uncovered a check on the side not to move: no such position.
            return null;
        }
    }
}
