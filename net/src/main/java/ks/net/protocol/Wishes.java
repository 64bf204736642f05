package ks.net.protocol;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Objects;
import ks.engine.clock.TimeControl;

/**
 * Everything one player asked for on the command line that must be agreed with the other
 * side before play: colour, who hosts the referee ({@code +s}/{@code -s}), the rule set and
 * the {@code +a}/{@code +p} announcement options, and the time control ({@code --time}, as its
 * {@link TimeControl#text}). A {@code null} rule set or time control means no preference; a
 * hello without a time wish is written as before clocks, without the field.
 */
public record Wishes(ColourWish colour, Wish server, String ruleSet, Wish announceCaptures, Wish pawnTries,
        @JsonInclude(JsonInclude.Include.NON_NULL) String time) {

    public Wishes {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(announceCaptures, "announceCaptures");
        Objects.requireNonNull(pawnTries, "pawnTries");
        if (time != null) {
            time = TimeControl.parse(time).text();
        }
    }

    /** No preference about anything. */
    public static Wishes none() {
        return new Wishes(ColourWish.NONE, Wish.NONE, null, Wish.NONE, Wish.NONE, null);
    }

    public Wishes withColour(ColourWish c) {
        return new Wishes(c, server, ruleSet, announceCaptures, pawnTries, time);
    }

    public Wishes withServer(Wish s) {
        return new Wishes(colour, s, ruleSet, announceCaptures, pawnTries, time);
    }

    public Wishes withRuleSet(String r) {
        return new Wishes(colour, server, r, announceCaptures, pawnTries, time);
    }

    public Wishes withAnnounceCaptures(Wish a) {
        return new Wishes(colour, server, ruleSet, a, pawnTries, time);
    }

    public Wishes withPawnTries(Wish p) {
        return new Wishes(colour, server, ruleSet, announceCaptures, p, time);
    }

    /** With the time control {@code t} asked for ({@link TimeControl#text}), or none ({@code null}). */
    public Wishes withTime(String t) {
        return new Wishes(colour, server, ruleSet, announceCaptures, pawnTries, t);
    }
}
