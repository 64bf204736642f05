package ks.crypto;

import java.util.Collections;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The rule for player names, which travel in the handshake and key the known-opponents file: 1 to 64
 * letters, digits, dots, dashes or underscores, so a name is one word on a line and never an address.
 *
 * <p>Where names stand side by side for people to read (a club's members, the seeks on a LAN) two
 * more rules keep one name from passing for another. {@link #confusion} tells why a name would
 * mislead on its own: letters of scripts that do not belong together ({@code vіctor} with a Cyrillic
 * {@code і}), digits of two number systems, characters outside the set Unicode recommends for
 * identifiers (fullwidth letters, invisible fillers). {@link #looksAlike} tells whether two names
 * would be taken for each other: they are compared by their {@link #skeletons}, the Unicode TR39
 * confusable skeletons of the NFKC case-folded name and of the name as written (folded after),
 * with the accents of Latin, Greek and Cyrillic letters left out, so {@code Victor}, {@code ｖｉｃｔｏｒ},
 * {@code vİctor} and {@code victor} all look alike, and so do {@code Ian} and {@code lan}. The Unicode data comes from ICU4J, loaded the first time one of these two is asked, never
 * by {@link #isValid}.
 */
public final class PlayerNames {
    public static final String RULE = "1 to 64 letters, digits, '.', '-' or '_'";
    private static final Pattern VALID = Pattern.compile("[\\p{L}\\p{N}._-]{1,64}");

    private PlayerNames() {
    }

    public static boolean isValid(String name) {
        return name != null && VALID.matcher(name).matches();
    }

    /**
     * The forms names are compared by: two names look alike exactly when they share one. They are
     * for comparing only (they may contain characters no name has) and may change with a newer
     * Unicode, so compute them afresh rather than store them.
     */
    public static Set<String> skeletons(String name) {
        return NameSkeletons.skeletons(name);
    }

    /** Whether a reader could take one name for the other: a {@link #skeletons skeleton} in common. */
    public static boolean looksAlike(String a, String b) {
        return !Collections.disjoint(skeletons(a), skeletons(b));
    }

    /**
     * Why {@code name}, a valid name, would mislead readers by itself, in a few words to follow
     * "the name ... ", or empty when it would not: it mixes scripts beyond Unicode's "highly
     * restrictive" level (Latin may go with Han and Japanese or Korean, nothing else with another
     * script), mixes number systems, or has a character outside the recommended identifier set
     * (besides '.', '-' and '_'), such as an invisible filler or a fullwidth letter.
     */
    public static Optional<String> confusion(String name) {
        return NameSkeletons.confusion(name);
    }

    static String require(String name, String what) {
        if (!isValid(name)) {
            throw new IllegalArgumentException(what + " '" + name + "' is not a valid player name: " + RULE);
        }
        return name;
    }
}
