package ks.net.protocol;

import java.util.Objects;

/**
 * Everything one player asked for on the command line that must be agreed with the other
 * side before play: colour, who hosts the referee ({@code +s}/{@code -s}), the rule set and
 * the {@code +a}/{@code +p} announcement options. A {@code null} rule set means no preference.
 */
public record Wishes(ColourWish colour, Wish server, String ruleSet, Wish announceCaptures, Wish pawnTries) {

    public Wishes {
        Objects.requireNonNull(colour, "colour");
        Objects.requireNonNull(server, "server");
        Objects.requireNonNull(announceCaptures, "announceCaptures");
        Objects.requireNonNull(pawnTries, "pawnTries");
    }

    /** No preference about anything. */
    public static Wishes none() {
        return new Wishes(ColourWish.NONE, Wish.NONE, null, Wish.NONE, Wish.NONE);
    }

    public Wishes withColour(ColourWish c) {
        return new Wishes(c, server, ruleSet, announceCaptures, pawnTries);
    }

    public Wishes withServer(Wish s) {
        return new Wishes(colour, s, ruleSet, announceCaptures, pawnTries);
    }

    public Wishes withRuleSet(String r) {
        return new Wishes(colour, server, r, announceCaptures, pawnTries);
    }

    public Wishes withAnnounceCaptures(Wish a) {
        return new Wishes(colour, server, ruleSet, a, pawnTries);
    }

    public Wishes withPawnTries(Wish p) {
        return new Wishes(colour, server, ruleSet, announceCaptures, p);
    }
}
