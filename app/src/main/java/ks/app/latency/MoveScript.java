package ks.app.latency;

import java.util.Random;
import ks.engine.Color;
import ks.engine.MoveList;
import ks.engine.Outcome;
import ks.engine.Position;

/**
 * The bench's games, the same in both processes: random legal moves drawn from one seed, a new
 * game when the board ends one or after {@link #PLIES_PER_GAME} plies. Both sides step through it
 * alike, so each knows the next move, whose it is and when a game ends, without telling the other.
 */
final class MoveScript {

    /** A game ends here at the latest, so every run meets again and opens fresh sessions now and then. */
    static final int PLIES_PER_GAME = 120;

    private final Random random;
    private final int total;
    private final MoveList legal = new MoveList();
    private int played;
    private Position position;

    /** {@code total} moves in all, drawn from {@code seed}. */
    MoveScript(long seed, int total) {
        this.random = new Random(seed);
        this.total = total;
    }

    /** Whether any move is left to play, in this game or a new one. */
    boolean moreMoves() {
        return played < total;
    }

    /** Starts the next game from the start position. */
    void newGame() {
        position = Position.startpos();
    }

    /** Whether the current game goes on with another move. */
    boolean gameGoesOn() {
        return played < total && position.outcome() == Outcome.NONE && position.ply() < PLIES_PER_GAME;
    }

    /** Whether white is to make the next move. */
    boolean whiteToMove() {
        return position.sideToMove() == Color.WHITE;
    }

    /** The next move, drawn now; {@link #made} must follow once it is played. */
    int nextMove() {
        position.legalMoves(legal);
        return legal.get(random.nextInt(legal.size()));
    }

    /** The move drawn by {@link #nextMove} was played. */
    void made(int move) {
        position.make(move);
        played++;
    }

    /** Moves played so far, over all games. */
    int played() {
        return played;
    }
}
