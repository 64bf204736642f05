package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import java.util.Objects;
import ks.engine.clock.TimeControl;
import ks.engine.referee.RuleSet;
import ks.engine.rules.RuleSets;

/**
 * What both sides agreed before play: who hosts the authoritative referee, who plays white,
 * the rule set and its announcement options, and the time control ({@code time}, its
 * {@link TimeControl#text}; {@code null} for an untimed game, so untimed terms are written as
 * they were before clocks), and whether the referee is joint ({@code joint}: nobody holds the
 * board, and the host only keeps the clocks and coordinates; written only when true). Both
 * processes compute the same terms from the same wishes and coins.
 */
public record Terms(String host, String white, String ruleSet, boolean announceCaptures, boolean pawnTries,
        @JsonInclude(JsonInclude.Include.NON_NULL) String time,
        @JsonInclude(JsonInclude.Include.NON_DEFAULT) @JsonSetter(nulls = Nulls.AS_EMPTY) boolean joint) {

    public Terms {
        Objects.requireNonNull(host, "host");
        Objects.requireNonNull(white, "white");
        Objects.requireNonNull(ruleSet, "ruleSet");
        TimeControl control = time == null ? TimeControl.UNTIMED : TimeControl.parse(time);
        time = control.timed() ? control.text() : null;
    }

    /** Terms of an ordinary game (the host holds the referee). */
    public Terms(String host, String white, String ruleSet, boolean announceCaptures, boolean pawnTries, String time) {
        this(host, white, ruleSet, announceCaptures, pawnTries, time, false);
    }

    /** Untimed terms. */
    public Terms(String host, String white, String ruleSet, boolean announceCaptures, boolean pawnTries) {
        this(host, white, ruleSet, announceCaptures, pawnTries, null);
    }

    /** The agreed time control ({@link TimeControl#UNTIMED} when none). */
    public TimeControl timeControl() {
        return time == null ? TimeControl.UNTIMED : TimeControl.parse(time);
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
