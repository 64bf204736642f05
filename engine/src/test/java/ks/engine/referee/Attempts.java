package ks.engine.referee;

import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;
import ks.engine.rules.RuleSets;

/** Test helpers: a referee from a FEN and a rule-set name, and moves from UCI text without legality checks. */
public final class Attempts {

    private Attempts() {
    }

    public static Referee referee(String fen, String rules) {
        return new Referee(Position.fromFen(fen), RuleSets.byName(rules));
    }

    /** The move named by UCI text such as {@code e2e4} or {@code e7e8n}, legal or not. */
    public static int move(String uci) {
        int promo = uci.length() == 5 ? PieceType.fromLetter(uci.charAt(4)) : PieceType.NONE;
        return Move.of(Square.parse(uci.substring(0, 2)), Square.parse(uci.substring(2, 4)), promo);
    }

    public static int square(String name) {
        return Square.parse(name);
    }
}
