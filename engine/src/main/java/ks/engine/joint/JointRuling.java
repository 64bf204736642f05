package ks.engine.joint;

import java.util.List;
import ks.engine.Color;
import ks.engine.Outcome;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * The joint referee's answer to one attempt, as the two processes together know it: the
 * {@code move} as understood (a pawn move to the last rank without a piece promotes to a queen),
 * the {@code mover}, the {@code verdict}, the game's {@code outcome} afterwards, and what each
 * player hears, in order. Unlike the referee's {@code Ruling} it carries no umpire's facts: no
 * process ever holds them all.
 */
public record JointRuling(int move, int mover, Verdict verdict, Outcome outcome, List<Announcement> white,
                          List<Announcement> black) {

    public JointRuling {
        white = List.copyOf(white);
        black = List.copyOf(black);
    }

    /** What the player of {@code color} hears. */
    public List<Announcement> heardBy(int color) {
        return color == Color.WHITE ? white : black;
    }

    public boolean isLegal() {
        return verdict == Verdict.LEGAL;
    }
}
