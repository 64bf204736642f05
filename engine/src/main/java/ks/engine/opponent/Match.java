package ks.engine.opponent;

import java.util.List;
import ks.engine.Color;
import ks.engine.Move;
import ks.engine.Outcome;
import ks.engine.Position;
import ks.engine.referee.Announcement;
import ks.engine.referee.Announcements;
import ks.engine.referee.Referee;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Ruling;

/**
 * One game between two {@link Opponent}s through a {@link Referee}, each told only what its side
 * hears, as a session would tell it; a player's "any?" ({@link Opponent#ASK_ANY}) is put to the
 * referee and its answer told to both as the rules say. A game that reaches {@code maxPlies} is a
 * draw; a player that has nothing left to try, or makes {@link #MAX_ATTEMPTS} attempts (questions
 * included) in one turn, resigns.
 */
public final class Match {

    /** Attempts in one turn after which a player is taken to have resigned. */
    public static final int MAX_ATTEMPTS = 1000;

    /** Told every ruling with the true board after it: for measurements, never for a player. */
    @FunctionalInterface
    public interface Watcher {
        void ruled(Ruling ruling, Referee referee);
    }

    /** How a game ended: the board's outcome (or a resignation or the ply limit), and the winner or -1. */
    public record Result(Outcome outcome, boolean resigned, int winner, int plies) {

        /** The score of {@code colour}: 1 for a win, 1/2 for a draw, 0 for a loss. */
        public double score(int colour) {
            return winner < 0 ? 0.5 : winner == colour ? 1 : 0;
        }
    }

    private Match() {
    }

    /** Plays {@code white} against {@code black} from {@code start} under {@code rules}. */
    public static Result play(Position start, RuleSet rules, Opponent white, Opponent black, int maxPlies,
                              Watcher watcher) {
        Referee referee = new Referee(start, rules);
        Opponent[] players = {white, black};
        for (int c = Color.WHITE; c <= Color.BLACK; c++) {
            List<Announcement> opening = referee.turnStart().heardBy(c);
            if (!opening.isEmpty()) {
                players[c].heard(opening);
            }
        }
        int plies = 0;
        int attempts = 0;
        while (!referee.isOver() && plies < maxPlies) {
            int mover = referee.sideToMove();
            int move = players[mover].nextAttempt();
            if (move == Move.NONE || ++attempts > MAX_ATTEMPTS) {
                return new Result(Outcome.NONE, true, Color.opposite(mover), plies);
            }
            int other = Color.opposite(mover);
            if (move == Opponent.ASK_ANY) {
                Announcements answer = referee.askAny();
                players[mover].ourAnswer(Move.NONE, null, answer.heardBy(mover));
                if (!answer.heardBy(other).isEmpty()) {
                    players[other].heard(answer.heardBy(other));
                }
                continue;
            }
            Ruling ruling = referee.attempt(move);
            watcher.ruled(ruling, referee);
            players[mover].ourAnswer(ruling.move(), ruling.verdict(), ruling.heardBy(mover));
            if (ruling.isLegal()) {
                int lost = ruling.facts().capture() == null ? -1 : ruling.facts().capture().square();
                players[other].theirMove(lost, ruling.heardBy(other));
                plies++;
                attempts = 0;
            } else if (!ruling.heardBy(other).isEmpty()) {
                players[other].heard(ruling.heardBy(other));
            }
        }
        Outcome outcome = referee.outcome();
        int winner = outcome == Outcome.CHECKMATE ? Color.opposite(referee.sideToMove()) : -1;
        return new Result(outcome, false, winner, plies);
    }
}
