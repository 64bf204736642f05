package ks.net.protocol;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Square;

/** Reads the UCI text of an attempted move without consulting the board (formatting is {@code Uci.format}). */
public final class Entries {

    private Entries() {
    }

    /** The move int of a UCI attempt; no promotion letter means none (the referee adds a queen). */
    public static int move(String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        if (uci.length() == 5) {
            return Move.of(from, to, PieceType.fromLetter(uci.charAt(4)));
        }
        return Move.of(from, to);
    }
}
