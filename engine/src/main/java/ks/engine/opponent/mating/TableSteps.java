package ks.engine.opponent.mating;

import java.util.function.Supplier;

/**
 * One player's share of a {@link RetrogradeBuild}: each move that wants the table advances the
 * build by at most {@link #STEP} work, so that no move waits for the whole of it, and the player
 * reads the table only once its own steps would have made it. Each ending's build is shared by
 * the JVM's players; a player that finds it already made still takes its steps, so that its games
 * go the same whatever was played before in the JVM.
 */
final class TableSteps {

    /** Work per move: on this machine some 0.2 s at a load of 12, 0.6 s at 17 (the bishops' whole build is five steps, the rook's two). */
    static final long STEP = 1L << 22;

    private static final class Bishops {
        static final RetrogradeBuild BUILD = new BishopsBuild();
    }

    private static final class Rook {
        static final RetrogradeBuild BUILD = new RookBuild();
    }

    private static final class Queen {
        static final RetrogradeBuild BUILD = new QueenBuild();
    }

    private final Supplier<RetrogradeBuild> shared;
    /** The build this player advances: the JVM's, fetched at its first step. */
    private RetrogradeBuild build;
    private long granted;

    private TableSteps(Supplier<RetrogradeBuild> shared) {
        this.shared = shared;
    }

    /** Steps of the JVM's {@link BishopsTable}. */
    static TableSteps bishops() {
        return new TableSteps(() -> Bishops.BUILD);
    }

    /** Steps of the JVM's {@link RookTable}. */
    static TableSteps rook() {
        return new TableSteps(() -> Rook.BUILD);
    }

    /** Steps of the JVM's {@link QueenTable}. */
    static TableSteps queen() {
        return new TableSteps(() -> Queen.BUILD);
    }

    /** Steps of a build of the player's own (a test's, not yet made). */
    static TableSteps of(RetrogradeBuild build) {
        return new TableSteps(() -> build);
    }

    /** One move's share of the build. */
    void step() {
        if (build == null) {
            build = shared.get();
        }
        granted += STEP;
        build.advanceTo(granted);
    }

    /** The table, once this player's steps would have made it whole; else null. */
    MateTable table() {
        if (build == null) {
            return null;
        }
        MateTable table = build.table();
        // A step ends with its last item whole, up to ITEM_MOST beyond its share.
        return table != null && build.work() < granted + RetrogradeBuild.ITEM_MOST ? table : null;
    }
}
