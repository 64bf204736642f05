package ks.net.protocol;

/**
 * Settles two players' wishes into {@link Terms} the way the 1986 manual page describes:
 * a wish the other side does not contradict is granted, a conflict (or no wish at all where
 * a choice must be made) goes to a coin. Both sides run this with the same inputs in the
 * same canonical order, so they agree without another message.
 */
public final class Negotiation {

    /** The rule set played when nobody asks for one. */
    public static final String DEFAULT_RULE_SET = "wolfe";

    private Negotiation() {
    }

    /**
     * The terms for players {@code a} and {@code b} (names must differ). The result does
     * not depend on which of the two is passed first.
     */
    public static Terms settle(String a, Wishes wa, String b, Wishes wb, Coins coins) {
        if (a.equals(b)) {
            throw new IllegalArgumentException("both players are called '" + a + "'; use --name to tell them apart");
        }
        if (a.compareTo(b) > 0) {
            return settle(b, wb, a, wa, coins);
        }
        String host = host(a, wa.server(), b, wb.server(), coins);
        String white = white(a, wa.colour(), b, wb.colour(), coins);
        String rules = ruleSet(wa.ruleSet(), wb.ruleSet(), coins);
        // +a and +p are options of the 1986 rules only; the other sets fix what they announce.
        boolean wolfe = rules.equals(DEFAULT_RULE_SET);
        boolean capt = wolfe && option(wa.announceCaptures(), wb.announceCaptures(), coins, Coins.Decision.ANNOUNCE_CAPTURES);
        boolean tries = wolfe && option(wa.pawnTries(), wb.pawnTries(), coins, Coins.Decision.PAWN_TRIES);
        String time = time(wa.time(), wb.time(), coins);
        boolean joint = option(wa.jointReferee(), wb.jointReferee(), coins, Coins.Decision.JOINT_REFEREE);
        return new Terms(host, white, rules, capt, tries, time, joint);
    }

    /** The time control: one nobody contradicts is played, two different ones go to their coin, none is untimed. */
    private static String time(String ta, String tb, Coins coins) {
        if (ta == null || tb == null || ta.equals(tb)) {
            return ta == null ? tb : ta;
        }
        return coins.heads(Coins.Decision.TIME_CONTROL) ? ta : tb;
    }

    private static String host(String a, Wish sa, String b, Wish sb, Coins coins) {
        boolean aWants = sa == Wish.ON || sb == Wish.OFF;
        boolean bWants = sb == Wish.ON || sa == Wish.OFF;
        if (aWants != bWants) {
            return aWants ? a : b;
        }
        return coins.heads(Coins.Decision.HOST) ? a : b;
    }

    private static String white(String a, ColourWish ca, String b, ColourWish cb, Coins coins) {
        if (ca != ColourWish.RANDOM && cb != ColourWish.RANDOM) {
            boolean aWhite = ca == ColourWish.WHITE || cb == ColourWish.BLACK;
            boolean bWhite = cb == ColourWish.WHITE || ca == ColourWish.BLACK;
            if (aWhite != bWhite) {
                return aWhite ? a : b;
            }
        }
        return coins.heads(Coins.Decision.COLOUR) ? a : b;
    }

    private static String ruleSet(String ra, String rb, Coins coins) {
        if (ra == null && rb == null) {
            return DEFAULT_RULE_SET;
        }
        if (ra == null || rb == null || ra.equals(rb)) {
            return ra == null ? rb : ra;
        }
        return coins.heads(Coins.Decision.RULE_SET) ? ra : rb;
    }

    private static boolean option(Wish wa, Wish wb, Coins coins, Coins.Decision decision) {
        if (wa == Wish.NONE && wb == Wish.NONE) {
            return false;
        }
        if (wa == Wish.NONE || wb == Wish.NONE || wa == wb) {
            return (wa == Wish.NONE ? wb : wa) == Wish.ON;
        }
        return coins.heads(decision);
    }
}
