package ks.engine.belief;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import ks.engine.Move;
import ks.engine.referee.Announcement;
import ks.engine.referee.Facts;
import ks.engine.referee.Verdict;

/**
 * One thing the player learnt: its own attempt and verdict, the enemy's move (with the square of
 * the man it took from us), or the answer to someone's "any?"; with the words heard. Kept so that
 * the history can be sampled again. It remembers, for the facts of imagined positions, whether
 * the rule set would have said the words heard: the words depend on the facts alone.
 */
final class Step {

    /** Facts remembered per step at most: enough for one turn's distinct answers. */
    private static final int REMEMBERED = 512;

    final boolean ours;
    final int move;
    final Verdict verdict;
    final int lost;
    final List<Announcement> heard;
    /** For a refused attempt of ours: whether the board refused it (not an owed try or the try limit). */
    final boolean byBoard;
    /** The yes/no of an answer to "any?" heard in this step, or null. */
    final Boolean anyAnswer;
    /** For the enemy's move: what we heard of its turn besides the move, or null when not told. */
    final TurnHeard turn;
    private final Map<Facts, Boolean> fits = new HashMap<>();

    private Step(boolean ours, int move, Verdict verdict, int lost, List<Announcement> heard, boolean byBoard,
            TurnHeard turn) {
        this.ours = ours;
        this.move = move;
        this.verdict = verdict;
        this.lost = lost;
        this.heard = List.copyOf(heard);
        this.byBoard = byBoard;
        this.anyAnswer = anyAnswer(heard);
        this.turn = turn;
    }

    /** Our attempt and its verdict (null for the answer to our "any?"); {@code byBoard} as above. */
    static Step ours(int move, Verdict verdict, List<Announcement> heard, boolean byBoard) {
        return new Step(true, move, verdict, -1, heard, byBoard, null);
    }

    /** The enemy's move, nothing else of its turn counted. */
    static Step theirMove(int lost, List<Announcement> heard) {
        return theirMove(lost, heard, null);
    }

    /** The enemy's move, and what we heard of its turn besides ({@code turn}; null when not told). */
    static Step theirMove(int lost, List<Announcement> heard, TurnHeard turn) {
        return new Step(false, Move.NONE, Verdict.LEGAL, lost, heard, false, turn);
    }

    /** The answer to the enemy's "any?". */
    static Step theirAnswer(List<Announcement> heard) {
        return new Step(false, Move.NONE, null, -1, heard, false, null);
    }

    /** Whether a move was played on the board in this step (ours or theirs). */
    boolean movesBoard() {
        return verdict == Verdict.LEGAL;
    }

    boolean isTheirMove() {
        return !ours && verdict == Verdict.LEGAL;
    }

    /** What is remembered of {@code facts}, or null. */
    Boolean fits(Facts facts) {
        return fits.get(facts);
    }

    void remember(Facts facts, boolean fit) {
        if (fits.size() < REMEMBERED) {
            fits.put(facts, fit);
        }
    }

    static Boolean anyAnswer(List<Announcement> heard) {
        for (Announcement a : heard) {
            if (a.kind() == Announcement.Kind.ANY_ANSWER && a.anyTries() != null) {
                return a.anyTries();
            }
        }
        return null;
    }

    @Override
    public String toString() {
        return (ours ? "ours " + Move.toString(move) + " " + verdict : isTheirMove() ? "their move" : "their any?")
                + " " + heard.stream().map(Announcement::text).toList();
    }
}
