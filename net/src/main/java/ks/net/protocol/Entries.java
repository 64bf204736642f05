package ks.net.protocol;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Square;
import ks.engine.referee.Referee;

/** UCI text of attempted moves, both ways, without consulting the hidden board. */
final class Entries {

    private Entries() {
    }

    /** The move int of a UCI attempt; no promotion letter means none (the referee adds a queen). */
    static int move(Referee referee, String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        if (uci.length() == 5) {
            return Move.of(from, to, PieceType.fromLetter(uci.charAt(4)));
        }
        return Move.of(from, to);
    }

    /** The UCI text of an attempted move. */
    static String uci(int move) {
        String s = Square.name(Move.from(move)) + Square.name(Move.to(move));
        int promo = Move.promotion(move);
        return promo == PieceType.NONE || promo == 0 && !Move.isPromotion(move)
                ? s : s + Character.toLowerCase(PieceType.letter(promo));
    }
}
