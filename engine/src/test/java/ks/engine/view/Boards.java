package ks.engine.view;

import ks.engine.Bitboards;
import ks.engine.OwnMen;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.Uci;

/** Test shorthand: views from a full FEN (the enemy's men stripped), squares and moves by name. */
final class Boards {

    private Boards() {
    }

    /** The view of {@code color}'s player on {@code fen}, with the FEN's side to move. */
    static PlayerView view(String fen, int color) {
        Position position = Position.fromFen(fen);
        return PlayerView.start(OwnMen.of(position, color), position.sideToMove());
    }

    static int sq(String name) {
        return Square.parse(name);
    }

    /** The set of squares named in {@code names}, separated by spaces. */
    static long squares(String names) {
        long set = 0;
        for (String name : names.trim().split("\\s+")) {
            set |= Bitboards.bit(Square.parse(name));
        }
        return set;
    }

    /** {@code uci} as a move on {@code fen}. */
    static int move(String fen, String uci) {
        return Uci.parse(Position.fromFen(fen), uci);
    }

    /** A readable picture of a set of squares for assertion messages. */
    static String names(long set) {
        StringBuilder sb = new StringBuilder();
        for (long b = set; b != 0; b &= b - 1) {
            sb.append(sb.length() == 0 ? "" : " ").append(Square.name(Long.numberOfTrailingZeros(b)));
        }
        return sb.toString();
    }
}
