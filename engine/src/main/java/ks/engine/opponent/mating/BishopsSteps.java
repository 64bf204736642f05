package ks.engine.opponent.mating;

/**
 * One player's share of the {@link BishopsBuild}: each move that wants the table advances the
 * build by at most {@link #STEP} work, so that no move waits for the whole of it, and the player
 * reads the table only once its own steps would have made it. The build is shared by the JVM's
 * players; a player that finds it already made still takes its steps, so that its games go the
 * same whatever was played before in the JVM.
 */
final class BishopsSteps {

    /** Work per move: some 200 ms at most on this machine at a load of 12 (the whole build is five steps). */
    static final long STEP = 1L << 22;

    private static final class Shared {
        static final BishopsBuild BUILD = new BishopsBuild();
    }

    /** The build this player advances: the JVM's, fetched at its first step. */
    private BishopsBuild build;
    private long granted;

    BishopsSteps() {
    }

    /** A player with a build of its own (a test's, not yet made). */
    BishopsSteps(BishopsBuild build) {
        this.build = build;
    }

    /** One move's share of the build. */
    void step() {
        if (build == null) {
            build = Shared.BUILD;
        }
        granted += STEP;
        build.advanceTo(granted);
    }

    /** The table, once this player's steps would have made it whole; else null. */
    BishopsTable table() {
        if (build == null) {
            return null;
        }
        BishopsTable table = build.table();
        // A step ends with its last item whole, up to ITEM_MOST beyond its share.
        return table != null && build.work() < granted + BishopsBuild.ITEM_MOST ? table : null;
    }
}
