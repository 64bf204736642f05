package ks.engine.referee;

import java.util.List;
import ks.engine.Outcome;

/**
 * The referee's ruling on one attempt: the {@code move} as understood (a pawn move to the last
 * rank without a promotion type is read as promoting to a queen), the {@code mover}, the
 * {@code verdict}, the umpire's {@code facts} (only for a legal move, otherwise null), the game's
 * {@code outcome} after the ruling (usually {@code facts.result()}, but a refused attempt can end
 * the game under the pawn-try limit), and what each player hears, in order.
 */
public record Ruling(int move, int mover, Verdict verdict, Facts facts, Outcome outcome,
                     List<Announcement> white, List<Announcement> black) {

    public Ruling {
        if ((verdict == Verdict.LEGAL) != (facts != null)) {
            throw new IllegalArgumentException("facts go with legal moves only");
        }
        white = List.copyOf(white);
        black = List.copyOf(black);
    }

    /** What the player of {@code color} hears. */
    public List<Announcement> heardBy(int color) {
        return color == ks.engine.Color.WHITE ? white : black;
    }

    public boolean isLegal() {
        return verdict == Verdict.LEGAL;
    }
}
