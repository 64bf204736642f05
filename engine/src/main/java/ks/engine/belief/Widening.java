package ks.engine.belief;

import java.util.List;
import java.util.Random;
import ks.engine.Bitboards;
import ks.engine.Move;
import ks.engine.PieceType;
import ks.engine.Position;
import ks.engine.referee.Announcement;

/**
 * Widening a sample that has shrunk to a few positions (docs/belief.md, "a sample widened by the
 * men the news leaves free"): in a position of the sample, taken back to just after the last
 * capture, the enemy's pieces that no news since has named are put on other squares, and the
 * history since is drawn again from there, so that the new guess fits every word heard since that
 * capture. A piece is named when, in the guess's own line since, it made that capture, took one
 * of our men or gave check. The enemy's king and pawns stay where the guess had them.
 */
final class Widening {

    /** Placings of the free pieces tried for one position before it is left as it was. */
    private static final int TRIES = 4;

    private final int enemy;
    private final List<Step> history;
    private final Hypotheses hypotheses;
    private final Random random;

    /** Widening for the guesses at {@code enemy}'s men, drawing through {@code history} (read as it grows). */
    Widening(int enemy, List<Step> history, Hypotheses hypotheses, Random random) {
        this.enemy = enemy;
        this.history = history;
        this.hypotheses = hypotheses;
        this.random = random;
    }

    /**
     * Replaces up to {@code count} live positions of {@code sample}, picked at random, each by a
     * widened copy of itself, while the work of {@code hypotheses} is below {@code limit}; returns
     * how many were replaced. None when nothing was ever taken: then the start tells every piece.
     */
    int widen(Sample sample, int count, long limit) {
        int from = sinceCapture();
        if (from < 0) {
            return 0;
        }
        int takeBack = 0;
        for (int k = from; k < history.size(); k++) {
            takeBack += history.get(k).movesBoard() ? 1 : 0;
        }
        // Where the enemy took, the man that took stands just after; -1 when the capture was ours.
        long taker = history.get(from - 1).lost >= 0 ? Bitboards.bit(history.get(from - 1).lost) : 0;
        int replaced = 0;
        boolean[] done = new boolean[sample.size()];
        for (int k = 0; k < count && hypotheses.work() < limit; k++) {
            int i = random.nextInt(sample.size());
            if (!sample.isLive(i) || done[i]) {
                continue;
            }
            done[i] = true;
            hypotheses.model(sample.model(i));
            Position q = widened(sample.position(i), from, takeBack, taker);
            if (q != null) {
                sample.replace(i, q);
                replaced++;
            }
        }
        return replaced;
    }

    /** The index of the first step after the last one that took a man, or -1 when none did. */
    int sinceCapture() {
        for (int k = history.size() - 1; k >= 0; k--) {
            Step s = history.get(k);
            if (s.movesBoard() && (s.lost >= 0
                    || s.heard.stream().anyMatch(a -> a.kind() == Announcement.Kind.CAPTURE))) {
                return k + 1;
            }
        }
        return -1;
    }

    /**
     * {@code parent} taken back {@code takeBack} moves, to just after the last capture, its free
     * pieces (not on {@code taker}, nor {@link #named}) placed afresh and steps {@code from} on drawn again; null when the guess does not reach
     * back that far (a guess a repair moved men in), has no free piece, or no try fits the news.
     */
    private Position widened(Position parent, int from, int takeBack, long taker) {
        if (takeBack > parent.ply()) {
            return null;
        }
        Position at = parent.copy();
        int[] line = new int[takeBack];
        for (int j = takeBack - 1; j >= 0; j--) {
            line[j] = at.lastMove();
            at.unmake();
        }
        long free = at.occupancy(enemy) & ~at.pieces(enemy, PieceType.PAWN) & ~at.pieces(enemy, PieceType.KING)
                & ~taker & ~named(at, line);
        if (free == 0) {
            return null;
        }
        for (int t = 0; t < TRIES; t++) {
            Position q = Edits.menScattered(at, free, enemy, random);
            hypotheses.charge(1);
            if (q != null && fitsSince(q, from)) {
                return q;
            }
        }
        return null;
    }

    /**
     * The squares, in {@code at}, of the enemy men that the news since names in this guess: any man
     * giving check there, and any man that, playing {@code line} on from {@code at}, takes one of
     * ours or gives check (a discovered check names the man uncovered).
     */
    private long named(Position at, int[] line) {
        long named = at.checkers();
        int[] origin = new int[64];
        for (int sq = 0; sq < 64; sq++) {
            origin[sq] = sq;
        }
        Position walk = at.copy();
        for (int m : line) {
            boolean theirs = walk.sideToMove() == enemy;
            boolean took = walk.pieceTypeAt(Move.to(m)) != PieceType.NONE;
            int mover = origin[Move.from(m)];
            walk.make(m);
            origin[Move.to(m)] = mover;
            if (theirs) {
                named |= took ? Bitboards.bit(mover) : 0;
                for (long c = walk.checkers(); c != 0; c &= c - 1) {
                    named |= Bitboards.bit(origin[Long.numberOfTrailingZeros(c)]);
                }
            }
        }
        return named;
    }

    /** Whether {@code p} takes every step of the history from {@code from} on, the enemy's moves drawn afresh. */
    private boolean fitsSince(Position p, int from) {
        for (int s = from; s < history.size(); s++) {
            if (!hypotheses.draw(p, history.get(s), random)) {
                return false;
            }
        }
        return true;
    }
}
