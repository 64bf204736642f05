package ks.net.protocol;

import java.util.Objects;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;

/**
 * What both sides agreed before play: who hosts the authoritative referee, who plays white,
 * the rule set and its announcement options. Both processes compute the same terms from the
 * same wishes and coins.
 */
public record Terms(String host, String white, String ruleSet, boolean announceCaptures, boolean pawnTries) {

    public Terms {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(ruleSet, "ruleSet");
    }

    /** The referee's rule set for these terms. */
    public RuleSet rules() {
        return RuleSets.byName(ruleSet, (announceCaptures ? "+a" : "") + (pawnTries ? "+p" : ""));
    }

    /** The rule set with its options, as a player would write it: {@code wolfe +a+p}. */
    public String describeRules() {
        StringBuilder s = new StringBuilder(ruleSet);
        if (announceCaptures) {
            s.append(" +a");
        }
        if (pawnTries) {
            s.append(" +p");
        }
        return s.toString();
    }
}
