package ks.engine.notation;

import ks.engine.Move;
import ks.engine.OwnMen;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.Square;

/** Shorthands for the notation tests: own men from a FEN, expected attempts from UCI-like text. */
final class Typing {

    static final String START = Position.STARTPOS_FEN;
    /** After 1. e4: black to move. */
    static final String START_BLACK = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";

    private Typing() {
    }

    /** The side to move's own men. */
    static OwnMen men(String fen) {
        return OwnMen.toMove(Position.fromFen(fen));
    }

    static Reading read(String fen, String typed) {
        return MoveInput.read(typed, men(fen));
    }

    /** Read with the -r option: algebraic squares seen from the mover's own side. */
    static Reading readTurned(String fen, String typed) {
        return MoveInput.read(typed, men(fen), Perspective.OWN_SIDE);
    }

    /** A move from text like {@code e2e4} or {@code e7e8n}. */
    static int move(String uci) {
        int from = Square.parse(uci.substring(0, 2));
        int to = Square.parse(uci.substring(2, 4));
        return uci.length() == 5 ? Move.of(from, to, PieceType.fromLetter(uci.charAt(4))) : Move.of(from, to);
    }

    static Reading.Attempt attempt(String uci) {
        return new Reading.Attempt(move(uci));
    }
}
