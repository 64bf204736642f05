package ks.engine.opponent.mating;

import java.util.List;
import java.util.Map;
import ks.engine.Position;
import ks.engine.belief.Belief;
import ks.engine.belief.EnemyModel;
import ks.engine.referee.Announcement;
import ks.engine.referee.RuleSet;
import ks.engine.referee.Verdict;

/**
 * A second belief kept beside level 4's own, which fits an enemy that picks one man and tries its
 * longest moves first ({@link EnemyModel#CHOOSER}) against one whose every legal move is alike; the
 * player reads it in place of its own only while the chooser holds most of its weight. Read always,
 * such a belief converted nearly every lead against kriegspiel.org's heuristic bot but played worse
 * against level 3, which it fits as the even model (docs/belief.md, "An enemy that picks one man");
 * kept apart, it is read against an enemy of another shape only while that enemy happens to look
 * like the chooser, and those games go nearly as they did without it ("The chooser's belief kept
 * apart"). Kept only where the rules tell us the enemy's refused attempts, which are
 * what set the chooser apart.
 */
final class ShapeWatch {

    /**
     * The positions of the second belief: four times level 4's own. The chooser breaks its ties at
     * random, so its guesses spread over more positions than a copy of one program's order would;
     * at 256 the sample lost the enemy's true men too often (docs/belief.md, "A chooser less sure
     * of its order").
     */
    static final int SIZE = 1024;

    /** The chooser's share of the second belief's weight from which the player reads that belief. */
    static final double READ_FROM = 0.75;

    private final Belief fitted;

    private ShapeWatch(Belief fitted) {
        this.fitted = fitted;
    }

    /**
     * A watch over a belief of {@code size} positions from {@code start}, seeded by {@code seed}; one
     * that keeps no belief when the rules do not tell {@code colour} of the enemy's refusals.
     */
    static ShapeWatch of(Position start, int colour, RuleSet rules, int size, long seed) {
        if (!EnemyModel.CHOOSER.tellsApart(rules, colour)) {
            return new ShapeWatch(null);
        }
        return new ShapeWatch(new Belief(start, colour, rules, size, seed)
                .fitEnemyModel(EnemyModel.EVEN, EnemyModel.CHOOSER));
    }

    /**
     * The belief to read: the fitted one while the chooser holds {@link #READ_FROM} of it and some
     * guess of {@code own} still gives the enemy a piece (not only its king and pawns), else {@code
     * own}. Without pieces the enemy's tries are a king's steps and pawns' pushes, which tell little,
     * and a chooser that tries them in one fixed order moves every guess's king alike: the lone
     * king's region and its refreshed guesses know better.
     */
    Belief choose(Belief own) {
        return fitted != null && chooserShare() >= READ_FROM && enemyHasPieces(own) ? fitted : own;
    }

    private static boolean enemyHasPieces(Belief belief) {
        boolean[] any = {false};
        int them = 1 - belief.colour();
        belief.forEach((p, w) -> any[0] |= Evaluation.pieces(p, them) > 0);
        return any[0];
    }

    /** The chooser's share of the fitted belief's weight; 0 where none is kept. */
    double chooserShare() {
        return fitted == null ? 0 : fitted.modelShares().getOrDefault(EnemyModel.CHOOSER, 0.0);
    }

    /** The fitted belief's shares of the models, or {@code own}'s where none is kept, for a bench. */
    Map<EnemyModel, Double> modelShares(Belief own) {
        return (fitted == null ? own : fitted).modelShares();
    }

    void ourAttempt(int move, Verdict verdict, List<Announcement> heard) {
        if (fitted != null) {
            fitted.ourAttempt(move, verdict, heard);
        }
    }

    void theirMove(int lost, List<Announcement> heard) {
        if (fitted != null) {
            fitted.theirMove(lost, heard);
        }
    }

    void theirNews(List<Announcement> heard) {
        if (fitted != null) {
            fitted.theirNews(heard);
        }
    }

    /** Puts {@code count} guesses' king elsewhere ({@link Belief#refresh}) once the fitted belief's enemy has {@code men} men or fewer. */
    void refreshWithAtMost(int men, int count) {
        if (fitted != null && enemyMen(fitted) <= men) {
            fitted.refresh(count);
        }
    }

    /** The enemy's men in {@code belief}'s sample (the same count in every guess, as far as captures tell). */
    static int enemyMen(Belief belief) {
        int[] men = {0};
        belief.forEach((p, w) -> men[0] = Math.max(men[0], Long.bitCount(p.occupancy(1 - belief.colour()))));
        return men[0];
    }
}
