package ks.crypto;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UProperty;
import com.ibm.icu.lang.UScript;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.SpoofChecker;
import com.ibm.icu.text.UnicodeSet;
import java.util.Optional;
import java.util.Set;

/**
 * The ICU4J half of {@link PlayerNames}, apart so that ICU's classes and data load only when a
 * name is compared or judged (start-up never pays for them). The checks are Unicode Technical
 * Standard #39 (Unicode Security Mechanisms) as ICU's {@link SpoofChecker} implements it.
 */
final class NameSkeletons {

    private static final SpoofChecker CHECKER = new SpoofChecker.Builder()
            .setRestrictionLevel(SpoofChecker.RestrictionLevel.HIGHLY_RESTRICTIVE)
            .setChecks(SpoofChecker.RESTRICTION_LEVEL | SpoofChecker.MIXED_NUMBERS | SpoofChecker.INVISIBLE)
            .build();
    private static final Normalizer2 FOLD = Normalizer2.getNFKCCasefoldInstance();
    private static final Normalizer2 DECOMPOSE = Normalizer2.getNFDInstance();
    /** TR39's recommended identifier characters, and the three signs the name rule allows. */
    private static final UnicodeSet ALLOWED = new UnicodeSet(SpoofChecker.RECOMMENDED).add('.').add('-').add('_')
            .freeze();

    private NameSkeletons() {
    }

    /**
     * The name's skeleton after case folding, and its skeleton as written folded in turn: folding
     * first equates {@code VICTOR} with {@code victor} but loses what only capitals look like
     * ({@code I} and {@code l}, {@code O} and {@code 0}, Greek {@code Β} and {@code B}), which the
     * skeleton as written keeps. Look-alikes share one of the two; one form could not serve, since
     * {@code Ian} looks like both {@code ian} and {@code lan}, which do not look alike.
     */
    static Set<String> skeletons(String name) {
        String folded = withoutAccents(CHECKER.getSkeleton(FOLD.normalize(name)));
        String asWritten = withoutAccents(CHECKER.getSkeleton(FOLD.normalize(CHECKER.getSkeleton(name))));
        return folded.equals(asWritten) ? Set.of(folded) : Set.of(folded, asWritten);
    }

    static Optional<String> confusion(String name) {
        for (int i = 0; i < name.length(); i += Character.charCount(name.codePointAt(i))) {
            int c = name.codePointAt(i);
            if (UCharacter.hasBinaryProperty(c, UProperty.DEFAULT_IGNORABLE_CODE_POINT)) {
                return Optional.of("has an invisible character (U+" + hex(c) + ")");
            }
            if (!ALLOWED.contains(c)) {
                return Optional.of("has a character not recommended in names (U+" + hex(c) + " "
                        + UCharacter.getName(c) + ")");
            }
        }
        SpoofChecker.CheckResult result = new SpoofChecker.CheckResult();
        if (CHECKER.failsChecks(name, result)) {
            if ((result.checks & SpoofChecker.MIXED_NUMBERS) != 0) {
                return Optional.of("mixes digits of different number systems");
            }
            if ((result.checks & SpoofChecker.INVISIBLE) != 0) {
                return Optional.of("repeats an accent, which cannot be seen");
            }
            return Optional.of("mixes letters of different scripts, as look-alike names do");
        }
        return Optional.empty();
    }

    /**
     * Leaves out the combining marks on Latin, Greek and Cyrillic letters (and on common signs),
     * where a dot or an accent is easily missed; in scripts whose vowels are written as marks they
     * stay, since there they tell names apart.
     */
    private static String withoutAccents(String skeleton) {
        String d = DECOMPOSE.normalize(skeleton);
        StringBuilder out = new StringBuilder(d.length());
        boolean accentsIgnored = true;
        for (int i = 0; i < d.length(); i += Character.charCount(d.codePointAt(i))) {
            int c = d.codePointAt(i);
            if (UCharacter.getType(c) == UCharacter.NON_SPACING_MARK) {
                if (!accentsIgnored) {
                    out.appendCodePoint(c);
                }
                continue;
            }
            int script = UScript.getScript(c);
            accentsIgnored = script == UScript.LATIN || script == UScript.GREEK || script == UScript.CYRILLIC
                    || script == UScript.COMMON;
            out.appendCodePoint(c);
        }
        return out.toString();
    }

    private static String hex(int c) {
        return String.format("%04X", c);
    }
}
