package ks.testkit;

import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * The seeded structured-random fuzz driver shared by every module's {@code *FuzzTest} classes. A run
 * draws every input from one {@link Random} whose seed is printed first, so a failure is replayed with
 * {@code -Dks.fuzz.seed=N}; the failing input itself is printed escaped, ready to become a regression
 * test. Bounded runs (the normal suite) stop after a fixed number of inputs or a few seconds, whichever
 * comes first; long runs (tag {@code fuzz-long}) run for {@code -Dks.fuzz.seconds} (default 60) per target.
 */
public final class FuzzKit {

    /** Seconds a bounded run may take at most, whatever its input count. */
    static final long BOUNDED_SECONDS = 2;

    private FuzzKit() {
    }

    /** The seed of this run: {@code -Dks.fuzz.seed} when given, else as {@link Seeds#choose} picks. */
    public static long seed() {
        return Seeds.choose("ks.fuzz.seed");
    }

    /** Seconds per target for a long run: {@code -Dks.fuzz.seconds}, default 60. */
    public static long longSeconds() {
        String s = System.getProperty("ks.fuzz.seconds");
        return s == null || s.isBlank() ? 60 : Long.parseLong(s.strip());
    }

    /** A bounded run of at most {@code inputs} inputs (or {@link #BOUNDED_SECONDS}), as in the normal suite. */
    public static <T> long bounded(String target, int inputs, Function<Random, T> generate, Consumer<T> check,
            Function<T, String> show) {
        return run(target, inputs, BOUNDED_SECONDS, generate, check, show);
    }

    /** A long run for {@link #longSeconds()} seconds, as under {@code -Pfuzz}. */
    public static <T> long timed(String target, Function<Random, T> generate, Consumer<T> check,
            Function<T, String> show) {
        return run(target, Long.MAX_VALUE, longSeconds(), generate, check, show);
    }

    private static <T> long run(String target, long inputs, long seconds, Function<Random, T> generate,
            Consumer<T> check, Function<T, String> show) {
        long seed = seed();
        Random random = new Random(seed);
        long start = System.nanoTime();
        long deadline = start + seconds * 1_000_000_000L;
        long n = 0;
        while (n < inputs && System.nanoTime() < deadline) {
            T input = generate.apply(random);
            n++;
            try {
                check.accept(input);
            } catch (Throwable t) {
                throw new AssertionError("fuzz " + target + " seed=" + seed + " input #" + n + " failed on "
                        + show.apply(input) + ": " + t, t);
            }
        }
        System.out.printf("fuzz %s: seed=%d inputs=%d in %d ms (replay: -Dks.fuzz.seed=%d)%n", target, seed, n,
                (System.nanoTime() - start) / 1_000_000, seed);
        return n;
    }

    /** Fails unless {@code message} is present and is one line: no mandatory line break of Unicode (UAX #14). */
    public static void assertOneLine(String message) {
        if (message == null || message.isBlank()) {
            throw new AssertionError("message is empty");
        }
        for (int i = 0; i < message.length(); i++) {
            char c = message.charAt(i);
            if (c == '\n' || c == '\r' || c == '\u000B' || c == '\u000C' || c == '\u0085' || c == '\u2028'
                    || c == '\u2029') {
                throw new AssertionError("message is not one line (U+" + String.format("%04X", (int) c) + " at "
                        + i + "): " + escape(message));
            }
        }
    }

    /** Java-escaped text, for failure messages and for pasting into a regression test. */
    public static String escape(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c >= 0x20 && c < 0x7f) {
                sb.append(c);
            } else {
                sb.append(String.format("\\u%04x", (int) c));
            }
        }
        return sb.append('"').toString();
    }

    /** Up to {@code edits} random character edits of {@code s}, drawing new characters mostly from {@code alphabet}. */
    public static String mutate(Random r, String s, String alphabet, int edits) {
        StringBuilder sb = new StringBuilder(s);
        int n = 1 + r.nextInt(edits);
        for (int k = 0; k < n; k++) {
            int op = r.nextInt(5);
            int at = sb.length() == 0 ? 0 : r.nextInt(sb.length() + 1);
            char c = randomChar(r, alphabet);
            if (op == 0 || sb.length() == 0) {
                sb.insert(at, c);
            } else if (op == 1 && at < sb.length()) {
                sb.deleteCharAt(at);
            } else if (op == 2 && at < sb.length()) {
                sb.setCharAt(at, c);
            } else if (op == 3) {
                // Duplicate or cut a slice.
                int from = r.nextInt(sb.length() + 1);
                int to = Math.min(sb.length(), from + r.nextInt(8));
                if (r.nextBoolean()) {
                    sb.insert(at, sb.substring(from, to));
                } else {
                    sb.delete(from, to);
                }
            } else {
                sb.insert(at, randomChar(r, alphabet));
            }
        }
        return sb.toString();
    }

    /** A character from {@code alphabet} mostly, else a control, line-breaking, non-ASCII or surrogate one. */
    public static char randomChar(Random r, String alphabet) {
        int roll = r.nextInt(20);
        if (roll < 16) {
            return alphabet.charAt(r.nextInt(alphabet.length()));
        }
        return switch (roll) {
            case 16 -> "\n\r\t\u000B\u000C\u0085\u2028\u2029\u0000\u001b\u007f".charAt(r.nextInt(11));
            case 17 -> (char) (0x80 + r.nextInt(0x780));
            case 18 -> (char) (0xD800 + r.nextInt(0x800));
            default -> (char) r.nextInt(0x10000);
        };
    }

    /** A random string of up to {@code max} characters drawn by {@link #randomChar}. */
    public static String randomString(Random r, String alphabet, int max) {
        int n = r.nextInt(max + 1);
        StringBuilder sb = new StringBuilder(n);
        for (int i = 0; i < n; i++) {
            sb.append(randomChar(r, alphabet));
        }
        return sb.toString();
    }

    /** Pick one. */
    @SafeVarargs
    public static <T> T pick(Random r, T... options) {
        return options[r.nextInt(options.length)];
    }
}
