package ks.testkit;

/**
 * The seed of a seeded random test. A seed given on the command line replays a run: the test's own
 * property (such as {@code -Dks.fuzz.seed=N}) or else {@code -Dks.seed=N}. Without one, CI (the
 * environment variable {@code CI} set, as {@code .ci/run} runs) takes the fixed {@link #CI_SEED}, so a
 * CI run is the same every time and its failure replays at once; a developer's machine draws a fresh
 * seed each run, so the tests keep exploring. {@link #of} prints the seed with the way to replay it.
 */
public final class Seeds {

    /** The seed of every seeded test on CI when none is given. */
    public static final long CI_SEED = 24;

    private Seeds() {
    }

    /** The seed for {@code test}, printed as {@code TEST seed=N (replay: -Dks.seed=N)}. */
    public static long of(String test) {
        return of(test, "ks.seed");
    }

    /** The seed for {@code test}, replayed with {@code -D<property>=N} (or {@code -Dks.seed=N}); printed. */
    public static long of(String test, String property) {
        long seed = choose(property);
        System.out.println(test + " seed=" + seed + " (replay: -D" + property + "=" + seed + ")");
        return seed;
    }

    /** The seed, unprinted (for a driver that prints it with its own report). */
    public static long choose(String property) {
        String given = System.getProperty(property);
        if (given == null || given.isBlank()) {
            given = System.getProperty("ks.seed");
        }
        if (given != null && !given.isBlank()) {
            return Long.parseLong(given.strip());
        }
        return onCi() ? CI_SEED : System.nanoTime();
    }

    /** Whether this is a CI run: the environment variable {@code CI} is set, as {@code .ci/run} runs. */
    static boolean onCi() {
        String ci = System.getenv("CI");
        return ci != null && !ci.isBlank() && !ci.equalsIgnoreCase("false");
    }
}
