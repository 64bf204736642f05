package ks.text;

import java.util.List;
import java.util.Optional;

/**
 * The command word a mistyped word was most likely meant to be: the one word of a list that it
 * becomes by one letter changed, left out, added, or two neighbours swapped (the optimal string
 * alignment distance of one, Damerau's four kinds of single error). Words of fewer than three
 * characters, and words near two of the list at once, mean nothing: a guess is offered only where
 * it is the one likely reading.
 */
public final class NearWords {

    private NearWords() {
    }

    /** The word of {@code words} that {@code typed} is one slip away from, if exactly one is. */
    public static Optional<String> meant(String typed, List<String> words) {
        if (typed.length() < 3) {
            return Optional.empty();
        }
        String found = null;
        for (String w : words) {
            if (w.equals(typed)) {
                return Optional.empty();
            }
            if (oneSlip(typed, w)) {
                if (found != null) {
                    return Optional.empty();
                }
                found = w;
            }
        }
        return Optional.ofNullable(found);
    }

    private static boolean oneSlip(String a, String b) {
        int la = a.length();
        int lb = b.length();
        if (Math.abs(la - lb) > 1) {
            return false;
        }
        int i = 0;
        while (i < Math.min(la, lb) && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        if (la == lb) {
            // One letter changed, or two neighbours swapped: the rest must then agree.
            return a.substring(i + 1).equals(b.substring(i + 1))
                    || i + 1 < la && a.charAt(i) == b.charAt(i + 1) && a.charAt(i + 1) == b.charAt(i)
                            && a.substring(i + 2).equals(b.substring(i + 2));
        }
        // One letter left out of the shorter, or added to the longer.
        return la < lb ? a.substring(i).equals(b.substring(i + 1)) : a.substring(i + 1).equals(b.substring(i));
    }
}
