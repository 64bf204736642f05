package ks.net.club;

import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;
import ks.net.protocol.Terms;

/**
 * The rule set a seek names, with its options: {@code wolfe}, {@code wolfe+a+p}, {@code icc}...
 * Kept in its canonical spelling, the one {@link RuleSets#byName} gives back.
 */
public record ClubRules(String ruleSet, boolean announceCaptures, boolean pawnTries) {

    /** Reads a rule set as a player writes it ({@code wolfe}, {@code wolfe +a}, {@code Cincinnati}). */
    public static ClubRules parse(String text) {
        String compact = text == null || text.isBlank() ? RuleSets.DEFAULT : text.replaceAll("\\s+", "");
        RuleSet set = RuleSets.byName(compact);
        String name = set.name();
        int plus = name.indexOf('+');
        return new ClubRules(plus < 0 ? name : name.substring(0, plus), name.contains("+a"), name.contains("+p"));
    }

    /** The canonical name with its options, e.g. {@code wolfe+a+p}. */
    public String text() {
        return ruleSet + (announceCaptures ? "+a" : "") + (pawnTries ? "+p" : "");
    }

    /**
     * The game protocol's terms for a club game under {@code timeControl} (as {@link ClubTimeControl#parse}
     * reads it): the club hosts the referee, and the clocks are the engine's, which the audit replays.
     */
    public Terms terms(String white, String timeControl) {
        return new Terms(ClubNames.CLUB, white, ruleSet, announceCaptures, pawnTries,
                ClubTimeControl.parse(timeControl).text());
    }

    @Override
    public String toString() {
        return text();
    }
}
