package ks.engine.opponent.mating;

import ks.engine.MoveList;
import ks.engine.Position;

/**
 * A two-move look for mate in one guessed position, the enemy to move: whether one of its replies
 * mates us, and the share of its replies after which we could mate at once. A greedy choice over
 * the belief sees neither a quiet move that leaves the king no good reply nor one that lets our
 * own king be mated; this sees both, at one move generation per reply that gives check and, for
 * our mates, one per reply and one per our check. It counts the positions it makes, so that a
 * caller can hold it to a budget. Not thread-safe; no allocation.
 */
final class MateThreat {

    private final MoveList replies = new MoveList();
    private final MoveList ours = new MoveList();
    private final MoveList theirs = new MoveList();
    private final int[] replyMoves = new int[256];
    private long made;
    private double share;
    private boolean matesUs;

    /** Positions made (moves played) since the counter was last reset. */
    long made() {
        return made;
    }

    void resetCount() {
        made = 0;
    }

    /** Looks at every reply of the enemy in {@code p}; our mates after them only when {@code oursToo}. */
    void look(Position p, boolean oursToo) {
        share = 0;
        matesUs = false;
        p.legalMoves(replies);
        int n = replies.size();
        for (int i = 0; i < n; i++) {
            replyMoves[i] = replies.get(i);
        }
        int mated = 0;
        for (int i = 0; i < n; i++) {
            p.make(replyMoves[i]);
            made++;
            if (p.inCheck()) {
                p.legalMoves(ours);
                matesUs |= ours.size() == 0;
            }
            mated += oursToo && mateInOne(p) ? 1 : 0;
            p.unmake();
        }
        share = n == 0 ? 0 : (double) mated / n;
    }

    /** Of the replies looked at last, the share after which we could mate at once. */
    double share() {
        return share;
    }

    /** Whether one of the replies looked at last mates us. */
    boolean matesUs() {
        return matesUs;
    }

    /** Whether the side to move in {@code p} has a move that checkmates. */
    private boolean mateInOne(Position p) {
        p.legalMoves(ours);
        for (int i = 0, n = ours.size(); i < n; i++) {
            p.make(ours.get(i));
            made++;
            boolean mate = false;
            if (p.inCheck()) {
                p.legalMoves(theirs);
                mate = theirs.size() == 0;
            }
            p.unmake();
            if (mate) {
                return true;
            }
        }
        return false;
    }
}
