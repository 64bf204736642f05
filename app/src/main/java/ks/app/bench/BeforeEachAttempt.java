package ks.app.bench;

import java.util.List;
import ks.engine.belief.BeliefMap;
import ks.engine.opponent.Opponent;
import ks.engine.referee.Announcement;
import ks.engine.referee.Verdict;

/**
 * A player as a bench watches it: everything goes to {@code inner} unchanged, and {@code before}
 * runs ahead of each attempt it chooses, so the bench can read the player's belief as it stood then.
 */
final class BeforeEachAttempt implements Opponent {

    private final Opponent inner;
    private final Runnable before;

    BeforeEachAttempt(Opponent inner, Runnable before) {
        this.inner = inner;
        this.before = before;
    }

    @Override
    public void ourAnswer(int move, Verdict verdict, List<Announcement> heard) {
        inner.ourAnswer(move, verdict, heard);
    }

    @Override
    public void theirMove(int lost, List<Announcement> heard) {
        inner.theirMove(lost, heard);
    }

    @Override
    public void heard(List<Announcement> heard) {
        inner.heard(heard);
    }

    @Override
    public int nextAttempt() {
        before.run();
        return inner.nextAttempt();
    }

    @Override
    public BeliefMap belief() {
        return inner.belief();
    }
}
